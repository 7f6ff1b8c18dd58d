import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { MemberTokensTable } from '../db/schema.js';
import { newToken, TOKEN_PATTERN, tokenHash } from './tokens.js';

/**
 * The single-use links of emails (table member_tokens): confirming the address after sign-up, and
 * restoring a forgotten password. The link carries a random token (tokens.ts); the table keeps only its
 * SHA-256, when it expires and when it was used. A token is used by one atomic UPDATE, so two requests
 * racing with one link cannot both succeed.
 */

export type LinkPurpose = MemberTokensTable['purpose'];

/** How long a link works: confirmation 48 hours, password restore 1 hour, an e-mail change 24 hours. */
export const LINK_TTL_MS: Record<LinkPurpose, number> = {
  confirm: 48 * 60 * 60 * 1000,
  restore: 60 * 60 * 1000,
  email: 24 * 60 * 60 * 1000,
};

/**
 * Issues a link token for the member (`db` may be a transaction); returns the token for the mail. `email`:
 * the new address an e-mail change's link carries.
 */
export async function issueLink(
  db: Db,
  userId: number,
  purpose: LinkPurpose,
  email: string | null = null,
): Promise<string> {
  const { token, hash } = newToken();
  await db
    .insertInto('member_tokens')
    .values({
      token_hash: hash,
      user_id: userId,
      purpose,
      expires_at: new Date(Date.now() + LINK_TTL_MS[purpose]),
      email,
    })
    .execute();
  return token;
}

/** The member of a link token that can still be used (unused, not expired), or null. Uses nothing. */
export async function linkMember(db: Db, token: unknown, purpose: LinkPurpose): Promise<number | null> {
  if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) return null;
  const row = await db
    .selectFrom('member_tokens')
    .select('user_id')
    .where('token_hash', '=', tokenHash(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/**
 * Uses a link token: marks it used and returns its member, or null when it is unknown, of another
 * purpose, already used or expired (a replayed link opens nothing).
 */
export async function useLink(db: Db, token: unknown, purpose: LinkPurpose): Promise<number | null> {
  if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) return null;
  const row = await db
    .updateTable('member_tokens')
    .set({ used_at: sql`now()` })
    .where('token_hash', '=', tokenHash(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** Uses an e-mail change's link (as `useLink`): its member and the new address, or null. */
export async function useEmailLink(
  db: Db,
  token: unknown,
): Promise<{ user_id: number; email: string } | null> {
  if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) return null;
  const row = await db
    .updateTable('member_tokens')
    .set({ used_at: sql`now()` })
    .where('token_hash', '=', tokenHash(token))
    .where('purpose', '=', 'email')
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['user_id', 'email'])
    .executeTakeFirst();
  return row?.email ? { user_id: row.user_id, email: row.email } : null;
}

/** Ends the member's open links of a purpose (a newer restore link, a new password, a confirmed address). */
export async function dropLinks(db: Db, userId: number, purpose: LinkPurpose): Promise<void> {
  await db
    .updateTable('member_tokens')
    .set({ used_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}
