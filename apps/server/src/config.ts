import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ACCOUNT_DELETION_GRACE_DAYS, AGE_MODES, AGE_REGION_PATTERN, type AgeMode } from '@site/api';
import { z } from 'zod';
import { defaultPoolSize } from './db/pool-size.js';
import { COUNTRY_HEADERS } from './http/country.js';
import { ConfigError, envFlag, envInteger, envSeconds, envUrl, FALSE, unset } from './lib/env-schema.js';
import { LOG_LEVELS, type LogLevel } from './lib/log.js';
import type { GoogleConfig } from './oauth/google.js';

/** The nearest folder at or above `start` holding `pnpm-workspace.yaml`, or undefined. */
function workspaceRootFrom(start: string): string | undefined {
  let dir = resolve(start);
  for (;;) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/**
 * The repository root: the workspace holding the working directory, else the one holding this module (the
 * source file or the bundle in dist/), else the working directory itself.
 */
export function findRepoRoot(cwd = process.cwd()): string {
  return workspaceRootFrom(cwd) ?? workspaceRootFrom(dirname(fileURLToPath(import.meta.url))) ?? resolve(cwd);
}

/** The repository root of this process (see `findRepoRoot`). */
export const repoRoot = findRepoRoot();

/**
 * The site's build: `build/` of the installed @site/web package, a dependency of this one: apps/web/build in
 * the repository, node_modules/@site/web/build in a deployed install (`pnpm deploy`, apps/server/README.md).
 */
export function installedWebBuildDir(): string | undefined {
  try {
    return join(dirname(createRequire(import.meta.url).resolve('@site/web/package.json')), 'build');
  } catch {
    return undefined;
  }
}

const envSchema = z.object({
  PORT: z.preprocess(
    unset,
    z
      .string()
      .trim()
      .regex(/^\d{1,5}$/, 'must be a port number from 0 to 65535')
      .transform(Number)
      .refine((n) => n <= 65535, 'must be a port number from 0 to 65535')
      .default(3000),
  ),
  HOST: z.preprocess(unset, z.string().trim().default('127.0.0.1')),
  DATA_DIR: z.preprocess(unset, z.string().optional()),
  DATABASE_URL: envUrl(['postgres:', 'postgresql:'], 'must be a postgres:// or postgresql:// URL'),
  DATABASE_POOL_SIZE: envInteger(1, 100, defaultPoolSize()),
  REDIS_URL: envUrl(['redis:', 'rediss:'], 'must be a redis:// or rediss:// URL'),
  WEB_BUILD_DIR: z.preprocess(unset, z.string().optional()),
  SEED: envFlag(true),
  RESPONSE_CACHE_SECONDS: envSeconds(10),
  PAGE_CACHE_SECONDS: envSeconds(5),
  LISTING_COUNTS_SECONDS: envSeconds(300, 99999),
  SESSION_SECRET: z.preprocess(
    unset,
    z.string().trim().min(32, 'must be at least 32 characters (e.g. `openssl rand -hex 32`)').optional(),
  ),
  SITE_URL: envUrl(
    ['http:', 'https:'],
    'must be an http:// or https:// URL (the public origin of the site, for links in mail)',
  ),
  FORBIDDEN_WORDS: z.preprocess(unset, z.string().max(100_000).optional()),
  ANALYTICS_VIEWS_URL: envUrl(
    ['http:', 'https:'],
    'must be an http:// or https:// URL (an outside counter of page views)',
    { host: true },
  ),
  ANALYTICS_GOALS_URL: envUrl(
    ['http:', 'https:'],
    'must be an http:// or https:// URL (an outside counter of goals)',
    { host: true },
  ),
  BOT_VERIFY_DNS: envFlag(false),
  BOT_RATE_LIMIT: z.preprocess(
    unset,
    z.coerce
      .number({ error: 'must be a whole number of pages a minute (0: no limit)' })
      .int('must be a whole number of pages a minute (0: no limit)')
      .min(0, 'must be 0 or more')
      .max(100_000, 'must be at most 100000')
      .default(300),
  ),
  ADBLOCK_NOTICE: envFlag(true),
  REPORTS_EMAIL: z.preprocess(unset, z.email('must be an email address').optional()),
  TELEGRAM_BOT_TOKEN: z.preprocess(
    unset,
    z
      .string()
      .trim()
      .regex(/^[0-9]{5,15}:[A-Za-z0-9_-]{30,60}$/, 'must be a bot token (digits, a colon, then letters)')
      .optional(),
  ),
  TELEGRAM_BOT_NAME: z.preprocess(
    unset,
    z
      .string()
      .trim()
      .regex(/^[A-Za-z][A-Za-z0-9_]{3,31}$/, "must be the bot's username (letters, digits, _)")
      .optional(),
  ),
  GOOGLE_CLIENT_ID: z.preprocess(unset, z.string().trim().max(300).optional()),
  GOOGLE_CLIENT_SECRET: z.preprocess(unset, z.string().trim().max(300).optional()),
  GOOGLE_ISSUER: envUrl(['https:', 'http:'], 'must be the https:// issuer of the OpenID provider'),
  PAYMENT_PROVIDER: z.preprocess(
    unset,
    z
      .enum(['local', 'btcpay'], {
        error: 'must be btcpay (BTCPay Server) or local (the offline test processor, fake money)',
      })
      .default('local'),
  ),
  BTCPAY_URL: envUrl(['https:', 'http:'], 'must be the https:// address of the BTCPay Server', {
    host: true,
  }),
  BTCPAY_STORE_ID: z.preprocess(
    unset,
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{20,64}$/, "must be the store's id (Store settings → General)")
      .optional(),
  ),
  BTCPAY_API_KEY: z.preprocess(unset, z.string().trim().min(20).max(200).optional()),
  ALLOW_FAKE_PAYMENTS: envFlag(false),
  AGE_PROVIDER: z.preprocess(
    unset,
    z
      .enum(['local', 'none'], {
        error: 'must be local (the offline test age check, anyone passes) or none',
      })
      .default('local'),
  ),
  ALLOW_FAKE_AGE_CHECK: envFlag(false),
  AGE_POLICY: z.preprocess(
    unset,
    z
      .string()
      .trim()
      .max(4000)
      .transform((text, ctx) => {
        const entries: [string, AgeMode][] = [];
        for (const item of text
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)) {
          const [region = '', mode = ''] = item.split('=').map((part) => part.trim());
          const code = region.toUpperCase();
          if (!AGE_REGION_PATTERN.test(code) || !(AGE_MODES as readonly string[]).includes(mode)) {
            ctx.addIssue({
              code: 'custom',
              message: `"${item}": write REGION=MODE pairs separated by commas, a region GB or US-TX, a mode none, self or verified`,
            });
            return z.NEVER;
          }
          entries.push([code, mode as AgeMode]);
        }
        return entries;
      })
      .optional(),
  ),
  AGE_COUNTRY_HEADER: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? v.trim().toLowerCase() : undefined),
    z.enum(COUNTRY_HEADERS, { error: `must be one of ${COUNTRY_HEADERS.join(', ')}` }).optional(),
  ),
  NODE_ENV: z.preprocess(unset, z.string().trim().optional()),
  TELEGRAM_CHANNEL: z.preprocess(
    unset,
    z
      .string()
      .trim()
      .regex(/^(@[A-Za-z][A-Za-z0-9_]{4,31}|-100\d{5,15})$/, 'must be the channel as @name or its -100… id')
      .optional(),
  ),
  MESSENGER_WAIT_SECONDS: envSeconds(30, 300),
  ACCOUNT_DELETION_GRACE_SECONDS: envSeconds(ACCOUNT_DELETION_GRACE_DAYS * 86_400, 9_999_999),
  IOS_APP_URL: envUrl(['https:'], "must be the https:// address of the app's App Store page"),
  RECORDS_CUSTODIAN_STATEMENT: z.preprocess(
    unset,
    z
      .string()
      .trim()
      .max(1000, 'must be at most 1000 characters (who keeps the records and where)')
      .optional(),
  ),
  PAYMENT_WEBHOOK_SECRET: z.preprocess(
    unset,
    z
      .string()
      .trim()
      .min(24, 'must be at least 24 characters (the secret the processor signs webhooks with)')
      .optional(),
  ),
  TRUST_PROXY: z.preprocess(unset, trustedProxies().optional()),
  DEMO_MEDIA: envFlag(true),
  RUN_JOBS: envFlag(true),
  LOG_LEVEL: z.preprocess(
    unset,
    z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  ),
  METRICS_TOKEN: z.preprocess(
    unset,
    z
      .string()
      .trim()
      .regex(
        /^[A-Za-z0-9._~+/=-]{24,200}$/,
        'must be 24 to 200 letters, digits and ._~+/=- (e.g. `openssl rand -hex 32`): the bearer token of /metrics',
      )
      .optional(),
  ),
});

