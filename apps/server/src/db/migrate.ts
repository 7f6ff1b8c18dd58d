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

/** Kysely's migrator fed with plain SQL files, applied in name order, once each. */
class SqlFileProvider implements MigrationProvider {
  constructor(private readonly dir: string) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await readdir(this.dir)).filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f)).sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      const text = await readFile(join(this.dir, file), 'utf8');
      migrations[file.replace(/\.sql$/, '')] = {
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
