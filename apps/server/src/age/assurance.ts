/**
 * Age assurance per region (#31 item 5): what a request must have passed before any content, and the way
 * through an age-assurance provider (provider.ts).
 *
 * - The mode of the request's region (policy.ts, region.ts): `none`, `self` (the 18+ question, decided by
 *   apps/web as before, web/age-check.ts) or `verified`.
 * - `verified` is passed with the AGE_ASSURED_COOKIE: httpOnly, signed by the cookie plugin with the
 *   server's secret (as the visitor cookie of actions/view.ts), holding its end of validity. A member's
 *   confirmation is also kept in the database (members.age_verified_at): a page of theirs on another
 *   device issues the cookie again (`pageAgeGate`).
 * - In a `verified` region, before the check, the pages show only the gate (apps/web lib/age-gate.server.ts,
 *   with this module's answer in the load context), and the reads that hand out content directly are
 *   refused with 403 `age_verification_required` (CONTENT_PATHS: media files and thumbnails, the JSON
 *   lists and video answers, search suggestions). The in-process reads of the server's own render carry no
 *   country and are not refused: the render decides (web/mount.ts).
 * - The provider round trip: GET AGE_VERIFY_PATH stores a random state in a short-lived signed cookie and
 *   sends the visitor to the provider; its return to AGE_CALLBACK_PATH must be signed, fresh and name the
 *   same state, else 400 `invalid_token`.
 */
import { randomBytes } from 'node:crypto';
import type { AgeMode } from '@site/api';
import { sitePath } from '@site/api/display';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { fail } from '../http/errors.js';
import { cookieOptions } from '../http/session.js';
import { Refreshed } from '../lib/refreshed.js';
import { type AgePolicy, readAgePolicy, requiredMode } from './policy.js';
import { AGE_CALLBACK_PATH, type AgeProvider } from './provider.js';
import { type CountryHeader, requestRegions } from './region.js';

/** The signed cookie of a passed check (its value: `<unix seconds of its end>`). */
export const AGE_ASSURED_COOKIE = 'age_assured';
/** The signed cookie of a check under way: `<state>.<return path>`. */
const AGE_STATE_COOKIE = 'age_state';
/** Where a visitor starts the provider's check (`?return=<the page asked for>`). */
export const AGE_VERIFY_PATH = '/age-check/verify/';
/** The gate page of apps/web (SECTION_URLS.ageCheck). */
const GATE_PAGE = '/age-check/';

/** How long a passed check is remembered on a device (and how long a member's is reused): 30 days. */
export const AGE_ASSURED_SECONDS = 30 * 24 * 3600;
/** How long the visitor has to finish the provider's check. */
const STATE_SECONDS = 30 * 60;

/** The code of a content read refused before the check (§8 style). */
export const AGE_REQUIRED_CODE = 'age_verification_required';

/**
 * Reads that hand out content (titles, thumbnails, media) without a page: refused before the check in a
 * `verified` region. Everything else of /api (session, settings, sign-in, languages…) shows no content.
 */
const CONTENT_PATHS = [
  '/media/',
  '/api/json/',
  '/api/videos2.php',
  '/api/videofile.php',
  '/api/suggester.php',
];
export const isContentRead = (url: string) => {
  const path = url.split('?')[0] ?? '';
  return CONTENT_PATHS.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix));
};

export interface AgeAssuranceOptions {
  /** The one country header a CDN in front sets (AGE_COUNTRY_HEADER); null: any, and the address's. */
  trustedHeader?: CountryHeader | null | undefined;
  /** The deployment's regions (AGE_POLICY): the console's own rows are taken over them. */
  defaults?: ReadonlyMap<string, AgeMode> | undefined;
  /** The provider; null: none offered (a `verified` region then has no way in, and a warning is logged). */
  provider?: AgeProvider | null | undefined;
  /** How long the policy is kept in memory between reads (default 5 s; 0: read at every request). */
  policyTtlMs?: number | undefined;
  now?: (() => number) | undefined;
}

export interface AgeGateState {
  mode: AgeMode;
  /** Whether the request carries a passed check (a valid, unexpired AGE_ASSURED_COOKIE). */
  verified: boolean;
}

export interface AgeAssurance {
  /** The gate a request meets (the cookie only; `pageAgeGate` also asks the member's record). */
  gateOf(request: FastifyRequest): Promise<AgeGateState>;
  /** For a page: as `gateOf`, and a member confirmed before is confirmed here too (the cookie is issued again). */
  pageAgeGate(request: FastifyRequest, reply: FastifyReply): Promise<AgeGateState>;
  /** Forgets the policy held in memory (after a console change). */
  reload(): void;
  /** Mounts the provider's start and return (and the local provider's page): after the session plugin. */
  routes(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The age policy and checks (age/assurance.ts). */
    ageAssurance: AgeAssurance;
  }
}

const nowSeconds = (now: () => number) => Math.floor(now() / 1000);

