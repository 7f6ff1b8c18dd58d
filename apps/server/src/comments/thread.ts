import { type Comment, type CommentSection, REPLY_CAP, type ThreadComment } from '@site/api';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/**
 * The most top-level comments a thread answer carries (newest first; each with up to REPLY_CAP replies);
 * `total_count` is always the whole thread's. The contract sends the thread whole and the block pages it
 * locally (10 a page); the caps only bound the answer of a pathological thread.
 */
export const THREAD_CAP = 1000;

interface CommentRow {
  comment_id: number;
  user_id: number;
  username: string;
  avatar: string | null;
  comment: string;
  likes: number;
  dislikes: number;
  added_ms: number;
  deleted: boolean;
  edited: boolean;
  my_vote: number | null;
}

interface TopRow extends CommentRow {
  reply_count: number;
  replies: CommentRow[];
}

/** A row as the contract has it; a deleted comment keeps only its id, author id, counts and date. */
function toComment(row: CommentRow, parentId: number | null): Comment {
  const deleted = row.deleted;
  return {
    comment_id: row.comment_id,
    user_id: row.user_id,
    username: deleted ? '' : row.username,
    avatar: deleted ? null : row.avatar || null,
    comment: deleted ? '' : row.comment,
    likes: row.likes,
    dislikes: row.dislikes,
    added_date: new Date(row.added_ms).toISOString(),
    parent_id: parentId,
    deleted: deleted ? 1 : 0,
    my_vote: deleted || (row.my_vote !== 0 && row.my_vote !== 1) ? null : row.my_vote,
    edited: !deleted && row.edited ? 1 : 0,
  };
}

/**
 * The thread in one statement: its top-level comments newest first (the id breaking ties; index
 * `comments_top`), up to THREAD_CAP, each with its replies oldest first (`comments_replies`), up to
 * REPLY_CAP, and their count. A deleted comment is left out, unless it is a top-level one with replies
 * (then it is a placeholder). The total counts every comment not deleted, replies included: the whole thread
 * (index only, `comments_thread`) less its deleted ones (`comments_deleted`). With `viewerId` (a member's
 * fresh answer, never a shared one) each comment carries the member's own vote.
 */
export async function listComments(
  db: Db,
  section: CommentSection,
  objectId: number,
  viewerId: number | null = null,
): Promise<{ comments: ThreadComment[]; total: number }> {
  const myVote = (alias: string) =>
    sql`(select v.vote from votes v where v.user_id = ${viewerId}::int and v.section = 'comment' and v.object_id = ${sql.ref(`${alias}.comment_id`)})`;
  const live = sql`r.deleted_at is null`;
  const result = await sql<{ total: number; comments: TopRow[] }>`select
      (select count(*)::int from comments where section = ${section} and object_id = ${objectId})
        - (select count(*)::int from comments where section = ${section} and object_id = ${objectId} and deleted_at is not null)
        as total,
      (select coalesce(json_agg(t order by t.ord), '[]'::json) from (
        select c.comment_id, c.user_id, m.username, m.avatar, c.comment, c.likes, c.dislikes,
          extract(epoch from c.added_date)::float8 * 1000 as added_ms,
          c.deleted_at is not null as deleted,
          c.edited_at is not null as edited,
          ${myVote('c')} as my_vote,
          (select count(*)::int from comments r where r.parent_id = c.comment_id and ${live}) as reply_count,
          (select coalesce(json_agg(rr order by rr.ord), '[]'::json) from (
            select r.comment_id, r.user_id, rm.username, rm.avatar, r.comment, r.likes, r.dislikes,
              extract(epoch from r.added_date)::float8 * 1000 as added_ms,
              false as deleted,
              r.edited_at is not null as edited,
              ${myVote('r')} as my_vote,
              row_number() over (order by r.added_date, r.comment_id) as ord
            from comments r join members rm on rm.user_id = r.user_id
            where r.parent_id = c.comment_id and ${live}
            order by r.added_date, r.comment_id
            limit ${REPLY_CAP}) rr) as replies,
          row_number() over (order by c.added_date desc, c.comment_id desc) as ord
        from comments c join members m on m.user_id = c.user_id
        where c.section = ${section} and c.object_id = ${objectId} and c.parent_id is null
          and (c.deleted_at is null
            or exists (select 1 from comments r where r.parent_id = c.comment_id and ${live}))
        order by c.added_date desc, c.comment_id desc
        limit ${THREAD_CAP}) t) as comments`.execute(db);
  const row = result.rows[0];
  return {
    total: Math.max(0, row?.total ?? 0),
    comments: (row?.comments ?? []).map((c) => ({
      ...toComment(c, null),
      replies: c.replies.map((r) => toComment(r, c.comment_id)),
      reply_count: c.reply_count,
    })),
  };
}
