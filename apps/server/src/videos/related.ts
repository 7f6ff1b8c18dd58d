import { PAGING, USER_UPLOAD_SOURCE, type VideoCard, type VideoRelatedParams } from '@site/api';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/database.js';
import { VIDEO_STATUS } from '../db/schema.js';
import { type CardRow, cardsOf, toCard } from './cards.js';
import { filterConditions, PUBLIC_VIDEO } from './filters.js';

/** The most related videos of one video (§4, §9: 50 loaded, then paged). */
export const RELATED_LIMIT = PAGING.relatedLoaded;

/** How many candidates each source gives (per model, per category, the channel, the title match). */
const PER_SOURCE = 100;

/**
 * The weight of what a candidate shares with the video: each model 4, the channel 3, the title's words
 * (all of them, stemmed) 2, each category 1; the trigram similarity of the titles (0 to 1) is added, times 2.
 */
const WEIGHT = { model: 4, channel: 3, title: 2, category: 1, similarity: 2 } as const;

export interface RelatedResult {
  /** False when there is no such video (or it is in moderation). */
  found: boolean;
  total: number;
  videos: VideoCard[];
}

/**
 * The videos related to one: public active videos of the same site sharing its models, channel, categories
 * or the words of its title, ranked by the weights above, then views; at most RELATED_LIMIT, never the
 * video itself. One statement. Each source is read newest first from its own index and cut at PER_SOURCE,
 * so a category of a hundred thousand videos costs what a small one does.
 */
export async function relatedVideos(db: Db, p: VideoRelatedParams): Promise<RelatedResult> {
  const result = await relatedStatement(p).execute(db);
  const row = result.rows[0];
  if (!row?.found) return { found: false, total: 0, videos: [] };
  return { found: true, total: row.total, videos: row.videos.map(toCard) };
}

/** The statement of `relatedVideos` (exported to read its plan). */
export function relatedStatement(
  p: VideoRelatedParams,
): RawBuilder<{ found: boolean; total: number; videos: CardRow[] }> {
  const offset = (p.page - 1) * p.count;
  const filters = filterConditions({ type: p.type, duration: 'all' });
  const where = sql.join(
    [PUBLIC_VIDEO, sql`v.gender = me.gender`, sql`v.video_id <> me.video_id`, ...filters],
    sql` and `,
  );

  return sql<{ found: boolean; total: number; videos: CardRow[] }>`
    with me as (
      select v.video_id, v.gender, v.title, v.content_source_id, c.dir as source_dir
      from videos v left join channels c on c.channel_id = v.content_source_id
      where v.video_id = ${p.video_id} and v.status_id <> ${sql.lit(VIDEO_STATUS.moderation)}
    ),
    candidates as (
      select x.video_id, ${sql.lit(WEIGHT.model)} as weight
      from video_models mine
      cross join lateral (select vm.video_id from video_models vm where vm.model_id = mine.model_id
        order by vm.video_id desc limit ${sql.lit(PER_SOURCE)}) x
      where mine.video_id = ${p.video_id}
      union all
      select x.video_id, ${sql.lit(WEIGHT.category)}
      from video_categories mine
      cross join lateral (select vc.video_id from video_categories vc where vc.category_id = mine.category_id
        order by vc.video_id desc limit ${sql.lit(PER_SOURCE)}) x
      where mine.video_id = ${p.video_id}
      union all
      (select v.video_id, ${sql.lit(WEIGHT.channel)} from videos v, me
        where me.source_dir <> ${USER_UPLOAD_SOURCE} and v.content_source_id = me.content_source_id and ${PUBLIC_VIDEO}
        order by v.added_date desc, v.video_id desc limit ${sql.lit(PER_SOURCE)})
      union all
      (select v.video_id, ${sql.lit(WEIGHT.title)} from videos v, me
        where v.search_vector @@ plainto_tsquery('english'::regconfig, me.title) and ${PUBLIC_VIDEO}
        limit ${sql.lit(PER_SOURCE)})
    ),
    ranked as (
      select v.video_id, row_number() over (
          order by s.weight + ${sql.lit(WEIGHT.similarity)} * similarity(v.title, me.title) desc, v.video_viewed desc, v.video_id desc
        ) as ord
      from (select video_id, sum(weight) as weight from candidates group by video_id) s
      join videos v on v.video_id = s.video_id
      cross join me
      where ${where}
      order by ord
      limit ${sql.lit(RELATED_LIMIT)}
    )
    select exists (select 1 from me) as found, (select count(*)::int from ranked) as total,
      ${cardsOf(sql`(select video_id, ord from ranked where ord > ${offset} order by ord limit ${p.count})`, p.lang)} as videos`;
}
