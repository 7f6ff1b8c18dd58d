import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app.js';
import { defineQueue, enqueue } from '../jobs/index.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';

const TOKEN = 'metrics-token-0123456789abcdef';

/** The value of one series of a Prometheus text answer (`name{labels}` exactly as written), or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('given a server with METRICS_TOKEN', () => {
  let t: TestDb;
  let app: FastifyInstance;
  const scrape = async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  beforeAll(async () => {
    t = await openTestDb();
    app = await buildApp({
      db: t.db,
      dataDir: t.dataDir,
      metricsToken: TOKEN,
      responseCache: { ttlMs: 60_000 },
    });
  });
  afterAll(() => closeAll(app, t));

  it('refuses a scrape without the token or with another one (401), never cached', async () => {
    for (const authorization of [undefined, 'Bearer not-the-token-0123456789', TOKEN, `Basic ${TOKEN}`]) {
      const res = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.json()).toEqual({ code: 'need_auth' });
      expect(res.body).not.toContain('site_http');
    }
  });

  it('counts a request under its route pattern, never its raw address', async () => {
    const before = await scrape();
    const series = 'site_http_request_duration_seconds_count{method="GET",route="/api/*",status_code="404"}';
    const was = sample(before, series) ?? 0;
    const res = await app.inject({ method: 'GET', url: '/api/no-such-call-7319' });
    expect(res.statusCode).toBe(404);
    const after = await scrape();
    expect(sample(after, series)).toBe(was + 1);
    expect(after).not.toContain('no-such-call-7319');
    expect(after).toContain('# TYPE site_http_request_duration_seconds histogram');
  });

  it("reports the job queue's depth and its oldest due job's age, by queue", async () => {
    const queue = defineQueue({ name: 'metrics-test', schema: z.object({ n: z.number() }) });
    await enqueue(t.db, queue, { n: 1 }, { runAt: new Date(Date.now() - 5_000) });
    await enqueue(t.db, queue, { n: 2 });
    const text = await scrape();
    expect(sample(text, 'site_jobs{queue="metrics-test",state="queued"}')).toBe(2);
    expect(sample(text, 'site_jobs_oldest_due_age_seconds{queue="metrics-test"}')).toBeGreaterThanOrEqual(4);
  });

  it("reports the response cache's hits and misses", async () => {
    const before = await scrape();
    const hits = sample(before, 'site_response_cache_hits_total') ?? 0;
    // A public answer of the API, stored on the first request and repeated on the second.
    const url = `/api/openapi.json?metrics-test=${Date.now()}`;
    await app.inject({ method: 'GET', url });
    await app.inject({ method: 'GET', url });
    const after = await scrape();
    expect(sample(after, 'site_response_cache_hits_total')).toBe(hits + 1);
    expect(sample(after, 'site_response_cache_misses_total')).toBeGreaterThanOrEqual(1);
  });

  it('carries the upload, transcode and process series', async () => {
    const text = await scrape();
    for (const name of [
      'site_upload_bytes_total',
      'site_transcode_duration_seconds',
      'process_resident_memory_bytes',
    ]) {
      expect(text).toContain(`# TYPE ${name} `);
    }
  });
});

describe('given a server without METRICS_TOKEN', () => {
  let t: TestDb;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await openTestDb();
    app = await buildApp({ db: t.db, dataDir: t.dataDir });
  });
  afterAll(() => closeAll(app, t));

  it('has no /metrics (404), whatever the request carries', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(404);
  });
});