/** The variables the server reads (each listed in .env.example, with its default). */
export const CONFIG_ENV_KEYS = Object.keys(envSchema.shape);

const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/** Whether `entry` is an IP address, an address/prefix (CIDR), or one of proxy-addr's named ranges. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: the addresses of the reverse proxies in front (`127.0.0.1,10.0.0.0/8`, or `loopback`), whose
 * X-Forwarded-For and -Proto are believed; the client address is the first one not among them. `false`
 * (the default) believes none. A bare `true` is refused: trusting every hop lets anyone forge the address
 * that the per-address limits count.
 */
function trustedProxies() {
  return z
    .string()
    .trim()
    .transform((v, ctx): string[] | false => {
      if (FALSE.includes(v.toLowerCase())) return false;
      const entries = v
        .split(',')
        .map((e) => e.trim())
        .filter(Boolean);
      const bad = entries.filter((e) => !isProxyEntry(e));
      if (entries.length === 0 || bad.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `must list the proxies' addresses or CIDRs (e.g. 127.0.0.1,10.0.0.0/8, or loopback), or false${
            bad.length > 0 ? `; not an address: ${bad.join(', ')}` : ''
          }`,
        });
        return z.NEVER;
      }
      return entries;
    });
}

export interface Config {
  port: number;
  host: string;
  /** Absolute. Media live in `<dataDir>/media`, the embedded database in `<dataDir>/pglite`. */
  dataDir: string;
  /** PostgreSQL instead of the embedded PGlite, when set. */
  databaseUrl: string | undefined;
  /** The most connections each process opens to PostgreSQL (`defaultPoolSize` unless set). */
  databasePoolSize: number;
  /** Absolute path of the React Router build (holding `client/` and `server/index.js`). */
  webBuildDir: string;
  /** Fill an empty database with demo content at start. */
  seed: boolean;
  logLevel: LogLevel;
  /**
   * The bearer token of `GET /metrics` (http/metrics.ts: Prometheus); undefined: no metrics (404). Keep it
   * secret like a password: the metrics tell the site's traffic and queues.
   */
  metricsToken: string | undefined;
  /** Outside counters the analytics reports are forwarded to (analytics/beacon.ts). */
  analyticsViewsUrl: string | undefined;
  analyticsGoalsUrl: string | undefined;
  /** Confirm the big search engines' crawlers by reverse DNS (analytics/bots.ts). */
  botVerifyDns: boolean;
  /** Pages an automated client may ask per address and minute (0: no limit). */
  botRateLimit: number;
  /** Show the polite notice to visitors whose ad-blocker hides the banner slots. */
  adblockNotice: boolean;
  /**
   * The age-assurance provider (age/provider.ts): `local` (the offline fake; in production only with
   * ALLOW_FAKE_AGE_CHECK) or null (none: a "verified" region has no way in).
   */
  ageProvider: 'local' | null;
  /** The age policy's regions set by the deployment (AGE_POLICY), under those the console sets. */
  agePolicy: [string, AgeMode][];
  /** The one country header a CDN in front sets, trusted alone by the age policy (age/region.ts); none: any. */
  ageCountryHeader: (typeof COUNTRY_HEADERS)[number] | null;
  /** Where the server processes share rate limits and one-time claims (lib/shared-state.ts); none: the database. */
  redisUrl: string | undefined;
  /** How long the origin keeps a public API answer in memory (http/response-cache.ts); 0 turns it off. */
  responseCacheSeconds: number;
  /** How long a page rendered for a visitor who is not signed in is kept for others (web/page-cache.ts); 0: off. */
  pageCacheSeconds: number;
  /** How often the totals of filtered listings are recounted (videos/listing-counts.ts); 0: only at start. */
  listingCountsSeconds: number;
  /** The server's secret (accounts/secret.ts); undefined: generated once into `<dataDir>/secret.key`. */
  sessionSecret: string | undefined;
  /**
   * The trusted reverse proxies' addresses/CIDRs, or false (TRUST_PROXY): behind them the client address
   * and HTTPS (Secure cookies, HSTS) come from X-Forwarded-For/-Proto.
   */
  trustProxy: string[] | false;
  /**
   * The public origin of the site, for links in mail and the pages; `https://…` also sends HSTS and
   * upgrade-insecure-requests with every answer (http/security-headers.ts). Undefined: `http://<host>:<port>`.
   */
  siteUrl: string | undefined;
  /** The forbidden words of comments and messages, comma-separated (lib/forbidden-words.ts); undefined: the default. */
  forbiddenWords: string | undefined;
  /** Where contact and report messages are mailed (report/); undefined: `moderators@localhost`. */
  reportsEmail: string | undefined;
  /** The messaging-app bot's token (accounts/telegram.ts); undefined: no messaging-app login. */
  telegramBotToken: string | undefined;
  /** The bot's username, for the login widget on the pages (with the token); undefined: no widget. */
  telegramBotName: string | undefined;
  /** Google sign-in (oauth/): client id, secret and issuer; undefined: no such sign-in (404). */
  google: GoogleConfig | undefined;
  /** The payment processor of paid downloads (payments/): BTCPay Server, or `local`, the offline test one. */
  paymentProvider: { name: 'local' } | { name: 'btcpay'; url: string; storeId: string; apiKey: string };
  /** The secret payment webhooks are signed with; undefined (local processor only): derived from the session secret. */
  paymentWebhookSecret: string | undefined;
  /** The channel of subscribe-to-download (payments/subscription.ts; with the bot token); undefined: off. */
  telegramChannel: string | undefined;
  /**
   * The subscribe-to-download modal's "checking" wait, in seconds (§4, §9 `TIMING.messengerWait`: 30);
   * shorter only for tests (the e2e journey).
   */
  messengerWaitSeconds: number;
  /**
   * The grace period of an account's deletion, in seconds (#32 item 4; ACCOUNT_DELETION_GRACE_DAYS, 14 days);
   * shorter only for tests (the e2e journey).
   */
  accountDeletionGraceSeconds: number;
  /** The App Store page of the site's iOS app (§2 iOS prompt); undefined: iOS visitors are offered none. */
  iosAppUrl: string | undefined;
  /**
   * The custodian-of-records statement of the information page's 2257 section (RECORDS_CUSTODIAN_STATEMENT:
   * who keeps the records and at which address); null: the page's neutral default.
   */
  recordsCustodianStatement: string | null;
  /** Transcode the synthetic demo clips when seeding (media/demo.ts); false: demo videos have no media. */
  demoMedia: boolean;
  /** Run the job workers (transcoding) in the server's process; false with separate worker processes. */
  runJobs: boolean;
}

