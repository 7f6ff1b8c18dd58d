import {
  CONTINUE_WATCHING,
  USER_UPLOAD_SOURCE,
  type VideoCard,
  type VideoDate,
  type VideoListParams,
  type VideoSort,
} from '@site/api';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/database.js';
import { VIDEO_STATUS } from '../db/schema.js';
import { readCards } from './cards.js';
import { filterConditions, HIDDEN_CHANNEL_VIDEO, PUBLIC_VIDEO } from './filters.js';
import { countedTotal } from './listing-counts.js';
import type { ListObject } from './params.js';

/**
 * The most videos a listing counts (and pages through): 10,000, which is 167 pages of 60. Counting every
 * match of a million-row listing on each request is the one cost an index cannot bound; past the cap the
 * total says 10,000 and deeper pages answer empty without touching the table.
 */
export const COUNT_CAP = 10_000;

/**
 * A country's top is a top list: its first 1,000 (the 404 page reads 20 of its first 200). Counting it
 * joins each entry to its video, so the cap is also what its total costs.
 */
export const TOP_COUNTRY_CAP = 1_000;

/**
 * The order of each sort, largest first, the video id breaking ties so paging is stable (page 2 continues
 * page 1 exactly). Constants picked by the validated sort, never built from input; each matches a partial
 * index of migration 0003 (top-rated: the share of likes among votes, then likes, so one like does not top
 * the list).
 */
const ORDER: Record<VideoSort, RawBuilder<unknown>> = {
  'latest-updates': sql`v.added_date desc, v.video_id desc`,
  'most-popular': sql`v.video_viewed desc, v.video_id desc`,
  longest: sql`v.duration desc, v.video_id desc`,
  'most-commented': sql`v.comments_count desc, v.video_id desc`,
  'top-rated': sql`(v.likes::float8 / greatest(v.likes + v.dislikes, 1)) desc, v.likes desc, v.video_id desc`,
};

/**
 * The same orders, written so that no sort index serves them (`+ 0`): for a category page with a date
 * filter, the videos of the period are read from the latest index (which carries views and votes) and
 * sorted, instead of walking the sort index past every older video (migration 0007).
 */
const DATED_ORDER: Partial<Record<VideoSort, RawBuilder<unknown>>> = {
  'most-popular': sql`v.video_viewed + 0 desc, v.video_id desc`,
  'top-rated': sql`(v.likes::float8 / greatest(v.likes + v.dislikes, 1)) + 0 desc, v.likes desc, v.video_id desc`,
};

/**
 * What one listing reads: the rows (`videos v`, joined to its relation for the member and playlist lists),
 * the conditions of the section, the object's lookup, and the orders that are the section's own.
 */
interface Source {
  from: RawBuilder<unknown>;
  where: RawBuilder<unknown>[];
  /** A scalar subquery giving the object's id, null when there is no such object. */
  ref: RawBuilder<number | null>;
  /** The order of `latest-updates` in a collection: when the video was added to it. */
  latest?: RawBuilder<unknown>;
  /** An order that the section imposes whatever the sort (top_country: views in that country). */
  fixed?: RawBuilder<unknown>;
  /** The most videos the section counts and pages through (default COUNT_CAP). */
  cap?: number;
}

const VIDEOS = sql`videos v`;
const ALWAYS = sql<number>`0`;

/** The relation tables of the member collections, with the column that dates an entry. */
const COLLECTIONS = {
  favourites: { table: sql`favourites`, at: sql`r.added_at` },
  watch_later: { table: sql`watch_later`, at: sql`r.added_at` },
  history: { table: sql`history`, at: sql`r.viewed_at` },
} as const;

