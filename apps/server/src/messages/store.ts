import type { Dialog, Message } from '@site/api';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/**
 * The private messages of §3 in the `messages` table (migration 0002): sending, the dialog list and one
 * dialog. A dialog is the set of messages between two members; the viewer is always one of the two, so a
 * member can only ever read their own dialogs.
 */

/** Anti-spam: at most this many messages per sender in MESSAGE_WINDOW_MINUTES (counted from the table). */
export const MESSAGE_LIMIT = 30;
export const MESSAGE_WINDOW_MINUTES = 10;
/** The most dialogs the list carries (newest first); the contract has no paging. */
export const DIALOGS_CAP = 1000;
/** The most messages one dialog answer carries: the newest ones, sent oldest first. */
export const CONVERSATION_CAP = 1000;

/** A member messages can go to: present and not switched off (§8 disabled_user). */
export async function recipientExists(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('members')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('is_disabled', '=', 0)
    .executeTakeFirst();
  return row !== undefined;
}

/** Messages the member sent in the last MESSAGE_WINDOW_MINUTES (index `messages_sent_recent`). */
export async function recentlySent(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('messages')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('from_user_id', '=', userId)
    .where('created_at', '>', sql<Date>`now() - make_interval(mins => ${MESSAGE_WINDOW_MINUTES})`)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Stores a message; its id and when it was stored (UTC). */
export async function storeMessage(
  db: Db,
  from: number,
  to: number,
  text: string,
): Promise<{ id: number; at: Date }> {
  const row = await db
    .insertInto('messages')
    .values({ from_user_id: from, to_user_id: to, message: text })
    .returning(['m_id', sql<number>`extract(epoch from created_at)::float8 * 1000`.as('at_ms')])
    .executeTakeFirstOrThrow();
  return { id: row.m_id, at: new Date(row.at_ms) };
}

interface DialogRow {
  u_id: number;
  username: string;
  avatar: string | null;
  at_ms: number;
  message: string;
  unread: number;
}

/**
 * The member's dialogs, newest first: per other member the last message (either way) and how many of
 * theirs the member has not read. One statement over the indexes `messages_from`, `messages_to` and
 * `messages_unread`.
 */
export async function listDialogs(db: Db, userId: number): Promise<Dialog[]> {
  const { rows } = await sql<DialogRow>`
    with sent_and_got as (
      select to_user_id as other, m_id, message, created_at from messages where from_user_id = ${userId}
      union all
      select from_user_id as other, m_id, message, created_at from messages where to_user_id = ${userId}
    ),
    mine as (
      select s.* from sent_and_got s
      left join dialog_clears c on c.user_id = ${userId} and c.other_id = s.other
      where c.cleared_m_id is null or s.m_id > c.cleared_m_id
    ),
    last as (
      select distinct on (other) other, m_id, message, created_at
      from mine
      order by other, created_at desc, m_id desc
    ),
    unread as (
      select from_user_id as other, count(*)::int as n
      from messages m
      left join dialog_clears c on c.user_id = ${userId} and c.other_id = m.from_user_id
      where to_user_id = ${userId} and is_read = 0 and (c.cleared_m_id is null or m.m_id > c.cleared_m_id)
      group by from_user_id
    )
    select l.other as u_id, m.username, m.avatar,
      extract(epoch from l.created_at)::float8 * 1000 as at_ms,
      l.message, coalesce(u.n, 0)::int as unread
    from last l
    join members m on m.user_id = l.other
    left join unread u on u.other = l.other
    order by l.created_at desc, l.m_id desc
    limit ${DIALOGS_CAP}
  `.execute(db);
  return rows.map((r) => ({
    u_id: r.u_id,
    username: r.username,
    avatar: r.avatar || null,
    m_added_date: new Date(Number(r.at_ms)).toISOString(),
    m_message: r.message,
    unread: Number(r.unread),
  }));
}

interface MessageRow {
  m_id: number;
  is_read: number;
  message: string;
  at_ms: number;
  from_user_id: number;
}

/**
 * One dialog between the member and `otherId`, oldest first (the client groups it by date), with the read
 * flags as they were when asked; then the other member's messages to the viewer are marked read. In one
 * transaction, so a message arriving meanwhile is either shown and marked, or neither.
 */
export async function readConversation(db: Db, userId: number, otherId: number): Promise<Message[]> {
  return db.transaction().execute(async (trx) => {
    const cleared = await clearedBefore(trx, userId, otherId);
    const rows = await trx
      .selectFrom('messages')
      .select([
        'm_id',
        'is_read',
        'message',
        'from_user_id',
        sql<number>`extract(epoch from created_at)::float8 * 1000`.as('at_ms'),
      ])
      .where((eb) =>
        eb.or([
          eb.and([eb('from_user_id', '=', userId), eb('to_user_id', '=', otherId)]),
          eb.and([eb('from_user_id', '=', otherId), eb('to_user_id', '=', userId)]),
        ]),
      )
      .where('m_id', '>', cleared)
      .orderBy('created_at', 'desc')
      .orderBy('m_id', 'desc')
      .limit(CONVERSATION_CAP)
      .execute();
    const shown = rows as MessageRow[];
    const lastShown = shown[0]?.m_id;
    if (lastShown !== undefined) {
      await markReadUpTo(trx, userId, otherId, lastShown);
    }
    return shown.reverse().map((r) => ({
      m_id: r.m_id,
      m_is_read: r.is_read === 1 ? 1 : 0,
      m_message: r.message,
      m_time: new Date(Number(r.at_ms)).toISOString(),
      u_id: r.from_user_id,
    }));
  });
}

/** The newest message of the dialog the member deleted for themself (0: never deleted): they see only later ones. */
async function clearedBefore(db: Db, userId: number, otherId: number): Promise<number> {
  const row = await db
    .selectFrom('dialog_clears')
    .select('cleared_m_id')
    .where('user_id', '=', userId)
    .where('other_id', '=', otherId)
    .executeTakeFirst();
  return row?.cleared_m_id ?? 0;
}

/** The newest message between the two members (either way) the member still sees; null: none. */
async function newestShown(db: Db, userId: number, otherId: number): Promise<number | null> {
  const cleared = await clearedBefore(db, userId, otherId);
  const row = await db
    .selectFrom('messages')
    .select(sql<number | null>`max(m_id)`.as('m'))
    .where((eb) =>
      eb.or([
        eb.and([eb('from_user_id', '=', userId), eb('to_user_id', '=', otherId)]),
        eb.and([eb('from_user_id', '=', otherId), eb('to_user_id', '=', userId)]),
      ]),
    )
    .where('m_id', '>', cleared)
    .executeTakeFirst();
  return row?.m ?? null;
}

/**
 * Deletes the dialog with `otherId` for the member only (#32 item 5): their view of it starts after its newest
 * message now, and the other member's messages so far count as read (the header's count follows). The other
 * member keeps every message; a new one either way starts the dialog again. False: nothing to delete.
 */
export async function deleteDialog(db: Db, userId: number, otherId: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const newest = await newestShown(trx, userId, otherId);
    if (newest === null) return false;
    await trx
      .insertInto('dialog_clears')
      .values({ user_id: userId, other_id: otherId, cleared_m_id: newest })
      .onConflict((oc) =>
        oc.columns(['user_id', 'other_id']).doUpdateSet({ cleared_m_id: newest, cleared_at: sql`now()` }),
      )
      .execute();
    await markReadUpTo(trx, userId, otherId, newest);
    return true;
  });
}

/**
 * Marks the dialog with `otherId` unread (#32 item 5): the other member's newest message to the member (that
 * they still see) is unread again, so the dialog list and the header count it. False: no such message.
 */
export async function markDialogUnread(db: Db, userId: number, otherId: number): Promise<boolean> {
  const cleared = await clearedBefore(db, userId, otherId);
  const last = await db
    .selectFrom('messages')
    .select('m_id')
    .where('from_user_id', '=', otherId)
    .where('to_user_id', '=', userId)
    .where('m_id', '>', cleared)
    .orderBy('m_id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!last) return false;
  await db.updateTable('messages').set({ is_read: 0 }).where('m_id', '=', last.m_id).execute();
  return true;
}

/** Marks read what `otherId` sent `userId` up to message `upTo` (a dialog shown, or deleted for `userId`). */
async function markReadUpTo(trx: Db, userId: number, otherId: number, upTo: number): Promise<void> {
  await trx
    .updateTable('messages')
    .set({ is_read: 1 })
    .where('from_user_id', '=', otherId)
    .where('to_user_id', '=', userId)
    .where('is_read', '=', 0)
    .where('m_id', '<=', upTo)
    .execute();
}
