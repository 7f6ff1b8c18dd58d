import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { USER_UPLOAD_SOURCE } from '@site/api';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { VIDEO_STATUS } from '../db/schema.js';
import { createRandom, type Random } from './random.js';
import { thumbUrl, writeThumbnails } from './thumbnails.js';
import { ADJECTIVES, NOUNS, PHRASES, STUDIO_WORDS } from './words.js';

/** The content source of member uploads (§2: a source named usersupload is not a channel). */
export const USER_UPLOAD_DIR = USER_UPLOAD_SOURCE;

/** The default seed of the demo content. */
export const DEMO_SEED = 20261121;

export interface SeedOptions {
  /** Where media go: thumbnails land in `<mediaDir>/thumbs`. */
  mediaDir: string;
  /** How many videos (default 240), members (20) and channels (8, plus `usersupload`). */
  videos?: number;
  members?: number;
  channels?: number;
  /** The PRNG seed: the same seed gives the same content. */
  seed?: number;
  /**
   * The time added dates count back from (over the last 60 days). Default: now, so the date filters (day,
   * week, month) always find demo content. Titles, numbers and order do not depend on it.
   */
  now?: Date;
  /** Render the thumbnails (default true). */
  thumbnails?: boolean;
}

export interface SeedResult {
  videos: number;
  members: number;
  channels: number;
}

const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

/** A URL slug of a title: lower-case latin letters, digits and dashes, at most 80 characters. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 80)
    .replace(/^-+|-+$/g, '');
}

function videoTitle(r: Random, long: boolean): string {
  const base = `${cap(r.pick(ADJECTIVES))} ${r.pick(NOUNS)} ${r.pick(PHRASES)}`;
  if (!long) return base;
  const extra = Array.from({ length: 6 }, () => `${r.pick(ADJECTIVES)} ${r.pick(NOUNS)}`).join(', ');
  return `${base}, with ${extra} and a very long description of the ${r.pick(NOUNS)} in one single title`;
}

/** Seconds, spread over the duration buckets of §3: under 10 min, 10 to 40 min, over 40 min (to 90). */
function duration(r: Random): number {
  const bucket = r.next();
  if (bucket < 0.45) return r.int(30, 599);
  if (bucket < 0.85) return r.int(600, 2400);
  return r.int(2401, 5400);
}

/** Mostly active and public; a few private, in moderation or deleted, which the listings must not show. */
function visibility(r: Random): { status_id: number; is_private: 0 | 1 } {
  const x = r.next();
  if (x < 0.03) return { status_id: VIDEO_STATUS.active, is_private: 1 };
  if (x < 0.05) return { status_id: VIDEO_STATUS.moderation, is_private: 0 };
  if (x < 0.07) return { status_id: VIDEO_STATUS.deleted, is_private: 0 };
  return { status_id: VIDEO_STATUS.active, is_private: 0 };
}

/**
 * Fills an empty database with deterministic synthetic content (seeded PRNG: the same rows on every run
 * and every engine), then renders a thumbnail per video. Returns null, touching nothing, when there are
 * videos already. The rows go in one transaction, so an interrupted seed leaves the database empty.
 */
