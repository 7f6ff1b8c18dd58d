import type { Db } from '../db/database.js';
import { hashPassword } from './passwords.js';

/** The password of the demo account (README). Only ever set on a database the demo seed has just filled. */
export const DEMO_PASSWORD = 'demo-password';

/**
 * Lets a developer sign in to the demo site: the first member of the demo content gets DEMO_PASSWORD and
 * a confirmed email. main.ts calls it only right after filling an empty database with demo content, so no
 * real site ever has this password. Returns the username, or null when there is no member.
 */
export async function openDemoAccount(db: Db): Promise<string | null> {
  const first = await db
    .selectFrom('members')
    .select(['user_id', 'username'])
    .orderBy('user_id')
    .executeTakeFirst();
  if (!first) return null;
  await db
    .updateTable('members')
    .set({ password_hash: await hashPassword(DEMO_PASSWORD), email_confirmed_at: new Date() })
    .where('user_id', '=', first.user_id)
    .execute();
  return first.username;
}
