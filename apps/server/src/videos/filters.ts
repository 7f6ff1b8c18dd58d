import type { VideoDate, VideoDuration, VideoType } from '@site/api';
import { type RawBuilder, sql } from 'kysely';
import { CHANNEL_HIDDEN_BIT, VIDEO_STATUS } from '../db/schema.js';

/** Duration buckets of §3 in seconds: under 10 min, 10 to 40 min, over 40 min (no upper bound). */
export const DURATION_BUCKETS = {
  '1': [0, 599],
  '2': [600, 2400],
  '3': [2401, null],
} as const;

/** The date filter: added within the last day, week or month (30 days) of the database's clock. */
export const DATE_DAYS = { day: 1, week: 7, month: 30 } as const;

/** The filters of §3 on `videos v`: type, duration bucket, date (already `all` where the sort disables it). */
export function filterConditions(f: {
  type: VideoType;
  duration: VideoDuration;
  date?: VideoDate;
}): RawBuilder<unknown>[] {
  const out: RawBuilder<unknown>[] = [];
  if (f.type === 'hd') out.push(sql`v.is_hd = 1`);
  if (f.type === 'vr') out.push(sql`v.is_vr = 1`);
  if (f.duration !== 'all') {
    const [min, max] = DURATION_BUCKETS[f.duration];
    out.push(sql`v.duration >= ${sql.lit(min)}`);
    if (max !== null) out.push(sql`v.duration <= ${sql.lit(max)}`);
  }
  if (f.date && f.date !== 'all') {
    out.push(sql`v.added_date >= now() - make_interval(days => ${sql.lit(DATE_DAYS[f.date])})`);
  }
  return out;
}

/** Public active videos only (§4): literals, so the planner matches the partial indexes. */
export const PUBLIC_VIDEO = sql`v.status_id = ${sql.lit(VIDEO_STATUS.active)} and v.is_private = ${sql.lit(0)}`;

/**
 * The public active videos of a hidden channel (#33 item 3): left out of every listing but their channel's
 * own page, which is reached by direct link. Its owner's choice not private, its channel's bit set (0027).
 */
export const HIDDEN_CHANNEL_VIDEO = sql`v.status_id = ${sql.lit(VIDEO_STATUS.active)} and v.is_private = ${sql.lit(CHANNEL_HIDDEN_BIT)}`;
