import {
  type CategoriesParams,
  type Category,
  type ChannelCard,
  type ChannelDetail,
  type ChannelListParams,
  type ChannelSort,
  type Gender,
  type Language,
  type ModelDetail,
  USER_UPLOAD_SOURCE,
} from '@site/api';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/database.js';
import { HIDDEN_CHANNEL_VIDEO } from '../videos/filters.js';
import { MODEL_ORDER } from './facets.js';

/** How many of each top list the main call answers (§7 main; the spec leaves the sizes open). */
export const MAIN_TOP = {
  /** The sidebar's filterable category list: the site's categories by number of videos. */
  categories: 100,
  models: 10,
  channels: 10,
} as const;

/**
 * The order of each channel sort. Channels have no subscribe-count sort of their own, so most-popular is
 * the subscribers and most-viewed the views of the channel's videos; alphabetza is alphabetaz reversed
 * (one index read backwards).
 */
const CHANNEL_ORDER: Record<ChannelSort, RawBuilder<unknown>> = {
  alphabetaz: sql`lower(c.title), c.channel_id`,
  alphabetza: sql`lower(c.title) desc, c.channel_id desc`,
  'count-videos': sql`c.total_videos desc, c.channel_id desc`,
  'latest-updates': sql`c.last_video_at desc nulls last, c.channel_id desc`,
  'most-popular': sql`c.subscribers desc, c.channel_id desc`,
  'most-viewed': sql`c.video_viewed desc, c.channel_id desc`,
  recent: sql`c.created_at desc, c.channel_id desc`,
  'top-rated': sql`(c.likes::float8 / greatest(c.likes + c.dislikes, 1)) desc, c.likes desc, c.channel_id desc`,
};

/** A model card built by the database (one JSON value per row of `models m`). */
const MODEL_CARD = sql`json_build_object(
  'dir', m.dir, 'title', m.title, 'img', m.img, 'country', m.country,
  'statistics', json_build_object('videos', m.total_videos, 'viewed', m.video_viewed, 'subscribers', m.subscribers))`;

/**
 * The visible channels of a site on `channels c`: never hidden ones, never the usersupload source (§2).
 * The constants are literals, so the planner matches the partial indexes of migration 0004.
 */
const visibleChannels = (gender: Gender) =>
  sql`c.gender = ${gender} and c.is_hidden = 0 and c.dir <> ${sql.lit(USER_UPLOAD_SOURCE)}`;

/** A category's title in the language, else its English `title` (also when the translation is empty). */
export const categoryTitle = (lang: Language) =>
  sql<string>`coalesce(nullif(k.titles ->> ${lang}, ''), k.title)`;

/** The categories of channel `c` as its page carries them ({dir, title}), in the language, by dir. */
const channelCategories = (lang: Language) => sql<ChannelCard['categories']>`(
  select coalesce(json_agg(json_build_object('dir', k.dir, 'title', ${categoryTitle(lang)}) order by k.dir), '[]'::json)
  from channel_categories cc join categories k on k.category_id = cc.category_id
  where cc.channel_id = c.channel_id)`;

/**
 * `(one page of channels as a JSON array, in the sort's order)` as JSON text. The page's ids first (the
 * sort's index, stopping after the page), then the categories of those channels in one join (not one
 * lookup per card), then the cards.
 */
function channelPageJson(
  where: RawBuilder<unknown>,
  order: RawBuilder<unknown>,
  lang: Language,
  limit: number,
  offset = 0,
) {
  return sql<string>`(with page as (
      select c.channel_id, row_number() over (order by ${order}) as ord from channels c where ${where}
      order by ${order} limit ${limit} offset ${offset}),
    cats as (
      select cc.channel_id,
        json_agg(json_build_object('dir', k.dir, 'title', ${categoryTitle(lang)}) order by k.dir) as list
      from page join channel_categories cc on cc.channel_id = page.channel_id
      join categories k on k.category_id = cc.category_id group by cc.channel_id)
    select coalesce(json_agg(json_build_object(
        'dir', c.dir, 'title', c.title, 'img', c.img, 'total_videos', c.total_videos,
        'categories', coalesce(cats.list, '[]'::json), 'statistics', json_build_object('subscribers', c.subscribers))
      order by page.ord), '[]'::json)::text
    from page join channels c on c.channel_id = page.channel_id left join cats on cats.channel_id = page.channel_id)`;
}

