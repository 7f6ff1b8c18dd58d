import type { Gender } from '@site/api';
import type { FastifyRequest } from 'fastify';
import type { Insertable } from 'kysely';
import type { Db } from '../db/database.js';
import type { MembersTable, PlaylistsTable, VideosTable } from '../db/schema.js';
import type { Viewer } from '../http/viewer.js';

/**
 * Test fixtures of the community reads: small, readable inserts with neutral words. Tests insert what they
 * need, then call `refreshStats(db)` so the denormalized counters match the rows.
 */

/**
 * The request header the stubbed viewer reads in the read tests, which are about what a member sees, not
 * how they signed in (sessions have their own tests: accounts/*.test.ts).
 */
export const VIEWER_HEADER = 'x-test-viewer';

/** A stand-in for `viewerOf`: the member named by the test header, else a visitor. */
export function stubViewerOf(request: FastifyRequest): Viewer | null {
  const id = request.headers[VIEWER_HEADER];
  return typeof id === 'string' && /^[1-9][0-9]*$/.test(id)
    ? {
        user_id: Number(id),
        username: '',
        avatar: null,
        status_id: 2,
        role: 'member',
        session: new Uint8Array(32),
      }
    : null;
}

/** Headers of a request made as this member. */
export const as = (userId: number) => ({ [VIEWER_HEADER]: String(userId) });

const DAY = 86_400_000;

/** A date `days` ago (fractions allowed). */
export const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

/** A birth date for someone `years` old (and a few months more, far from a birthday). */
export function bornYearsAgo(years: number): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCMonth(d.getUTCMonth() - 4);
  return d.toISOString().slice(0, 10);
}

export async function addMember(db: Db, values: Partial<Insertable<MembersTable>> & { username: string }) {
  const row = await db.insertInto('members').values(values).returning('user_id').executeTakeFirstOrThrow();
  return row.user_id;
}

let videoSeq = 0;

export async function addVideo(db: Db, values: Partial<Insertable<VideosTable>> & { user_id: number }) {
  videoSeq += 1;
  const title = values.title ?? `Calm river ${videoSeq}`;
  const row = await db
    .insertInto('videos')
    .values({
      title,
      dir: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      duration: 600,
      status_id: 1,
      ...values,
    })
    .returning('video_id')
    .executeTakeFirstOrThrow();
  if (values.thumb === undefined) {
    await db
      .updateTable('videos')
      .set({ thumb: `/media/thumbs/${row.video_id}.jpg` })
      .where('video_id', '=', row.video_id)
      .execute();
  }
  return row.video_id;
}

export async function addPlaylist(
  db: Db,
  values: Partial<Insertable<PlaylistsTable>> & { user_id: number; title: string },
  videos: number[] = [],
) {
  const row = await db
    .insertInto('playlists')
    .values({ dir: values.title.toLowerCase().replace(/[^a-z0-9]+/g, '-'), ...values })
    .returning('playlist_id')
    .executeTakeFirstOrThrow();
  // The first video given is the newest added (the order the playlist shows).
  for (const [i, videoId] of videos.entries()) {
    await db
      .insertInto('playlist_videos')
      .values({ playlist_id: row.playlist_id, video_id: videoId, added_at: daysAgo(i / 24) })
      .execute();
  }
  return row.playlist_id;
}

/** An accepted friendship: a row each way with status 1; a request is one row with status 0. */
export async function befriend(db: Db, a: number, b: number, accepted = true) {
  const rows = accepted
    ? [
        { user_id: a, friend_id: b, status: 1 },
        { user_id: b, friend_id: a, status: 1 },
      ]
    : [{ user_id: a, friend_id: b, status: 0 }];
  await db.insertInto('friends').values(rows).execute();
}

export async function subscribe(
  db: Db,
  userId: number,
  section: 'model' | 'channel' | 'member',
  objectId: number,
  created: Date = new Date(),
) {
  await db
    .insertInto('subscriptions')
    .values({ user_id: userId, section, object_id: objectId, created_at: created })
    .execute();
}

export async function addModel(db: Db, dir: string, values: { country?: string; gender?: Gender } = {}) {
  const row = await db
    .insertInto('models')
    .values({ dir, title: dir.replace(/-/g, ' '), img: `/media/models/${dir}.jpg`, ...values })
    .returning('model_id')
    .executeTakeFirstOrThrow();
  return row.model_id;
}

export async function addChannel(db: Db, dir: string, values: { is_hidden?: number } = {}) {
  const row = await db
    .insertInto('channels')
    .values({ dir, title: dir.replace(/-/g, ' '), ...values })
    .returning('channel_id')
    .executeTakeFirstOrThrow();
  return row.channel_id;
}

export async function addCategory(db: Db, dir: string) {
  const row = await db
    .insertInto('categories')
    .values({ dir, title: dir.replace(/-/g, ' ') })
    .returning('category_id')
    .executeTakeFirstOrThrow();
  return row.category_id;
}

export async function addComment(
  db: Db,
  section: 'video' | 'model' | 'channel' | 'member' | 'playlist',
  objectId: number,
  userId: number,
  comment: string,
  added: Date = new Date(),
  /** A reply's top-level comment; a deleted comment's time of deletion (migration 0019). */
  extra: { parent_id?: number; deleted_at?: Date } = {},
) {
  const row = await db
    .insertInto('comments')
    .values({
      section,
      object_id: objectId,
      user_id: userId,
      comment: extra.deleted_at ? '' : comment,
      added_date: added,
      parent_id: extra.parent_id ?? null,
      deleted_at: extra.deleted_at ?? null,
    })
    .returning('comment_id')
    .executeTakeFirstOrThrow();
  return row.comment_id;
}
