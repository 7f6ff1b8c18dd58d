/**
 * Test fixtures of the catalog suites: small writers with neutral defaults, so a test states only what it
 * is about ("given a model of 172 cm…"). Every counter the lists show is derived by `refreshStats` from
 * the videos, subscriptions and comments written here, as in production.
 */
import type { Insertable } from 'kysely';
import type { Db } from '../db/database.js';
import type { ModelsTable, SiteGender } from '../db/schema.js';

export type ModelRow = Insertable<ModelsTable>;

export async function addMember(db: Db, username: string): Promise<number> {
  const row = await db
    .insertInto('members')
    .values({ username })
    .returning('user_id')
    .executeTakeFirstOrThrow();
  return row.user_id;
}

export async function addMembers(db: Db, prefix: string, n: number): Promise<number[]> {
  if (n === 0) return [];
  const rows = await db
    .insertInto('members')
    .values(Array.from({ length: n }, (_, i) => ({ username: `${prefix}_${i + 1}` })))
    .returning('user_id')
    .execute();
  return rows.map((r) => r.user_id);
}

export async function addModels(db: Db, rows: ModelRow[]): Promise<number[]> {
  const ids = await db.insertInto('models').values(rows).returning('model_id').execute();
  return ids.map((r) => r.model_id);
}

export async function addChannel(
  db: Db,
  row: {
    dir: string;
    title: string;
    gender?: SiteGender;
    is_hidden?: number;
    img?: string;
    created_at?: Date;
  },
): Promise<number> {
  const out = await db.insertInto('channels').values(row).returning('channel_id').executeTakeFirstOrThrow();
  return out.channel_id;
}

export async function addCategory(
  db: Db,
  row: { dir: string; title: string; titles?: Record<string, string>; thumb?: string },
): Promise<number> {
  const out = await db
    .insertInto('categories')
    .values({ ...row, titles: JSON.stringify(row.titles ?? {}) })
    .returning('category_id')
    .executeTakeFirstOrThrow();
  return out.category_id;
}

export interface VideoFixture {
  user_id: number;
  title?: string;
  gender?: SiteGender;
  views?: number;
  likes?: number;
  dislikes?: number;
  added_date?: Date;
  /** 1 active (default), 0 moderation, 5 deleted. */
  status_id?: number;
  is_private?: number;
  channel_id?: number | null;
  models?: number[];
  categories?: number[];
}

let videoCounter = 0;

/** A video with its model and category links. */
export async function addVideo(db: Db, v: VideoFixture): Promise<number> {
  videoCounter += 1;
  const title = v.title ?? `Quiet harbor ${videoCounter}`;
  const row = await db
    .insertInto('videos')
    .values({
      title,
      dir: `quiet-harbor-${videoCounter}`,
      duration: 600,
      user_id: v.user_id,
      gender: v.gender ?? 'str',
      video_viewed: v.views ?? 0,
      likes: v.likes ?? 0,
      dislikes: v.dislikes ?? 0,
      status_id: v.status_id ?? 1,
      is_private: v.is_private ?? 0,
      content_source_id: v.channel_id ?? null,
      ...(v.added_date ? { added_date: v.added_date } : {}),
    })
    .returning('video_id')
    .executeTakeFirstOrThrow();
  if (v.models?.length) {
    await db
      .insertInto('video_models')
      .values(v.models.map((model_id) => ({ video_id: row.video_id, model_id })))
      .execute();
  }
  if (v.categories?.length) {
    await db
      .insertInto('video_categories')
      .values(v.categories.map((category_id) => ({ video_id: row.video_id, category_id })))
      .execute();
  }
  return row.video_id;
}

export async function subscribe(
  db: Db,
  section: 'model' | 'channel',
  objectId: number,
  members: number[],
): Promise<void> {
  if (members.length === 0) return;
  await db
    .insertInto('subscriptions')
    .values(members.map((user_id) => ({ user_id, section, object_id: objectId })))
    .execute();
}

export async function comment(
  db: Db,
  section: 'model' | 'channel',
  objectId: number,
  userId: number,
  n: number,
) {
  if (n === 0) return;
  await db
    .insertInto('comments')
    .values(
      Array.from({ length: n }, (_, i) => ({
        section,
        object_id: objectId,
        user_id: userId,
        comment: `Nice view ${i}`,
      })),
    )
    .execute();
}

/** A fixed clock for fixture dates: whole milliseconds, days back from one instant. */
export const DAY = 86_400_000;
export const T0 = Date.UTC(2026, 0, 15, 12, 0, 0);
export const daysAgo = (days: number, extraMs = 0) => new Date(T0 - days * DAY + extraMs);
