import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { type Db, openDatabase } from './db/database.js';
import { databaseUrl, TEST_SCHEMA, withClient } from './testing-setup.js';

/** The engine the suite runs on: PostgreSQL when DATABASE_URL is set, else in-memory PGlite. */
export const testEngine = process.env.DATABASE_URL ? 'postgresql' : 'pglite';

export interface TestDb {
  db: Db;
  /** The PostgreSQL schema of this database (undefined on PGlite). */
  schema: string | undefined;
  /** The PostgreSQL URL of this database, for a second connection (undefined on PGlite). */
  url: string | undefined;
  /** A fresh data folder (media go to `<dataDir>/media`). */
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A fresh database (migrated unless `migrate: false`) for one test file, cloned from the templates the
 * global setup (testing-setup.ts) made once for the run: an in-memory PGlite loaded from a dump, or, when
 * DATABASE_URL is set, a database of its own on that PostgreSQL (`CREATE DATABASE … TEMPLATE`), dropped
 * by `close()` so reruns start clean.
 */
export async function openTestDb(options: { migrate?: boolean } = {}): Promise<TestDb> {
  const templates = inject('testDbTemplates');
  if (!templates) throw new Error('openTestDb needs the global setup of vitest.config.ts (testing-setup.ts)');
  const template = options.migrate === false ? templates.blank : templates.migrated;
  const dataDir = mkdtempSync(join(tmpdir(), 'site-server-test-'));
  const serverUrl = process.env.DATABASE_URL || undefined;
  let db: Db;
  let url: string | undefined;
  let database: string | undefined;
  if (templates.engine === 'postgresql') {
    if (!serverUrl) throw new Error('The templates are on PostgreSQL but DATABASE_URL is not set');
    // Generated here, never from input: digits and lower-case letters only.
    const name = `${templates.runId}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    await withClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
    database = name;
    url = databaseUrl(serverUrl, name);
    db = await openDatabase({ databaseUrl: url, schema: TEST_SCHEMA, poolSize: 4 });
  } else {
    db = await openDatabase({ pgliteDump: new Blob([await readFile(template)]) });
  }
  return {
    db,
    schema: url ? TEST_SCHEMA : undefined,
    url,
    dataDir,
    async close() {
      await db.destroy();
      if (serverUrl && database) {
        const name = database;
        await withClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The headers of a visitor's write that passes CSRF protection (http/session.ts): the CSRF cookies of a
 * GET /api/csrf.php and its token. For tests of writes that are not about CSRF itself.
 */
export async function csrfHeaders(app: {
  inject: (o: { method: 'GET'; url: string }) => Promise<{
    cookies: { name: string; value: string }[];
    json: () => unknown;
  }>;
}): Promise<Record<string, string>> {
  const res = await app.inject({ method: 'GET', url: '/api/csrf.php' });
  const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  return { cookie, 'x-csrf-token': (res.json() as { token: string }).token };
}

/**
 * Closes what a test file opened, in the order given (the app before its database), skipping what was
 * never opened (a `beforeAll` that failed half-way): `afterAll(() => closeAll(app, t))`. Each one is
 * closed even when one before it fails, so the test database is dropped even when its app does not close;
 * the first failure is thrown after.
 */
export async function closeAll(...open: ({ close(): unknown } | null | undefined)[]): Promise<void> {
  const failures: unknown[] = [];
  for (const item of open) {
    try {
      await item?.close();
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) throw failures[0];
}
