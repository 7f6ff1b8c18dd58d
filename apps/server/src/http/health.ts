/**
 * The probes of an orchestrator or a load balancer, outside the contract of §7 and never cached:
 *
 * - `GET /livez`: the process answers (restart it when it does not). `/healthz` is the same, its older
 *   name, kept for the monitors and benches that ask it.
 * - `GET /readyz`: it can serve (send it traffic only then): the database answers, every migration this
 *   build carries is applied, and the media storage takes a write. 200 `{ ok: true, checks }`, else 503
 *   `{ ok: false, checks }` naming the failing check; why it failed goes to the log, not to the asker.
 *   Cheap: `SELECT 1`, one read of the migrations table, and a small object written and deleted.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { pendingMigrations } from '../db/migrate.js';
import type { MediaStorage } from '../media/storage/index.js';

export type CheckResult = 'ok' | 'failed' | 'pending' | 'skipped';

export interface ReadyAnswer {
  ok: boolean;
  checks: { database: CheckResult; migrations: CheckResult; storage: CheckResult };
}

/** The object the storage check writes and deletes (a key no video folder can have). */
export const PROBE_KEY = 'health/readyz-probe';

/** The longest a check may take before it counts as failed (a stuck pool must not hang the probe). */
const CHECK_TIMEOUT_MS = 3000;

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

export function healthRoutes(app: FastifyInstance, deps: { db: Db; storage: MediaStorage }): void {
  const pending = pendingMigrations();

  const live = async (_request: unknown, reply: FastifyReply) => {
    noStore(reply);
    return { ok: true };
  };
  app.get('/livez', live);
  app.get('/healthz', live);

  app.get('/readyz', async (request, reply) => {
    const checks: ReadyAnswer['checks'] = { database: 'ok', migrations: 'ok', storage: 'ok' };
    const failed = (check: keyof ReadyAnswer['checks'], error: unknown) => {
      request.log.warn({ err: error, check }, 'readiness check failed');
      checks[check] = 'failed';
    };
    const database = withTimeout(sql`SELECT 1`.execute(deps.db), 'the database').then(
      async () => {
        const missing = await withTimeout(pending(deps.db), 'the migrations table').catch((error) => {
          failed('migrations', error);
          return [];
        });
        if (missing.length > 0) {
          request.log.warn({ check: 'migrations', pending: missing }, 'migrations not applied');
          checks.migrations = 'pending';
        }
      },
      (error: unknown) => {
        failed('database', error);
        checks.migrations = 'skipped';
      },
    );
    const storage = withTimeout(
      deps.storage.put(PROBE_KEY, Buffer.from('ok')).then(() => deps.storage.delete(PROBE_KEY)),
      'the media storage',
    ).catch((error: unknown) => failed('storage', error));
    await Promise.all([database, storage]);
    const ok = Object.values(checks).every((c) => c === 'ok');
    noStore(reply).code(ok ? 200 : 503);
    const answer: ReadyAnswer = { ok, checks };
    return answer;
  });
}
