import {
  callUrl,
  LIFETIME,
  VIDEO_SORTS,
  type VideoCard,
  type VideoListParamsInput,
  type VideoSort,
} from '@site/api';
import { videoListResponseSchema } from '@site/api/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';
import { addChannel, addMember, addUserUploadSource, addVideo } from './fixtures.js';
import { COUNT_CAP } from './queries.js';
import { refreshStats } from './stats.js';

let t: TestDb;
let app: FastifyInstance;
/** Public active str videos: id → comment count (not on the card, the most-commented key). */
const comments = new Map<number, number>();
const hidden: number[] = [];
const gay: number[] = [];
let members: Map<number, { username: string; is_trusted: number }>;
const VISIBLE = 80;

beforeAll(async () => {
  t = await openTestDb();
  const { db } = t;
  const alice = await addMember(db, 'alice', { is_trusted: 1 });
  const bob = await addMember(db, 'bob');
  const uploads = await addUserUploadSource(db);
  const studio = await addChannel(db, 'north-studio', 'North Studio');
  const users = [alice, bob];
  // Given 80 public str videos whose sort keys and filters vary independently…
  for (let i = 0; i < VISIBLE; i++) {
    const likes = (i * 7) % 13;
    const id = await addVideo(db, {
      title: `Quiet meadow ${i}`,
      user_id: users[i % 2] as number,
      channel_id: i % 3 === 0 ? studio : uploads,
      views: i % 9 === 0 ? 0 : (i * 37) % 1000,
      likes,
      dislikes: (i * 5) % 4,
      comments: i % 6,
      duration: [120, 900, 3000, 599, 600, 2400, 2401][i % 7],
      hd: i % 2 === 0,
      vr: i % 7 === 3,
      added: i * 0.5 + 0.01,
    });
    comments.set(id, i % 6);
  }
  // …and some that no public list shows (§4), and another site's.
  hidden.push(await addVideo(db, { title: 'Private pond', user_id: alice, is_private: 1, views: 5000 }));
  hidden.push(await addVideo(db, { title: 'Pending pond', user_id: alice, status_id: 0, views: 5000 }));
  hidden.push(await addVideo(db, { title: 'Deleted pond', user_id: bob, status_id: 5, views: 5000 }));
  for (let i = 0; i < 5; i++)
    gay.push(await addVideo(db, { title: `Harbor ${i}`, user_id: bob, gender: 'gay' }));
  await refreshStats(db);
  members = new Map(
    (await db.selectFrom('members').select(['user_id', 'username', 'is_trusted']).execute()).map((m) => [
      m.user_id,
      m,
    ]),
  );
  app = await buildApp({ db, dataDir: t.dataDir });
});

afterAll(() => closeAll(app, t));

