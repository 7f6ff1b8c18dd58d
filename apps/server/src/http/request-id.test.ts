import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createLog } from '../lib/log.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('given a server logging JSON lines', () => {
  let t: TestDb;
  let app: FastifyInstance;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await openTestDb();
    const log = createLog({
      name: 'server',
      level: 'info',
      destination: { write: (line) => lines.push(line) },
    });
    app = await buildApp({ db: t.db, dataDir: t.dataDir, logger: log, logRequests: true });
  });
  afterAll(() => closeAll(app, t));

  it('gives a request without an id a random UUID, echoed as X-Request-Id', async () => {
    const a = await app.inject({ method: 'GET', url: '/livez' });
    const b = await app.inject({ method: 'GET', url: '/livez' });
    expect(a.headers['x-request-id']).toMatch(UUID);
    expect(b.headers['x-request-id']).toMatch(UUID);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it("keeps a well-formed incoming id (a proxy's) and replaces a malformed one", async () => {
    const kept = await app.inject({
      method: 'GET',
      url: '/livez',
      headers: { 'x-request-id': 'edge-3f9a:17.b_2' },
    });
    expect(kept.headers['x-request-id']).toBe('edge-3f9a:17.b_2');
    for (const bad of ['short', 'has spaces in it', 'x'.repeat(129), '"><script>', 'id\u00e9-unicode']) {
      const res = await app.inject({ method: 'GET', url: '/livez', headers: { 'x-request-id': bad } });
      expect(res.headers['x-request-id'], bad).toMatch(UUID);
    }
  });

  it('echoes the id on refusals the router answers before any route', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/%zz',
      headers: { 'x-request-id': 'trace-0001-bad-path' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['x-request-id']).toBe('trace-0001-bad-path');
  });

  it("writes each log line of a request as JSON carrying the request's id", async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/readyz', headers: { 'x-request-id': 'trace-42-readyz-probe' } });
    const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const mine = records.filter((r) => r.reqId === 'trace-42-readyz-probe');
    expect(mine.map((r) => r.msg)).toEqual(['incoming request', 'request completed']);
    for (const r of mine) {
      expect(r).toMatchObject({ name: 'server', level: 30 });
      expect(typeof r.time).toBe('string');
    }
    expect(mine[1]).toMatchObject({ res: { statusCode: 200 } });
  });
});
