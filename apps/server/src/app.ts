import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyEtag from '@fastify/etag';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import type { AgeMode, ErrorResponse } from '@site/api';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  LogController,
} from 'fastify';
import { accountCallDeps } from './accounts/routes.js';
import { sessionViewer } from './accounts/sessions.js';
import { type AgeAssuranceOptions, ageAssurance } from './age/assurance.js';
import { createLocalAgeProvider, localAgeProviderRoutes } from './age/local.js';
import type { CountryHeader } from './age/region.js';
import { analyticsRoutes } from './analytics/beacon.js';
import { type BotCheck, botCheck } from './analytics/bots.js';
import { declaredCallRoutes } from './calls.js';
import { type CaptchaProvider, createAltchaProvider } from './captcha/index.js';
import { catalogSources } from './catalog/routes.js';
import { custodianRoutes } from './consent/custodian.js';
import type { Db } from './db/database.js';
import type { Deps } from './deps/index.js';
import { formParser, MULTIPART_LIMITS } from './http/body.js';
import { ENCODINGS } from './http/encodings.js';
import { healthRoutes } from './http/health.js';
import { metricsRoutes } from './http/metrics.js';
import { openApiRoute } from './http/openapi.js';
import { REQUEST_ID_HEADER, requestIdOf } from './http/request-id.js';
import { type ResponseCacheStats, responseCache } from './http/response-cache.js';
import { securityHeaders } from './http/security-headers.js';
import { carriesSession, sessionPlugin } from './http/session.js';
import type { ForbiddenWords } from './lib/forbidden-words.js';
import { Refreshed } from './lib/refreshed.js';
import { databaseState, type SharedState } from './lib/shared-state.js';
import { createOutboxMailer, type Mailer } from './mail/index.js';
import { type MediaSettings, mediaSettingsFromEnv } from './media/settings.js';
import { createLocalStorage, type MediaStorage } from './media/storage/index.js';
import { moderationRoutes } from './moderation/routes.js';
import { dbForbiddenWords } from './moderation/words.js';
import type { GoogleConfig } from './oauth/google.js';
import { type PaymentsOptions, paymentRoutes, setUpPayments } from './payments/index.js';
import { mayDownloadVideo } from './playback/download.js';
import { mediaGateRoutes } from './playback/gate.js';
import { thumbnailRoutes } from './playback/thumbs.js';
import { reportLimit } from './report/routes.js';
import { memberReportLimit } from './safety/index.js';
import { TITLE_INDEX_LIFETIME_MS, TitleIndex } from './search/title-index.js';
import { createSealer } from './security/sealed.js';
import { tusRoutes } from './uploads/index.js';
import { mayUpload, type VerificationSetup } from './verification/applications.js';
import { localIdentityProvider } from './verification/provider.js';
import { verificationRoutes } from './verification/routes.js';
import { createCardCache } from './videos/cards.js';
import { ageCheckRoute } from './web/age-check.js';
import { mountWeb, type WebOptions } from './web/mount.js';

export type { SiteLoadContext, WebOptions } from './web/mount.js';