async function list(params: VideoListParamsInput = {}, lifetime: number = LIFETIME.videoList) {
  const res = await app.inject({
    method: 'GET',
    url: callUrl('videos.list', params, { lifetime }),
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = videoListResponseSchema.parse(res.json());
  return { res, body, videos: body.videos };
}

const rating = (v: VideoCard) => v.statistics.likes / Math.max(v.statistics.likes + v.statistics.dislikes, 1);

/** Each sort's key, compared as the server orders: larger first, then the larger video_id. */
const sortKey: Record<VideoSort, (v: VideoCard) => number[]> = {
  'latest-updates': (v) => [Date.parse(v.added_date)],
  'most-popular': (v) => [v.video_viewed],
  longest: (v) => [v.duration],
  'most-commented': (v) => [comments.get(v.video_id) ?? Number.NaN],
  'top-rated': (v) => [rating(v), v.statistics.likes],
};

function inOrder(sort: VideoSort, a: VideoCard, b: VideoCard): boolean {
  const ka = [...sortKey[sort](a), a.video_id];
  const kb = [...sortKey[sort](b), b.video_id];
  for (let i = 0; i < ka.length; i++) {
    if (ka[i] !== kb[i]) return (ka[i] as number) > (kb[i] as number);
  }
  return false;
}

function expectOrdered(sort: VideoSort, videos: VideoCard[]) {
  for (let i = 1; i < videos.length; i++) {
    expect(inOrder(sort, videos[i - 1] as VideoCard, videos[i] as VideoCard), `${sort} at ${i}`).toBe(true);
  }
}

describe('given the videos2 list with its defaults', () => {
  it('answers the first 60 public active videos and their total, in the contract shape', async () => {
    const { res, body } = await list();
    expect(res.headers['content-type']).toContain('application/json');
    expect(body.code).toBe('success');
    expect(body.videos).toHaveLength(60);
    expect(body.total_count).toBe(VISIBLE);
  });

  it('never lists private, deleted or moderated videos, nor another site’s', async () => {
    const all = [...(await list({ count: 120 })).videos];
    expect(all).toHaveLength(VISIBLE);
    const ids = new Set(all.map((v) => v.video_id));
    for (const id of [...hidden, ...gay]) expect(ids.has(id)).toBe(false);
    expect(all.every((v) => v.status_id === 1 && v.is_private === 0)).toBe(true);
  });

  it('lists the site of the gender segment', async () => {
    const { videos, body } = await list({ gender: 'gay' });
    expect(videos.map((v) => v.video_id).sort()).toEqual([...gay].sort());
    expect(body.total_count).toBe(5);
    const she = await list({ gender: 'she' });
    expect(she.body).toEqual({ videos: [], total_count: 0, code: 'videos_not_found' });
  });

  it('sends the Cache-Control of the lifetime segment, and an ETag that answers 304', async () => {
    const { res } = await list({}, 14400);
    expect(res.headers['cache-control']).toBe('public, max-age=14400, stale-while-revalidate=1440');
    expect((await list({}, 600)).res.headers['cache-control']).toBe(
      'public, max-age=600, stale-while-revalidate=60',
    );
    expect((await list({}, 0)).res.headers['cache-control']).toBe('private, no-store');
    const again = await app.inject({
      method: 'GET',
      url: callUrl('videos.list', {}, { lifetime: 14400 }),
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('names the author: member name and trust, the channel or the usersupload source', async () => {
    const { videos } = await list({ count: 120 });
    for (const v of videos) {
      expect(v.display_name).toBe(members.get(v.user_id)?.username);
      expect(v.is_trusted).toBe(members.get(v.user_id)?.is_trusted);
      expect(v.thumb).toBe(`/media/thumbs/${v.video_id}.jpg`);
    }
    expect(videos.some((v) => v.content_source_dir === 'usersupload')).toBe(true);
    expect(
      videos.some((v) => v.content_source_dir === 'north-studio' && v.content_source_name === 'North Studio'),
    ).toBe(true);
    expect(videos.some((v) => v.is_trusted === 1)).toBe(true);
  });

  it('shows a changed title and votes on the next list, though the server keeps cards for search', async () => {
    // As in production, where search keeps its cards as long as the answers holding them.
    const keeping = await buildApp({ db: t.db, dataDir: t.dataDir, cardCacheMs: 60_000 });
    const read = async () => {
      const res = await keeping.inject({ method: 'GET', url: callUrl('videos.list', { count: 120 }) });
      return videoListResponseSchema.parse(res.json()).videos;
    };
    let first: VideoCard | undefined;
    try {
      const [head] = await read();
      if (!head) throw new Error('no video listed');
      first = head;
      await t.db
        .updateTable('videos')
        .set({ title: 'Renamed meadow', likes: head.statistics.likes + 100 })
        .where('video_id', '=', head.video_id)
        .execute();
      const again = (await read()).find((v) => v.video_id === head.video_id);
      expect(again?.title).toBe('Renamed meadow');
      expect(again?.statistics.likes).toBe(head.statistics.likes + 100);
    } finally {
      if (first)
        await t.db
          .updateTable('videos')
          .set({ title: first.title, likes: first.statistics.likes })
          .where('video_id', '=', first.video_id)
          .execute();
      await keeping.close();
    }
  });

  it('keeps a page of 60 cards under 30 kB of JSON', async () => {
    const { res } = await list();
    expect(res.rawPayload.length).toBeLessThan(30_000);
  });
});

describe.each(VIDEO_SORTS)('given the sort %s', (sort) => {
  it('orders every item by it, the video id breaking ties', async () => {
    expectOrdered(sort, (await list({ sort, count: 120 })).videos);
  });

  it('continues the order on page 2 without repeating page 1', async () => {
    const p1 = (await list({ sort, page: 1, count: 30 })).videos;
    const p2 = (await list({ sort, page: 2, count: 30 })).videos;
    expect(p1).toHaveLength(30);
    expect(p2).toHaveLength(30);
    const ids = new Set(p1.map((v) => v.video_id));
    expect(p2.some((v) => ids.has(v.video_id))).toBe(false);
    expectOrdered(sort, [...p1, ...p2]);
  });
});

describe('given the filters', () => {
  it('keeps only HD or VR videos for type hd or vr, and counts them', async () => {
    const hd = await list({ type: 'hd', count: 120 });
    expect(hd.videos).toHaveLength(40);
    expect(hd.videos.every((v) => v.props.hd === 1)).toBe(true);
    expect(hd.body.total_count).toBe(40);
    const vr = await list({ type: 'vr', count: 120 });
    expect(vr.videos.length).toBeGreaterThan(0);
    expect(vr.videos.every((v) => v.props.vr === 1)).toBe(true);
    expect(vr.body.total_count).toBe(vr.videos.length);
  });

  it.each([
    ['1', (d: number) => d < 600],
    ['2', (d: number) => d >= 600 && d <= 2400],
    ['3', (d: number) => d > 2400],
  ] as const)('keeps only its bucket for duration %s, edges included', async (duration, inBucket) => {
    const { videos, body } = await list({ duration, count: 120 });
    expect(videos.length).toBeGreaterThan(0);
    expect(videos.every((v) => inBucket(v.duration))).toBe(true);
    expect(body.total_count).toBe(videos.length);
  });

  it('keeps the buckets apart: together they hold every video once', async () => {
    const totals = await Promise.all(
      (['1', '2', '3'] as const).map(async (duration) => (await list({ duration })).body.total_count),
    );
    expect(totals.reduce((a, b) => a + b, 0)).toBe(VISIBLE);
  });

  it.each([
    ['day', 1],
    ['week', 7],
    ['month', 30],
  ] as const)('keeps only videos added within the %s when sorting by popularity', async (date, days) => {
    const { videos, body } = await list({ sort: 'most-popular', date, count: 120 });
    const since = Date.now() - days * 86_400_000 - 60_000;
    expect(videos.length).toBeGreaterThan(0);
    expect(videos.every((v) => Date.parse(v.added_date) >= since)).toBe(true);
    expect(body.total_count).toBe(videos.length);
    expect(body.total_count).toBeLessThan(VISIBLE);
    expect((await list({ sort: 'top-rated', date, count: 120 })).body.total_count).toBe(body.total_count);
  });

  it.each(['latest-updates', 'longest', 'most-commented'] as const)(
    'ignores the date filter when sorting by %s (§3: it is disabled there)',
    async (sort) => {
      const dated = await list({ sort, date: 'week', count: 120 });
      const all = await list({ sort, count: 120 });
      expect(dated.body).toEqual(all.body);
      expect(dated.body.total_count).toBe(VISIBLE);
    },
  );

  it('combines filters with a sort and paging', async () => {
    const { videos, body } = await list({ sort: 'longest', type: 'hd', duration: '2', count: 5 });
    expect(videos).toHaveLength(5);
    expect(body.total_count).toBeGreaterThan(5);
    expect(videos.every((v) => v.props.hd === 1 && v.duration >= 600 && v.duration <= 2400)).toBe(true);
    expectOrdered('longest', videos);
  });
});

describe('given a page past the end', () => {
  it('answers 200 with no videos, the total and videos_not_found', async () => {
    const { body } = await list({ page: 999 });
    expect(body).toEqual({ videos: [], total_count: VISIBLE, code: 'videos_not_found' });
  });

  it(`answers pages past the ${COUNT_CAP} counted videos empty, without reading them`, async () => {
    const { body } = await list({ page: Math.ceil(COUNT_CAP / 60) + 1 });
    expect(body).toEqual({ videos: [], total_count: VISIBLE, code: 'videos_not_found' });
  });
});
