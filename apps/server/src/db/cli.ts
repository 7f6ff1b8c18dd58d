/**
 * The database's commands of the command line (cli-main.ts): `db:migrate` applies the pending migrations,
 * `db:status` lists every migration with when it was applied, or `pending`.
 */
import type { Db } from './database.js';
import { migrate, migrationStatus } from './migrate.js';

export const DB_COMMANDS = ['db:migrate', 'db:status'] as const;
export type DbCommand = (typeof DB_COMMANDS)[number];

export function isDbCommand(command: string | undefined): command is DbCommand {
  return (DB_COMMANDS as readonly (string | undefined)[]).includes(command);
}

/** Runs one database command on `db`; answers the lines for the console. */
export async function runDbCommand(db: Db, command: DbCommand): Promise<string> {
  if (command === 'db:migrate') {
    const applied = await migrate(db);
    return applied.length > 0 ? `Applied migrations: ${applied.join(', ')}` : 'No pending migrations.';
  }
  const states = await migrationStatus(db);
  const pending = states.filter((s) => !s.appliedAt).length;
  const lines = states.map((s) => `${s.name}  ${s.appliedAt ? s.appliedAt.toISOString() : 'pending'}`);
  lines.push(
    pending > 0
      ? `${pending} pending of ${states.length}: apply them with db:migrate (the server also does at start).`
      : `All ${states.length} migrations applied.`,
  );
  return lines.join('\n');
}
