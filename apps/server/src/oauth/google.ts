import { CALLS } from '@site/api/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import { z } from 'zod';
import { openSession } from '../accounts/login.js';
import { standingRefusal } from '../accounts/standing.js';
import { freeUsername } from '../accounts/usernames.js';
import type { Db } from '../db/database.js';
import { type CallHandler, refuse } from '../http/call.js';
import { cookieOptions } from '../http/session.js';
import { FLOW_SECONDS, openFlow, safeReturn, sealFlow } from './flow.js';

/**
 * Google sign-in (§7 GET /api/login.g.php): OpenID Connect's authorization-code flow with PKCE (S256),
 * a state and a nonce, through openid-client (discovery, the authorization URL, the code exchange and the
 * ID token's checks: issuer, audience, expiry, nonce). See README.md for the whole flow and its decisions.
 */

/** The cookie holding the sealed flow (flow.ts), sent only to the sign-in's path. */
export const FLOW_COOKIE = 'g_flow';

/** The codes the sign-in page is sent with (`/signin?error=<code>`) when a sign-in fails. */
export const GOOGLE_ERROR_CODES = [
  /** The member declined at the provider (or the provider answered another error). */
  'oauth_denied',
  /** No started flow in this browser, an altered one, an expired one, or another state. */
  'oauth_state',
  /** The code exchange or the ID token failed (a replayed code, a wrong verifier, a bad token). */
  'oauth_failed',
  /** The provider cannot be reached (discovery failed). */
  'oauth_unavailable',
  /** The Google account's address is not verified: it cannot make or join an account. */
  'email_unverified',
  /** The address belongs to a member who never confirmed it: confirm it (or restore the password) first. */
  'not_confirmed',
  /** The address belongs to a member already joined to another Google account. */
  'eml_taken',
  'banned',
  'temp_banned',
  'disabled_user',
] as const;
export type GoogleErrorCode = (typeof GOOGLE_ERROR_CODES)[number];

