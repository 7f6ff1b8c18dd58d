import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/database.js';

/**
 * What every server process must count and remember together, so that two processes behind one proxy do
 * not double a limit (#29): the rate limits of @fastify/rate-limit (sign-ups, restores, reports:
 * accounts/limits.ts, report/routes.ts) and one-time claims (a captcha token is accepted once:
 * captcha/altcha.ts). The login throttle and the comment limit count rows of their own tables, so they are
 * shared already; the response cache is not invalidated by writes (it only keeps an answer for seconds), so
 * it has nothing to share.
 *
 * Kept in the database (`databaseState`: tables `rate_limits` and `claims`, migration 0022), or in Redis when
 * REDIS_URL is set (`redisState`). `memoryState` keeps them in this process only: for unit tests and tools.
 */
export interface SharedState {
  /** The options of @fastify/rate-limit that keep its counters here. */
  readonly rateLimit: Pick<RateLimitPluginOptions, 'store' | 'redis' | 'nameSpace'>;
  /** Claims `key` for `ttlMs`: true for the first claim; false while a claim on it holds. */
  claim(key: string, ttlMs: number): Promise<boolean>;
  /** Lets go of what it holds (the Redis connection). */
  close(): Promise<void>;
}

/** A rate-limit count: `current` hits in the window, which ends in `ttl` ms. */
interface Count {
  current: number;
  ttl: number;
}
type Done = (error: Error | null, count?: Count) => void;

/** Old counters and claims are dropped now and then, on about one write in CLEANUP_EVERY. */
const CLEANUP_EVERY = 200;

/**
 * A store of @fastify/rate-limit (its `store` option: a class it makes with its options, with `incr`, `read`
 * and `child`) on the `rate_limits` table: one row per key, a fixed window that starts at its first hit.
 * The upsert is one statement, so concurrent hits from any process each count once. The limiters of
 * `createRateLimit` share one namespace: their keys carry their own prefixes (`signup|…`).
 */
function databaseStore(db: Db) {
  const hit = async (key: string, timeWindow: number): Promise<Count> => {
    const { rows } = await sql<Count>`
      insert into rate_limits as r (key, hits, window_end)
      values (${key}, 1, now() + make_interval(secs => ${timeWindow / 1000}))
      on conflict (key) do update set
        hits = case when r.window_end <= now() then 1 else r.hits + 1 end,
        window_end = case when r.window_end <= now() then excluded.window_end else r.window_end end
      returning hits as current, greatest(0, ceil(extract(epoch from window_end - now()) * 1000))::int as ttl`.execute(
      db,
    );
    if (Math.random() * CLEANUP_EVERY < 1) {
      await sql`delete from rate_limits where window_end < now() - interval '1 minute'`
        .execute(db)
        .catch(() => undefined);
    }
    return rows[0] ?? { current: 1, ttl: timeWindow };
  };
  const read = async (key: string): Promise<Count> => {
    const { rows } = await sql<Count>`
      select hits as current, ceil(extract(epoch from window_end - now()) * 1000)::int as ttl
      from rate_limits where key = ${key} and window_end > now()`.execute(db);
    return rows[0] ?? { current: 0, ttl: 0 };
  };
  const answer = (work: Promise<Count>, done: Done) =>
    work.then(
      (count) => done(null, count),
      (error: Error) => done(error),
    );
  return class DatabaseRateStore {
    incr(key: string, done: Done, timeWindow: number): void {
      void answer(hit(key, timeWindow), done);
    }

    read(key: string, done: Done): void {
      void answer(read(key), done);
    }

    child(): DatabaseRateStore {
      return this;
    }
  };
}

/** The shared state in the database the server runs on (PostgreSQL, or PGlite for one process). */
export function databaseState(db: Db): SharedState {
  return {
    rateLimit: { store: databaseStore(db) },
    async claim(key, ttlMs) {
      const { rows } = await sql<{ key: string }>`
        insert into claims as c (key, expires_at) values (${key}, now() + make_interval(secs => ${ttlMs / 1000}))
        on conflict (key) do update set expires_at = excluded.expires_at where c.expires_at <= now()
        returning c.key`.execute(db);
      if (Math.random() * CLEANUP_EVERY < 1) {
        await sql`delete from claims where expires_at < now()`.execute(db).catch(() => undefined);
      }
      return rows.length === 1;
    },
    async close() {},
  };
}

/** The shared state in Redis (REDIS_URL): @fastify/rate-limit's own Redis store, and `SET NX PX` claims. */
export function redisState(url: string, prefix = 'site:'): SharedState {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  // A dropped connection must not crash the process; ioredis reconnects, and calls fail meanwhile.
  redis.on('error', (error: Error) => console.error(`Redis error: ${error.message}`));
  return {
    rateLimit: { redis, nameSpace: `${prefix}rate:` },
    async claim(key, ttlMs) {
      return (
        (await redis.set(`${prefix}claim:${key}`, '1', 'PX', Math.max(1, Math.ceil(ttlMs)), 'NX')) === 'OK'
      );
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** The state of this process only (least recently used claims forgotten past `maxClaims`). */
export function memoryState(maxClaims = 100_000): SharedState {
  const claims = new LRUCache<string, true>({ max: maxClaims });
  return {
    rateLimit: {},
    async claim(key, ttlMs) {
      if (claims.has(key)) return false;
      claims.set(key, true, { ttl: Math.max(1, ttlMs) });
      return true;
    },
    async close() {},
  };
}