/** A category of `category_stats cs join categories k` as the lists carry it. */
const categoryCard = (lang: Language) =>
  sql`json_build_object('dir', k.dir, 'title', ${categoryTitle(lang)}, 'total_videos', cs.total_videos, 'thumb', k.thumb)`;

interface PageSpec {
  /** The JSON value of one row. */
  card: RawBuilder<unknown>;
  /** The FROM clause (constant SQL). */
  from: RawBuilder<unknown>;
  where: RawBuilder<unknown>;
  order: RawBuilder<unknown>;
  limit: number;
  offset?: number;
}

/**
 * `(the page's cards as one JSON array, in the sort's order)`, as JSON text: the server sends it as it
 * comes, without decoding and encoding sixty cards again. The row number keeps the order inside the
 * aggregate; the planner reads the sort's index and stops after the page.
 */
function pageJson(s: PageSpec) {
  return sql<string>`(select coalesce(json_agg(page.card order by page.ord), '[]'::json)::text from (
    select ${s.card} as card, row_number() over (order by ${s.order}) as ord from ${s.from} where ${s.where}
    order by ${s.order} limit ${s.limit} offset ${s.offset ?? 0}) as page)`;
}

/** A list page: the cards as JSON text and the total of the list. */
export interface ListPage {
  json: string;
  total: number;
}

/** The cards of the models of `ids`, in that order, as JSON text (the page the facets chose). */
export async function modelCardsJson(db: Db, ids: number[]): Promise<string> {
  if (ids.length === 0) return '[]';
  const { rows } = await sql<{
    json: string;
  }>`select coalesce(json_agg(${MODEL_CARD} order by u.ord), '[]'::json)::text as json
    from unnest(string_to_array(${ids.join(',')}, ',')::int[]) with ordinality as u (id, ord)
    join models m on m.model_id = u.id`.execute(db);
  return (rows[0] as { json: string }).json;
}

/** A model's page row. */
export async function findModel(db: Db, dir: string): Promise<ModelDetail | null> {
  const row = await db
    .selectFrom('models as m')
    .where('m.dir', '=', dir)
    .select([
      'm.dir',
      'm.title',
      'm.img',
      'm.country',
      'm.description',
      'm.total_videos',
      'm.video_viewed',
      'm.subscribers',
      'm.likes',
      'm.dislikes',
      'm.age',
      sql<string | null>`to_char(m.birth_date, 'YYYY-MM-DD')`.as('birth_date'),
      'm.career_start',
      'm.career_end',
      'm.career_status',
      'm.city',
      'm.debut_age',
      'm.known_as',
      'm.zodiac_sign',
      'm.eye_color',
      'm.body_type',
      'm.height',
      'm.weight',
      'm.piercing',
      'm.tattoo',
      'm.ethnicity',
      'm.breast_size',
    ])
    .executeTakeFirst();
  if (!row) return null;
  return {
    dir: row.dir,
    title: row.title,
    img: row.img,
    country: row.country,
    description: row.description,
    statistics: {
      videos: row.total_videos,
      viewed: Number(row.video_viewed),
      subscribers: row.subscribers,
      likes: row.likes,
      dislikes: row.dislikes,
    },
    age: row.age,
    birth_date: row.birth_date,
    career_start: row.career_start,
    career_end: row.career_end,
    career_status: flagOrNull(row.career_status),
    city: row.city,
    debut_age: row.debut_age,
    known_as: row.known_as,
    zodiac_sign: row.zodiac_sign,
    eye_color: row.eye_color as ModelDetail['eye_color'],
    body_type: row.body_type,
    height: row.height,
    weight: row.weight,
    piercing: flagOrNull(row.piercing),
    tattoo: flagOrNull(row.tattoo),
    ethnicity: row.ethnicity,
    breast_size: row.breast_size,
  };
}