/** An OpenID Connect provider for the Google sign-in (GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, GOOGLE_ISSUER in config.ts). */
export interface GoogleConfig {
  /** The issuer (discovery at `<issuer>/.well-known/openid-configuration`); default Google's. */
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface GoogleOptions extends GoogleConfig {
  /** The site's public origin: the callback is `<siteUrl>/api/login.g.php`. */
  siteUrl: string;
  /** The server's secret: seals the flow cookie. */
  secret: string;
}

/** The scopes asked: the subject, the address (with whether it is verified) and the name. */
const SCOPE = 'openid email profile';

/** The claims the sign-in reads (an ID token, or the userinfo answer when the token lacks the address). */
const claimsSchema = z.object({
  sub: z.string().min(1).max(255),
  email: z.string().trim().max(254).pipe(z.email()).optional().catch(undefined),
  // Google sends a boolean; some providers (and Google's old userinfo) the string "true".
  email_verified: z
    .union([z.boolean(), z.string()])
    .optional()
    .transform((v) => v === true || v === 'true'),
  name: z.string().max(300).optional().catch(undefined),
  given_name: z.string().max(300).optional().catch(undefined),
});
type Claims = z.infer<typeof claimsSchema>;

const MEMBER_FIELDS = [
  'user_id',
  'username',
  'avatar',
  'status_id',
  'role',
  'banned_until',
  'is_disabled',
  'email_confirmed_at',
  'google_sub',
] as const;

/** The provider's configuration, discovered once (again after a failure, so an outage is not kept). */
function discoverer(options: GoogleOptions): () => Promise<oidc.Configuration> {
  let pending: Promise<oidc.Configuration> | null = null;
  const issuer = new URL(options.issuer);
  // Plain HTTP only for a provider on this machine (tests, local development); Google is HTTPS.
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
  return () => {
    pending ??= oidc
      .discovery(issuer, options.clientId, options.clientSecret, undefined, {
        execute: local && issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
        timeout: 10,
      })
      .catch((error: unknown) => {
        pending = null;
        throw error;
      });
    return pending;
  };
}

type Member = {
  user_id: number;
  username: string;
  avatar: string | null;
  status_id: number;
  role: 'member' | 'moderator' | 'admin';
  banned_until: Date | null;
  is_disabled: number;
  email_confirmed_at: Date | null;
  google_sub: string | null;
};

/**
 * The member this Google account signs in as: the one joined to its subject; else the member whose
 * confirmed address is the account's verified one (joined now); else a new member (a free username from
 * the name, the verified address confirmed, no password). Or the code that refuses it.
 */
async function memberFor(db: Db, claims: Claims): Promise<Member | GoogleErrorCode> {
  const bySub = () =>
    db.selectFrom('members').select(MEMBER_FIELDS).where('google_sub', '=', claims.sub).executeTakeFirst();
  const joined = await bySub();
  if (joined) return joined;
  if (!claims.email || !claims.email_verified) return 'email_unverified';
  const email = claims.email.toLowerCase();
  const sameAddress = await db
    .selectFrom('members')
    .select(MEMBER_FIELDS)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
    .executeTakeFirst();
  if (sameAddress) {
    if (sameAddress.google_sub !== null) return 'eml_taken';
    if (!sameAddress.email_confirmed_at) return 'not_confirmed';
    // A banned member is refused before anything about them changes.
    const standing = standingRefusal(sameAddress);
    if (standing) return standing;
    const linked = await db
      .updateTable('members')
      .set({ google_sub: claims.sub })
      .where('user_id', '=', sameAddress.user_id)
      .where('google_sub', 'is', null)
      .returning(MEMBER_FIELDS)
      .executeTakeFirst();
    // Another sign-in joined it at the same moment: whichever account won decides.
    return linked ?? (await bySub()) ?? 'eml_taken';
  }
  const username = await freeUsername(
    db,
    claims.given_name ?? claims.name ?? email.split('@')[0] ?? '',
    `g${claims.sub.replace(/[^A-Za-z0-9]/g, '').slice(-8)}`,
  );
  const created = await db
    .insertInto('members')
    .values({ username, email, email_confirmed_at: new Date(), google_sub: claims.sub })
    .onConflict((oc) => oc.doNothing())
    .returning(MEMBER_FIELDS)
    .executeTakeFirst();
  // Lost a race with the same account's other first sign-in (or the name was just taken).
  return created ?? (await bySub()) ?? 'oauth_failed';
}

/**
 * GET /api/login.g.php (the declared auth.socialLoginUrl, a navigation): without `code`, `error` or `state`
 * in the query it starts a sign-in (302 to the provider); with them it is the provider's return (302 home,
 * to the `return` path given at the start, or to `/signin?error=<code>`). Without Google's configuration:
 * 404 `not_found`.
 */
export function googleLoginCall(
  db: Db,
  options: GoogleOptions | undefined,
): CallHandler<'auth.socialLoginUrl'> {
  const discover = options ? discoverer(options) : null;
  const callbackUrl = options
    ? `${options.siteUrl.replace(/\/+$/, '')}${CALLS['auth.socialLoginUrl'].path}`
    : '';
  const flowCookie = { ...cookieOptions(), path: CALLS['auth.socialLoginUrl'].path };

  const fail = (reply: FastifyReply, code: GoogleErrorCode) => {
    reply.clearCookie(FLOW_COOKIE, flowCookie);
    return reply.redirect(`/signin?error=${code}`, 302);
  };

  const start = async (request: FastifyRequest, reply: FastifyReply, query: Record<string, unknown>) => {
    const back = safeReturn(query.return);
    // Signed in already: nothing to do but go on.
    if (request.viewer) return reply.redirect(back, 302);
    let config: oidc.Configuration;
    try {
      config = await (discover as () => Promise<oidc.Configuration>)();
    } catch (error) {
      request.log.warn({ err: error }, 'OpenID provider discovery failed');
      return fail(reply, 'oauth_unavailable');
    }
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: callbackUrl,
      scope: SCOPE,
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    const sealed = sealFlow(
      { state, nonce, verifier, back, at: Date.now() },
      (options as GoogleOptions).secret,
    );
    reply.setCookie(FLOW_COOKIE, sealed, { ...flowCookie, maxAge: FLOW_SECONDS });
    return reply.redirect(url.href, 302);
  };

  const finish = async (request: FastifyRequest, reply: FastifyReply, query: Record<string, unknown>) => {
    const opts = options as GoogleOptions;
    if (query.error !== undefined) return fail(reply, 'oauth_denied');
    const flow = openFlow(request.cookies[FLOW_COOKIE], opts.secret);
    if (!flow || typeof query.state !== 'string' || query.state !== flow.state)
      return fail(reply, 'oauth_state');
    if (request.viewer) {
      reply.clearCookie(FLOW_COOKIE, flowCookie);
      return reply.redirect(flow.back, 302);
    }
    let claims: Claims;
    try {
      const config = await (discover as () => Promise<oidc.Configuration>)();
      const current = new URL(request.url, callbackUrl);
      const tokens = await oidc.authorizationCodeGrant(config, current, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      let raw: Record<string, unknown> = { ...tokens.claims() };
      // A provider that keeps the address out of the ID token answers it at userinfo.
      if (raw.email === undefined && tokens.access_token) {
        raw = { ...raw, ...(await oidc.fetchUserInfo(config, tokens.access_token, String(raw.sub))) };
      }
      claims = claimsSchema.parse(raw);
    } catch (error) {
      request.log.info({ err: error }, 'Google sign-in refused at the code exchange');
      return fail(reply, 'oauth_failed');
    }
    const member = await memberFor(db, claims);
    if (typeof member === 'string') return fail(reply, member);
    const standing = standingRefusal(member);
    if (standing) return fail(reply, standing);
    reply.clearCookie(FLOW_COOKIE, flowCookie);
    await openSession(db, request, reply, member);
    return reply.redirect(flow.back, 302);
  };

  return async ({ request, reply }) => {
    if (!options) throw refuse(404, 'not_found');
    // The provider's return carries its own query (code, state, error), read here rather than declared.
    const query = (request.query ?? {}) as Record<string, unknown>;
    const returning = query.code !== undefined || query.error !== undefined || query.state !== undefined;
    // A navigation: the redirect is the answer (sent by start or finish), no JSON follows.
    await (returning ? finish(request, reply, query) : start(request, reply, query));
    return undefined;
  };
}
