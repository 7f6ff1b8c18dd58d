import {
  callUrl,
  VIDEO_DATES,
  VIDEO_DURATIONS,
  VIDEO_TYPES,
  type VideoDate,
  type VideoDuration,
  type VideoListParamsInput,
  type VideoType,
} from '@site/api';
import { videoListResponseSchema } from '@site/api/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';
import { addCategory, addMember, addVideo } from './fixtures.js';
import { refreshListingCounts, startListingCountsRefresh } from './listing-counts.js';
import { refreshStats } from './stats.js';

let t: TestDb;
let app: FastifyInstance;
let member: number;
let lakes: number;

/** What the filters read of each public video, to count the expected totals by hand. */
interface Shown {
  id: number;
  gender: 'str' | 'gay';
  lakes: boolean;
  hd: boolean;
  vr: boolean;
  duration: number;
  added: number;
  views: number;
  likes: number;
  dislikes: number;
}
const shown: Shown[] = [];

beforeAll(async () => {
  t = await openTestDb();
  const { db } = t;
  member = await addMember(db, 'alice');
  lakes = await addCategory(db, 'lakes', 'Lakes');
  const hills = await addCategory(db, 'hills', 'Hills');
  await addCategory(db, 'deserts', 'Deserts');
  // Given public videos whose type, length and age vary independently, in two categories and two sites…
  for (let i = 0; i < 48; i++) {
    const v: Shown = {
      id: 0,
      gender: i % 5 === 4 ? 'gay' : 'str',
      lakes: i % 3 !== 2,
      hd: i % 2 === 0,
      vr: i % 7 === 3,
      duration: [120, 599, 600, 2400, 2401, 5000][i % 6] as number,
      added: [0.5, 3, 6.9, 20, 45, 400][i % 6 === 0 ? 5 : (i * 5) % 6] as number,
      views: (i * 37) % 101,
      likes: (i * 7) % 13,
      dislikes: (i * 5) % 4,
    };
    v.id = await addVideo(db, {
      title: `Still water ${i}`,
      user_id: member,
      gender: v.gender,
      hd: v.hd,
      vr: v.vr,
      duration: v.duration,
      added: v.added,
      views: v.views,
      likes: v.likes,
      dislikes: v.dislikes,
      category_ids: v.lakes ? [lakes, hills] : [hills],
    });
    shown.push(v);
  }
  // …and videos no list counts (§4).
  await addVideo(db, { title: 'Private pond', user_id: member, is_private: 1, category_ids: [lakes] });
  await addVideo(db, { title: 'Deleted pond', user_id: member, status_id: 5, category_ids: [lakes] });
  await refreshStats(db);
  app = await buildApp({ db, dataDir: t.dataDir });
});

afterAll(() => closeAll(app, t));

async function list(params: VideoListParamsInput) {
  const res = await app.inject({
    method: 'GET',
    url: callUrl('videos.list', params),
  });
  expect(res.statusCode, res.body).toBe(200);
  return videoListResponseSchema.parse(res.json());
}

/** A list read by a new app, which remembers no totals of earlier requests. */
async function listFresh(params: VideoListParamsInput) {
  const fresh = await buildApp({ db: t.db, dataDir: t.dataDir });
  try {
    const res = await fresh.inject({
      method: 'GET',
      url: callUrl('videos.list', params),
    });
    expect(res.statusCode, res.body).toBe(200);
    return videoListResponseSchema.parse(res.json());
  } finally {
    await fresh.close();
  }
}

const DAYS: Record<VideoDate, number> = { all: Infinity, day: 1, week: 7, month: 30 };
const BUCKETS: Record<VideoDuration, (d: number) => boolean> = {
  all: () => true,
  '1': (d) => d < 600,
  '2': (d) => d >= 600 && d <= 2400,
  '3': (d) => d > 2400,
};
const passes = (v: Shown, type: VideoType, duration: VideoDuration, date: VideoDate) =>
  (type === 'all' || (type === 'hd' ? v.hd : v.vr)) && BUCKETS[duration](v.duration) && v.added < DAYS[date];

const combinations = VIDEO_TYPES.flatMap((type) =>
  VIDEO_DURATIONS.flatMap((duration) => VIDEO_DATES.map((date) => ({ type, duration, date }))),
);