export interface AppOptions {
  db: Db;
  /** The data folder: media are served from `<dataDir>/media` at `/media/`. */
  dataDir: string;
  /** The React Router build to serve pages from; without it the server answers the API and media only. */
  web?: Omit<WebOptions, 'origin'> | undefined;
  /** The process's logger (lib/log.ts: JSON lines); each request logs through a child with its `reqId` (default: off). */
  logger?: FastifyBaseLogger | undefined;
  /** Log every request (default: false; errors are always logged when the logger is on). */
  logRequests?: boolean;
  /**
   * The origin's cache of public answers (http/response-cache.ts): kept at most `ttlMs` (default: off,
   * as tests that write and read at once need; `main` turns it on from RESPONSE_CACHE_SECONDS).
   */
  responseCache?: { ttlMs: number; maxBytes?: number } | undefined;
  /** How long a video card is reused by search (videos/cards.ts; default 0: not kept). */
  cardCacheMs?: number | undefined;
  /** The server's secret (accounts/secret.ts); default: a random one for this app's life (tests). */
  secret?: string | undefined;
  /**
   * What every server process counts and remembers together: rate limits and used captcha tokens
   * (lib/shared-state.ts; default: in the database, `databaseState(db)`; main uses Redis when REDIS_URL is set).
   */
  shared?: SharedState | undefined;
  /** Checks captcha tokens (default: the offline ALTCHA provider keyed by the secret, claims in `shared`). */
  captcha?: CaptchaProvider | undefined;
  /** Sends mail (default: the outbox in `<dataDir>/outbox`). */
  mailer?: Mailer | undefined;
  /** The site's public origin for links in mail (default `http://localhost:3000`). */
  siteUrl?: string | undefined;
  /** The messaging-app bot's token for its login widget (default: none, no such login). */
  telegramBotToken?: string | undefined;
  /** The bot's username, for the login widget on the pages (shown only with the token). */
  telegramBotName?: string | undefined;
  /** Google sign-in (oauth/): the provider and the client (default: none, GET /api/login.g.php is 404). */
  google?: GoogleConfig | undefined;
  /** Where contact and report messages are mailed (default `moderators@localhost`). */
  reportsEmail?: string | undefined;
  /** Seconds from scheduling an account's deletion to running it (default 14 days; settings/deletion.ts). */
  deletionGraceSeconds?: number | undefined;
  /** The forbidden words of comments and messages (default: the moderation list in the database). */
  forbiddenWords?: ForbiddenWords | undefined;
  /**
   * Behind reverse proxies: their addresses or CIDRs, whose X-Forwarded-For/-Proto are believed (the client
   * address is the nearest hop not among them); default false, none.
   */
  trustProxy?: string[] | false | undefined;
  /** Where video media live (default: the local disk under `<dataDir>/storage`). */
  storage?: MediaStorage | undefined;
  /** Upload limits and folders (default: §9's limits, folders under `<dataDir>`). */
  media?: MediaSettings | undefined;
  /** Paid downloads: the provider, the webhook secret, the clock (default: the local provider). */
  payments?: PaymentsOptions | undefined;
  /**
   * Verified uploaders (#31, verification/): whether only approved uploaders upload (default false), the
   * records' sealer (default: a random key for this app's life, tests) and the identity provider (default
   * `local`: staff review).
   */
  verification?: Partial<VerificationSetup> | undefined;
  /** Serve Prometheus metrics at `/metrics` to this bearer token (http/metrics.ts); default: none, 404. */
  metricsToken?: string | undefined;
  /**
   * First-party analytics and crawlers (analytics/): outside counters to forward to (default none), whether
   * crawlers are confirmed by reverse DNS (default false; `bots` replaces the check, for tests), and whether
   * pages show the ad-blocker notice (default true).
   */
  analytics?: AnalyticsSettings | undefined;
  /**
   * Age assurance per region (age/): the provider (`local`: the offline fake, the default; null: none), the
   * one trusted country header (AGE_COUNTRY_HEADER; default none: any header and the address count) and how
   * long the policy is kept in memory (default 5 s).
   */
  age?: AgeSettings | undefined;
}

export interface AgeSettings {
  provider?: 'local' | null | undefined;
  /** The deployment's regions (AGE_POLICY), under the console's: default none. */
  defaults?: ReadonlyMap<string, AgeMode> | undefined;
  trustedHeader?: CountryHeader | null | undefined;
  policyTtlMs?: number | undefined;
  now?: (() => number) | undefined;
}

export interface AnalyticsSettings {
  viewsUrl?: string | undefined;
  goalsUrl?: string | undefined;
  verifyDns?: boolean | undefined;
  /** Pages an automated client may ask per address and minute (web/mount.ts; default 0: no limit). */
  botLimit?: number | undefined;
  adblockNotice?: boolean | undefined;
  /** Analytics reports one address may send a minute (default 600: analytics/beacon.ts). */
  reportLimit?: number | undefined;
  bots?: BotCheck | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Hits, misses and size of the response cache so far. */
    responseCacheStats: () => ResponseCacheStats;
    /** The words of the titles search reads (search/title-index.ts): `get()` waits for the first read. */
    titleIndex: Refreshed<TitleIndex>;
  }
}

/** The response cache's default bound: 64 MB of answers (a 60-video list is about 28 kB). */
const RESPONSE_CACHE_BYTES = 64 * 1024 * 1024;
/** Answers of this many bytes or more go out compressed to a client that accepts br or gzip. */
const COMPRESS_FROM_BYTES = 1024;

const notFound: ErrorResponse = { code: 'not_found' };

