import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Db, openDatabase } from './db/database.js';
import { migrate } from './db/migrate.js';

/** The engine the suite runs on: PostgreSQL when DATABASE_URL is set, else in-memory PGlite. */
export const testEngine = process.env.DATABASE_URL ? 'postgresql' : 'pglite';

export interface TestDb {
  db: Db;
  /** The PostgreSQL schema of this database (undefined on PGlite). */
  schema: string | undefined;
  /** A fresh data folder (media go to `<dataDir>/media`). */
  dataDir: string;
  close(): Promise<void>;
}

const SCHEMA_PREFIX = 'site_test_';

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Drops test schemas left by runs that died more than an hour ago (the name carries its creation time). */
async function dropStaleSchemas(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ nspname: string }>(
    'SELECT nspname FROM pg_namespace WHERE starts_with(nspname, $1)',
    [SCHEMA_PREFIX],
  );
  const hourAgo = Date.now() - 3_600_000;
  for (const { nspname } of rows) {
    const created = Number(nspname.slice(SCHEMA_PREFIX.length).split('_')[0]);
    if (/^[a-z0-9_]+$/.test(nspname) && created < hourAgo) {
      await client.query(`DROP SCHEMA IF EXISTS ${nspname} CASCADE`);
    }
  }
}

/**
 * A fresh database (migrated unless `migrate: false`) for one test file: in-memory PGlite, or, when DATABASE_URL is set, a schema
 * of its own on that PostgreSQL, dropped by `close()` so reruns start clean.
 */
export async function openTestDb(options: { migrate?: boolean } = {}): Promise<TestDb> {
  const dataDir = mkdtempSync(join(tmpdir(), 'site-server-test-'));
  const url = process.env.DATABASE_URL || undefined;
  let schema: string | undefined;
  if (url) {
    // Generated here, never from input: digits and lower-case letters only.
    schema = `${SCHEMA_PREFIX}${Date.now()}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const name = schema;
    await withClient(url, async (client) => {
      await dropStaleSchemas(client);
      await client.query(`CREATE SCHEMA ${name}`);
    });
  }
  const db = await openDatabase({ databaseUrl: url, schema, poolSize: 4 });
  if (options.migrate !== false) await migrate(db, { schema });
  return {
    db,
    schema,
    dataDir,
    async close() {
      await db.destroy();
      if (url && schema) {
        const name = schema;
        await withClient(url, (client) => client.query(`DROP SCHEMA IF EXISTS ${name} CASCADE`));
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
