import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { type FetchLike, TIMING } from '@site/api';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import {
  createRequestHandler,
  type RouterContext,
  RouterContextProvider,
  type ServerBuild,
} from 'react-router';
import type { AgeGateState } from '../age/assurance.js';
import { type BotCheck, isAutomated } from '../analytics/bots.js';
import { addressLimit } from '../http/address-limit.js';
import { visitorCountry } from '../http/country.js';
import { fail } from '../http/errors.js';
import { cspNonce } from '../http/security-headers.js';
import { CSRF_COOKIE, carriesSession, issueCsrf } from '../http/session.js';
import { type CachedPage, fromSlots, type PageCache, pageKey, toSlots } from './page-cache.js';

type NodeReadableStream = import('node:stream/web').ReadableStream;

/**
 * What every server-rendered request gets from this server: `apiFetch` answers the API in-process (the
 * same §7 paths the browser fetches, through `app.inject`, no network hop), with the visitor's cookies.
 * apps/web declares the same interface (app/lib/load-context.ts) and reads it with `context.get`.
 */
export interface SiteLoadContext {
  apiFetch: FetchLike;
  /** The visitor's country (`visitorCountry`: CDN header, else GeoIP, else `eu`), for the 404 page's list. */
  country: string;
  /** The external sign-ins this server offers, for the sign-in forms' buttons. */
  signIn: SignInOptions;
  /** The messaging-app channel's link of subscribe-to-download (payments/subscription.ts); null: off. */
  messengerChannel: string | null;
  /** How long the subscribe-to-download modal says "checking" (§4: 30 s; MESSENGER_WAIT_SECONDS). */
  messengerWaitMs: number;
  /** The App Store page of the site's iOS app (IOS_APP_URL), offered to iOS Safari visitors; null: none. */
  iosAppUrl: string | null;
  /** The custodian-of-records statement of the 2257 section (RECORDS_CUSTODIAN_STATEMENT); null: default. */
  recordsCustodianStatement: string | null;
  /**
   * The script nonce of this answer's Content-Security-Policy (http/security-headers.ts): every script the
   * page writes inline must carry it (apps/web/app/entry.server.tsx hands it to React and React Router).
   */
  nonce: string;
  /**
   * The visitor's CSRF token (the `csrf_token` cookie, or the one this answer issues): a plain form of a page
   * (the age gate's) sends it back as the `_csrf` field.
   */
  csrfToken: string | undefined;
  /**
   * A known crawler asks (analytics/bots.ts: by its user agent, confirmed by reverse DNS when BOT_VERIFY_DNS
   * asks): the page shows no cookie bar and reports no view.
   */
  crawler: boolean;
  /** Whether the page may show the notice to a visitor whose ad-blocker hides the banners (ADBLOCK_NOTICE). */
  adblockNotice: boolean;
  /**
   * The age gate of the visitor's region (age/assurance.ts, #31 item 5): its mode and, for `verified`,
   * whether the visitor passed the provider's check. apps/web shows the gate alone until it is passed.
   */
  age: AgeGateState;
}

/** External sign-ins: Google (GET /api/login.g.php) and the messaging app's login widget (its bot's name). */
export interface SignInOptions {
  google: boolean;
  telegramBot: string | null;
}

/** Where the web build lives: `<buildDir>/client` (static files) and `<buildDir>/server/index.js`. */
export interface WebOptions {
  buildDir: string;
  /** Which external sign-ins the pages offer (default: none). */
  signIn?: SignInOptions | undefined;
  /** The subscribe-to-download channel's link, when the server checks subscriptions (default: none). */
  messengerChannel?: string | null | undefined;
  /** The modal's "checking" wait in ms (default `TIMING.messengerWait`, 30 s). */
  messengerWaitMs?: number | undefined;
  /** The iOS app's App Store page (default: none). */
  iosAppUrl?: string | null | undefined;
  /** The custodian-of-records statement of the information page (default: none, the page's own). */
  recordsCustodianStatement?: string | null | undefined;
  /**
   * The site's public origin (SITE_URL, e.g. `https://example.com`): pages are rendered for it, so canonical,
   * og:url and alternate links never take the request's Host.
   */
  origin: string;
  /**
   * The short-lived cache of pages for visitors who are not signed in (PAGE_CACHE_SECONDS, web/page-cache.ts);
   * none: every page is rendered.
   */
  pageCache?: PageCache | undefined;
  /** Who is a crawler (default: none is). */
  bots?: BotCheck | undefined;
  /**
   * Pages an automated client (analytics/bots.ts `isAutomated`: crawlers, HTTP libraries, headless browsers)
   * may ask per address and minute; past it 429 `too_many_attempts` (BOT_RATE_LIMIT; default 0: no limit).
   * A crawler confirmed by reverse DNS is not limited.
   */
  botLimit?: number | undefined;
  /** Whether pages show the ad-blocker notice (ADBLOCK_NOTICE; default true). */
  adblockNotice?: boolean | undefined;
}

