import { CONTENT_PROVIDER_TERMS_VERSION } from '@site/api';
import type { Db } from '../db/database.js';
import type { MemberRole } from '../db/schema.js';
import { hashPassword } from './passwords.js';

/** The password of the demo accounts (README). Only ever set on a database the demo seed has just filled. */
export const DEMO_PASSWORD = 'demo-password';
/**
 * The password of the demo's legacy account: 5 characters, as the old rules allowed. It still signs in,
 * and the login asks the member to change it (password_change_required), so the flow can be seen and
 * tested (e2e). Like DEMO_PASSWORD, only on a database the demo seed has just filled.
 */
export const DEMO_LEGACY_PASSWORD = 'lamp7';

export interface DemoAccounts {
  /** A member (status 6: may also delete, re-add and hide own uploads). */
  member: string;
  /** A moderator, who reviews uploads. */
  moderator: string | null;
  /** An ordinary member whose password (DEMO_LEGACY_PASSWORD) predates the rules of new passwords. */
  legacy: string | null;
}

/**
 * Lets a developer sign in to the demo site: the first member of the demo content and the second (made a
 * moderator, so uploads can be reviewed) get DEMO_PASSWORD and a confirmed email; the third gets
 * DEMO_LEGACY_PASSWORD, a password of the old rules, and is asked to change it after signing in. The member is an ordinary
 * one: not trusted and not paid, so its uploads wait for review and its downloads ask to pay or describe
 * (payments/README.md). main.ts calls it only
 * right after filling an empty database with demo content, so no real site ever has this password.
 * Both are approved uploaders (verification/, provider `demo`, no identity records), so the demo uploads
 * while UPLOADS_VERIFIED_ONLY is on (NODE_ENV=production, as `pnpm start` runs).
 * Returns their usernames, or null when there is no member.
 */
export async function openDemoAccounts(db: Db): Promise<DemoAccounts | null> {
  const firsts = await db
    .selectFrom('members')
    .select(['user_id', 'username'])
    .orderBy('user_id')
    .limit(3)
    .execute();
  const [member, moderator, legacy] = firsts;
  if (!member) return null;
  const [demoHash, legacyHash] = await Promise.all([
    hashPassword(DEMO_PASSWORD),
    hashPassword(DEMO_LEGACY_PASSWORD),
  ]);
  const open = (userId: number, role: MemberRole, status_id: number, password_hash = demoHash) =>
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
  if (legacy) await open(legacy.user_id, 'member', 2, legacyHash);
  const uploaders = [member, moderator].flatMap((m) => (m ? [m.user_id] : []));
  await db
    .insertInto('uploader_applications')
    .values(
      uploaders.map((user_id) => ({
        user_id,
        status: 'approved' as const,
        provider: 'demo',
        terms_version: CONTENT_PROVIDER_TERMS_VERSION,
        terms_accepted_at: new Date(),
        submitted_at: new Date(),
        decided_at: new Date(),
      })),
    )
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  return {
    member: member.username,
    moderator: moderator?.username ?? null,
    legacy: legacy?.username ?? null,
  };
}