const flagOrNull = (n: number | null): 0 | 1 | null => (n === null ? null : n === 1 ? 1 : 0);

/** The id of a category by its dir, or null. */
export async function categoryIdOf(db: Db, dir: string): Promise<number | null> {
  const row = await db
    .selectFrom('categories')
    .where('dir', '=', dir)
    .select('category_id')
    .executeTakeFirst();
  return row?.category_id ?? null;
}

export const channelTotalKey = (p: ChannelListParams, categoryId: number | null) =>
  ['channels', p.gender, categoryId ?? 'all'].join('|');

/**
 * One page of the channel list of a site (every visible channel, or those of one category) and, unless
 * known, its total. Card categories are named in the list's language (English where none).
 */
export async function listChannels(
  db: Db,
  p: ChannelListParams,
  categoryId: number | null,
  knownTotal?: number,
): Promise<ListPage> {
  const where =
    categoryId === null
      ? visibleChannels(p.gender)
      : sql`${visibleChannels(p.gender)} and c.channel_id in (
          select channel_id from channel_categories where category_id = ${categoryId})`;
  const total =
    knownTotal === undefined
      ? sql`(select count(*)::int from channels c where ${where})`
      : sql`${knownTotal}::int`;
  const page = channelPageJson(where, CHANNEL_ORDER[p.sort], p.lang, p.count, (p.page - 1) * p.count);
  const { rows } = await sql<{
    total: number;
    json: string;
  }>`select ${total} as total, ${page} as json`.execute(db);
  const row = rows[0] as { total: number; json: string };
  return { json: row.json, total: Number(row.total) };
}

/**
 * A channel's page: any channel but the usersupload source (member uploads are not a channel, §2).
 * Hidden channels are left out of lists only; their page stays reachable from their videos. Its
 * categories are named in `lang` (English where none).
 */
export async function findChannel(db: Db, dir: string, lang: Language = 'en'): Promise<ChannelDetail | null> {
  const row = await db
    .selectFrom('channels as c')
    .where('c.dir', '=', dir)
    .where('c.dir', '<>', sql.lit(USER_UPLOAD_SOURCE))
    .select([
      'c.dir',
      'c.title',
      'c.img',
      'c.description',
      'c.total_videos',
      'c.subscribers',
      'c.video_viewed',
      'c.likes',
      'c.dislikes',
      'c.channel_id',
      'c.is_hidden',
      channelCategories(lang).as('categories'),
    ])
    .executeTakeFirst();
  if (!row) return null;
  // The totals count public videos; a hidden channel's are out of them (0027), and its page counts the
  // videos it lists (#33 item 3).
  const sums = row.is_hidden === 1 ? await hiddenChannelSums(db, row.channel_id) : row;
  return {
    dir: row.dir,
    title: row.title,
    img: row.img,
    total_videos: sums.total_videos,
    categories: row.categories,
    description: row.description,
    statistics: {
      subscribers: row.subscribers,
      videos: sums.total_videos,
      viewed: Number(sums.video_viewed),
      likes: sums.likes,
      dislikes: sums.dislikes,
    },
  };
}

