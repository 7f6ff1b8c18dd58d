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
import type { Refreshed } from '../lib/refreshed.js';
import { type CardCache, cardsFor, isPublicCard } from '../videos/cards.js';
import { DURATION_BUCKETS, PUBLIC_VIDEO } from '../videos/filters.js';
import { likeness, nameQuery, type ReadingsMemo, type TitleQueries, titleQueries } from './terms.js';
import type { TitleIndex } from './title-index.js';

/**
 * The most matches a search ranks: the most viewed ones, ten pages of 60. A word found in a twentieth of a
 * million titles would otherwise rank fifty thousand rows on every request.
 */
export const SEARCH_POOL = 600;
/**
 * The most viewed title matches taken from the title index: more than the pool, as some of them are not
 * public (any more) and the views have changed since the index was read.
 */
const INDEXED_POOL = 640;
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
/**
 * Titles are matched by likeness (pg_trgm) when the words and names match fewer than LIKENESS_BELOW videos
 * and a word is in no title (a misspelt word, `brige`; the start of a word, `brid`; a word without its
 * accents, `cafe`) or English reads them all as stop words (`after`). Words that are in titles but not
 * together (`misty lake red`) are not retried: no title is alike to them all either, and likeness is the
 * costly part. Each word of LIKENESS_MIN characters or more must be alike to a stretch of the folded
 * English title (`%>`, at the session's word similarity threshold, SESSION_SETTINGS of db/database.ts);
 * shorter words share too few trigrams with anything to say "alike".
 */
const LIKENESS_BELOW = 10;
const LIKENESS_MIN = 3;

/**
 * The body of a statement's `named` part: the newest `perName` videos of each matching category, model and
 * channel of its `names` part (`kind`, `id`), the channel's public ones.
 */
function namedVideos(perName: number | RawBuilder<number>): RawBuilder<unknown> {
  return sql`select x.video_id from names e cross join lateral (select vc.video_id from video_categories vc
        where vc.category_id = e.id order by vc.video_id desc limit ${perName}) x where e.kind = 'category'
      union
      select x.video_id from names e cross join lateral (select vm.video_id from video_models vm
        where vm.model_id = e.id order by vm.video_id desc limit ${perName}) x where e.kind = 'model'
      union
      select x.video_id from names e cross join lateral (select v.video_id from videos v
        where v.content_source_id = e.id and ${PUBLIC_VIDEO} order by v.added_date desc, v.video_id desc limit ${perName}) x
        where e.kind = 'channel'`;
}

export interface SearchResult {
  total: number;
  videos: VideoCard[];
}

/** One ranked match, with what the type and duration filters read: `[video_id, is_hd, is_vr, duration]`. */
type PoolEntry = [number, number, number, number];

/** The memo of ranked pools, by site and words: the pages and filters of one search share its pool. */
export type SearchPools = Memo<Promise<PoolEntry[]>>;

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
 * The title matches are found by the title index (search/title-index.ts: the INDEXED_POOL most viewed at
 * its read, plus the videos added since, by their vectors), or by the vectors' GIN index until that is read
 * or for a query it cannot read.
 * The pool is the SEARCH_POOL most viewed title matches plus the newest videos of the matching names,
 * ranked by ts_rank plus NAME_BONUS, then views, then id. When those are fewer than LIKENESS_BELOW (see
 * there), the first SEARCH_POOL titles found alike to every word follow them, by `likeness`, then views:
 * the first found, not the most viewed, as sorting every alike title (`brige` is alike to the 83,000 bridges
 * and brights of a million) costs five times as much. It is ranked once per site and words, in one
 * statement, and kept (`pools`): the type and duration filters narrow it, and every page of every filter
 * reads only its cards, by primary key. The total is the size of the narrowed pool.
 */