function sourceOf(object: ListObject, owner: number | null): Source {
  switch (object.section) {
    case 'all':
      return { from: VIDEOS, where: [], ref: ALWAYS };
    case 'category': {
      // A category's links carry copies of their videos' listing columns under the same names, with the
      // sort indexes per category (migration 0006): the page is read from them as from `videos v`.
      const ref = sql<number | null>`(select category_id from categories where dir = ${object.dir})`;
      return { from: sql`video_categories v`, where: [sql`v.category_id = ${ref}`], ref };
    }
    case 'channel': {
      // `usersupload` marks member uploads (§2): it is not a channel.
      const ref = sql<
        number | null
      >`(select channel_id from channels where dir = ${object.dir} and dir <> ${USER_UPLOAD_SOURCE})`;
      return { from: VIDEOS, where: [sql`v.content_source_id = ${ref}`], ref };
    }
    case 'model': {
      const ref = sql<number | null>`(select model_id from models where dir = ${object.dir})`;
      const withModel = sql`exists (select 1 from video_models vm where vm.video_id = v.video_id and vm.model_id = ${ref})`;
      return { from: VIDEOS, where: [withModel], ref };
    }
    case 'member': {
      const ref = sql<number | null>`(select user_id from members where user_id = ${object.id})`;
      return { from: VIDEOS, where: [sql`v.user_id = ${ref}`], ref };
    }
    case 'favourites':
    case 'watch_later':
    case 'history': {
      const { table, at } = COLLECTIONS[object.section];
      const ref = sql<number | null>`(select user_id from members where user_id = ${object.id})`;
      return {
        from: sql`${table} r join videos v on v.video_id = r.video_id`,
        where: [sql`r.user_id = ${ref}`],
        ref,
        latest: sql`${at} desc, v.video_id desc`,
      };
    }
    case 'feed': {
      // #32 item 2: the newest public videos of the member's subscriptions — channels, models and members —
      // each side read by its own index (migration 0030's notes), newest first whatever the sort.
      const ref = sql<number | null>`(select user_id from members where user_id = ${object.id})`;
      const subscribed = (section: 'channel' | 'model' | 'member') =>
        sql`(select s.object_id from subscriptions s where s.user_id = ${ref} and s.section = ${section})`;
      const followed = sql`(v.content_source_id in ${subscribed('channel')}
        or v.user_id in ${subscribed('member')}
        or exists (select 1 from video_models vm where vm.video_id = v.video_id and vm.model_id in ${subscribed('model')}))`;
      // One's own uploads are not news to oneself, even in a subscribed channel.
      const others = sql`v.user_id <> ${ref}`;
      return { from: VIDEOS, where: [PUBLIC_VIDEO, others, followed], ref, fixed: ORDER['latest-updates'] };
    }
    case 'continue': {
      // #32 item 3: the videos the member stopped in before their end, the latest watched first.
      const ref = sql<number | null>`(select user_id from members where user_id = ${object.id})`;
      return {
        from: sql`watch_positions r join videos v on v.video_id = r.video_id`,
        where: [
          sql`r.user_id = ${ref}`,
          // resumablePosition of the contract, in SQL.
          sql`r.position >= least(${sql.lit(CONTINUE_WATCHING.minPosition)}, r.duration * ${sql.lit(CONTINUE_WATCHING.minShare)})`,
          sql`r.position < r.duration - least(${sql.lit(CONTINUE_WATCHING.endMargin)}, r.duration * ${sql.lit(CONTINUE_WATCHING.endShare)})`,
        ],
        ref,
        fixed: sql`r.updated_at desc, v.video_id desc`,
        cap: CONTINUE_WATCHING.cap,
      };
    }
    case 'playlist': {
      // An owner-only playlist (visible 0) is its owner's alone: on the public path it does not exist.
      const ref =
        owner === null
          ? sql<
              number | null
            >`(select playlist_id from playlists where playlist_id = ${object.id} and visible = 1)`
          : sql<
              number | null
            >`(select playlist_id from playlists where playlist_id = ${object.id} and user_id = ${owner})`;
      return {
        from: sql`playlist_videos r join videos v on v.video_id = r.video_id`,
        where: [sql`r.playlist_id = ${ref}`],
        ref,
        // The owner's order (0035): position, then the most recently added first.
        latest: sql`r.position, r.added_at desc, v.video_id desc`,
      };
    }
    case 'top_country':
      return {
        from: sql`video_country_views r join videos v on v.video_id = r.video_id`,
        where: [sql`r.country = ${object.country}`],
        ref: ALWAYS,
        fixed: sql`r.views desc, v.video_id desc`,
        cap: TOP_COUNTRY_CAP,
      };
  }
}

export interface ListQuery {
  params: VideoListParams;
  object: ListObject;
  /** The date filter that applies (`all` where the sort disables it). */
  date: VideoDate;
  /** The member whose own list this is (videos2_own), null for the public list. */
  owner: number | null;
  /** The total when it is already known (memoized); the statement then does not count. */
  knownTotal?: number | undefined;
}

export interface ListResult {
  /** False when the section's object (category, channel, model, member, playlist) does not exist. */
  found: boolean;
  total: number;
  videos: VideoCard[];
}