/** Google's issuer identifier. */
export const GOOGLE_ISSUER = 'https://accounts.google.com';

type Env = z.infer<typeof envSchema>;

/** PAYMENT_PROVIDER and its settings (BTCPay Server needs all four of its variables). */
function paymentProviderOf(e: Env): Config['paymentProvider'] {
  if (e.PAYMENT_PROVIDER === 'local') return { name: 'local' };
  const missing = (
    [
      ['BTCPAY_URL', e.BTCPAY_URL],
      ['BTCPAY_STORE_ID', e.BTCPAY_STORE_ID],
      ['BTCPAY_API_KEY', e.BTCPAY_API_KEY],
      ['PAYMENT_WEBHOOK_SECRET', e.PAYMENT_WEBHOOK_SECRET],
    ] as const
  ).filter(([, v]) => !v);
  if (missing.length > 0 || !e.BTCPAY_URL || !e.BTCPAY_STORE_ID || !e.BTCPAY_API_KEY) {
    throw new ConfigError(
      `Invalid environment:\n  ${missing.map(([n]) => n).join(', ')}: PAYMENT_PROVIDER=btcpay needs the BTCPay Server's address, the store's id, an API key of the store (can create and view invoices) and the secret of the store's webhook to <SITE_URL>/api/payments/webhook.php`,
    );
  }
  return { name: 'btcpay', url: e.BTCPAY_URL, storeId: e.BTCPAY_STORE_ID, apiKey: e.BTCPAY_API_KEY };
}

