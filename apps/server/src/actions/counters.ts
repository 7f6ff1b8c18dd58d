import { sql, type UpdateObject } from 'kysely';
import type { Database } from '../db/schema.js';
import { isPublic, type Tx, type VideoRow } from './objects.js';

/**
 * The denormalized counters the member actions change, kept in the write's transaction with the same
 * meaning as src/videos/stats.ts `refreshStats` gives them. Integer counters saturate at 2^31 − 1 and never go
 * below 0.
 */

/** The largest value of an `integer` column. */
const INT_MAX = 2147483647;

/** What a change adds to the sums over a member's, channel's and models' public active videos. */
export interface VideoDelta {
  /** Videos counted (±1 when a video turns public or private). */
  videos?: number;
  viewed?: number;
  likes?: number;
  dislikes?: number;
}

const clampInt = (column: string, delta: number) =>
  sql<number>`greatest(0, least(${sql.lit(INT_MAX)}::bigint, ${sql.ref(column)}::bigint + ${delta}))::int`;
const clampBig = (column: string, delta: number) => sql<number>`greatest(0, ${sql.ref(column)} + ${delta})`;

/**
 * Adds a public active video's change to the sums over public videos: its owner's `videos_count` and
 * `videos_viewed`; its channel's and each of its models' `total_videos`, `video_viewed`, `likes` and
 * `dislikes`; and, when the video itself turns public or private, its categories' totals on its site.
 */
export async function shiftVideoSums(trx: Tx, video: VideoRow, d: VideoDelta): Promise<void> {
  const videos = d.videos ?? 0;
  const viewed = d.viewed ?? 0;
  const likes = d.likes ?? 0;
  const dislikes = d.dislikes ?? 0;
  if (videos !== 0 || viewed !== 0) {
    await trx
      .updateTable('members')
      .set({
        videos_count: clampInt('videos_count', videos),
        videos_viewed: clampBig('videos_viewed', viewed),
      })
      .where('user_id', '=', video.user_id)
      .execute();
  }
  const sums = {
    total_videos: clampInt('total_videos', videos),
    video_viewed: clampBig('video_viewed', viewed),
    likes: clampInt('likes', likes),
    dislikes: clampInt('dislikes', dislikes),
  };
  if (video.content_source_id !== null) {
    await trx.updateTable('channels').set(sums).where('channel_id', '=', video.content_source_id).execute();
  }
  await trx
    .updateTable('models')
    .set(sums)
    .where('model_id', 'in', (eb) =>
      eb.selectFrom('video_models').select('model_id').where('video_id', '=', video.video_id),
    )
    .execute();
  if (videos !== 0) {
    await sql`insert into category_stats (category_id, gender, total_videos)
        select category_id, ${video.gender}, greatest(0, ${videos}::int) from video_categories where video_id = ${video.video_id}
        on conflict (gender, category_id)
        do update set total_videos = greatest(0, category_stats.total_videos + ${videos}::int)`.execute(trx);
    // refreshStats keeps no row for a category without public videos on the site.
    await trx
      .deleteFrom('category_stats')
      .where('gender', '=', video.gender)
      .where('total_videos', '=', 0)
      .where('category_id', 'in', (eb) =>
        eb.selectFrom('video_categories').select('category_id').where('video_id', '=', video.video_id),
      )
      .execute();
  }
}

/** The table and id column of each section a vote or a view counts on (fixed names, never from input). */
export const OBJECT_TABLES = {
  video: { table: 'videos', id: 'video_id' },
  model: { table: 'models', id: 'model_id' },
  channel: { table: 'channels', id: 'channel_id' },
  member: { table: 'members', id: 'user_id' },
  playlist: { table: 'playlists', id: 'playlist_id' },
  comment: { table: 'comments', id: 'comment_id' },
} as const;

/**
 * Adds `delta` to one integer counter of one object and returns the named columns after it (undefined when
 * the object is gone).
 */
export async function bump<C extends string>(
  trx: Tx,
  section: keyof typeof OBJECT_TABLES,
  objectId: number,
  column: string,
  delta: number,
  returning: readonly C[],
): Promise<Record<C, number> | undefined> {
  const { table, id } = OBJECT_TABLES[section];
  const result = await sql<Record<C, number>>`update ${sql.table(table)}
      set ${sql.ref(column)} = ${clampInt(column, delta)}
      where ${sql.ref(id)} = ${objectId}
      returning ${sql.join(returning.map((c) => sql`${sql.ref(c)}::int as ${sql.ref(c)}`))}`.execute(trx);
  return result.rows[0];
}

/**
 * A video entering (`sign` 1) or leaving (-1) the public videos (turning private or public, approved,
 * deleted, re-added): the whole video moves in or out of every sum over public videos.
 */
export function shiftPublicVideo(trx: Tx, video: VideoRow, sign: 1 | -1): Promise<void> {
  return shiftVideoSums(trx, video, {
    videos: sign,
    viewed: sign * video.video_viewed,
    likes: sign * video.likes,
    dislikes: sign * video.dislikes,
  });
}

/**
 * Sets a video's status (and any other columns) in `trx`, moving it into or out of the public sums when
 * that changes whether it is public. Answers the row after the change, or undefined when `where` matched
 * nothing (a status that moved on meanwhile).
 */
export async function changeVideo(
  trx: Tx,
  videoId: number,
  set: UpdateObject<Database, 'videos'>,
  expectStatus?: readonly number[],
): Promise<VideoRow | undefined> {
  const before = await trx
    .selectFrom('videos')
    .select(['status_id', 'is_private'])
    .where('video_id', '=', videoId)
    .forUpdate()
    .executeTakeFirst();
  if (!before || (expectStatus && !expectStatus.includes(before.status_id))) return undefined;
  const after = await trx
    .updateTable('videos')
    .set(set)
    .where('video_id', '=', videoId)
    .returning([
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
    .executeTakeFirstOrThrow();
  const was = isPublic(before);
  const is = isPublic(after);
  if (was !== is) await shiftPublicVideo(trx, after, is ? 1 : -1);
  return after;
}
