import { join } from 'node:path';
import { DEMO_LEGACY_PASSWORD, DEMO_PASSWORD, openDemoAccounts } from './accounts/demo.js';
import { loadSecret } from './accounts/secret.js';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase, pgliteDirFor } from './db/database.js';
import { migrate } from './db/migrate.js';
import { registeredJobHandlers } from './job-handlers.js';
import { startWorkers } from './jobs/index.js';
import { ConfigError } from './lib/env-schema.js';
import { createLog } from './lib/log.js';
import { databaseState, redisState } from './lib/shared-state.js';
import { mailerFromEnv } from './mail/index.js';
import { DEMO_CLIPS, queueDemoMedia } from './media/demo.js';
import { mediaSettingsFromEnv } from './media/settings.js';
import { storageFromEnv } from './media/storage/index.js';
import { startMediaSweeps } from './media/sweeps.js';
import { mediaToolsCheck } from './media/transcode/index.js';
import { remindDueReports } from './moderation/clock.js';
import { dbForbiddenWords } from './moderation/words.js';
import { sendDigests } from './notifications/digest.js';
import {
  createTelegramSubscriptionChecker,
  LOCAL_MESSENGER,
  LOCAL_MESSENGER_PATH,
} from './payments/index.js';
import { telegramChannelLink } from './payments/subscription.js';
import { DEFAULT_REPORTS_EMAIL } from './report/routes.js';
import { restoreMissingMedia, seedIfEmpty } from './seed/seed.js';
import { requeueDueDeletions } from './settings/deletion.js';
import { sweepStaleUploads } from './uploads/index.js';
import { consentRequiredFromEnv, verificationFromEnv } from './verification/env.js';
import { refreshListingCounts, startListingCountsRefresh } from './videos/listing-counts.js';
import { webBuildExists } from './web/mount.js';
import { pageCache } from './web/page-cache.js';

/** Every line this process writes: JSON (lib/log.ts), at LOG_LEVEL once the environment is read. */
const log = createLog({ name: 'server' });

