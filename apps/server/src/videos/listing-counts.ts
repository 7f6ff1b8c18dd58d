import {
  GENDERS,
  type Gender,
  VIDEO_DURATIONS,
  VIDEO_TYPES,
  type VideoDate,
  type VideoDuration,
  type VideoType,
} from '@site/api';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/database.js';
import { DATE_DAYS, DURATION_BUCKETS, PUBLIC_VIDEO } from './filters.js';

/**
 * The totals of the home list and of every category for each combination of the filters of §3 (type,
 * duration, date), per site, in `listing_counts` (migration 0007). A filtered total otherwise counts its
 * matches on each request, which no index bounds when few rows pass the filter.
 *
 * The counts are as of the last refresh: `refreshStats` refreshes them with the other counters, and the
 * server every few minutes (`startListingCountsRefresh`), since the date filters move with the clock.
 */

/** The days of a date filter; 0 for none (`all`). */
export const daysOf = (date: VideoDate): number => (date === 'all' ? 0 : DATE_DAYS[date]);

/** The duration bucket of `v.duration` (`'1'`, `'2'`, `'3'`), as DURATION_BUCKETS reads it. */
function bucketOf(): RawBuilder<string> {
  const cases = Object.entries(DURATION_BUCKETS).map(([bucket, [min, max]]) =>
    max === null
      ? sql`when v.duration >= ${sql.lit(min)} then ${sql.lit(bucket)}`
      : sql`when v.duration between ${sql.lit(min)} and ${sql.lit(max)} then ${sql.lit(bucket)}`,
  );
  return sql<string>`case ${sql.join(cases, sql` `)} end`;
}

/**
 * The narrowest date filter a video passes (1, 7, 30 days), 0 when it is older than all: a video of the
 * last day also passes the week and the month.
 */
function ageOf(): RawBuilder<number> {
  const days = Object.values(DATE_DAYS).sort((a, b) => a - b);
  const cases = days.map(
    (d) => sql`when v.added_date >= now() - make_interval(days => ${sql.lit(d)}) then ${sql.lit(d)}`,
  );
  return sql<number>`case ${sql.join(cases, sql` `)} else 0 end`;
}

const valuesOf = (list: readonly (string | number)[]) =>
  sql.join(
    list.map((x) => sql`(${sql.lit(x)})`),
    sql`, `,
  );

/**
 * The statements that recount every total, in a transaction: the public active videos grouped by what the
 * filters read (a few thousand groups), then summed for every combination, zeros included, so that a
 * missing row means only that the counts were never made. `refreshStats` runs them with the other counters.
 *
 * The first takes a lock held until the transaction ends: two processes recounting at once (two servers
 * starting together, or their intervals meeting) take turns, the second deleting the rows the first
 * wrote. Without it, the second's delete missed the first's rows, not yet written, and its insert then
 * conflicted with them: the second server did not start.
 */
export function listingCountStatements(): RawBuilder<unknown>[] {
  const groupBy = sql`group by 1, 2, 3, 4, 5, 6`;
  const columns = sql`v.gender, v.is_hd, v.is_vr, ${bucketOf()} as bucket, ${ageOf()} as age, count(*)::int as n`;
  const days = [0, ...Object.values(DATE_DAYS)];
  return [
    sql`select pg_advisory_xact_lock(hashtextextended('listing_counts', 0))`,
    sql`delete from listing_counts`,
    sql`insert into listing_counts (category_id, gender, type, duration, days, total)
      with base as (
        select v.category_id, ${columns} from video_categories v where ${PUBLIC_VIDEO} ${groupBy}
        union all
        select 0, ${columns} from videos v where ${PUBLIC_VIDEO} ${groupBy}
      ),
      combos as (
        select k.category_id, g.gender, t.type, d.duration, w.days
        from (select category_id from categories union all select 0) k
        cross join (values ${valuesOf(GENDERS)}) g (gender)
        cross join (values ${valuesOf(VIDEO_TYPES)}) t (type)
        cross join (values ${valuesOf(VIDEO_DURATIONS)}) d (duration)
        cross join (values ${valuesOf(days)}) w (days)
      )
      select c.category_id, c.gender, c.type, c.duration, c.days, coalesce(sum(b.n), 0)::int
      from combos c left join base b on b.category_id = c.category_id and b.gender = c.gender
        and (c.type = 'all' or (c.type = 'hd' and b.is_hd = 1) or (c.type = 'vr' and b.is_vr = 1))
        and (c.duration = 'all' or c.duration = b.bucket)
        and (c.days = 0 or (b.age <> 0 and b.age <= c.days))
      group by c.category_id, c.gender, c.type, c.duration, c.days`,
  ];
}

/** Recounts every total in one transaction (the readers see the old counts until it commits). */
export async function refreshListingCounts(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const statement of listingCountStatements()) await statement.execute(trx);
  });
}

/** What a counted total is read by: the site, the category (0 for the whole site) and the filters. */
export interface CountedListing {
  gender: Gender;
  /** A scalar subquery giving the category's id, or 0 for the whole site. */
  category: RawBuilder<number | null>;
  type: VideoType;
  duration: VideoDuration;
  date: VideoDate;
}

/** A scalar subquery: the counted total of a listing, null when the counts were never made. */
export function countedTotal(l: CountedListing): RawBuilder<number | null> {
  return sql<number | null>`(select total from listing_counts where category_id = ${l.category}
    and gender = ${l.gender} and type = ${l.type} and duration = ${l.duration} and days = ${daysOf(l.date)})`;
}

/**
 * Refreshes the counts every `intervalMs` (0 or less: never) until the returned function is called. A
 * refresh that fails is logged and tried again at the next interval; the counts stay as they were.
 * Stopping resolves once a refresh already under way has finished, so nothing writes after it.
 */
export function startListingCountsRefresh(
  db: Db,
  intervalMs: number,
  onError: (error: unknown) => void,
): () => Promise<void> {
  if (intervalMs <= 0) return async () => {};
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = refreshListingCounts(db)
      .catch(onError)
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