/**
 * apps/web's server build: React Router's, plus `siteContext`, the key under which each request's
 * `SiteLoadContext` goes into the `RouterContextProvider` its loaders get (apps/web/server-build.ts).
 */
export interface SiteServerBuild extends ServerBuild {
  siteContext: RouterContext<SiteLoadContext>;
  /** Every part of a visitor's request besides address and country that its page depends on (the cache key). */
  pageInputs?: (request: Request) => string;
}

/**
 * Says whether a visitor's page came from the page cache (`hit`, also after waiting for another request's
 * render) or was rendered for the cache (`miss`); absent where the cache does not apply (members, `.data`).
 */
export const PAGE_CACHE_HEADER = 'x-page-cache';

/** Whether a rendered answer may be kept for other visitors: a whole HTML page that set no cookie. */
function shareable(response: Response): boolean {
  return (
    response.status === 200 &&
    !response.headers.has('set-cookie') &&
    (response.headers.get('content-type') ?? '').startsWith('text/html')
  );
}

export function webBuildExists(buildDir: string): boolean {
  return existsSync(join(buildDir, 'server/index.js'));
}

/** Statuses whose responses have no body (the Fetch `Response` refuses one). */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

/**
 * A fetch that answers through `app.inject`: only the path and query of `input` are used, and the
 * incoming request's cookie header is forwarded.
 */
