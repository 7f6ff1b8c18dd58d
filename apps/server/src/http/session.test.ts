import { callUrl } from '@site/api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, Browser } from '../accounts/fixtures.js';
import { buildApp } from '../app.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';

let t: TestDb;
let app: FastifyInstance;

beforeAll(async () => {
  t = await openTestDb();
  await addAccount(t.db, { username: 'Fern', password: 'quiet meadow' });
  app = await buildApp({ db: t.db, dataDir: t.dataDir, responseCache: { ttlMs: 60_000 } });
});

afterAll(() => closeAll(app, t));

describe('given the response cache and sessions', () => {
  const url = callUrl('main.get', { gender: 'str', lang: 'en' });

  it("repeats a visitor's public answer, but never serves or stores one for a signed-in member", async () => {
    const visitor = new Browser(app);
    const before = app.responseCacheStats();
    expect((await visitor.get(url)).statusCode).toBe(200);
    expect((await visitor.get(url)).statusCode).toBe(200);
    const afterVisitor = app.responseCacheStats();
    expect(afterVisitor.hits - before.hits).toBe(1);

    const member = new Browser(app);
    expect((await member.login('Fern', 'quiet meadow')).statusCode).toBe(200);
    const res = await member.get(url);
    expect(res.statusCode).toBe(200);
    const afterMember = app.responseCacheStats();
    expect(afterMember.hits).toBe(afterVisitor.hits);
  });

  it('answers GET /api/csrf.php with a token, never cached, and sets the readable cookie', async () => {
    const res = await new Browser(app).get('/api/csrf.php');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const token = (res.json() as { token: string }).token;
    expect(res.cookies.find((c) => c.name === 'csrf_token')).toMatchObject({ value: token, sameSite: 'Lax' });
    expect(res.cookies.find((c) => c.name === 'csrf_token')?.httpOnly).toBeUndefined();
    expect(res.cookies.find((c) => c.name === '_csrf')).toMatchObject({ httpOnly: true });
  });

  it("refuses a token from another visitor's secret", async () => {
    const a = new Browser(app);
    const b = new Browser(app);
    const tokenOfA = await a.csrf();
    await b.csrf();
    const res = await b.post('/api/logout.php', {}, { csrf: tokenOfA });
    expect(res.statusCode).toBe(403);
  });
});
