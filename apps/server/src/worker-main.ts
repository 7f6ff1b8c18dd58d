/**
 * The worker process: `node dist/worker.js` in a build, `pnpm worker` from source. It opens the
 * PostgreSQL database of DATABASE_URL (the same environment as the server, config.ts) and runs the
 * registered job handlers (job-handlers.ts) until SIGINT/SIGTERM, then stops gracefully. Start as many as
 * wanted, on any machine that reaches the database. Its own settings: jobs/worker-env.ts. The embedded
 * PGlite is one process's database: without DATABASE_URL the server must run the workers itself
 * (`startWorkers`), so this process refuses to start. It does not apply migrations (the server and
 * `db:migrate` do; an older worker must not touch a newer schema).
 */
import { sql } from 'kysely';
import { loadSecret } from './accounts/secret.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { registeredJobHandlers } from './job-handlers.js';
import { startWorkers } from './jobs/registry.js';
import { defaultWorkerId } from './jobs/worker.js';
import { workerSettingsFromEnv } from './jobs/worker-env.js';
import { serveWorkerMetrics } from './jobs/worker-metrics.js';
import { ConfigError } from './lib/env-schema.js';
import { createLog } from './lib/log.js';
import { mailerFromEnv } from './mail/index.js';
import { mediaSettingsFromEnv } from './media/settings.js';
import { storageFromEnv } from './media/storage/index.js';
import { mediaToolsCheck } from './media/transcode/index.js';
import { consentRequiredFromEnv } from './verification/env.js';

/** Every line this process writes: JSON (lib/log.ts), at LOG_LEVEL once the environment is read. */
const log = createLog({ name: 'worker' });

async function main() {
  const config = loadConfig();
  log.level = config.logLevel;
  const env = workerSettingsFromEnv(process.env);
  if (env.WORKER_METRICS_PORT !== undefined && !config.metricsToken) {
    throw new ConfigError(
      'WORKER_METRICS_PORT needs METRICS_TOKEN: the token a scraper of /metrics must carry.',
    );
  }
  if (!config.databaseUrl) {
    throw new ConfigError(
      'The worker process needs DATABASE_URL (PostgreSQL). With the embedded PGlite the server runs the jobs itself.',
    );
  }
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    onPoolError: (error) => log.error({ err: error }, 'PostgreSQL pool error'),
  }).catch((error: Error) => {
    throw new ConfigError(error.message);
  });
  try {
    await sql`SELECT 1 FROM jobs LIMIT 1`.execute(db);
  } catch {
    await db.destroy();
    throw new ConfigError(
      'The database has no jobs table yet: apply the migrations (node dist/cli.js db:migrate, or start the server once).',
    );
  }

  const tools = await mediaToolsCheck();
  if (!tools.ok) {
    await db.destroy();
    throw new ConfigError(
      `ffmpeg: not found (${tools.reason}). A worker transcodes: install ffmpeg 5 or newer (Debian: apt-get install ffmpeg) or set FFMPEG_PATH and FFPROBE_PATH.`,
    );
  }
  const secret = loadSecret(config.sessionSecret, config.dataDir);
  const registrations = registeredJobHandlers({
    db,
    storage: storageFromEnv(process.env, config.dataDir, secret),
    media: mediaSettingsFromEnv(process.env, config.dataDir),
    consentRequired: consentRequiredFromEnv(process.env),
    // The data export's link (settings/export.ts): mailed as the server mails, to the site's address.
    mailer: mailerFromEnv(process.env, config.dataDir).mailer,
    siteUrl: config.siteUrl ?? `http://localhost:${config.port}`,
  });
  if (registrations.length === 0) {
    await db.destroy();
    throw new ConfigError('No job handlers are registered (src/job-handlers.ts): nothing to run.');
  }
  log.info(`Media: ${tools.ffmpeg}`);
  const workerId = env.WORKER_ID ?? defaultWorkerId();
  const running = startWorkers(db, registrations, {
    workerId,
    concurrency: env.JOBS_CONCURRENCY,
    pollMs: env.JOBS_POLL_MS,
    forcedLeaseMs: env.JOBS_LEASE_SECONDS === undefined ? undefined : env.JOBS_LEASE_SECONDS * 1000,
    onError: (error, job) =>
      log.error(
        { err: error, queue: job?.queue, jobId: job?.id },
        `Job ${job?.queue ?? ''} ${job?.id ?? ''} failed`,
      ),
  });
  const metrics =
    env.WORKER_METRICS_PORT !== undefined && config.metricsToken
      ? await serveWorkerMetrics({
          port: env.WORKER_METRICS_PORT,
          host: config.host,
          token: config.metricsToken,
        })
      : undefined;
  if (metrics) log.info(`Metrics: http://${config.host}:${metrics.port}/metrics`);
  log.info(
    { workerId, queues: registrations.map((r) => r.queue) },
    `Worker ${workerId} running the queues: ${registrations.map((r) => r.queue).join(', ')}`,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: finishing the running jobs (at most ${env.JOBS_STOP_SECONDS} s)`);
    try {
      await running.stop(env.JOBS_STOP_SECONDS * 1000);
      await metrics?.close();
      await db.destroy();
    } finally {
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) log.fatal(error.message);
  else log.fatal({ err: error }, 'The worker could not start');
  process.exit(1);
});
