// Vitest global setup of the server suite: migrates one template database per run, which every test file
// then clones (openTestDb in testing.ts) instead of creating and migrating a database of its own.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, openPglite, pgliteDb } from './db/database.js';
import { migrate } from './db/migrate.js';

/**
 * What openTestDb clones: on PGlite two dumps of a data folder (files), on PostgreSQL two template
 * databases on DATABASE_URL's server; `migrated` has every migration applied, `blank` none.
 */
export type TestDbTemplates =
  | { engine: 'pglite'; migrated: string; blank: string }
  | { engine: 'postgresql'; migrated: string; blank: string; runId: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDbTemplates: TestDbTemplates;
  }
}

/** Test schemas (older runs) and databases start with it, then their creation time in ms. */
export const TEST_PREFIX = 'site_test_';
/** The schema the tables live in inside a PostgreSQL test database (not `public`, as on a shared server). */
export const TEST_SCHEMA = 'site_test';

export async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** `url` naming another database of the same server. */
export function databaseUrl(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.href;
}

/** A name generated here, never from input: lower-case letters, digits and `_` only. */
function checkedName(name: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`Invalid test database name: ${name}`);
  return name;
}

const createdAt = (name: string) => Number(name.slice(TEST_PREFIX.length).split('_')[0]);

/**
 * Drops the test schemas and databases left by runs that died more than an hour ago (the name carries
 * its creation time), and with `runId` every database of that run.
 */
export async function dropTestDatabases(client: pg.Client, runId?: string): Promise<void> {
  const hourAgo = Date.now() - 3_600_000;
  const schemas = await client.query<{ name: string }>(
    'SELECT nspname AS name FROM pg_namespace WHERE starts_with(nspname, $1)',
    [TEST_PREFIX],
  );
  for (const { name } of schemas.rows) {
    if (createdAt(name) < hourAgo) await client.query(`DROP SCHEMA IF EXISTS ${checkedName(name)} CASCADE`);
  }
  const databases = await client.query<{ name: string }>(
    'SELECT datname AS name FROM pg_database WHERE starts_with(datname, $1)',
    [TEST_PREFIX],
  );
  for (const { name } of databases.rows) {
    if (createdAt(name) < hourAgo || (runId && name.startsWith(`${runId}_`))) {
      await client.query(`DROP DATABASE IF EXISTS ${checkedName(name)} WITH (FORCE)`);
    }
  }
}

async function postgresTemplates(
  url: string,
): Promise<{ templates: TestDbTemplates; teardown: () => Promise<void> }> {
  const runId = checkedName(`${TEST_PREFIX}${Date.now()}_${process.pid}`);
  const templates = {
    engine: 'postgresql',
    runId,
    migrated: `${runId}_migrated`,
    blank: `${runId}_blank`,
  } as const;
  await withClient(url, async (client) => {
    await dropTestDatabases(client);
    for (const name of [templates.blank, templates.migrated]) await client.query(`CREATE DATABASE ${name}`);
  });
  for (const name of [templates.blank, templates.migrated]) {
    await withClient(databaseUrl(url, name), (client) => client.query(`CREATE SCHEMA ${TEST_SCHEMA}`));
  }
  const db = await openDatabase({ databaseUrl: databaseUrl(url, templates.migrated), schema: TEST_SCHEMA });
  try {
    await migrate(db, { schema: TEST_SCHEMA });
  } finally {
    await db.destroy();
  }
  return {
    templates,
    // The templates, and the database of any test file that could not drop its own.
    teardown: () => withClient(url, (client) => dropTestDatabases(client, runId)),
  };
}

async function pgliteTemplates(): Promise<{ templates: TestDbTemplates; teardown: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'site-server-templates-'));
  const templates = {
    engine: 'pglite',
    migrated: join(dir, 'migrated.tar'),
    blank: join(dir, 'blank.tar'),
  } as const;
  const client = await openPglite('memory://');
  const db = pgliteDb(client);
  try {
    // Uncompressed: loading a dump is on every test file's path, and gunzip would cost more than reading.
    writeFileSync(templates.blank, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    await migrate(db);
    writeFileSync(templates.migrated, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  } finally {
    await db.destroy();
  }
  return { templates, teardown: async () => rmSync(dir, { recursive: true, force: true }) };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL || undefined;
  const { templates, teardown } = url ? await postgresTemplates(url) : await pgliteTemplates();
  project.provide('testDbTemplates', templates);
  return teardown;
}