export function injectFetch(app: FastifyInstance, cookie: string | undefined): FetchLike {
  return async (input, init) => {
    const url = new URL(input, 'http://in-process');
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    if (cookie) headers.cookie = cookie;
    const method = (init?.method ?? 'GET').toUpperCase() as HTTPMethods;
    const res = await app.inject({
      method,
      url: url.pathname + url.search,
      headers,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const out = new Headers();
    for (const [key, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) out.append(key, String(v));
    }
    const body = NULL_BODY.has(res.statusCode) || method === 'HEAD' ? null : new Uint8Array(res.rawPayload);
    return new Response(body, { status: res.statusCode, headers: out });
  };
}

/**
 * Mounts the React Router build: `client/assets/*` (hashed) cached for a year as immutable, other client
 * files for an hour, and every other GET/HEAD rendered on the server.
 */
export async function mountWeb(app: FastifyInstance, web: WebOptions): Promise<void> {
  const build = (await import(pathToFileURL(join(web.buildDir, 'server/index.js')).href)) as SiteServerBuild;
  if (!build.siteContext) {
    throw new Error(
      `${web.buildDir}: the server build exports no siteContext (a build of an older apps/web?)`,
    );
  }
  const clientDir = join(web.buildDir, 'client');

  if (existsSync(clientDir)) {
    // One exact route per built file (no wildcard), so files win over the page route below.
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      decorateReply: false,
      index: false,
      cacheControl: false,
      setHeaders: (reply, path) => {
        const hashed = path.startsWith(join(clientDir, 'assets') + sep);
        reply.header(
          'cache-control',
          hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }
  // A hashed asset that is not there (an old page after a deploy) is a plain 404, not a rendered page.
  app.get('/assets/*', async (_request, reply) => fail(reply, 404, 'not_found'));

  const pages = web.pageCache;
  const handle = createRequestHandler(
    build,
    process.env.NODE_ENV === 'development' ? 'development' : 'production',
  );

  // Automated clients are held to `botLimit` pages a minute per address (shared by every process); a
  // crawler confirmed by its reverse DNS name is not.
  const botLimit =
    web.botLimit && web.botLimit > 0
      ? addressLimit(app, {
          name: 'bot',
          max: web.botLimit,
          timeWindow: '1 minute',
          counts: async (request) =>
            isAutomated(request.headers['user-agent']) &&
            !(await web.bots?.isConfirmed(request.headers['user-agent'], request.ip)),
        })
      : undefined;
  const crawlerOf = (request: FastifyRequest) =>
    web.bots ? web.bots.isCrawler(request.headers['user-agent'], request.ip) : Promise.resolve(false);

  // Each page is rendered to a Fetch Response and sent through Fastify (not written to the socket), so
  // its hooks apply: compression, security headers.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    ...(botLimit ? { onRequest: botLimit } : {}),
    handler: async (request, reply) => {
      const controller = new AbortController();
      reply.raw.once('close', () => controller.abort());
      const headers = new Headers();
      for (const [key, value] of Object.entries(request.headers)) {
        if (value === undefined) continue;
        for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
      }
      const url = `${web.origin}${request.url}`;
      const page = new Request(url, { method: request.method, headers, signal: controller.signal });
      // A visitor whose CSRF cookies would not pass a write gets a token with the page, so their first
      // write (the view call, a sign-in, a vote) is not refused once and sent again (#27): no token yet (a
      // first visit), no secret (a browser session that ended), or a token made for another session (the
      // member's session ended elsewhere or expired: the visitor's token is not the member's). Pages are
      // not kept by shared caches: they differ by the visitor's cookies.
      const csrfToken =
        request.method === 'GET' && !app.csrfUsable(request)
          ? issueCsrf(request, reply)
          : request.cookies[CSRF_COOKIE];
      const values: SiteLoadContext = {
        apiFetch: injectFetch(app, request.headers.cookie),
        country: visitorCountry(request),
        signIn: web.signIn ?? { google: false, telegramBot: null },
        messengerChannel: web.messengerChannel ?? null,
        messengerWaitMs: web.messengerWaitMs ?? TIMING.messengerWait,
        iosAppUrl: web.iosAppUrl ?? null,
        recordsCustodianStatement: web.recordsCustodianStatement ?? null,
        nonce: cspNonce(reply),
        csrfToken,
        crawler: await crawlerOf(request),
        adblockNotice: web.adblockNotice ?? true,
        age: await app.ageAssurance.pageAgeGate(request, reply),
      };
      const context = new RouterContextProvider();
      context.set(build.siteContext, values);

      // A visitor who is not signed in may get the page another visitor's request rendered a moment ago
      // (documents only: a client navigation's `.data` answer is rendered each time).
      const isDocument = !new URL(url).pathname.endsWith('.data');
      const found =
        pages && build.pageInputs && !carriesSession(request) && isDocument
          ? pages.lookup(
              pageKey({
                url: request.url,
                country: values.country,
                inputs: build.pageInputs(page),
                crawler: values.crawler,
                age: values.age,
              }),
            )
          : null;
      if (found && !('keep' in found)) {
        const kept = 'page' in found ? found.page : await found.pending;
        if (kept) return sendKept(reply, request.method, kept, values);
      }
      const keep = found && 'keep' in found ? found.keep : null;

      if (keep) reply.header(PAGE_CACHE_HEADER, 'miss');
      let response: Response;
      try {
        response = await handle(page, context);
      } catch (error) {
        keep?.(null);
        throw error;
      }
      reply.code(response.status);
      for (const [key, value] of response.headers) {
        if (key !== 'set-cookie') reply.header(key, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      if (!response.body || request.method === 'HEAD') {
        keep?.(null);
        return reply.send();
      }
      if (!keep || !shareable(response)) {
        keep?.(null);
        return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
      }
      // Streamed to this visitor as it renders, and kept once whole.
      const [live, copy] = response.body.tee();
      new Response(copy)
        .text()
        .then((html) =>
          keep({ status: response.status, headers: [...response.headers], html: toSlots(html, values) }),
        )
        .catch(() => keep(null));
      return reply.send(Readable.fromWeb(live as NodeReadableStream));
    },
  });
}

/** A kept page as this request's answer, with its nonce and CSRF token. */
function sendKept(
  reply: FastifyReply,
  method: string,
  kept: CachedPage,
  values: { nonce: string; csrfToken: string | undefined },
) {
  reply.code(kept.status);
  for (const [key, value] of kept.headers) reply.header(key, value);
  reply.header(PAGE_CACHE_HEADER, 'hit');
  return method === 'HEAD' ? reply.send() : reply.send(fromSlots(kept.html, values));
}
