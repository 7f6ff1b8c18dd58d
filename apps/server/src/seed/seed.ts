import { existsSync } from 'node:fs';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/database.js';
import { refreshStats } from '../videos/stats.js';
import { type DemoContent, generateDemo, type IdTable } from './generate.js';
import { IMAGE_KINDS, type ImageJob, type ImageKind, mediaFile, renderImages } from './images.js';

export { DEMO_SEED, DEMO_SIZES, generateDemo, slugify, USER_UPLOAD_DIR } from './generate.js';

export interface SeedOptions {
  /** Where media go: `<mediaDir>/thumbs`, `/models`, `/avatars`… */
  mediaDir: string;
  /** How many videos (default 400), members (80), channels (20, plus `usersupload`) and models (150). */
  videos?: number;
  members?: number;
  channels?: number;
  models?: number;
  /** The PRNG seed: the same seed gives the same content. */
  seed?: number;
  /**
   * The time every date counts back from (videos over the last 60 days). Default: now, so the date filters
   * (day, week, month) always find demo content. Titles, numbers, ids and order do not depend on it.
   */
  now?: Date;
  /** Render the images (default true). */
  thumbnails?: boolean;
}

export interface SeedResult {
  videos: number;
  members: number;
  channels: number;
  models: number;
  categories: number;
  playlists: number;
  comments: number;
  images: number;
}

/** The tables whose ids the seed sets itself, with their id column, in insert order where it matters. */
const ID_COLUMNS: Record<IdTable, string> = {
  members: 'user_id',
  channels: 'channel_id',
  categories: 'category_id',
  models: 'model_id',
  videos: 'video_id',
  playlists: 'playlist_id',
  comments: 'comment_id',
  messages: 'm_id',
  keywords: 'keyword_id',
  slider_videos: 'slider_id',
  banners: 'banner_id',
  network_sites: 'site_id',
};

/** The row tables of the demo, in foreign-key order (category_stats is derived, by refreshStats). */
export const INSERT_ORDER = [
  'members',
  'channels',
  'categories',
  'channel_categories',
  'models',
  'videos',
  'video_categories',
  'video_models',
  'playlists',
  'playlist_videos',
  'comments',
  'votes',
  'subscriptions',
  'friends',
  'favourites',
  'watch_later',
  'history',
  'messages',
  'keywords',
  'video_country_views',
  'slider_videos',
  'banners',
  'network_sites',
] as const satisfies readonly Exclude<keyof DemoContent, 'images'>[];

/** Every table of the data model: the demo's row tables and the derived category_stats. */
export const DATA_TABLES = [...INSERT_ORDER, 'category_stats'] as const;

/**
 * Inserts rows in one statement with one parameter: the rows as a JSON array, expanded by
 * `json_populate_recordset` into the table's row type (columns absent from the rows keep their defaults,
 * since only the rows' columns are named). Far faster than thousands of bound values on both engines.
 */
async function insertRows(db: Db, table: string, rows: readonly Record<string, unknown>[]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = sql.join(Object.keys(first).map((c) => sql.ref(c)));
  await sql`insert into ${sql.table(table)} (${columns})
    select ${columns} from json_populate_recordset(null::${sql.table(table)}, ${JSON.stringify(rows)}::json)`.execute(
    db,
  );
}

/** The largest id of each table (0 when empty): the seed's ids count on from them. */
async function idBases(db: Db): Promise<Record<IdTable, number>> {
  const selections = Object.entries(ID_COLUMNS).map(
    ([table, column]) =>
      sql<number>`(select coalesce(max(${sql.ref(column)}), 0)::int from ${sql.table(table)})`.as(
        table,
      ) as never,
  );
  const row = await db.selectNoFrom(selections).executeTakeFirstOrThrow();
  return row as unknown as Record<IdTable, number>;
}

/** Moves each identity sequence past the ids the seed set itself. */
async function syncSequences(db: Db): Promise<void> {
  for (const [table, column] of Object.entries(ID_COLUMNS)) {
    await sql`select setval(pg_get_serial_sequence(${table}, ${column}),
        coalesce((select max(${sql.ref(column)}) from ${sql.table(table)}), 1),
        (select max(${sql.ref(column)}) from ${sql.table(table)}) is not null)`.execute(db);
  }
}

