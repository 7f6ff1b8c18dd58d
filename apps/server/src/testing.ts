import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Db, openDatabase } from './db/database.js';
import { migrate } from './db/migrate.js';

export interface TestDb {
  db: Db;
  schema: string | undefined;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or — when DATABASE_URL is set — a
 * schema of its own on that PostgreSQL, dropped afterwards so reruns start clean.
 */
export async function openTestDb(): Promise<TestDb> {
  const dataDir = mkdtempSync(join(tmpdir(), 'site-server-test-'));
  const url = process.env.DATABASE_URL;
  let schema: string | undefined;
  if (url) {
    schema = `test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`CREATE SCHEMA ${schema}`);
    await client.end();
  }
  const db = await openDatabase({ databaseUrl: url, pgliteDir: 'memory://', ...(schema ? { schema } : {}) });
  await migrate(db, { schema });
  return {
    db,
    schema,
    dataDir,
    async close() {
      await db.destroy();
      if (url && schema) {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`DROP SCHEMA ${schema} CASCADE`);
        await client.end();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
