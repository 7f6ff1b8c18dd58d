import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { SESSION_DAYS } from '../http/session.js';
import type { Viewer } from '../http/viewer.js';
import { newToken, TOKEN_PATTERN, tokenHash } from './tokens.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A session's expiry and last use are written at most this often (a read should not write each time). */
const TOUCH_MS = 60 * 60 * 1000;

export interface SessionMeta {
  ip: string;
  userAgent: string;
}

/** Opens a session for the member: the token for the cookie (only its hash is stored). */
export async function createSession(db: Db, userId: number, meta: SessionMeta): Promise<string> {
  const { token, hash } = newToken();
  await db
    .insertInto('sessions')
    .values({
      token_hash: hash,
      user_id: userId,
      expires_at: new Date(Date.now() + SESSION_DAYS * DAY_MS),
      ip: meta.ip.slice(0, 64),
      user_agent: meta.userAgent.slice(0, 300),
    })
    .execute();
  return token;
}

/**
 * The member of a session token, or null: unknown, expired or ended sessions, and members who are banned,
 * temporarily banned or disabled (a ban ends their sessions at once), open nothing.
 */
export async function sessionViewer(db: Db, token: string): Promise<Viewer | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const hash = tokenHash(token);
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('members as m', 'm.user_id', 's.user_id')
    .select(['m.user_id', 'm.username', 'm.avatar', 'm.status_id', 'm.role', 's.last_seen_at'])
    .where('s.token_hash', '=', hash)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .where('m.is_disabled', '=', 0)
    .where((eb) => eb.or([eb('m.banned_until', 'is', null), eb('m.banned_until', '<=', sql<Date>`now()`)]))
    .executeTakeFirst();
  if (!row) return null;
  if (Date.now() - new Date(row.last_seen_at).getTime() > TOUCH_MS) {
    await db
      .updateTable('sessions')
      .set({ last_seen_at: sql`now()`, expires_at: new Date(Date.now() + SESSION_DAYS * DAY_MS) })
      .where('token_hash', '=', hash)
      .execute();
  }
  return {
    user_id: row.user_id,
    username: row.username,
    avatar: row.avatar,
    status_id: row.status_id,
    role: row.role,
    session: hash,
  };
}

/** Ends one session (logout): its token opens nothing any more. */
export async function endSession(db: Db, session: Uint8Array): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', session).execute();
}

/** Ends every session of the member but `keep` (a password change ends the others). */
export async function endOtherSessions(db: Db, userId: number, keep: Uint8Array | null): Promise<void> {
  let q = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keep) q = q.where('token_hash', '<>', keep);
  await q.execute();
}
