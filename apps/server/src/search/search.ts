import {
  USER_UPLOAD_SOURCE,
  type VideoCard,
  type VideoDuration,
  type VideoSearchParams,
  type VideoType,
} from '@site/api';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { Memo } from '../lib/memo.js';
import { type CardCache, cardsFor, isPublicCard } from '../videos/cards.js';
import { DURATION_BUCKETS, PUBLIC_VIDEO } from '../videos/filters.js';
import { nameQuery, titleQueryText } from './terms.js';

/**
 * The most matches a search ranks: the most viewed ones, ten pages of 60. A word found in a twentieth of a
 * million titles would otherwise rank fifty thousand rows on every request.
 */
export const SEARCH_POOL = 600;
/** Categories, models and channels (each) whose names a search may match. */
const NAMES_PER_KIND = 3;
/** Videos taken from each matching category, model or channel (its newest). */
const PER_NAME = 100;
/**
 * What matching a name adds to the title's rank (ts_rank normalized by the title's length: a match in the
 * English title is worth about 0.1, in a translation 0.04): a video of a matching model, channel or
 * category comes before one that only shares a word.
 */
const NAME_BONUS = 0.5;

export interface SearchResult {
  total: number;
  videos: VideoCard[];
}

/** One ranked match, with what the type and duration filters read: `[video_id, is_hd, is_vr, duration]`. */
type PoolEntry = [number, number, number, number];

/** The memo of ranked pools, by site and words: the pages and filters of one search share its pool. */
export type SearchPools = Memo<PoolEntry[]>;

/** Whether a ranked match passes the type and duration filters of §3 (the buckets of the listings). */
function passes([, hd, vr, duration]: PoolEntry, type: VideoType, bucket: VideoDuration): boolean {
  if ((type === 'hd' && hd !== 1) || (type === 'vr' && vr !== 1)) return false;
  if (bucket === 'all') return true;
  const [min, max] = DURATION_BUCKETS[bucket];
  return duration >= min && (max === null || duration <= max);
}

/**
 * A search of §7 (`/api/videos2.php?s=`): the public active videos of the site whose titles (in any of the
 * ten languages) match the words, or that belong to a category, model or channel whose name matches.
 *
 * The pool is the SEARCH_POOL most viewed title matches plus the newest videos of the matching names,
 * ranked by ts_rank plus NAME_BONUS, then views, then id. It is ranked once per site and words, in one
 * statement, and kept (`pools`): the type and duration filters narrow it, and every page of every filter
 * reads only its cards, by primary key. The total is the size of the narrowed pool.
 */
export async function searchVideos(
  db: Db,
  p: VideoSearchParams,
  words: string[],
  pools: SearchPools,
  cards: CardCache,
): Promise<SearchResult> {
  const key = `${p.gender}|${words.join(' ')}`;
  let pool = pools.get(key);
  if (!pool) {
    const titles = await titleQueryText(db, words);
    const result = await searchStatement(p.gender, words, titles).execute(db);
    pool = result.rows[0]?.pool ?? [];
    pools.set(key, pool);
  }
  const matches = pool.filter((entry) => passes(entry, p.type, p.duration));
  const offset = (p.page - 1) * p.count;
  const page = matches.slice(offset, offset + p.count).map(([id]) => id);
  if (page.length === 0) return { total: matches.length, videos: [] };
  // A video hidden since its pool was ranked drops out of the page.
  return {
    total: matches.length,
    videos: (await cardsFor(db, page, cards, p.lang ?? 'en')).filter(isPublicCard),
  };
}

/** The statement that ranks the pool of a search, with the tsquery text of `titleQueryText`. */
export function searchStatement(
  gender: VideoSearchParams['gender'],
  words: string[],
  titleQuery: string,
): RawBuilder<{ pool: PoolEntry[] }> {
  const titles = sql<string>`${titleQuery}::tsquery`;
  const names = nameQuery(words);
  const perKind = sql.lit(NAMES_PER_KIND);
  const perName = sql.lit(PER_NAME);
  const site = sql`${PUBLIC_VIDEO} and v.gender = ${gender}`;
  return sql<{ pool: PoolEntry[] }>`
    with names as (
      (select 'category' as kind, k.category_id as id from categories k
        where (to_tsvector('simple'::regconfig, k.title) || jsonb_to_tsvector('simple'::regconfig, k.titles, '["string"]')) @@ ${names}
        order by k.category_id limit ${perKind})
      union all
      (select 'model', o.model_id from models o
        where o.gender = ${gender} and to_tsvector('simple'::regconfig, o.title) @@ ${names}
        order by o.subscribers desc, o.model_id limit ${perKind})
      union all
      (select 'channel', c.channel_id from channels c
        where c.gender = ${gender} and c.dir <> ${USER_UPLOAD_SOURCE} and to_tsvector('simple'::regconfig, c.title) @@ ${names}
        order by c.subscribers desc, c.channel_id limit ${perKind})
    ),
    named as (
      select x.video_id from names e cross join lateral (select vc.video_id from video_categories vc
        where vc.category_id = e.id order by vc.video_id desc limit ${perName}) x where e.kind = 'category'
      union
      select x.video_id from names e cross join lateral (select vm.video_id from video_models vm
        where vm.model_id = e.id order by vm.video_id desc limit ${perName}) x where e.kind = 'model'
      union
      select x.video_id from names e cross join lateral (select v.video_id from videos v
        where v.content_source_id = e.id and ${PUBLIC_VIDEO} order by v.added_date desc, v.video_id desc limit ${perName}) x
        where e.kind = 'channel'
    ),
    titled as (
      select v.video_id from videos v where ${site} and v.search_vector @@ ${titles}
      order by v.video_viewed desc, v.video_id desc limit ${sql.lit(SEARCH_POOL)}
    ),
    ranked as (
      select v.video_id, v.is_hd, v.is_vr, v.duration, row_number() over (
          order by ts_rank(v.search_vector, ${titles}, 1) + (case when n.video_id is null then 0 else ${sql.lit(NAME_BONUS)} end) desc,
            v.video_viewed desc, v.video_id desc
        ) as ord
      from (select video_id from titled union select video_id from named) pool
      join videos v on v.video_id = pool.video_id
      left join named n on n.video_id = v.video_id
      where ${site}
    )
    select coalesce(json_agg(json_build_array(video_id, is_hd, is_vr, duration) order by ord), '[]'::json) as pool
    from ranked`;
}