/** A Host header's syntax: a DNS name (underscores allowed, as in service names) or an IP literal, and a port. */
const HOST_HEADER =
  /^(?:[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?(?:\.[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?)*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The site's HTTP server, not listening (tests call `app.inject`; main calls `listen`): the calls of §7
 * under `/api`, media under `/media`, the probes (`/livez`, `/readyz`, `/healthz`), `/metrics` with a token, and the pages when a web build is given.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const secret = options.secret ?? randomBytes(32).toString('hex');
  const siteUrl = (options.siteUrl ?? 'http://localhost:3000').replace(/\/+$/, '');
  const storage = options.storage ?? createLocalStorage(join(options.dataDir, 'storage'), { secret });
  const telegramBot = options.telegramBotToken ? (options.telegramBotName ?? null) : null;
  // Every answer's security headers (CSP, framing, referrer, HSTS over HTTPS…): http/security-headers.ts.
  const applySecurityHeaders = securityHeaders({
    siteUrl,
    telegramWidget: telegramBot !== null,
    mediaOrigins: storage.urlOrigins,
  });
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    // A well-formed X-Request-Id of the request, else a random UUID: each log line's reqId, echoed below.
    genReqId: requestIdOf,
    logController: new LogController({ disableRequestLogging: !options.logRequests }),
    // The dotted tail of a list path holds a dir of up to 100 characters.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
    trustProxy: options.trustProxy ?? false,
    // A malformed escape (`%`) or an over-long path segment is refused by the router before any route:
    // answer it in the contract's shape too (#11), not Fastify's `FST_ERR_*` body.
    // No hook runs for these: the security headers are set here.
    frameworkErrors: (error, request, reply) => {
      const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
      const body: ErrorResponse = { code: 'invalid_params' };
      applySecurityHeaders(request, reply as unknown as FastifyReply);
      reply.raw.setHeader(REQUEST_ID_HEADER, request.id);
      (reply as unknown as FastifyReply).code(status).header('cache-control', 'private, no-store').send(body);
    },
  });

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    const status = error.statusCode ?? 500;
    // A write without its CSRF token, or with another session's (http/session.ts).
    if (error.code?.startsWith('FST_CSRF_')) return reply.code(403).send({ code: 'invalid_csrf' });
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      const body: ErrorResponse = { code: 'general_error' };
      return reply.code(500).send(body);
    }
    // Fastify's own client errors (bad body, too large…) keep their status, in the contract's shape.
    const body: ErrorResponse = { code: status === 404 ? 'not_found' : 'invalid_params' };
    return reply.code(status).send(body);
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(notFound));
  // The security headers first, so every answer has them, refusals and cached answers included; with them
  // `nosniff`: no answer is ever sniffed into markup (the JSON answers carry member text, #11).
  // A Host that is no host name (`ex ample`) is the asker's error, answered before any route reads it.
  // The request id on the raw answer, so a hijacked one (tus) carries it too.
  app.addHook('onRequest', async (request, reply) => {
    applySecurityHeaders(request, reply);
    reply.raw.setHeader(REQUEST_ID_HEADER, request.id);
    const host = request.headers.host;
    if (host !== undefined && !HOST_HEADER.test(host)) {
      const body: ErrorResponse = { code: 'invalid_params' };
      return reply.code(400).header('cache-control', 'private, no-store').send(body);
    }
  });

  // Age assurance per region (age/): content reads refused before the check in a "verified" region, ahead
  // of the response cache's kept answers.
  const ageProviderName = options.age?.provider === undefined ? 'local' : options.age.provider;
  const ageSecret = createHmac('sha256', secret).update('age-assurance').digest('hex');
  const ageOptions: AgeAssuranceOptions = {
    trustedHeader: options.age?.trustedHeader,
    defaults: options.age?.defaults,
    policyTtlMs: options.age?.policyTtlMs,
    now: options.age?.now,
    provider: ageProviderName === 'local' ? createLocalAgeProvider({ siteUrl, secret: ageSecret }) : null,
  };
  const age = ageAssurance(app, options.db, ageOptions);

  // A weak ETag on every answer; a request whose If-None-Match matches gets 304 without the body.
  await app.register(fastifyEtag, { weak: true });
  // After the ETag plugin, so a stored answer keeps its ETag. A signed-in member's request is neither
  // answered from it nor stored (an answer may depend on who asks).
  const stats = responseCache(app, {
    ttlMs: options.responseCache?.ttlMs ?? 0,
    maxBytes: options.responseCache?.maxBytes ?? RESPONSE_CACHE_BYTES,
    scope: (url) => url.startsWith('/api/') || url.startsWith('/langs/'),
    bypass: carriesSession,
    compressFrom: COMPRESS_FROM_BYTES,
  });
  app.decorate('responseCacheStats', stats);
  // Every answer timed by its route (before the routes, so the hook reaches them all).
  if (options.metricsToken)
    metricsRoutes(app, { token: options.metricsToken, db: options.db, cacheStats: stats });
  // Zstandard, brotli or gzip by Accept-Encoding (http/encodings.ts) for pages, JSON, scripts and styles of
  // 1 kB and more (media types that do not compress, such as video, are left alone). After the response
  // cache, which sends what it keeps compressed itself (each encoding made once per kept answer), so this
  // compresses the rest: pages (each answer has its own nonce), answers not kept.
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_FROM_BYTES,
    encodings: [...ENCODINGS],
  });

  // Sessions (request.viewer), cookies and CSRF on every write; form and multipart bodies; rate limits
  // where a route asks for one (`config.rateLimit`).
  formParser(app);
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS });
  const shared = options.shared ?? databaseState(options.db);
  await app.register(fastifyRateLimit, { global: false, ...shared.rateLimit });
  await sessionPlugin(app, { viewerOf: (token) => sessionViewer(options.db, token), secret });
  // The forbidden words: the console's list in the database (moderation/words.ts) unless given.
  const words = options.forbiddenWords ?? dbForbiddenWords(options.db);
  if ('ready' in words) await (words as { ready: Promise<void> }).ready;
  const deps: Deps = {
    db: options.db,
    dataDir: options.dataDir,
    mailer: options.mailer ?? createOutboxMailer(join(options.dataDir, 'outbox')),
    captcha: options.captcha ?? createAltchaProvider({ hmacKey: secret, claim: shared.claim }),
    siteUrl,
    forbidden: words,
    secret,
    storage,
    media: options.media ?? mediaSettingsFromEnv({}, options.dataDir),
  };

  // /livez, /readyz and /healthz (http/health.ts).
  healthRoutes(app, { db: options.db, storage });

  const bots = options.analytics?.bots ?? botCheck({ verifyDns: options.analytics?.verifyDns ?? false });
  const cards = createCardCache(options.cardCacheMs ?? 0);
  // The words of the titles, read at the first search (until then the database finds the title matches).
  const titles = new Refreshed(() => TitleIndex.read(options.db), TITLE_INDEX_LIFETIME_MS);
  app.decorate('titleIndex', titles);
  // The model facets (loaded at start) and the languages' texts.
  const { facets, langs } = catalogSources(app, options.db);
  // The write side: accounts, member actions, the contact form (messages are declared calls).
  // The logins, sign-up and the member's own profile are declared calls (accounts/routes.ts).
  const accounts = accountCallDeps(app, { telegramBotToken: options.telegramBotToken });
  const google = options.google ? { ...options.google, siteUrl: deps.siteUrl, secret } : undefined;
  // The report form's rate limit, on its declared route (made below) before its body is read.
  reportLimit(app);
  memberReportLimit(app);
  // The tus endpoint, the review calls and the media gate.
  const verification: VerificationSetup = {
    verifiedOnly: options.verification?.verifiedOnly ?? false,
    sealer: options.verification?.sealer ?? createSealer(randomBytes(32)),
    provider: options.verification?.provider ?? localIdentityProvider,
    consentRequired: options.verification?.consentRequired ?? options.verification?.verifiedOnly ?? false,
  };
  tusRoutes(app, deps, { mayUpload: (userId) => mayUpload(options.db, verification, userId) });
  await verificationRoutes(app, { ...deps, verification });
  custodianRoutes(app, { ...deps, verification });
  moderationRoutes(app, deps);
  mediaGateRoutes(app, deps);
  // Paid downloads (#13): cb.php, the provider's webhook, download requests and their review.
  const payments = setUpPayments(deps, mayDownloadVideo, options.payments);
  await paymentRoutes(app, deps, payments);
  // The calls declared once in the contract (contract/calls.ts), each with its handler (calls.ts); search
  // keeps its cards a while (the video lists read theirs with their page, videos/queries.ts).
  declaredCallRoutes(app, {
    ...deps,
    payments,
    cards,
    titles,
    facets,
    langs,
    accounts,
    google,
    reports: options.reportsEmail ? { to: options.reportsEmail } : {},
    verification,
    deletionGraceSeconds: options.deletionGraceSeconds,
  });
  // The pages' analytics reports (#33): their own rate limit, no CSRF (a beacon carries no header).
  await analyticsRoutes(app, options.db, {
    viewsUrl: options.analytics?.viewsUrl,
    goalsUrl: options.analytics?.goalsUrl,
    bots,
    limit: options.analytics?.reportLimit,
  });
  openApiRoute(app);
  app.all('/api/*', async (_request, reply) => reply.code(404).send(notFound));

  const mediaDir = join(options.dataDir, 'media');
  mkdirSync(mediaDir, { recursive: true });
  thumbnailRoutes(app, { db: options.db, mediaDir });
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    maxAge: '30d',
  });

  age.routes();
  if (ageProviderName === 'local') {
    localAgeProviderRoutes(app, { secret: ageSecret, now: options.age?.now ?? Date.now });
  }

  if (options.web) {
    ageCheckRoute(app);
    await mountWeb(app, {
      ...options.web,
      origin: new URL(deps.siteUrl).origin,
      signIn: { google: options.google !== undefined, telegramBot },
      bots,
      botLimit: options.analytics?.botLimit,
      adblockNotice: options.analytics?.adblockNotice,
    });
  }
  return app;
}