export async function searchVideos(
  db: Db,
  p: VideoSearchParams,
  words: string[],
  pools: SearchPools,
  readings: ReadingsMemo,
  cards: CardCache,
  index: Refreshed<TitleIndex>,
): Promise<SearchResult> {
  const key = `${p.gender}|${words.join(' ')}`;
  let ranking = pools.get(key);
  if (!ranking) {
    // Kept while it is being ranked too: the requests for the same words meanwhile (its other pages and
    // filters, or the same page from many visitors) wait for this one instead of ranking it again.
    ranking = (async () => {
      const titles = await titleQueries(db, words, readings);
      const held = await index.peek();
      const found =
        titles.matching === ''
          ? { ids: [], ranks: [] }
          : held?.rankedMatches(p.gender, titles.matching, titles.ranking, INDEXED_POOL);
      const indexed = held && found ? { ...found, maxId: held.maxId } : null;
      const ranked = held && indexed ? await heldPool(db, p.gender, words, titles, indexed, held) : null;
      if (ranked) return ranked;
      const result = await searchStatement(p.gender, words, titles, indexed).execute(db);
      return result.rows[0]?.pool ?? [];
    })();
    pools.set(key, ranking);
    ranking.catch(() => pools.delete(key));
  }
  const pool = await ranking;
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

/**
 * The most viewed title matches as the title index found them (`TitleIndex.rankedMatches`: in the order of
 * views at its read) with their ranks (null: ranked by the database), and the highest id it holds: newer
 * videos are matched here by their vectors.
 */
export interface IndexedTitles {
  ids: number[];
  ranks: (number | null)[];
  maxId: number;
}

/** The words of a query that likeness compares (LIKENESS_MIN). */
const alikeWords = (words: string[]) => words.filter((w) => Array.from(w).length >= LIKENESS_MIN);

/**
 * Whether a query has a word that no English title holds as written (migration 0020's search_words), or
 * English reads it as stop words only (`after`), known from the words' readings: without one, a search
 * has no likeness part.
 */
function hasUnknownWord(words: string[], titles: TitleQueries): boolean {
  const alike = alikeWords(words);
  return alike.length > 0 && (alike.some((w) => titles.unwritten.includes(w)) || !titles.english);
}

/** A public video of the site as `heldPool` reads it: `[video_id, is_hd, is_vr, duration, video_viewed]`. */
type HeldRow = [number, number, number, number, number];

/**
 * The pool of a search as `searchStatement` ranks it, ranked here from the title index's matches and
 * ranks (`TitleIndex.ranksOf` for the videos of matching names too): the database is asked only what may
 * have changed since the index was read, in one prepared statement by primary key (which of the
 * candidates and of the matching names' newest videos are public now, with their views and the filters'
 * columns, and the newest id), and a second one only for what the index cannot rank (videos added since
 * its read, found by their vectors; an unusual title). Null where the statement is needed: a search that
 * may need likeness (its words and names find fewer than LIKENESS_BELOW videos and a word is unknown), or
 * a video that changed between the two reads.
 */
export async function heldPool(
  db: Db,
  gender: VideoSearchParams['gender'],
  words: string[],
  titles: TitleQueries,
  indexed: IndexedTitles,
  held: TitleIndex,
): Promise<PoolEntry[] | null> {
  const unknownWord = hasUnknownWord(words, titles);
  // Likely to need likeness (a typo finds few titles): the statement has it.
  if (unknownWord && indexed.ids.length < LIKENESS_BELOW) return null;
  // An empty ranking query ranks every vector 0 (ts_rank).
  const rankOf = titles.ranking === '' ? () => 0 : held.ranksOf(gender, titles.ranking);
  if (rankOf === null) return null;
  const names = titles.names ?? { categories: [], models: [], channels: [] };
  const site = sql`${PUBLIC_VIDEO} and v.gender = ${gender}`;
  const perKind = sql.lit(NAMES_PER_KIND);
  const perName = sql.lit(PER_NAME);
  // The same names and newest videos as searchStatement's `names` and `named`, by the names' ids.
  const fresh = await sql<{ named: number[]; rows: HeldRow[]; max_id: number | null }>`
    with names as (
      (select 'category' as kind, k.category_id as id from categories k
        where k.category_id = any(${names.categories}::int[])
        order by k.category_id limit ${perKind})
      union all
      (select 'model', o.model_id from models o
        where o.gender = ${gender} and o.model_id = any(${names.models}::int[])
        order by o.subscribers desc, o.model_id limit ${perKind})
      union all
      (select 'channel', c.channel_id from channels c
        where c.gender = ${gender} and c.is_hidden = 0 and c.dir <> ${USER_UPLOAD_SOURCE} and c.channel_id = any(${names.channels}::int[])
        order by c.subscribers desc, c.channel_id limit ${perKind})
    ),
    named as (
      ${namedVideos(perName)}
    )
    select coalesce((select array_agg(video_id) from named), '{}') as named,
      (select coalesce(json_agg(json_build_array(v.video_id, v.is_hd, v.is_vr, v.duration, v.video_viewed)), '[]'::json)
        from videos v where v.video_id in (select unnest(${indexed.ids}::int[]) union select video_id from named)
          and ${site}) as rows,
      (select max(video_id) from videos) as max_id`.execute(db);
  const { named, rows, max_id } = fresh.rows[0] ?? { named: [], rows: [], max_id: null };
  const publicRows = new Map(rows.map((row) => [row[0], row]));
  const ranks = new Map<number, number>();
  const unranked: number[] = [];
  indexed.ids.forEach((id, i) => {
    const rank = indexed.ranks[i];
    if (!publicRows.has(id)) return;
    if (rank === null || rank === undefined) unranked.push(id);
    else ranks.set(id, rank);
  });
  for (const id of named) {
    if (ranks.has(id) || !publicRows.has(id)) continue;
    const rank = rankOf(id);
    if (rank === null) unranked.push(id);
    else ranks.set(id, rank);
  }
  const titled: HeldRow[] = indexed.ids.flatMap((id) => {
    const row = publicRows.get(id);
    return row ? [row] : [];
  });
  if ((max_id ?? 0) > indexed.maxId || unranked.length > 0) {
    // What the index cannot rank, and the videos added since its read that match, by their vectors.
    const newer = sql`v.video_id > ${indexed.maxId} and v.search_vector @@ ${titles.matching}::tsquery`;
    const more = await sql<{ row: HeldRow; rank: number; matched: boolean }>`
      select json_build_array(v.video_id, v.is_hd, v.is_vr, v.duration, v.video_viewed) as row,
        ts_rank(v.search_vector, ${titles.ranking}::tsquery, 1)::float8 as rank, ${newer} as matched
      from videos v where ${site} and (${newer} or v.video_id = any(${unranked}::int[]))`.execute(db);
    for (const { row, rank, matched } of more.rows) {
      ranks.set(row[0], rank);
      if (matched) {
        titled.push(row);
        publicRows.set(row[0], row);
      }
    }
  }
  titled.sort((a, b) => b[4] - a[4] || b[0] - a[0]);
  titled.length = Math.min(titled.length, SEARCH_POOL);
  const inTitled = new Set(titled.map((row) => row[0]));
  const nameSet = new Set(named);
  if (unknownWord && new Set([...inTitled, ...nameSet]).size < LIKENESS_BELOW) return null;
  const pool = [...titled];
  for (const id of nameSet) {
    const row = publicRows.get(id);
    if (row && !inTitled.has(id)) pool.push(row);
  }
  // As the statement's `ranked`: the rank (float4) plus NAME_BONUS for a name's video (in float8), then
  // views, then id.
  const keyed: { row: HeldRow; key: number }[] = [];
  for (const row of pool) {
    const rank = ranks.get(row[0]);
    // Changed between the two reads: the statement ranks it.
    if (rank === undefined) return null;
    keyed.push({ row, key: rank + (nameSet.has(row[0]) ? NAME_BONUS : 0) });
  }
  keyed.sort((a, b) => b.key - a.key || b.row[4] - a.row[4] || b.row[0] - a.row[0]);
  return keyed.map(({ row }) => [row[0], row[1], row[2], row[3]]);
}

/**
 * The statement that ranks the pool of a search, with the tsquery texts of `titleQueries` and the title
 * index's matches (`indexed`); without them (the index not read yet, a query it cannot read) the GIN index
 * of the vectors finds the title matches.
 */
export function searchStatement(
  gender: VideoSearchParams['gender'],
  words: string[],
  titleQuery: TitleQueries,
  indexed: IndexedTitles | null,
): RawBuilder<{ pool: PoolEntry[] }> {
  const titles = sql<string>`${titleQuery.ranking}::tsquery`;
  const matching = sql<string>`${titleQuery.matching}::tsquery`;
  const names = nameQuery(words);
  const perKind = sql.lit(NAMES_PER_KIND);
  const perName = sql.lit(PER_NAME);
  const site = sql`${PUBLIC_VIDEO} and v.gender = ${gender}`;
  const alike = alikeWords(words);
  const alikeTitle = sql.join(
    alike.map((w) => sql`search_fold(v.title) %> search_fold(${w})`),
    sql` and `,
  );
  const unknownWord = hasUnknownWord(words, titleQuery);
  return sql<{ pool: PoolEntry[] }>`
    with names as (
      (select 'category' as kind, k.category_id as id from categories k
        where k.name_vector @@ ${names}
        order by k.category_id limit ${perKind})
      union all
      (select 'model', o.model_id from models o
        where o.gender = ${gender} and to_tsvector('simple'::regconfig, o.title) @@ ${names}
        order by o.subscribers desc, o.model_id limit ${perKind})
      union all
      (select 'channel', c.channel_id from channels c
        where c.gender = ${gender} and c.is_hidden = 0 and c.dir <> ${USER_UPLOAD_SOURCE} and to_tsvector('simple'::regconfig, c.title) @@ ${names}
        order by c.subscribers desc, c.channel_id limit ${perKind})
    ),
    named as (
      ${namedVideos(perName)}
    ),
    titled as (${
      indexed
        ? sql`select t.* from (
        select v.video_id, v.is_hd, v.is_vr, v.duration, v.video_viewed,
          coalesce(r.rank, ts_rank(v.search_vector, ${titles}, 1)) as rank
        from unnest(${indexed.ids}::int[], ${indexed.ranks}::real[]) r (video_id, rank)
          join videos v on v.video_id = r.video_id
        where ${site}
        union all
        select v.video_id, v.is_hd, v.is_vr, v.duration, v.video_viewed, ts_rank(v.search_vector, ${titles}, 1)
        from videos v where v.video_id > ${indexed.maxId} and ${site} and v.search_vector @@ ${matching}
      ) t order by t.video_viewed desc, t.video_id desc limit ${sql.lit(SEARCH_POOL)}`
        : sql`select v.video_id, v.is_hd, v.is_vr, v.duration, v.video_viewed, ts_rank(v.search_vector, ${titles}, 1) as rank
      from videos v where ${site} and v.search_vector @@ ${matching}
      order by v.video_viewed desc, v.video_id desc limit ${sql.lit(SEARCH_POOL)}`
    }),
    alike as (${
      unknownWord
        ? sql`select x.video_id, ${likeness(alike, sql`x.title`)} as score from (
        select v.video_id, v.title from videos v
        where ${site} and ${alikeTitle}
          and (select count(*) from (select video_id from titled union select video_id from named) e) < ${sql.lit(LIKENESS_BELOW)}
        limit ${sql.lit(SEARCH_POOL)}
      ) x`
        : sql`select null::int as video_id, null::float8 as score where false`
    }),
    pool as (
      select t.video_id, t.is_hd, t.is_vr, t.duration, t.video_viewed, t.rank, true as titled from titled t
      union all
      select v.video_id, v.is_hd, v.is_vr, v.duration, v.video_viewed, ts_rank(v.search_vector, ${titles}, 1), false
      from videos v
      where v.video_id in (select video_id from named union select video_id from alike) and ${site}
        and not exists (select 1 from titled t where t.video_id = v.video_id)
    ),
    ranked as (
      select p.video_id, p.is_hd, p.is_vr, p.duration, row_number() over (
          order by (not p.titled and n.video_id is null),
            p.rank + (case when n.video_id is null then 0 else ${sql.lit(NAME_BONUS)} end) desc,
            a.score desc nulls last,
            p.video_viewed desc, p.video_id desc
        ) as ord
      from pool p
      left join named n on n.video_id = p.video_id
      left join alike a on a.video_id = p.video_id and not p.titled and n.video_id is null
    )
    select coalesce(json_agg(json_build_array(video_id, is_hd, is_vr, duration) order by ord), '[]'::json) as pool
    from ranked`;
}
