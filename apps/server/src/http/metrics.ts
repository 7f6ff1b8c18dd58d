/**
 * `GET /metrics`: Prometheus metrics (prom-client), for a scraper holding METRICS_TOKEN
 * (`Authorization: Bearer <token>`; anything else is 401). Without a token the route does not exist
 * (404) and nothing is measured.
 *
 * - `site_http_request_duration_seconds{method,route,status_code}`: every answer's time, labelled by the
 *   route's pattern (`/api/videos/:id`), never the raw URL (one series per route, not per address);
 *   requests no route matched are `(unmatched)`.
 * - `site_jobs{queue,state}` and `site_jobs_oldest_due_age_seconds{queue}`: the job queue's depth
 *   (queued, running) and how long its oldest due job has waited, read from the database at scrape time.
 * - `site_response_cache_{hits,misses}_total`, `site_response_cache_bytes`: the origin's response cache.
 * - from lib/metrics.ts: `site_upload_bytes_total`, `site_transcode_duration_seconds`, Node's defaults.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/database.js';
import { collectProcessDefaults, metricsTokenCheck, processMetrics } from '../lib/metrics.js';
import type { ResponseCacheStats } from './response-cache.js';

export interface MetricsOptions {
  /** The bearer token a scrape must carry (config.ts: METRICS_TOKEN). */
  token: string;
  db: Db;
  cacheStats: () => ResponseCacheStats;
}

/** The label of a request no route matched (the 404 handler): one series for every unknown address. */
export const UNMATCHED_ROUTE = '(unmatched)';

/** The app's metrics and `GET /metrics`; call before the routes are added (the hook times every answer). */
export function metricsRoutes(app: FastifyInstance, options: MetricsOptions): void {
  collectProcessDefaults();
  const registry = new Registry();
  const carriesToken = metricsTokenCheck(options.token);

  const requestSeconds = new Histogram({
    name: 'site_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    requestSeconds.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  const { db } = options;
  new Gauge({
    name: 'site_jobs',
    help: 'Jobs waiting (queued) and running, by queue',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const { rows } = await sql<{ queue: string; state: string; n: number }>`
        SELECT queue, state, count(*)::int AS n FROM jobs
        WHERE state IN ('queued', 'running') GROUP BY queue, state`.execute(db);
      for (const row of rows) this.set({ queue: row.queue, state: row.state }, row.n);
    },
  });
  new Gauge({
    name: 'site_jobs_oldest_due_age_seconds',
    help: 'How long the oldest queued job whose time has come has waited, by queue',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const { rows } = await sql<{ queue: string; age: number }>`
        SELECT queue, extract(epoch FROM now() - min(run_at))::float8 AS age FROM jobs
        WHERE state = 'queued' AND run_at <= now() GROUP BY queue`.execute(db);
      for (const row of rows) this.set({ queue: row.queue }, Math.max(0, Number(row.age)));
    },
  });

  const cacheCounter = (name: string, help: string, read: (s: ResponseCacheStats) => number) =>
    new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        this.reset();
        this.inc(read(options.cacheStats()));
      },
    });
  cacheCounter('site_response_cache_hits_total', 'API answers served from the response cache', (s) => s.hits);
  cacheCounter(
    'site_response_cache_misses_total',
    'Cacheable API requests the cache did not hold',
    (s) => s.misses,
  );
  new Gauge({
    name: 'site_response_cache_bytes',
    help: 'Bytes of answers the response cache holds',
    registers: [registry],
    collect() {
      this.set(options.cacheStats().bytes);
    },
  });

  const merged = Registry.merge([registry, processMetrics]);
  app.get('/metrics', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!carriesToken(request.headers.authorization)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ code: 'need_auth' });
    }
    reply.header('content-type', merged.contentType);
    return merged.metrics();
  });
}
