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

/** Kysely's migrator fed with plain SQL files, applied in name order, once each. */
class SqlFileProvider implements MigrationProvider {
  constructor(private readonly dir: string) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await readdir(this.dir)).filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f)).sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      const text = await readFile(join(this.dir, file), 'utf8');
      migrations[file.replace(/\.sql$/, '')] = {
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