/**
 * One page of a listing and its total (counted up to its cap): one statement gives the object's lookup,
 * the total as a scalar subquery and the page's ids in order, from an index alone (the sort indexes carry
 * the filter columns); a second reads those ids' cards by primary key (`readCards`). Two statements, not
 * one: PostgreSQL plans a statement holding both again for every page (its page and filters change the
 * plan), while the cards' statement, whose one parameter is the ids, keeps one generic plan. At 1M videos
 * (bench:api, category lists) PostgreSQL's CPU per page was 2.2–2.5 ms for the one statement, 1.8–1.9 ms for
 * the two; the server's own was the same (0.9–1.0 ms).
 */
export async function listVideos(db: Db, q: ListQuery): Promise<ListResult> {
  const { params: p, object, owner } = q;
  const src = sourceOf(object, owner);
  // The owner sees their own uploads whatever their state: in their uploads list the deleted ones too
  // (marked, to be re-added, #25), in their collections all but the deleted. Others see public ones.
  // A hidden channel's own page lists its videos, which every other listing leaves out (#33 item 3).
  const visible =
    owner === null
      ? object.section === 'channel' && (await isHiddenChannel(db, object.dir))
        ? HIDDEN_CHANNEL_VIDEO
        : PUBLIC_VIDEO
      : object.section === 'member'
        ? sql`(${PUBLIC_VIDEO} or v.user_id = ${owner})`
        : sql`v.status_id <> ${sql.lit(VIDEO_STATUS.deleted)} and (${PUBLIC_VIDEO} or v.user_id = ${owner})`;
  const conditions = [
    visible,
    sql`v.gender = ${p.gender}`,
    ...src.where,
    ...filterConditions({ type: p.type, duration: p.duration, date: q.date }),
  ];
  const where = sql.join(conditions, sql` and `);
  const dated = object.section === 'category' && q.date !== 'all' ? DATED_ORDER[p.sort] : undefined;
  const order =
    src.fixed ?? (p.sort === 'latest-updates' && src.latest ? src.latest : (dated ?? ORDER[p.sort]));
  const offset = (p.page - 1) * p.count;

  const cap = src.cap ?? COUNT_CAP;
  const unfiltered = p.type === 'all' && p.duration === 'all' && q.date === 'all';
  const counted = sql<number>`(select count(*)::int from (select 1 from ${src.from} where ${where} limit ${cap}) n)`;
  const total =
    q.knownTotal !== undefined
      ? sql<number>`${q.knownTotal}::int`
      : object.section === 'category' && unfiltered && owner === null
        ? // The per-site counter of the category (refreshStats and the writes keep it).
          sql<number>`coalesce((select least(total_videos, ${cap}) from category_stats
              where category_id = ${src.ref} and gender = ${p.gender}), 0)`
        : (object.section === 'category' || object.section === 'all') && owner === null
          ? // A filtered category or home list: the counts of listing_counts, counted only if never made.
            sql<number>`least(coalesce(${countedTotal({ ...p, category: src.ref, date: q.date })}, ${counted}), ${cap})`
          : counted;

  // The page never reaches past the cap: the last page stops at it, and deeper ones read nothing.
  const ids =
    offset >= cap
      ? sql<number[]>`'{}'::int[]`
      : sql<number[]>`(select coalesce(array_agg(video_id order by ord), '{}') from (
          select v.video_id, row_number() over (order by ${order}) as ord
          from ${src.from} where ${where} order by ${order} limit ${Math.min(p.count, cap - offset)} offset ${offset}) page)`;

  const row = await sql<{ ref: number | null; total: number; ids: number[] }>`
    select ${src.ref} as ref, ${total} as total, ${ids} as ids`.execute(db);
  const result = row.rows[0];
  if (!result || result.ref === null) return { found: false, total: 0, videos: [] };
  return { found: true, total: result.total, videos: await readCards(db, result.ids, p.lang) };
}

/**
 * Whether the channel of `dir` is on the staff's hidden list: asked before its page's statement, whose
 * visibility condition must be a literal for the planner to take the partial index of either kind.
 */
async function isHiddenChannel(db: Db, dir: string): Promise<boolean> {
  const row = await db.selectFrom('channels').select('is_hidden').where('dir', '=', dir).executeTakeFirst();
  return row?.is_hidden === 1;
}

/** The key of a public listing's total: everything but the page and the page size. */
export function totalKey(q: Pick<ListQuery, 'params' | 'object' | 'date'>): string {
  const { params: p, object } = q;
  const id =
    'dir' in object ? object.dir : 'id' in object ? object.id : 'country' in object ? object.country : 0;
  return [p.gender, object.section, id, p.type, p.duration, q.date].join('|');
}
