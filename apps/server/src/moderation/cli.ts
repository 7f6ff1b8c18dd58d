/**
 * The staff roles from the command line (#12): the first admin cannot be made from the console.
 *
 *   node --conditions=@site/source --import tsx src/moderation/cli.ts make-admin <username>
 *   node --conditions=@site/source --import tsx src/moderation/cli.ts set-role <username> <member|moderator|admin>
 *
 * On DATABASE_URL's PostgreSQL, else the PGlite database in DATA_DIR (as the server opens it); the
 * database is migrated first. The change is written to the audit log (actor: none, `via: cli`).
 */
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import { loadConfig } from '../config.js';
import { type Db, openDatabase, pgliteDirFor } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { MEMBER_ROLES, type MemberRole } from '../db/schema.js';
import { audit } from './audit.js';

export class CliError extends Error {}

const USAGE = 'usage: cli.ts make-admin <username> | set-role <username> <member|moderator|admin>';

/** Sets a member's role by username (case-insensitive); answers a line for the console. */
export async function setRole(db: Db, username: string, role: MemberRole): Promise<string> {
  const member = await db
    .selectFrom('members')
    .select(['user_id', 'username', 'role'])
    .where(sql<boolean>`lower(username) = ${username.toLowerCase()}`)
    .executeTakeFirst();
  if (!member) throw new CliError(`No member named ${username}`);
  if (member.role === role) return `${member.username} is already ${role}`;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('members')
      .set({ role, updated_at: sql`now()` })
      .where('user_id', '=', member.user_id)
      .execute();
    await audit(trx, null, 'role', 'member', member.user_id, { from: member.role, to: role, via: 'cli' });
  });
  return `${member.username}: ${member.role} → ${role}`;
}

/** Runs one command (the arguments after the script) on `db`. */
export async function runCli(db: Db, args: readonly string[]): Promise<string> {
  const [command, username, role] = args;
  if (command === 'make-admin' && username && args.length === 2) return setRole(db, username, 'admin');
  if (command === 'set-role' && username && role && args.length === 3) {
    if (!(MEMBER_ROLES as readonly string[]).includes(role))
      throw new CliError(`Unknown role ${role}. ${USAGE}`);
    return setRole(db, username, role as MemberRole);
  }
  throw new CliError(USAGE);
}

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirFor(config.dataDir) });
  try {
    await migrate(db);
    console.log(await runCli(db, process.argv.slice(2)));
  } finally {
    await db.destroy();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof CliError ? error.message : error);
    process.exitCode = 1;
  });
}