function assuredUntil(request: FastifyRequest, seconds: number): boolean {
  const cookie = request.cookies?.[AGE_ASSURED_COOKIE];
  if (!cookie) return false;
  const unsigned = request.unsignCookie(cookie);
  if (!unsigned.valid || !unsigned.value || !/^\d{1,12}$/.test(unsigned.value)) return false;
  return Number(unsigned.value) > seconds;
}

function issueAssured(reply: FastifyReply, untilSeconds: number, seconds: number): void {
  reply.setCookie(AGE_ASSURED_COOKIE, String(untilSeconds), {
    ...cookieOptions(),
    signed: true,
    maxAge: Math.max(1, untilSeconds - seconds),
  });
}

/**
 * Sets up the policy and the content reads' hook (`routes` mounts the provider's routes). Call it before the
 * response cache is registered (app.ts), so a refused read is refused before any kept answer is sent.
 */
export function ageAssurance(app: FastifyInstance, db: Db, options: AgeAssuranceOptions = {}): AgeAssurance {
  const now = options.now ?? Date.now;
  const provider = options.provider ?? null;
  const read = async (): Promise<AgePolicy> =>
    new Map([...(options.defaults ?? []), ...(await readAgePolicy(db))]);
  let policy = new Refreshed<AgePolicy>(read, options.policyTtlMs ?? 5000);
  const modeOf = async (request: FastifyRequest) =>
    requiredMode(await policy.get(), requestRegions(request, options.trustedHeader ?? null));

  const gateOf = async (request: FastifyRequest): Promise<AgeGateState> => {
    const mode = await modeOf(request);
    return { mode, verified: mode === 'verified' && assuredUntil(request, nowSeconds(now)) };
  };

  // The cookie plugin parses cookies in its own onRequest hook, registered after this one: read them here.
  app.addHook('onRequest', async (request, reply) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !isContentRead(request.url)) return;
    // No region is "verified" (the common case): nothing to look up.
    if (![...(await policy.get()).values()].includes('verified')) return;
    request.cookies ??= app.parseCookie(request.headers.cookie ?? '');
    const gate = await gateOf(request);
    if (gate.mode === 'verified' && !gate.verified) return fail(reply, 403, AGE_REQUIRED_CODE);
  });

  const routes = () => {
    if (provider) {
      app.get<{ Querystring: { return?: string } }>(AGE_VERIFY_PATH, async (request, reply) => {
        const state = randomBytes(18).toString('base64url');
        const back = sitePath(typeof request.query.return === 'string' ? request.query.return : undefined);
        reply.setCookie(AGE_STATE_COOKIE, `${state}.${back}`, {
          ...cookieOptions(),
          signed: true,
          maxAge: STATE_SECONDS,
        });
        reply.header('cache-control', 'private, no-store');
        return reply.redirect(provider.startUrl(state), 303);
      });
      app.get<{ Querystring: Record<string, unknown> }>(AGE_CALLBACK_PATH, async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        const seconds = nowSeconds(now);
        const result = provider.readResult(request.query, seconds);
        const kept = request.cookies[AGE_STATE_COOKIE];
        const unsigned = kept ? request.unsignCookie(kept) : null;
        const value = unsigned?.valid ? (unsigned.value ?? '') : '';
        const dot = value.indexOf('.');
        // A forged, stale or replayed return, or one started in another browser: nothing is remembered.
        if (!result.ok || dot <= 0 || value.slice(0, dot) !== result.state) {
          return fail(reply, 400, 'invalid_token');
        }
        reply.clearCookie(AGE_STATE_COOKIE, cookieOptions());
        const back = sitePath(value.slice(dot + 1));
        if (!result.adult) {
          return reply.redirect(`${GATE_PAGE}?${new URLSearchParams({ return: back, refused: '1' })}`, 303);
        }
        issueAssured(reply, seconds + AGE_ASSURED_SECONDS, seconds);
        if (request.viewer) {
          await db
            .updateTable('members')
            .set({ age_verified_at: sql`now()` })
            .where('user_id', '=', request.viewer.user_id)
            .execute();
        }
        return reply.redirect(back, 303);
      });
    } else {
      app.log.warn(
        'no age-assurance provider: visitors of a region whose age policy is "verified" cannot get in',
      );
    }
  };

  const assurance: AgeAssurance = {
    gateOf,
    routes,
    async pageAgeGate(request, reply) {
      const gate = await gateOf(request);
      if (gate.mode !== 'verified' || gate.verified || !request.viewer) return gate;
      const member = await db
        .selectFrom('members')
        .select('age_verified_at')
        .where('user_id', '=', request.viewer.user_id)
        .executeTakeFirst();
      const at = member?.age_verified_at ? new Date(member.age_verified_at).getTime() / 1000 : 0;
      const seconds = nowSeconds(now);
      if (!at || at + AGE_ASSURED_SECONDS <= seconds) return gate;
      issueAssured(reply, Math.floor(at) + AGE_ASSURED_SECONDS, seconds);
      return { ...gate, verified: true };
    },
    reload() {
      policy = new Refreshed<AgePolicy>(read, options.policyTtlMs ?? 5000);
    },
  };
  app.decorate('ageAssurance', assurance);
  return assurance;
}
