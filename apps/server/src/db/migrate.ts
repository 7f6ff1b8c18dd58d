import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import type { Db } from './database.js';

/** The numbered .sql files: beside this module in the source, copied beside the bundle by the build. */
function migrationsDir(): string {
  return join(dirname(fileURLToPath(import.meta.url)), 'migrations');
}

/**
 * Splits a migration into statements (each ends with `;` at the end of a line), since the embedded
 * database runs one statement per query. Dollar-quoted bodies are kept whole.
 */
export function splitStatements(text: string): string[] {
  const statements: string[] = [];
  let current = '';
  let inDollar = false;
  for (const line of text.split('\n')) {
    if (!inDollar && /^\s*--/.test(line)) continue;
    current += `${line}\n`;
    if ((line.match(/\$\$/g)?.length ?? 0) % 2 === 1) inDollar = !inDollar;
    if (!inDollar && /;\s*$/.test(line)) {
      statements.push(current.trim());
      current = '';
    }
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
}

/** The migrations this build carries: the names of its numbered .sql files, in order. */
async function migrationNames(dir: string): Promise<string[]> {
  const files = (await readdir(dir)).filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f)).sort();
  return files.map((f) => f.replace(/\.sql$/, ''));
}

/** Kysely's migrator fed with plain SQL files, applied in name order, once each. */
class SqlFileProvider implements MigrationProvider {
  constructor(private readonly dir: string) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const migrations: Record<string, Migration> = {};
    for (const name of await migrationNames(this.dir)) {
      const text = await readFile(join(this.dir, `${name}.sql`), 'utf8');
      migrations[name] = {
        up: async (db) => {
          for (const statement of splitStatements(text)) await sql.raw(statement).execute(db);
        },
      };
    }
    return migrations;
  }
}

/** Applies the pending migrations; `schema` names the PostgreSQL schema when it is not the default. */
export async function migrate(
  db: Db,
  options: { schema?: string | undefined; dir?: string } = {},
): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: new SqlFileProvider(options.dir ?? migrationsDir()),
    ...(options.schema ? { migrationTableSchema: options.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Kysely's record of applied migrations (its default table name), found through the search_path. */
const MIGRATION_TABLE = 'kysely_migration';

/**
 * A cheap check that the database's schema is this build's: the migrations this build carries (read from
 * disk once per process) that the database has not applied. One small query, no file read after the first;
 * /readyz (http/health.ts) asks it on every probe. Throws when the database cannot be read (or has never
 * been migrated: no table).
 */
export function pendingMigrations(dir = migrationsDir()): (db: Db) => Promise<string[]> {
  let names: Promise<string[]> | undefined;
  return async (db) => {
    names ??= migrationNames(dir).catch((error: unknown) => {
      names = undefined;
      throw error;
    });
    const expected = await names;
    const { rows } = await sql<{ name: string }>`SELECT name FROM ${sql.table(MIGRATION_TABLE)}`.execute(db);
    const applied = new Set(rows.map((r) => r.name));
    return expected.filter((name) => !applied.has(name));
  };
}