async function main() {
  const config = loadConfig();
  log.level = config.logLevel;
  const mediaDir = join(config.dataDir, 'media');
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    pgliteDir: pgliteDirFor(config.dataDir),
    onPoolError: (error) => log.error({ err: error }, 'PostgreSQL pool error'),
  }).catch((error: Error) => {
    // An unreachable DATABASE_URL is an environment problem: one line, no stack (as is an embedded database
    // another process holds: a ConfigError already).
    throw config.databaseUrl ? new ConfigError(error.message) : error;
  });
  log.info(
    config.databaseUrl
      ? 'Database: PostgreSQL (DATABASE_URL)'
      : `Database: PGlite in ${pgliteDirFor(config.dataDir)}`,
  );
  const applied = await migrate(db);
  if (applied.length > 0) log.info({ migrations: applied }, `Applied migrations: ${applied.join(', ')}`);

  if (config.seed) {
    const started = Date.now();
    const seeded = await seedIfEmpty(db, { mediaDir });
    if (seeded) {
      log.info(
        { seeded },
        `Filled the empty database with demo content (${seeded.videos} videos, ${seeded.members} members, ${seeded.channels} channels) in ${Date.now() - started} ms`,
      );
      const demo = await openDemoAccounts(db);
      // The demo's sign-ins, by design printed for whoever starts a demo (fields for programs, msg for people).
      const signIn = (role: string, username: string, password: string, msg: string) =>
        log.info({ demo: { role, username, password } }, `${msg}: ${username} / ${password}`);
      if (demo) signIn('member', demo.member, DEMO_PASSWORD, 'Demo sign-in');
      if (demo?.moderator) signIn('moderator', demo.moderator, DEMO_PASSWORD, 'Demo moderator sign-in');
      if (demo?.legacy) {
        signIn('legacy', demo.legacy, DEMO_LEGACY_PASSWORD, 'Demo sign-in with an old password to change');
      }
      if (config.demoMedia) {
        const pointed = await queueDemoMedia(db);
        log.info(
          `Demo media: ${DEMO_CLIPS.length} synthetic clips queued for transcoding (${pointed} videos)`,
        );
      }
    } else {
      const restored = await restoreMissingMedia(db, mediaDir);
      if (restored > 0) log.info(`Rendered ${restored} missing demo images`);
    }
  }

  // The totals of filtered listings: counted now (a database loaded or changed while the server was down),
  // then every LISTING_COUNTS_SECONDS, as the date filters move with the clock.
  await refreshListingCounts(db);
  const stopRefresh = startListingCountsRefresh(db, config.listingCountsSeconds * 1000, (error) =>
    log.error({ err: error }, 'Recounting the listing totals failed'),
  );

  const web = webBuildExists(config.webBuildDir);
  if (!web) {
    log.warn(
      `No site build at ${config.webBuildDir} (server/index.js missing): serving /api, /media and /healthz only. Build it with \`pnpm build\`.`,
    );
  }
  const secret = loadSecret(config.sessionSecret, config.dataDir);
  const storage = storageFromEnv(process.env, config.dataDir, secret);
  const media = mediaSettingsFromEnv(process.env, config.dataDir);
  // Transcoding and the other jobs: in this process unless RUN_JOBS=false (worker processes run them).
  // Without ffmpeg the site still serves; media jobs wait in the queue for a start that has it.
  const tools = config.runJobs ? await mediaToolsCheck() : undefined;
  if (tools && !tools.ok) {
    log.warn(
      `ffmpeg: not found (${tools.reason}). Transcoding waits: uploads and demo clips stay queued, demo videos show their thumbnails. Install ffmpeg 5 or newer (Debian: apt-get install ffmpeg) or set FFMPEG_PATH and FFPROBE_PATH, then start again.`,
    );
  } else if (tools?.ok) log.info(`Media: ${tools.ffmpeg}`);
  const mail = mailerFromEnv(process.env, config.dataDir);
  log.info(`Mail: ${mail.kind === 'smtp' ? 'SMTP' : 'outbox'} (${mail.target})`);
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const siteUrl = config.siteUrl ?? `http://${host === '0.0.0.0' ? 'localhost' : host}:${config.port}`;
  const jobs = config.runJobs
    ? startWorkers(
        db,
        registeredJobHandlers(
          {
            db,
            storage,
            media,
            consentRequired: consentRequiredFromEnv(process.env),
            mailer: mail.mailer,
            siteUrl,
          },
          { mediaTools: tools?.ok ?? false },
        ),
        {
          onError: (error, job) =>
            log.error(
              { err: error, queue: job?.queue, jobId: job?.id },
              `Job ${job?.queue ?? ''} ${job?.id ?? ''} failed`,
            ),
        },
      )
    : null;
  const stopSweeps = startMediaSweeps(db, (error) => log.error({ err: error }, 'A periodic chore failed'), [
    () => sweepStaleUploads({ db, media }),
    // A due account deletion whose job failed every attempt (or was lost) is queued again (#32 item 4).
    () => requeueDueDeletions(db),
    // The complaint clock (#31): staff are mailed about reports due within a day.
    () =>
      remindDueReports({
        db,
        mailer: mail.mailer,
        siteUrl,
        to: config.reportsEmail ?? DEFAULT_REPORTS_EMAIL,
      }),
    // The daily e-mail digest of unread notifications, for the members who switched it on (#32).
    () => sendDigests({ db, mailer: mail.mailer, siteUrl }),
  ]);
  // Verified uploaders (#31): who may upload, the records' key, the identity provider.
  const verification = verificationFromEnv(process.env, config.dataDir, (message) => log.warn(message));
  log.info(
    `Uploads: ${verification.verifiedOnly ? 'verified uploaders only' : 'every member'} (identity review: ${verification.provider.name})`,
  );
  const pay = config.paymentProvider;
  log.info(
    pay.name === 'btcpay'
      ? `Payments: BTCPay Server (${pay.url}, store ${pay.storeId})`
      : 'Payments: the local test processor (fake money; never for a public site)',
  );
  const localMessenger = !(config.telegramBotToken && config.telegramChannel) && pay.name === 'local';
  // Rate limits and used captcha tokens, shared by every server process: Redis when set, else the database.
  const shared = config.redisUrl ? redisState(config.redisUrl) : databaseState(db);
  const app = await buildApp({
    db,
    dataDir: config.dataDir,
    secret,
    storage,
    media,
    mailer: mail.mailer,
    siteUrl,
    trustProxy: config.trustProxy,
    // The moderators' list in the database, plus any FORBIDDEN_WORDS (always refused, not editable there).
    forbiddenWords: dbForbiddenWords(db, {
      extra: (config.forbiddenWords ?? '')
        .split(',')
        .map((w) => w.trim())
        .filter(Boolean),
    }),
    reportsEmail: config.reportsEmail,
    deletionGraceSeconds: config.accountDeletionGraceSeconds,
    verification,
    telegramBotToken: config.telegramBotToken,
    payments: {
      provider: config.paymentProvider,
      webhookSecret: config.paymentWebhookSecret,
      // The messaging app's bot checks the channel; without it, a server on the local processor (the demo,
      // development, tests) checks its own stand-in channel (payments/messenger-local.ts).
      subscriptions:
        config.telegramBotToken && config.telegramChannel
          ? createTelegramSubscriptionChecker({
              botToken: config.telegramBotToken,
              channel: config.telegramChannel,
            })
          : localMessenger
            ? LOCAL_MESSENGER
            : undefined,
    },
    telegramBotName: config.telegramBotName,
    google: config.google,
    web: web
      ? {
          buildDir: config.webBuildDir,
          pageCache:
            config.pageCacheSeconds > 0 ? pageCache({ ttlMs: config.pageCacheSeconds * 1000 }) : undefined,
          // The subscribe-to-download modal needs the channel's public link and the bot that checks it.
          messengerChannel: localMessenger
            ? LOCAL_MESSENGER_PATH
            : config.telegramBotToken
              ? telegramChannelLink(config.telegramChannel)
              : null,
          messengerWaitMs: config.messengerWaitSeconds * 1000,
          iosAppUrl: config.iosAppUrl ?? null,
          recordsCustodianStatement: config.recordsCustodianStatement,
        }
      : undefined,
    logger: log,
    metricsToken: config.metricsToken,
    analytics: {
      viewsUrl: config.analyticsViewsUrl,
      goalsUrl: config.analyticsGoalsUrl,
      verifyDns: config.botVerifyDns,
      botLimit: config.botRateLimit,
      adblockNotice: config.adblockNotice,
    },
    age: {
      provider: config.ageProvider,
      trustedHeader: config.ageCountryHeader,
      defaults: new Map(config.agePolicy),
    },
    shared,
    logRequests: config.logLevel === 'debug' || config.logLevel === 'trace',
    responseCache: { ttlMs: config.responseCacheSeconds * 1000 },
    cardCacheMs: config.responseCacheSeconds * 1000,
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: closing`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      // A recount under way finishes before the database closes.
      await stopRefresh();
      stopSweeps();
      await app.close();
      await jobs?.stop(5_000);
      await shared.close();
      await db.destroy();
    } finally {
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE' || code === 'EACCES' || code === 'EADDRNOTAVAIL') {
      await db.destroy();
      throw new ConfigError(
        `Cannot listen on ${config.host}:${config.port} (${code}): set PORT or HOST to a free address.`,
      );
    }
    throw error;
  }
  // The title index of search is read now, in the background: searches use the database until it is.
  void app.titleIndex.peek();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  log.info({ url: `http://${host}:${port}` }, `Site ready on http://${host}:${port}`);
}

main().catch((error: unknown) => {
  // A bad environment or a busy port is a message, not a stack trace.
  if (error instanceof ConfigError) log.fatal(error.message);
  else log.fatal({ err: error }, 'The server could not start');
  process.exit(1);
});