describe('given the filtered totals of the home list and of a category', () => {
  it('totals every combination of type, duration and date as a full count would', async () => {
    for (const { type, duration, date } of combinations) {
      const expected = (inLakes: boolean) =>
        shown.filter((v) => v.gender === 'str' && (!inLakes || v.lakes) && passes(v, type, duration, date))
          .length;
      // The date filter goes with the popularity sorts (§3).
      const common = { sort: 'most-popular', type, duration, date, count: 60 } as const;
      const home = await list(common);
      const category = await list({ ...common, section: 'category', object_id: 'lakes' });
      expect(home.total_count, `home ${type} ${duration} ${date}`).toBe(expected(false));
      expect(category.total_count, `lakes ${type} ${duration} ${date}`).toBe(expected(true));
      expect(category.videos).toHaveLength(expected(true));
    }
  });

  it.each([
    ['most-popular', (v: Shown) => v.views],
    ['top-rated', (v: Shown) => v.likes / Math.max(v.likes + v.dislikes, 1)],
  ] as const)('lists a dated category page sorted by %s, in order and paged', async (sort, key) => {
    const expected = shown
      .filter((v) => v.gender === 'str' && v.lakes && v.added < 30)
      .sort((a, b) => key(b) - key(a) || (sort === 'top-rated' ? b.likes - a.likes : 0) || b.id - a.id)
      .map((v) => v.id);
    const first = await list({ section: 'category', object_id: 'lakes', sort, date: 'month', count: 5 });
    const second = await list({
      section: 'category',
      object_id: 'lakes',
      sort,
      date: 'month',
      count: 5,
      page: 2,
    });
    expect([...first.videos, ...second.videos].map((v) => v.video_id)).toEqual(expected.slice(0, 10));
    expect(first.total_count).toBe(expected.length);
  });

  it('counts an empty category as 0 in every combination', async () => {
    const body = await list({
      section: 'category',
      object_id: 'deserts',
      sort: 'top-rated',
      type: 'vr',
      date: 'week',
    });
    expect(body.total_count).toBe(0);
    expect(body.code).toBe('videos_not_found');
  });

  it('keeps the totals of the last count until the next one, while the page itself is read fresh', async () => {
    const filters = { section: 'category', object_id: 'lakes', type: 'vr', duration: '1' } as const;
    const before = await listFresh(filters);
    const id = await addVideo(t.db, {
      title: 'New pond',
      user_id: member,
      vr: true,
      duration: 200,
      added: 0.1,
      category_ids: [lakes],
    });
    try {
      const after = await listFresh(filters);
      expect(after.videos.map((v) => v.video_id)).toContain(id);
      expect(after.total_count).toBe(before.total_count);
      await refreshListingCounts(t.db);
      expect((await listFresh(filters)).total_count).toBe(before.total_count + 1);
    } finally {
      await t.db.deleteFrom('videos').where('video_id', '=', id).execute();
      await refreshListingCounts(t.db);
    }
  });

  it('counts on the request when the totals were never counted', async () => {
    await sql`delete from listing_counts`.execute(t.db);
    try {
      const expected = shown.filter((v) => v.gender === 'str' && passes(v, 'hd', '3', 'all')).length;
      expect((await listFresh({ type: 'hd', duration: '3' })).total_count).toBe(expected);
    } finally {
      await refreshListingCounts(t.db);
    }
  });

  it('recounts from two processes at once without a conflict: the second waits for the first (both servers start together)', async () => {
    const rows = async () =>
      (await sql<{ n: number }>`select count(*)::int as n from listing_counts`.execute(t.db)).rows[0]?.n;
    const before = await rows();
    // Each refresh is a transaction on its own connection of the pool, as each server's is on its own.
    const results = await Promise.allSettled([1, 2, 3].map(() => refreshListingCounts(t.db)));
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    expect(await rows()).toBe(before);
  });

  it('recounts on an interval until stopped, and a failed recount is reported, not thrown', async () => {
    const total = async () =>
      (await sql<{ n: number }>`select count(*)::int as n from listing_counts`.execute(t.db)).rows[0]?.n;
    await sql`delete from listing_counts`.execute(t.db);
    const errors: unknown[] = [];
    const stop = startListingCountsRefresh(t.db, 20, (error) => errors.push(error));
    await vi.waitFor(async () => expect(await total()).toBeGreaterThan(0), { timeout: 5_000 });
    await stop();
    await sql`delete from listing_counts`.execute(t.db);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await total()).toBe(0);
    expect(errors).toEqual([]);

    const broken = startListingCountsRefresh(
      { transaction: () => ({ execute: () => Promise.reject(new Error('down')) }) } as never,
      20,
      (error) => errors.push(error),
    );
    await vi.waitFor(() => expect(errors.length).toBeGreaterThan(0), { timeout: 5_000 });
    broken();
    expect((errors[0] as Error).message).toBe('down');
    await refreshListingCounts(t.db);
  });
});
