/**
 * The worker process's own settings (worker-main.ts), beside the server's (config.ts): WORKER_ID (default
 * `<host>:<pid>:<random>`), JOBS_CONCURRENCY (jobs at once per queue unless a handler sets its own; 1),
 * JOBS_POLL_MS (the idle poll interval; 1000), JOBS_STOP_SECONDS (how long a stop waits for running jobs; 30),
 * JOBS_LEASE_SECONDS (how long a claimed job stays this worker's without a heartbeat, every queue's; unset:
 * each queue's own, 120 s for transcoding), WORKER_METRICS_PORT (with METRICS_TOKEN: this process's
 * Prometheus metrics at `/metrics` on that port, worker-metrics.ts; 0: a free port, named in the start line;
 * unset: none).
 */
import { z } from 'zod';
import { ConfigError, envInteger, unset } from '../lib/env-schema.js';

const workerEnvSchema = z.object({
  WORKER_ID: z.preprocess(
    unset,
    z
      .string()
      .trim()
      .regex(/^[\w.:@-]{1,100}$/, 'must be 1 to 100 letters, digits and . : @ - _')
      .optional(),
  ),
  JOBS_CONCURRENCY: envInteger(1, 64, 1),
  JOBS_POLL_MS: envInteger(10, 600_000, 1_000),
  JOBS_STOP_SECONDS: envInteger(0, 86_400, 30),
  // Shorter: a crashed worker's job is taken over sooner, at a heartbeat every third of it.
  JOBS_LEASE_SECONDS: z.preprocess(
    unset,
    z
      .string()
      .trim()
      .regex(/^\d{1,5}$/, 'must be a whole number from 1 to 86400')
      .transform(Number)
      .refine((n) => n >= 1 && n <= 86_400, 'must be a whole number from 1 to 86400')
      .optional(),
  ),
  WORKER_METRICS_PORT: z.preprocess(
    unset,
    z
      .string()
      .trim()
      .regex(/^\d{1,5}$/, 'must be a port number from 0 to 65535')
      .transform(Number)
      .refine((n) => n <= 65_535, 'must be a port number from 0 to 65535')
      .optional(),
  ),
});

/** The variables the worker reads (listed in .env.example). */
export const WORKER_ENV_KEYS = Object.keys(workerEnvSchema.shape);

export type WorkerSettings = z.infer<typeof workerEnvSchema>;

/** The worker's settings of the environment; a malformed value is a ConfigError naming it. */
export function workerSettingsFromEnv(env: Record<string, string | undefined>): WorkerSettings {
  const parsed = workerEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