/**
 * Fills an empty database (no videos) with deterministic synthetic content: the same rows on every run
 * and both engines, every table of the data model filled, dates counted back from `now`. The rows go in
 * one transaction (an interrupted seed leaves no rows), the counters are then recomputed (`refreshStats`),
 * and the images render meanwhile, a few at a time. Returns null, touching nothing, when there are videos.
 */
export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<SeedResult | null> {
  const existing = await db
    .selectFrom('videos')
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  if (existing.n > 0) return null;

  const content = generateDemo({
    seed: options.seed,
    now: options.now,
    videos: options.videos,
    members: options.members,
    channels: options.channels,
    models: options.models,
    idBase: await idBases(db),
  });

  // Images depend on ids and names only: they render (sharp's threads) while the database works.
  const rendering =
    options.thumbnails === false
      ? Promise.resolve(undefined)
      : renderImages(options.mediaDir, content.images).then(
          () => undefined,
          (error: unknown) => error ?? new Error('rendering failed'),
        );
  try {
    await db.transaction().execute(async (tx) => {
      for (const table of INSERT_ORDER) await insertRows(tx, table, content[table]);
      await syncSequences(tx);
    });
    await refreshStats(db);
    // Fresh statistics for the planner after the load.
    await sql`analyze ${sql.join(INSERT_ORDER.map((t) => sql.table(t)))}`.execute(db);
  } catch (error) {
    await rendering;
    throw error;
  }
  const renderError = await rendering;
  if (renderError) throw renderError;

  return {
    videos: content.videos.length,
    members: content.members.length,
    channels: content.channels.length,
    models: content.models.length,
    categories: content.categories.length,
    playlists: content.playlists.length,
    comments: content.comments.length,
    images: options.thumbnails === false ? 0 : content.images.length,
  };
}

/** Where each kind of generated image is named in the database, to find the ones a media folder lacks. */
const IMAGE_COLUMNS: Record<
  ImageKind,
  { table: string; id: string; url: string; label?: string; size?: readonly [string, string] }
> = {
  thumb: { table: 'videos', id: 'video_id', url: 'thumb' },
  category: { table: 'categories', id: 'category_id', url: 'thumb' },
  model: { table: 'models', id: 'model_id', url: 'img', label: 'title' },
  channel: { table: 'channels', id: 'channel_id', url: 'img', label: 'title' },
  avatar: { table: 'members', id: 'user_id', url: 'avatar', label: 'username' },
  cover: { table: 'members', id: 'user_id', url: 'cover' },
  banner: { table: 'banners', id: 'banner_id', url: 'img', label: 'title', size: ['width', 'height'] },
};

/**
 * Renders the generated images that are missing from the media folder (a database kept while the data
 * folder was replaced, e.g. PostgreSQL with a fresh DATA_DIR): every row whose image URL is the generated
 * one (`/media/<folder>/<id>.jpg`) of any kind. Returns how many were rendered.
 */
export async function restoreMissingMedia(db: Db, mediaDir: string): Promise<number> {
  const missing: ImageJob[] = [];
  for (const [kind, c] of Object.entries(IMAGE_COLUMNS) as [ImageKind, (typeof IMAGE_COLUMNS)[ImageKind]][]) {
    const prefix = `/media/${IMAGE_KINDS[kind].folder}/`;
    const nothing: RawBuilder<unknown> = sql`null`;
    const rows = await sql<{ id: number; label: string | null; width: number | null; height: number | null }>`
      select ${sql.ref(c.id)} as id, ${c.label ? sql.ref(c.label) : nothing} as label,
        ${c.size ? sql.ref(c.size[0]) : nothing} as width, ${c.size ? sql.ref(c.size[1]) : nothing} as height
      from ${sql.table(c.table)}
      where ${sql.ref(c.url)} = ${prefix} || ${sql.ref(c.id)} || '.jpg'`.execute(db);
    for (const row of rows.rows) {
      const id = Number(row.id);
      if (existsSync(mediaFile(mediaDir, kind, id))) continue;
      missing.push({
        kind,
        id,
        ...(row.label !== null ? { label: row.label } : {}),
        ...(row.width !== null && row.height !== null ? { width: row.width, height: row.height } : {}),
      });
    }
  }
  if (missing.length > 0) await renderImages(mediaDir, missing);
  return missing.length;
}
