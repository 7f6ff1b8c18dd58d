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
        // The whole file in one statement without parameters: PostgreSQL's simple-query protocol runs
        // every statement in it (on PGlite too, db/database.ts), inside the migrator's transaction.
        up: async (db) => {
          await sql.raw(text).execute(db);
        },
      };
    }
    return migrations;
  }
}

interface MigrateOptions {
  /** The PostgreSQL schema of the migration tables, when it is not the default. */
  schema?: string | undefined;
  /** The folder of the .sql files (default: the app's). */
  dir?: string;
}

function migratorFor(db: Db, options: MigrateOptions): Migrator {
  return new Migrator({
    db,
    provider: new SqlFileProvider(options.dir ?? migrationsDir()),
    ...(options.schema ? { migrationTableSchema: options.schema } : {}),
  });
}

/** Applies the pending migrations, in name order; answers the names applied. */
export async function migrate(db: Db, options: MigrateOptions = {}): Promise<string[]> {
  const { error, results } = await migratorFor(db, options).migrateToLatest();
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

export interface MigrationState {
  name: string;
  /** When it was applied; undefined: pending. */
  appliedAt: Date | undefined;
}

/** Every migration file, in name order, with when it was applied (changes nothing). */
export async function migrationStatus(db: Db, options: MigrateOptions = {}): Promise<MigrationState[]> {
  const migrations = await migratorFor(db, options).getMigrations();
  return migrations.map((m) => ({ name: m.name, appliedAt: m.executedAt }));
}