/** A hidden channel's sums over the videos its page lists, as the channel's columns hold a shown one's. */
async function hiddenChannelSums(db: Db, channelId: number) {
  const { rows } = await sql<{ total_videos: number; video_viewed: string; likes: number; dislikes: number }>`
    select count(*)::int as total_videos, coalesce(sum(v.video_viewed), 0)::text as video_viewed,
      coalesce(sum(v.likes), 0)::int as likes, coalesce(sum(v.dislikes), 0)::int as dislikes
    from videos v where v.content_source_id = ${channelId} and ${HIDDEN_CHANNEL_VIDEO}`.execute(db);
  return rows[0] as { total_videos: number; video_viewed: string; likes: number; dislikes: number };
}

/** The categories with videos on a site, the rows of `category_stats cs join categories k`. */
const SITE_CATEGORIES = sql`category_stats cs join categories k on k.category_id = cs.category_id`;
const siteCategories = (gender: Gender) => sql`cs.gender = ${gender} and cs.total_videos > 0`;

/** One collator per language, made once (making one costs more than sorting a few hundred titles). */
const collators = new Map<Language, Intl.Collator>();
function collatorOf(lang: Language): Intl.Collator {
  let collator = collators.get(lang);
  if (!collator) {
    collator = new Intl.Collator(lang, { sensitivity: 'base', numeric: true });
    collators.set(lang, collator);
  }
  return collator;
}

/**
 * Orders categories: `all` alphabetically by their title in the language (the language's collation, so
 * every language reads in its own order), `popular` by videos, then title. Both end on the dir, so equal
 * titles keep one order.
 */
export function sortCategories(categories: Category[], section: CategoriesParams['section'], lang: Language) {
  const collator = collatorOf(lang);
  const byTitle = (a: Category, b: Category) =>
    collator.compare(a.title, b.title) || (a.dir < b.dir ? -1 : a.dir > b.dir ? 1 : 0);
  return [...categories].sort(
    section === 'popular' ? (a, b) => b.total_videos - a.total_videos || byTitle(a, b) : byTitle,
  );
}

/** The categories call: every category with videos on the site, with its total there. */
export async function listCategories(db: Db, p: CategoriesParams): Promise<Category[]> {
  const { rows } = await sql<{
    card: Category;
  }>`select ${categoryCard(p.lang)} as card from ${SITE_CATEGORIES}
    where ${siteCategories(p.gender)}`.execute(db);
  return sortCategories(
    rows.map((r) => r.card),
    p.section,
    p.lang,
  );
}

/**
 * The main call's answer as JSON text, in one statement: the site's most popular categories (by videos,
 * titles in the language), models (most-popular) and channels (most-popular), and, when asked, up to
 * `keywords` keywords by weight (else `[]`).
 */
export async function mainJson(db: Db, gender: Gender, lang: Language, keywords: number): Promise<string> {
  const categories = pageJson({
    card: categoryCard(lang),
    from: SITE_CATEGORIES,
    where: siteCategories(gender),
    order: sql`cs.total_videos desc, k.dir`,
    limit: MAIN_TOP.categories,
  });
  const models = pageJson({
    card: MODEL_CARD,
    from: sql`models m`,
    where: sql`m.gender = ${gender}`,
    order: MODEL_ORDER['most-popular'],
    limit: MAIN_TOP.models,
  });
  const channels = channelPageJson(
    visibleChannels(gender),
    CHANNEL_ORDER['most-popular'],
    lang,
    MAIN_TOP.channels,
  );
  const words =
    keywords > 0
      ? pageJson({
          card: sql`w.keyword`,
          from: sql`keywords w`,
          where: sql`w.gender = ${gender}`,
          order: sql`w.weight desc, w.keyword_id`,
          limit: keywords,
        })
      : sql<string>`'[]'`;
  // Each part is JSON text already: joined as text, not decoded and encoded again.
  const { rows } = await sql<{
    json: string;
  }>`select '{"categories":' || ${categories} || ',"models":' || ${models}
    || ',"channels":' || ${channels} || ',"keywords":' || ${words} || ',"code":"success"}' as json`.execute(
    db,
  );
  return (rows[0] as { json: string }).json;
}
