import type { Comment, CommentSection } from '@site/api';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { VIDEO_STATUS } from '../db/schema.js';
import type { Viewer } from '../http/viewer.js';
import { CANONICAL_NUMBER, MAX_ID } from './params.js';

/**
 * The most comments a thread answer carries (newest first); `total_count` is always the whole thread's.
 * The contract sends the thread whole and the block pages it locally (10 a page); the cap only bounds the
 * answer of a pathological thread.
 */
export const THREAD_CAP = 1000;

/** Where a thread hangs, once resolved: the numeric object id, and whether the answer is the viewer's own. */
export interface ThreadTarget {
  objectId: number;
  /** The object is owner-only (a private video, an owner-only playlist) and the viewer owns it. */
  personal: boolean;
}

const asId = (raw: string): number | null => {
  if (!CANONICAL_NUMBER.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= MAX_ID ? n : null;
};

/**
 * Resolves the object a thread hangs on, or null when it does not exist for this viewer (unknown, deleted
 * or in moderation, or owner-only and not the viewer's: answered 404 so it is not revealed). Videos,
 * members and playlists go by numeric id; models and channels by dir, or by numeric id when no dir matches.
 */
export async function resolveThread(
  db: Db,
  section: CommentSection,
  raw: string,
  viewer: Viewer | null,
): Promise<ThreadTarget | null> {
  const id = asId(raw);
  const mine = (owner: number) => viewer !== null && viewer.user_id === owner;
  switch (section) {
    case 'video': {
      if (id === null) return null;
      const v = await db
        .selectFrom('videos')
        .select(['user_id', 'status_id', 'is_private'])
        .where('video_id', '=', id)
        .executeTakeFirst();
      if (!v || v.status_id !== VIDEO_STATUS.active) return null;
      if (v.is_private === 1) return mine(v.user_id) ? { objectId: id, personal: true } : null;
      return { objectId: id, personal: false };
    }
    case 'member': {
      if (id === null) return null;
      const m = await db.selectFrom('members').select('user_id').where('user_id', '=', id).executeTakeFirst();
      return m ? { objectId: id, personal: false } : null;
    }
    case 'playlist': {
      if (id === null) return null;
      const p = await db
        .selectFrom('playlists')
        .select(['user_id', 'visible'])
        .where('playlist_id', '=', id)
        .executeTakeFirst();
      if (!p) return null;
      if (p.visible !== 1) return mine(p.user_id) ? { objectId: id, personal: true } : null;
      return { objectId: id, personal: false };
    }
    case 'model': {
      const m = await db
        .selectFrom('models')
        .select('model_id as id')
        .where((eb) =>
          id === null ? eb('dir', '=', raw) : eb.or([eb('dir', '=', raw), eb('model_id', '=', id)]),
        )
        .orderBy(sql`dir = ${raw}`, 'desc')
        .limit(1)
        .executeTakeFirst();
      return m ? { objectId: m.id, personal: false } : null;
    }
    case 'channel': {
      const c = await db
        .selectFrom('channels')
        .select('channel_id as id')
        .where((eb) =>
          id === null ? eb('dir', '=', raw) : eb.or([eb('dir', '=', raw), eb('channel_id', '=', id)]),
        )
        .orderBy(sql`dir = ${raw}`, 'desc')
        .limit(1)
        .executeTakeFirst();
      return c ? { objectId: c.id, personal: false } : null;
    }
  }
}

interface CommentRow {
  comment_id: number;
  user_id: number;
  username: string;
  avatar: string | null;
  comment: string;
  likes: number;
  dislikes: number;
  added_ms: number;
}

/** The thread, newest first (the id breaking ties), with its total: one statement (index `comments_thread`). */
export async function listComments(
  db: Db,
  section: CommentSection,
  objectId: number,
): Promise<{ comments: Comment[]; total: number }> {
  const thread = db
    .selectFrom('comments as c')
    .where('c.section', '=', section)
    .where('c.object_id', '=', objectId);
  const order = sql`c.added_date desc, c.comment_id desc`;
  const page = thread
    .innerJoin('members as m', 'm.user_id', 'c.user_id')
    .select([
      'c.comment_id',
      'c.user_id',
      'm.username',
      'm.avatar',
      'c.comment',
      'c.likes',
      'c.dislikes',
      sql<number>`extract(epoch from c.added_date)::float8 * 1000`.as('added_ms'),
      sql<number>`row_number() over (order by ${order})`.as('ord'),
    ])
    .orderBy(order)
    .limit(THREAD_CAP);
  const result = await db
    .selectNoFrom([
      thread.select(sql<number>`count(*)::int`.as('n')).as('total'),
      sql<CommentRow[]>`(select coalesce(json_agg(t order by t.ord), '[]'::json) from ${page} as t)`.as(
        'comments',
      ),
    ])
    .executeTakeFirstOrThrow();
  return {
    total: result.total ?? 0,
    comments: result.comments.map((c) => ({
      comment_id: c.comment_id,
      user_id: c.user_id,
      username: c.username,
      avatar: c.avatar || null,
      comment: c.comment,
      likes: c.likes,
      dislikes: c.dislikes,
      added_date: new Date(c.added_ms).toISOString(),
    })),
  };
}
