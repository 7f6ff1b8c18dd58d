import type { Db } from '../db/database.js';
import type { MemberRole } from '../db/schema.js';
import { hashPassword } from './passwords.js';

/** The password of the demo accounts (README). Only ever set on a database the demo seed has just filled. */
export const DEMO_PASSWORD = 'demo-password';

export interface DemoAccounts {
  /** A member (status 6: may also delete, re-add and hide own uploads). */
  member: string;
  /** A moderator, who reviews uploads. */
  moderator: string | null;
}

/**
 * Lets a developer sign in to the demo site: the first member of the demo content and the second (made a
 * moderator, so uploads can be reviewed) get DEMO_PASSWORD and a confirmed email. The member is an ordinary
 * one: not trusted and not paid, so its uploads wait for review and its downloads ask to pay or describe
 * (payments/README.md). main.ts calls it only
 * right after filling an empty database with demo content, so no real site ever has this password.
 * Returns their usernames, or null when there is no member.
 */
export async function openDemoAccounts(db: Db): Promise<DemoAccounts | null> {
  const firsts = await db
    .selectFrom('members')
    .select(['user_id', 'username'])
    .orderBy('user_id')
    .limit(2)
    .execute();
  const [member, moderator] = firsts;
  if (!member) return null;
  const password_hash = await hashPassword(DEMO_PASSWORD);
  const open = (userId: number, role: MemberRole, status_id: number) =>
    db
      .updateTable('members')
      .set({
        password_hash,
        email_confirmed_at: new Date(),
        role,
        status_id,
        is_trusted: 0,
        paid_until: null,
      })
      .where('user_id', '=', userId)
      .execute();
  await open(member.user_id, 'member', 6);
  if (moderator) await open(moderator.user_id, 'moderator', 2);
  return { member: member.username, moderator: moderator?.username ?? null };
}
