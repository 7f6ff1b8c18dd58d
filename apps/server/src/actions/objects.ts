import type { CommentSection, FieldError, ObjectRef } from '@site/api';
import { type Kysely, sql } from 'kysely';
import type { Db } from '../db/database.js';
import { type Database, isPrivate, type SiteGender, VIDEO_STATUS } from '../db/schema.js';
import { refuse } from '../http/call.js';
import { CANONICAL_NUMBER, MAX_ID, readObjectRef } from '../http/fields.js';
import type { Viewer } from '../http/viewer.js';

/**
 * The objects the member actions are about, found as the reads show them: a video must be active (status 1),
 * and a private one exists only for its owner; an owner-only playlist only for its owner; models and
 * channels by dir (or id). What the viewer may not see is "not found" (404), so it is not revealed.
 */

/** A transaction or the database: the counters are kept in the transaction of the write. */
export type Tx = Kysely<Database>;

/** What the writes need of a video. */
export interface VideoRow {
  video_id: number;
  user_id: number;
  status_id: number;
  is_private: number;
  content_source_id: number | null;
  gender: SiteGender;
  video_viewed: number;
  likes: number;
  dislikes: number;
}

export async function findVideo(db: Tx, videoId: number): Promise<VideoRow | undefined> {
  return db
    .selectFrom('videos')
    .select([
      'video_id',
      'user_id',
      'status_id',
      'is_private',
      'content_source_id',
      'gender',
      'video_viewed',
      'likes',
      'dislikes',
    ])
    .where('video_id', '=', videoId)
    .executeTakeFirst();
}

/** A video the viewer can see: active, and public or their own. */
export function visibleTo(video: VideoRow, viewer: Viewer | null): boolean {
  if (video.status_id !== VIDEO_STATUS.active) return false;
  return !isPrivate(video.is_private) || viewer?.user_id === video.user_id;
}

/**
 * Whether the video counts in the public totals (its owner's, channel's, models' and categories'): listed,
 * so neither private nor of a hidden channel (`is_private` 0), as the listings and refreshStats read it.
 */
export const isPublic = (video: Pick<VideoRow, 'status_id' | 'is_private'>) =>
  video.status_id === VIDEO_STATUS.active && video.is_private === 0;

/** A visible video by id, or null (unknown, in moderation, deleted, or private and not the viewer's). */
export async function visibleVideo(db: Db, videoId: number, viewer: Viewer | null): Promise<VideoRow | null> {
  const video = await findVideo(db, videoId);
  return video && visibleTo(video, viewer) ? video : null;
}

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
      if (isPrivate(v.is_private)) return mine(v.user_id) ? { objectId: id, personal: true } : null;
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

/**
 * The numeric id of a model, channel, member or playlist the viewer can see, from the raw `object_id` (a
 * dir or an id; see `resolveThread` above), or null. The `usersupload` source marks member
 * uploads and is no channel (§2).
 */
export async function resolveObject(
  db: Db,
  section: Exclude<CommentSection, 'video'>,
  raw: string,
  viewer: Viewer | null,
): Promise<number | null> {
  const target = await resolveThread(db, section, raw, viewer);
  if (!target) return null;
  if (section === 'channel') {
    const row = await db
      .selectFrom('channels')
      .select('channel_id')
      .where('channel_id', '=', target.objectId)
      .where('dir', '<>', 'usersupload')
      .executeTakeFirst();
    return row ? target.objectId : null;
  }
  return target.objectId;
}

/**
 * The raw `object_id` of a declared act about a section, for `resolveObject`: the contract takes an id or a
 * dir for any section, the server a dir only for models and channels and an id only in canonical digits
 * (400 `invalid` on `object_id` otherwise).
 */
export function objectRefOf(section: string, ref: ObjectRef): string {
  const errors: FieldError[] = [];
  const raw = readObjectRef(section, { object_id: String(ref) }, errors);
  if (raw === null) throw refuse(400, 'invalid_params', errors);
  return raw;
}

/** A playlist's owner, or undefined when there is no such playlist. */
export async function playlistOwner(db: Tx, playlistId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('playlists')
    .select('user_id')
    .where('playlist_id', '=', playlistId)
    .executeTakeFirst();
  return row?.user_id;
}

/** Locks the rows of these members until the transaction ends (serializes one member's writes). */
export async function lockMembers(trx: Tx, userIds: number[]): Promise<void> {
  const ids = [...new Set(userIds)].sort((a, b) => a - b);
  await sql`select user_id from members where user_id in (${sql.join(ids)}) order by user_id for update`.execute(
    trx,
  );
}

/** A comment as the acts about it need it (its thread, author, parent and whether it was deleted). */
export interface CommentRef {
  comment_id: number;
  section: CommentSection;
  object_id: number;
  user_id: number;
  parent_id: number | null;
  deleted: boolean;
}

/**
 * A comment (deleted ones too: the caller decides) whose thread the viewer can see, or null: a comment
 * exists for the viewer when the object it hangs on does (`resolveThread`).
 */
export async function visibleComment(
  db: Db,
  commentId: number,
  viewer: Viewer | null,
): Promise<CommentRef | null> {
  const c = await db
    .selectFrom('comments')
    .select(['comment_id', 'section', 'object_id', 'user_id', 'parent_id', 'deleted_at'])
    .where('comment_id', '=', commentId)
    .executeTakeFirst();
  if (!c) return null;
  const thread =
    c.section === 'video'
      ? ((await visibleVideo(db, c.object_id, viewer))?.video_id ?? null)
      : await resolveObject(db, c.section, String(c.object_id), viewer);
  if (thread === null) return null;
  return {
    comment_id: c.comment_id,
    section: c.section,
    object_id: c.object_id,
    user_id: c.user_id,
    parent_id: c.parent_id,
    deleted: c.deleted_at !== null,
  };
}
