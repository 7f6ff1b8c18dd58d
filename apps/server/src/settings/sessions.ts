import type { AccountSession } from '@site/api';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { iso } from '../lib/time.js';

/** The most sessions listed (a member signed in on more devices sees the most recently used). */
const SESSIONS_LISTED = 100;

/**
 * The member's open sessions, most recently seen first; `current` marks the one asking. `last_seen_at` is
 * written at most hourly (accounts/sessions.ts), so it is the last use within the hour.
 */
export async function listSessions(db: Db, userId: number, current: Uint8Array): Promise<AccountSession[]> {
  const rows = await db
    .selectFrom('sessions')
    .select(['session_id', 'token_hash', 'user_agent', 'created_at', 'last_seen_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', sql<Date>`now()`)
    .orderBy('last_seen_at', 'desc')
    .orderBy('session_id', 'desc')
    .limit(SESSIONS_LISTED)
    .execute();
  const mine = Buffer.from(current);
  return rows.map((row) => ({
    session_id: row.session_id,
    user_agent: row.user_agent,
    created_at: iso(row.created_at),
    last_seen_at: iso(row.last_seen_at),
    current: mine.equals(Buffer.from(row.token_hash)),
  }));
}

/**
 * Ends one of the member's OTHER sessions by its number: its cookie opens nothing any more. False when the
 * number is not another open session of theirs (someone else's, unknown, or the asking one: that is a
 * logout).
 */
export async function endSessionById(
  db: Db,
  userId: number,
  sessionId: number,
  current: Uint8Array,
): Promise<boolean> {
  const ended = await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('session_id', '=', sessionId)
    .where('token_hash', '<>', current)
    .returning('session_id')
    .executeTakeFirst();
  return ended !== undefined;
}
