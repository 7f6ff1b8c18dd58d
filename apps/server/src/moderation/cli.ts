/**
 * The staff roles from the command line (#12): the first admin cannot be made from the console.
 *
 *   node dist/cli.js make-admin <username>          (from source: pnpm admin make-admin <username>)
 *   node dist/cli.js set-role <username> <member|moderator|admin>
 *
 * Run by the command line of cli-main.ts, which opens the database and migrates it first. The change is
 * written to the audit log (actor: none, `via: cli`).
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { MEMBER_ROLES, type MemberRole } from '../db/schema.js';
import { audit } from './audit.js';

export class CliError extends Error {}

const USAGE = 'usage: make-admin <username> | set-role <username> <member|moderator|admin>';

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
