import type { VideoCard, VideoListParams, VideoSort } from '@site/api';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/database.js';
import { VIDEO_STATUS } from '../db/schema.js';

/** Duration buckets of §3 in seconds: under 10 min, 10 to 40 min, over 40 min (no upper bound). */
const DURATION_BUCKETS = {
  '1': [0, 599],
  '2': [600, 2400],
  '3': [2401, null],
} as const;

/** The date filter: added within the last day, week or month (30 days). */
const DATE_DAYS = { day: 1, week: 7, month: 30 } as const;

/**
 * The order of each sort, largest first, the video id breaking ties so paging is stable (page 2 continues
 * page 1 exactly). Constants picked by the validated sort, never built from input. Each matches a partial
 * index of the 0001 migration (top-rated: the share of likes among votes, then likes, so one like does not
 * top the list).
 */
const ORDER: Record<VideoSort, RawBuilder<unknown>> = {
  'latest-updates': sql`v.added_date desc, v.video_id desc`,
  'most-popular': sql`v.video_viewed desc, v.video_id desc`,
  longest: sql`v.duration desc, v.video_id desc`,
  'most-commented': sql`v.comments_count desc, v.video_id desc`,
  'top-rated': sql`(v.likes::float8 / greatest(v.likes + v.dislikes, 1)) desc, v.likes desc, v.video_id desc`,
};

/** The public active videos that pass the filters. */
function filtered(db: Db, p: VideoListParams) {
  let q = db
    .selectFrom('videos as v')
    // Constants as literals, so the planner can match the partial indexes.
    .where('v.status_id', '=', sql.lit(VIDEO_STATUS.active))
    .where('v.is_private', '=', sql.lit(0));
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

/** One card as the page query returns it (inside a JSON array). */
interface CardRow {
  video_id: number;
  title: string;
  dir: string;
  thumb: string;
  duration: number;
  video_viewed: number;
  added_ms: number;
  status_id: number;
  is_private: number;
  is_hd: number;
  is_vr: number;
  likes: number;
  dislikes: number;
  user_id: number;
  username: string;
  is_trusted: number;
  source_id: number | null;
  source_dir: string | null;
  source_title: string | null;
}

const flag = (n: number): 0 | 1 => (n === 1 ? 1 : 0);

function toCard(row: CardRow): VideoCard {
  return {
    video_id: row.video_id,
    title: row.title,
    dir: row.dir,
    thumb: row.thumb,
    duration: row.duration,
    video_viewed: row.video_viewed,
    added_date: new Date(row.added_ms).toISOString(),
    status_id: row.status_id,
    is_private: flag(row.is_private),
    props: { hd: flag(row.is_hd), vr: flag(row.is_vr) },
    statistics: { likes: row.likes, dislikes: row.dislikes },
    user_id: row.user_id,
    display_name: row.username,
    is_trusted: flag(row.is_trusted),
    content_source_id: row.source_id,
    content_source_dir: row.source_dir,
    content_source_name: row.source_title,
  };
}

/**
 * One page of the public video listing, in the order the sort names, with the total of the filtered
 * listing. One statement, one round trip: the total as a scalar subquery and the page as a JSON array
 * (ordered by its row number, not by chance), which the embedded database also decodes far faster than
 * sixty rows of columns.
 */
export async function listVideos(
  db: Db,
  p: VideoListParams,
): Promise<{ videos: VideoCard[]; total: number }> {
  const order = ORDER[p.sort];
  const page = filtered(db, p)
    .innerJoin('members as m', 'm.user_id', 'v.user_id')
    .leftJoin('channels as c', 'c.channel_id', 'v.content_source_id')
    .select([
      'v.video_id',
      'v.title',
      'v.dir',
      'v.thumb',
      'v.duration',
      'v.video_viewed',
      sql<number>`extract(epoch from v.added_date)::float8 * 1000`.as('added_ms'),
      'v.status_id',
      'v.is_private',
      'v.is_hd',
      'v.is_vr',
      'v.likes',
      'v.dislikes',
      'v.user_id',
      'm.username',
      'm.is_trusted',
      'c.channel_id as source_id',
      'c.dir as source_dir',
      'c.title as source_title',
      sql<number>`row_number() over (order by ${order})`.as('ord'),
    ])
    .orderBy(order)
    .limit(p.count)
    .offset((p.page - 1) * p.count);

  const result = await db
    .selectNoFrom([
      filtered(db, p).select(sql<number>`count(*)::int`.as('n')).as('total'),
      sql<CardRow[]>`(select coalesce(json_agg(page order by page.ord), '[]'::json) from ${page} as page)`.as(
        'videos',
      ),
    ])
    .executeTakeFirstOrThrow();

  return { total: result.total ?? 0, videos: result.videos.map(toCard) };
}
