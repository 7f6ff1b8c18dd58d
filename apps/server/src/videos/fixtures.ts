/**
 * Test fixtures of the video and search suites: small writers with neutral defaults, so a test states only
 * what it is about ("given a private video…"). Counters the answers show (subscribers, category totals)
 * come from `refreshStats`, as in production: call it after writing.
 */
import { USER_UPLOAD_SOURCE } from '@site/api';
import type { Db } from '../db/database.js';
import type { SiteGender } from '../db/schema.js';

const DAY = 86_400_000;

/** A date `days` before now (fractions allowed). */
export const daysAgo = (days: number): Date => new Date(Date.now() - days * DAY);

export async function addMember(
  db: Db,
  username: string,
  extra: { is_trusted?: number; avatar?: string } = {},
): Promise<number> {
  const row = await db
    .insertInto('members')
    .values({ username, ...extra })
    .returning('user_id')
    .executeTakeFirstOrThrow();
  return row.user_id;
}

export async function addChannel(
  db: Db,
  dir: string,
  title: string,
  extra: { gender?: SiteGender; is_hidden?: number } = {},
): Promise<number> {
  const row = await db
    .insertInto('channels')
    .values({ dir, title, ...extra })
    .returning('channel_id')
    .executeTakeFirstOrThrow();
  return row.channel_id;
}

/** The source that marks member uploads (§2). */
export const addUserUploadSource = (db: Db) => addChannel(db, USER_UPLOAD_SOURCE, USER_UPLOAD_SOURCE);

export async function addCategory(
  db: Db,
  dir: string,
  title: string,
  titles: Record<string, string> = {},
): Promise<number> {
  const row = await db
    .insertInto('categories')
    .values({ dir, title, titles: JSON.stringify({ en: title, ...titles }) })
    .returning('category_id')
    .executeTakeFirstOrThrow();
  return row.category_id;
}

export async function addModel(
  db: Db,
  dir: string,
  title: string,
  gender: SiteGender = 'str',
): Promise<number> {
  const row = await db
    .insertInto('models')
    .values({ dir, title, gender })
    .returning('model_id')
    .executeTakeFirstOrThrow();
  return row.model_id;
}

export interface VideoSpec {
  title: string;
  user_id: number;
  /** Titles in other languages (the English one is `title`). */
  titles?: Record<string, string>;
  gender?: SiteGender;
  status_id?: number;
  is_private?: number;
  duration?: number;
  views?: number;
  likes?: number;
  dislikes?: number;
  /** Comments written on it (refreshStats derives comments_count from them). */
  comments?: number;
  hd?: boolean;
  vr?: boolean;
  channel_id?: number | null;
  /** Days before now (default 1). */
  added?: number;
  category_ids?: number[];
  model_ids?: number[];
}

const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'video';

/** One video with its categories and models; its storage folder and thumbnail follow its id. */
export async function addVideo(db: Db, v: VideoSpec): Promise<number> {
  const row = await db
    .insertInto('videos')
    .values({
      title: v.title,
      titles: JSON.stringify({ en: v.title, ...v.titles }),
      dir: slug(v.title),
      gender: v.gender ?? 'str',
      status_id: v.status_id ?? 1,
      is_private: v.is_private ?? 0,
      duration: v.duration ?? 300,
      video_viewed: v.views ?? 0,
      likes: v.likes ?? 0,
      dislikes: v.dislikes ?? 0,
      is_hd: v.hd ? 1 : 0,
      is_vr: v.vr ? 1 : 0,
      user_id: v.user_id,
      content_source_id: v.channel_id ?? null,
      added_date: daysAgo(v.added ?? 1),
      description: `About ${v.title}`,
      sg_id: 1,
      custom3: 'local',
      scr: 'screens',
    })
    .returning('video_id')
    .executeTakeFirstOrThrow();
  const id = row.video_id;
  await db
    .updateTable('videos')
    .set({ video_dir: `${Math.floor(id / 1000) * 1000}/${id}`, thumb: `/media/thumbs/${id}.jpg` })
    .where('video_id', '=', id)
    .execute();
  if (v.category_ids?.length) {
    await db
      .insertInto('video_categories')
      .values(v.category_ids.map((category_id) => ({ video_id: id, category_id })))
      .execute();
  }
  await addComments(db, id, v.user_id, v.comments ?? 0);
  if (v.model_ids?.length) {
    await db
      .insertInto('video_models')
      .values(v.model_ids.map((model_id) => ({ video_id: id, model_id })))
      .execute();
  }
  return id;
}

/** The comments column is recomputed by refreshStats from `comments`: write that many comments. */
export async function addComments(db: Db, videoId: number, userId: number, n: number): Promise<void> {
  if (n === 0) return;
  await db
    .insertInto('comments')
    .values(
      Array.from({ length: n }, (_, i) => ({
        section: 'video' as const,
        object_id: videoId,
        user_id: userId,
        comment: `note ${i}`,
      })),
    )
    .execute();
}
