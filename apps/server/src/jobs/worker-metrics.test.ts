import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transcodeSeconds } from '../lib/metrics.js';
import { serveWorkerMetrics, type WorkerMetrics } from './worker-metrics.js';

const token = 'a-scrapers-token-of-enough-length-123';

describe("a worker's /metrics", () => {
  let metrics: WorkerMetrics;
  let url: string;
  beforeAll(async () => {
    metrics = await serveWorkerMetrics({ port: 0, host: '127.0.0.1', token });
    url = `http://127.0.0.1:${metrics.port}`;
  });
  afterAll(() => metrics.close());

  it('answers a scraper holding the token with the transcode durations this process counted', async () => {
    transcodeSeconds.observe({ outcome: 'done' }, 42);
    const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/^site_transcode_duration_seconds_count\{outcome="done"\} [1-9]/m);
    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
  });

  it('refuses a scrape without the token, or with another one', async () => {
    const none = await fetch(`${url}/metrics`);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer');
    const wrong = await fetch(`${url}/metrics`, { headers: { authorization: 'Bearer not-the-token' } });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).not.toMatch(/site_transcode/);
  });

  it('answers 404 to any other address', async () => {
    const res = await fetch(`${url}/jobs`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(404);
  });
});
