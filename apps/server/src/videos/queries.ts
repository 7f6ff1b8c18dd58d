import type { VideoCard, VideoListParams } from '@site/api';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { VIDEO_STATUS } from '../db/schema.js';

/** Duration buckets of §3 in seconds: under 10 min, 10 to 40 min, over 40 min (no upper bound). */
const DURATION_BUCKETS = {
  '1': [0, 599],
  '2': [600, 2400],
  '3': [2401, null],
} as const;

const DATE_DAYS = { day: 1, week: 7, month: 30 } as const;

function baseQuery(db: Db, p: VideoListParams) {
  let q = db
    .selectFrom('videos as v')
    .innerJoin('members as m', 'm.user_id', 'v.user_id')
    .leftJoin('channels as c', 'c.channel_id', 'v.content_source_id')
    .where('v.status_id', '=', VIDEO_STATUS.active)
    .where('v.is_private', '=', 0);
  if (p.type === 'hd') q = q.where('v.is_hd', '=', 1);
  if (p.type === 'vr') q = q.where('v.is_vr', '=', 1);
  if (p.duration !== 'all') {
    const [min, max] = DURATION_BUCKETS[p.duration];
    q = q.where('v.duration', '>=', min);
    if (max !== null) q = q.where('v.duration', '<=', max);
  }
  if (p.date !== 'all') {
    q = q.where('v.added_date', '>=', sql<Date>`now() - make_interval(days => ${DATE_DAYS[p.date]})`);
  }
  return q;
}

/** One page of the public video listing with its total, in the order the sort names. */
export async function listVideos(
  db: Db,
  p: VideoListParams,
): Promise<{ videos: VideoCard[]; total: number }> {
  const base = baseQuery(db, p);
  const { total } = await base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();

  let q = base.select([
    'v.video_id',
    'v.title',
    'v.dir',
    'v.thumb',
    'v.duration',
    'v.video_viewed',
    'v.added_date',
    'v.status_id',
    'v.is_private',
    'v.is_hd',
    'v.is_vr',
    'v.likes',
    'v.dislikes',
    'v.user_id',
    'm.username',
    'm.is_trusted',
    'c.channel_id',
    'c.dir as channel_dir',
    'c.title as channel_title',
  ]);
  switch (p.sort) {
    case 'latest-updates':
      q = q.orderBy('v.added_date', 'desc');
      break;
    case 'most-popular':
      q = q.orderBy('v.video_viewed', 'desc');
      break;
    case 'longest':
      q = q.orderBy('v.duration', 'desc');
      break;
    case 'most-commented':
      q = q.orderBy('v.comments_count', 'desc');
      break;
    case 'top-rated':
      // Share of likes among votes, then the number of likes: a single like does not top the list.
      q = q
        .orderBy(sql`v.likes::float8 / greatest(v.likes + v.dislikes, 1)`, 'desc')
        .orderBy('v.likes', 'desc');
      break;
  }
  const rows = await q
    .orderBy('v.video_id', 'desc')
    .limit(p.count)
    .offset((p.page - 1) * p.count)
    .execute();

  return {
    total,
    videos: rows.map((row) => ({
      video_id: row.video_id,
      title: row.title,
      dir: row.dir,
      thumb: row.thumb,
      duration: row.duration,
      video_viewed: row.video_viewed,
      added_date: new Date(row.added_date).toISOString(),
      status_id: row.status_id,
      is_private: row.is_private === 1 ? 1 : 0,
      props: { hd: row.is_hd === 1 ? 1 : 0, vr: row.is_vr === 1 ? 1 : 0 },
      statistics: { likes: row.likes, dislikes: row.dislikes },
      user_id: row.user_id,
      display_name: row.username,
      is_trusted: row.is_trusted === 1 ? 1 : 0,
      content_source_id: row.channel_id ?? null,
      content_source_dir: row.channel_dir ?? null,
      content_source_name: row.channel_title ?? null,
    })),
  };
}