export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<SeedResult | null> {
  const existing = await db
    .selectFrom('videos')
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  if (existing.n > 0) return null;

  const r = createRandom(options.seed ?? DEMO_SEED);
  const now = (options.now ?? new Date()).getTime();
  const videoCount = options.videos ?? 240;
  const memberCount = options.members ?? 20;
  const channelCount = options.channels ?? 8;

  const usernames = new Set<string>();
  while (usernames.size < memberCount) usernames.add(`${r.pick(ADJECTIVES)}_${r.pick(NOUNS)}${r.int(1, 99)}`);
  const memberRows = [...usernames].map((username) => ({
    username,
    is_trusted: r.chance(0.3) ? 1 : 0,
    created_at: new Date(now - r.int(60, 720) * 86_400_000),
  }));

  const channelRows: { dir: string; title: string }[] = [{ dir: USER_UPLOAD_DIR, title: USER_UPLOAD_DIR }];
  while (channelRows.length < channelCount + 1) {
    const title = `${cap(r.pick(ADJECTIVES))} ${cap(r.pick(NOUNS))} ${cap(r.pick(STUDIO_WORDS))}`;
    const dir = slugify(title);
    if (!channelRows.some((c) => c.dir === dir)) channelRows.push({ dir, title });
  }

  const ids = await db.transaction().execute(async (tx) => {
    const members = await tx.insertInto('members').values(memberRows).returning('user_id').execute();
    const channels = await tx
      .insertInto('channels')
      .values(channelRows)
      .returning(['channel_id', 'dir'])
      .execute();
    const userUpload = channels.find((c) => c.dir === USER_UPLOAD_DIR);
    const studios = channels.filter((c) => c.dir !== USER_UPLOAD_DIR);

    const rows = Array.from({ length: videoCount }, (_, i) => {
      const title = videoTitle(r, i % 37 === 5);
      const source = r.chance(0.45) ? r.pick(studios) : r.chance(0.9) ? userUpload : undefined;
      const views = r.chance(0.08) ? 0 : Math.floor(r.next() ** 3 * 2_500_000) + 1;
      const likes = Math.floor(views * r.next() * 0.02);
      const ageMinutes = Math.floor(r.next() ** 1.5 * 60 * 24 * 60);
      return {
        title,
        titles: JSON.stringify({ en: title }),
        dir: slugify(title),
        duration: duration(r),
        video_viewed: views,
        likes,
        dislikes: Math.floor(likes * r.next() * 0.3),
        comments_count: r.int(0, 120),
        is_hd: r.chance(0.6) ? 1 : 0,
        is_vr: r.chance(0.08) ? 1 : 0,
        ...visibility(r),
        sg_id: 1,
        custom3: 'local',
        user_id: r.pick(members).user_id,
        content_source_id: source?.channel_id ?? null,
        added_date: new Date(now - ageMinutes * 60_000),
      };
    });

    const inserted: number[] = [];
    for (let i = 0; i < rows.length; i += 100) {
      const batch = await tx
        .insertInto('videos')
        .values(rows.slice(i, i + 100))
        .returning('video_id')
        .execute();
      inserted.push(...batch.map((b) => b.video_id));
    }
    // Storage folder `<thousands>/<id>` and thumbnail URL, known once the ids are.
    await tx
      .updateTable('videos')
      .set({
        thumb: sql<string>`'/media/thumbs/' || video_id || '.jpg'`,
        video_dir: sql<string>`((video_id / 1000) * 1000)::text || '/' || video_id`,
      })
      .where('video_id', 'in', inserted)
      .execute();
    return inserted;
  });

  // Fresh statistics for the planner after the bulk load.
  await sql`analyze members, channels, videos`.execute(db);
  if (options.thumbnails !== false) await writeThumbnails(join(options.mediaDir, 'thumbs'), ids);
  return { videos: ids.length, members: memberRows.length, channels: channelRows.length };
}

/**
 * Renders the demo thumbnails that are missing from the media folder (a database kept while the data
 * folder was replaced, e.g. PostgreSQL with a fresh DATA_DIR). Returns how many were rendered.
 */
export async function restoreMissingThumbnails(db: Db, mediaDir: string): Promise<number> {
  const rows = await db.selectFrom('videos').select(['video_id', 'thumb']).execute();
  const dir = join(mediaDir, 'thumbs');
  const missing = rows
    .filter((row) => row.thumb === thumbUrl(row.video_id) && !existsSync(join(dir, `${row.video_id}.jpg`)))
    .map((row) => row.video_id);
  if (missing.length > 0) await writeThumbnails(dir, missing);
  return missing.length;
}
