import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createLocalStorage } from '../media/storage/index.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';
import type { ReadyAnswer } from './health.js';

describe('given a server on a migrated database with a writable storage', () => {
  let t: TestDb;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await openTestDb();
    app = await buildApp({ db: t.db, dataDir: t.dataDir, responseCache: { ttlMs: 60_000 } });
  });
  afterAll(() => closeAll(app, t));

  it('answers /livez and its older name /healthz without caching', async () => {
    for (const url of ['/livez', '/healthz']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('is ready: database, migrations and storage all ok, never cached', async () => {
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, checks: { database: 'ok', migrations: 'ok', storage: 'ok' } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is not ready while a migration this build carries is not applied, and ready again once it is', async () => {
    const { rows } = await sql<{ name: string }>`SELECT max(name) AS name FROM kysely_migration`.execute(
      t.db,
    );
    const last = rows[0]?.name as string;
    await sql`DELETE FROM kysely_migration WHERE name = ${last}`.execute(t.db);
    try {
      const res = await app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect((res.json() as ReadyAnswer).checks).toEqual({
        database: 'ok',
        migrations: 'pending',
        storage: 'ok',
      });
    } finally {
      await sql`INSERT INTO kysely_migration (name, timestamp) VALUES (${last}, ${new Date().toISOString()})`.execute(
        t.db,
      );
    }
    // Not answered from any cache: the next probe sees the repaired database.
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});

describe('given a media storage that cannot be written', () => {
  let t: TestDb;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await openTestDb();
    // The storage's folder is a file: every write fails (as root, a read-only mode would not).
    const notAFolder = join(t.dataDir, 'storage-file');
    writeFileSync(notAFolder, 'x');
    app = await buildApp({
      db: t.db,
      dataDir: t.dataDir,
      storage: createLocalStorage(notAFolder, { secret: 's'.repeat(40) }),
    });
  });
  afterAll(() => closeAll(app, t));

  it('answers /readyz 503 naming the storage, and stays live', async () => {
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      ok: false,
      checks: { database: 'ok', migrations: 'ok', storage: 'failed' },
    });
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await app.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200);
  });
});

describe('given a database that has been closed', () => {
  let t: TestDb;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await openTestDb();
    app = await buildApp({ db: t.db, dataDir: t.dataDir });
  });
  afterAll(() => closeAll(app, { close: () => t.close().catch(() => undefined) }));

  it('answers /readyz 503 naming the database (the migrations are not checked then), without details', async () => {
    await t.db.destroy();
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      ok: false,
      checks: { database: 'failed', migrations: 'skipped', storage: 'ok' },
    });
  });
});
