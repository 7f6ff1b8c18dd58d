import type { VideoCard } from '@site/api';
import { type RawBuilder, sql } from 'kysely';

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
}

/**
 * The card columns, for a statement that joins `videos v`, `members m` (the uploader) and, left,
 * `channels c` (the content source). Pair it with CARD_JOINS.
 */
export const CARD_COLUMNS: RawBuilder<unknown> = sql`v.video_id, v.title, v.dir, v.thumb, v.duration,
  v.video_viewed, extract(epoch from v.added_date)::float8 * 1000 as added_ms, v.status_id, v.is_private,
  v.is_hd, v.is_vr, v.likes, v.dislikes, v.user_id, m.username, m.is_trusted,
  c.channel_id as source_id, c.dir as source_dir, c.title as source_title`;

/** The joins CARD_COLUMNS reads, after `videos v`. */
export const CARD_JOINS: RawBuilder<unknown> = sql`join members m on m.user_id = v.user_id
  left join channels c on c.channel_id = v.content_source_id`;

/**
 * The cards of the ids a subquery `ids` gives (columns `video_id` and `ord`), as one JSON array in `ord`
 * order, for a `select … as videos` column; `where` keeps only the videos that pass it.
 */
export function cardsOf(
  ids: RawBuilder<unknown>,
  where: RawBuilder<unknown> = sql`true`,
): RawBuilder<CardRow[]> {
  return sql<CardRow[]>`(select coalesce(json_agg(card order by card.ord), '[]'::json) from (
    select ${CARD_COLUMNS}, ids.ord from ${ids} as ids join videos v on v.video_id = ids.video_id ${CARD_JOINS}
    where ${where}
  ) card)`;
}

const flag = (n: number): 0 | 1 => (n === 1 ? 1 : 0);

export function toCard(row: CardRow): VideoCard {
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
