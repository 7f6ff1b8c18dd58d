import type { Language, VideoCard } from '@site/api';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/database.js';
import { isPrivate, VIDEO_STATUS } from '../db/schema.js';
import { Memo } from '../lib/memo.js';
import { publicMediaUrl } from '../media/urls.js';

/**
 * One card as the list statements return it, inside a JSON array (the embedded database decodes one JSON
 * value far faster than rows of columns). `added_ms` is the epoch in milliseconds, so the date is exact.
 */
export interface CardRow {
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
  /** The video's media include a hover preview (media/video-media.ts). */
  has_preview: boolean;
}

/**
 * The title of `videos v` in `lang` (§3 per-language titles): its translation where one is stored, the
 * English title otherwise. English reads the column itself.
 */
export function videoTitleIn(lang: Language): RawBuilder<string> {
  return lang === 'en'
    ? sql<string>`v.title`
    : sql<string>`coalesce(nullif(v.titles ->> ${lang}, ''), v.title)`;
}

/**
 * The card columns, for a statement that joins `videos v`, `members m` (the uploader) and, left,
 * `channels c` (the content source), the title in `lang`. Pair it with CARD_JOINS.
 */
export function cardColumns(lang: Language): RawBuilder<unknown> {
  return sql`v.video_id, ${videoTitleIn(lang)} as title, v.dir, v.thumb, v.duration,
  v.video_viewed, extract(epoch from v.added_date)::float8 * 1000 as added_ms, v.status_id, v.is_private,
  v.is_hd, v.is_vr, v.likes, v.dislikes, v.user_id, m.username, m.is_trusted,
  c.channel_id as source_id, c.dir as source_dir, c.title as source_title,
  coalesce((v.media->>'preview')::boolean, false) as has_preview`;
}

/** The joins `cardColumns` reads, after `videos v`. */
export const CARD_JOINS: RawBuilder<unknown> = sql`join members m on m.user_id = v.user_id
  left join channels c on c.channel_id = v.content_source_id`;

/**
 * The cards of the ids a subquery `ids` gives (columns `video_id` and `ord`), as one JSON array in `ord`
 * order, titled in `lang`, for a `select … as videos` column; `where` keeps only the videos that pass it.
 */
export function cardsOf(
  ids: RawBuilder<unknown>,
  lang: Language,
  where: RawBuilder<unknown> = sql`true`,
): RawBuilder<CardRow[]> {
  return sql<CardRow[]>`(select coalesce(json_agg(card order by card.ord), '[]'::json) from (
    select ${cardColumns(lang)}, ids.ord from ${ids} as ids join videos v on v.video_id = ids.video_id ${CARD_JOINS}
    where ${where}
  ) card)`;
}

const flag = (n: number): 0 | 1 => (n === 1 ? 1 : 0);

/**
 * The cards of videos left out of listings though their `is_private` says public: those of a hidden
 * channel (bit 2 of the column, migration 0027), which the card shows as public where it is reached.
 */
const unlisted = new WeakSet<VideoCard>();

export function toCard(row: CardRow): VideoCard {
  const card = cardOf(row);
  if (row.is_private !== 0) unlisted.add(card);
  return card;
}

function cardOf(row: CardRow): VideoCard {
  return {
    video_id: row.video_id,
    title: row.title,
    dir: row.dir,
    thumb: row.thumb,
    duration: row.duration,
    video_viewed: row.video_viewed,
    added_date: new Date(row.added_ms).toISOString(),
    status_id: row.status_id,
    // The owner's choice only: a video of a hidden channel is public where it is reached (migration 0027).
    is_private: isPrivate(row.is_private) ? 1 : 0,
    props: { hd: flag(row.is_hd), vr: flag(row.is_vr) },
    statistics: { likes: row.likes, dislikes: row.dislikes },
    user_id: row.user_id,
    display_name: row.username,
    is_trusted: flag(row.is_trusted),
    content_source_id: row.source_id,
    content_source_dir: row.source_dir,
    content_source_name: row.source_title,
    ...(row.has_preview ? { preview: publicMediaUrl(row.video_id, 'preview.mp4') } : {}),
  };
}

/**
 * Cards by video id, kept a few seconds (`AppOptions.cardCacheMs`) for search: the pages and filters of
 * one search share most of their cards, and its pool is ranked before its page's cards are read (a
 * statement of their own). A card may be that many seconds old, like the answers holding it; which videos
 * a search holds is always its pool's. A card is kept per language (`cardKey`): its title is the
 * language's. The video lists read their cards fresh instead (`readCards`, videos/queries.ts).
 */
export type CardCache = Memo<VideoCard>;

/** The most cards kept (about 0.5 kB each). */
const CARD_CACHE_ENTRIES = 100_000;

export function createCardCache(ttlMs: number): CardCache {
  return new Memo<VideoCard>(ttlMs, CARD_CACHE_ENTRIES);
}

/** Whether a card is of a public active listed video (§4), as `PUBLIC_VIDEO` reads it in SQL. */
export const isPublicCard = (card: VideoCard): boolean =>
  card.status_id === VIDEO_STATUS.active && card.is_private === 0 && !unlisted.has(card);

/** The card cache's key of a video's card in a language. */
export const cardKey = (lang: Language, videoId: number): string => `${lang}:${videoId}`;

/**
 * The cards of `ids` in that order, titled in `lang`, read fresh in one statement by primary key (an id
 * without a video is left out). Its one parameter is the array of ids, so PostgreSQL soon keeps one generic
 * plan for it instead of planning each page again (db/database.ts, `prepareStatements`).
 */
export async function readCards(db: Db, ids: readonly number[], lang: Language): Promise<VideoCard[]> {
  if (ids.length === 0) return [];
  const ordered = sql`(select * from unnest(${ids}::int[]) with ordinality as t(video_id, ord))`;
  const result = await sql<{ videos: CardRow[] }>`select ${cardsOf(ordered, lang)} as videos`.execute(db);
  return (result.rows[0]?.videos ?? []).map(toCard);
}

/**
 * The cards of `ids` in that order, titled in `lang`: from the cache where it holds them, the others read
 * (`readCards`) and kept. An id without a video is left out.
 */
export async function cardsFor(
  db: Db,
  ids: readonly number[],
  cache: CardCache,
  lang: Language,
): Promise<VideoCard[]> {
  const found = new Map<number, VideoCard>();
  const missing: number[] = [];
  for (const id of ids) {
    const card = cache.get(cardKey(lang, id));
    if (card) found.set(id, card);
    else missing.push(id);
  }
  for (const card of await readCards(db, missing, lang)) {
    found.set(card.video_id, card);
    cache.set(cardKey(lang, card.video_id), card);
  }
  return ids.flatMap((id) => found.get(id) ?? []);
}
