import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { openTestDb, type TestDb } from '../testing.js';
import { DEMO_PASSWORD, openDemoAccount } from './demo.js';
import { addAccount, Browser } from './fixtures.js';

let t: TestDb;
let app: FastifyInstance;

beforeAll(async () => {
  t = await openTestDb();
  app = await buildApp({ db: t.db, dataDir: t.dataDir });
});

afterAll(async () => {
  await app?.close();
  await t?.close();
});

describe('given the demo account', () => {
  it('is nothing on an empty database', async () => {
    expect(await openDemoAccount(t.db)).toBeNull();
  });

  it("lets a developer sign in as the demo's first member with the documented password", async () => {
    await t.db.insertInto('members').values({ username: 'heron' }).execute();
    await addAccount(t.db, { username: 'later', password: 'other secret' });
    expect(await openDemoAccount(t.db)).toBe('heron');
    const res = await new Browser(app).login('heron', DEMO_PASSWORD);
    expect(res.statusCode, res.body).toBe(200);
    // The other members keep their own passwords.
    expect((await new Browser(app).login('later', DEMO_PASSWORD)).statusCode).toBe(401);
  });
});
