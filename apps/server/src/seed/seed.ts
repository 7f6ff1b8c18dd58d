import { join } from 'node:path';
import { USER_UPLOAD_SOURCE } from '@site/api';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { VIDEO_STATUS } from '../db/schema.js';
import { createRandom, type Random } from './random.js';
import { writeThumbnails } from './thumbnails.js';
import { ADJECTIVES, NOUNS, PHRASES, STUDIO_WORDS } from './words.js';

/** The content source of member uploads (§2: a source named usersupload is not a channel). */
export const USER_UPLOAD_DIR = USER_UPLOAD_SOURCE;

export interface SeedOptions {
  /** Where media go: thumbnails land in `<mediaDir>/thumbs`. */
  mediaDir: string;
  videos?: number;
  members?: number;
  channels?: number;
  seed?: number;
  /** Reference time the added dates count back from (default: now, so date filters find recent rows). */
  now?: Date;
}

const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

function videoTitle(r: Random, long: boolean): string {
  const base = `${cap(r.pick(ADJECTIVES))} ${r.pick(NOUNS)} ${r.pick(PHRASES)}`;
  if (!long) return base;
  const extra = Array.from({ length: 6 }, () => `${r.pick(ADJECTIVES)} ${r.pick(NOUNS)}`).join(', ');
  return `${base}, with ${extra} and a very long description of the ${r.pick(NOUNS)} in one title`;
}

/** Minutes of a demo video: a spread over the three duration buckets of §3 (under 10, 10–40, over 40). */
function duration(r: Random): number {
  const bucket = r.next();
  if (bucket < 0.45) return r.int(30, 599);
  if (bucket < 0.85) return r.int(600, 2400);
  return r.int(2401, 5400);
}

/**
 * Fills an empty database with deterministic synthetic content. Returns false, touching nothing, when
 * there are videos already.
 */
export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<boolean> {
  const existing = await db
    .selectFrom('videos')
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  if (existing.n > 0) return false;

  const r = createRandom(options.seed ?? 20261121);
  const now = options.now ?? new Date();
  const videoCount = options.videos ?? 240;
  const memberCount = options.members ?? 20;
  const channelCount = options.channels ?? 8;

  const usernames = new Set<string>();
  while (usernames.size < memberCount) usernames.add(`${r.pick(ADJECTIVES)}_${r.pick(NOUNS)}${r.int(1, 99)}`);
  const members = await db
    .insertInto('members')
    .values([...usernames].map((username) => ({ username, is_trusted: r.chance(0.3) ? 1 : 0 })))
    .returning(['user_id'])
    .execute();

  const channelDirs = new Set<string>();
  const channelRows: { dir: string; title: string }[] = [{ dir: USER_UPLOAD_DIR, title: USER_UPLOAD_DIR }];
  while (channelDirs.size < channelCount) {
    const title = `${cap(r.pick(ADJECTIVES))} ${cap(r.pick(NOUNS))} ${cap(r.pick(STUDIO_WORDS))}`;
    const dir = slugify(title);
    if (channelDirs.has(dir)) continue;
    channelDirs.add(dir);
    channelRows.push({ dir, title });
  }
  const channels = await db
    .insertInto('channels')
    .values(channelRows)
    .returning(['channel_id', 'dir'])
    .execute();
  const userUpload = channels.find((c) => c.dir === USER_UPLOAD_DIR);
  const studios = channels.filter((c) => c.dir !== USER_UPLOAD_DIR);

  const rows = Array.from({ length: videoCount }, (_, i) => {
    const title = videoTitle(r, i % 37 === 5);
    const fromChannel = r.chance(0.45);
    const source = fromChannel ? r.pick(studios) : userUpload;
    const views = r.chance(0.08) ? 0 : Math.floor(r.next() ** 3 * 2_500_000);
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
      status_id: VIDEO_STATUS.active,
      is_private: 0,
      user_id: r.pick(members).user_id,
      content_source_id: source?.channel_id ?? null,
      added_date: new Date(now.getTime() - ageMinutes * 60_000),
    };
  });

  const inserted: number[] = [];
  for (let i = 0; i < rows.length; i += 100) {
    const batch = await db
      .insertInto('videos')
      .values(rows.slice(i, i + 100))
      .returning(['video_id'])
      .execute();
    inserted.push(...batch.map((b) => b.video_id));
  }
  await db
    .updateTable('videos')
    .set({
      thumb: sql<string>`'/media/thumbs/' || video_id || '.jpg'`,
      video_dir: sql<string>`dir`,
    })
    .execute();
  await writeThumbnails(join(options.mediaDir, 'thumbs'), inserted);
  return true;
}