/**
 * Reads the environment: PORT (3000), HOST (127.0.0.1), DATA_DIR (`<repo>/data`), DATABASE_URL (none:
 * embedded PGlite), DATABASE_POOL_SIZE (the cores + 1, at most 10), REDIS_URL (none: rate limits and claims shared through the database), WEB_BUILD_DIR (the installed @site/web's `build/`: `<repo>/apps/web/build`), SEED (true), LOG_LEVEL (info), METRICS_TOKEN (none: no /metrics), ANALYTICS_VIEWS_URL and ANALYTICS_GOALS_URL (none: counted here only), BOT_VERIFY_DNS (false), BOT_RATE_LIMIT (300), ADBLOCK_NOTICE (true), RECORDS_CUSTODIAN_STATEMENT (none: the 2257 section's default),
 * RESPONSE_CACHE_SECONDS (10), PAGE_CACHE_SECONDS (5), ACCOUNT_DELETION_GRACE_SECONDS (14 days), LISTING_COUNTS_SECONDS (300), SESSION_SECRET (generated into DATA_DIR), TRUST_PROXY (false; the proxies' addresses or CIDRs), SITE_URL
 * (http://HOST:PORT), DEMO_MEDIA (true), RUN_JOBS (true; false when worker processes run the jobs),
 * PAYMENT_PROVIDER (local, refused with NODE_ENV=production unless ALLOW_FAKE_PAYMENTS; btcpay with
 * BTCPAY_URL, BTCPAY_STORE_ID, BTCPAY_API_KEY and PAYMENT_WEBHOOK_SECRET), AGE_PROVIDER (local, not offered
 * with NODE_ENV=production unless ALLOW_FAKE_AGE_CHECK; none), AGE_POLICY (none: REGION=MODE pairs the
 * console's own rows override), AGE_COUNTRY_HEADER (none: any country header
 * and the address's country count for the age policy). Empty
 * values count as unset; relative paths are taken from the repository root, whatever the working folder.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env, root = repoRoot): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError(
      'Invalid environment:\n  GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET: set both for Google sign-in, or neither',
    );
  }
  if (e.PAYMENT_PROVIDER === 'local' && e.NODE_ENV === 'production' && !e.ALLOW_FAKE_PAYMENTS) {
    throw new ConfigError(
      'Invalid environment:\n  PAYMENT_PROVIDER: the local processor accepts payments of money that does not exist, ' +
        'so it does not run in production (NODE_ENV=production). Set PAYMENT_PROVIDER=btcpay with BTCPAY_URL, ' +
        'BTCPAY_STORE_ID, BTCPAY_API_KEY and PAYMENT_WEBHOOK_SECRET, or ALLOW_FAKE_PAYMENTS=true for a demo ' +
        'nobody pays on.',
    );
  }
  const fromRoot = (p: string) => (isAbsolute(p) ? p : resolve(root, p));
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: fromRoot(e.DATA_DIR ?? 'data'),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    webBuildDir: e.WEB_BUILD_DIR
      ? fromRoot(e.WEB_BUILD_DIR)
      : (installedWebBuildDir() ?? fromRoot('apps/web/build')),
    seed: e.SEED,
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
    analyticsViewsUrl: e.ANALYTICS_VIEWS_URL,
    analyticsGoalsUrl: e.ANALYTICS_GOALS_URL,
    botVerifyDns: e.BOT_VERIFY_DNS,
    botRateLimit: e.BOT_RATE_LIMIT,
    adblockNotice: e.ADBLOCK_NOTICE,
    ageProvider:
      e.AGE_PROVIDER === 'local' && (e.NODE_ENV !== 'production' || e.ALLOW_FAKE_AGE_CHECK) ? 'local' : null,
    ageCountryHeader: e.AGE_COUNTRY_HEADER ?? null,
    agePolicy: e.AGE_POLICY ?? [],
    redisUrl: e.REDIS_URL,
    responseCacheSeconds: e.RESPONSE_CACHE_SECONDS,
    pageCacheSeconds: e.PAGE_CACHE_SECONDS,
    listingCountsSeconds: e.LISTING_COUNTS_SECONDS,
    sessionSecret: e.SESSION_SECRET,
    trustProxy: e.TRUST_PROXY ?? false,
    siteUrl: e.SITE_URL,
    forbiddenWords: e.FORBIDDEN_WORDS,
    reportsEmail: e.REPORTS_EMAIL,
    telegramBotToken: e.TELEGRAM_BOT_TOKEN,
    telegramBotName: e.TELEGRAM_BOT_NAME,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            issuer: e.GOOGLE_ISSUER ?? GOOGLE_ISSUER,
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
          }
        : undefined,
    paymentProvider: paymentProviderOf(e),
    paymentWebhookSecret: e.PAYMENT_WEBHOOK_SECRET,
    telegramChannel: e.TELEGRAM_CHANNEL,
    messengerWaitSeconds: e.MESSENGER_WAIT_SECONDS,
    accountDeletionGraceSeconds: e.ACCOUNT_DELETION_GRACE_SECONDS,
    iosAppUrl: e.IOS_APP_URL,
    recordsCustodianStatement: e.RECORDS_CUSTODIAN_STATEMENT ?? null,
    demoMedia: e.DEMO_MEDIA,
    runJobs: e.RUN_JOBS,
  };
}
