import { join } from 'node:path';
import {
  LIFETIME,
  paths,
  VIDEO_SORTS,
  type VideoCard,
  type VideoListParamsInput,
  type VideoSort,
  videoListParamsSchema,
  videoListResponseSchema,
} from '@site/api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { seedIfEmpty } from '../seed/seed.js';
import { openTestDb, type TestDb } from '../testing.js';

let t: TestDb;
let app: FastifyInstance;
/** Public active videos in the database, and each one's comment count (not on the card). */
let visible: number;
const comments = new Map<number, number>();

beforeAll(async () => {
  t = await openTestDb();
  await seedIfEmpty(t.db, { mediaDir: join(t.dataDir, 'media'), videos: 160, members: 12, channels: 4 });
  app = await buildApp({ db: t.db, dataDir: t.dataDir });
  const rows = await t.db
    .selectFrom('videos')
    .select(['video_id', 'comments_count'])
    .where('status_id', '=', 1)
    .where('is_private', '=', 0)
    .execute();
  visible = rows.length;
  for (const r of rows) comments.set(r.video_id, r.comments_count);
});

afterAll(async () => {
  await app?.close();
  await t?.close();
});

async function list(params: VideoListParamsInput = {}, lifetime: number = LIFETIME.videoList) {
  const res = await app.inject({
    method: 'GET',
    url: paths.videos2(lifetime, videoListParamsSchema.parse(params)),
  });
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

/** True when `a` comes before `b` in the sort (keys descending, then video_id descending). */
function inOrder(sort: VideoSort, a: VideoCard, b: VideoCard): boolean {
  const ka = [...sortKey[sort](a), a.video_id];
  const kb = [...sortKey[sort](b), b.video_id];
  for (let i = 0; i < ka.length; i++) {
    if ((ka[i] as number) !== (kb[i] as number)) return (ka[i] as number) > (kb[i] as number);
  }
  return false;
}

function expectOrdered(sort: VideoSort, videos: VideoCard[]) {
  for (let i = 1; i < videos.length; i++) {
    expect(inOrder(sort, videos[i - 1] as VideoCard, videos[i] as VideoCard), `${sort} at ${i}`).toBe(true);
  }
}

describe('given the videos2 list call with defaults', () => {
  it('answers the first page of 60 and the total of public active videos, in the contract shape', async () => {
    const { res, body } = await list();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(body.code).toBe('success');
    expect(body.videos).toHaveLength(60);
    expect(body.total_count).toBe(visible);
    expect(visible).toBeLessThan(160);
  });

  it('never lists private, deleted or moderated videos', async () => {
    const { videos } = await list({ count: 120, page: 1 });
    const more = (await list({ count: 120, page: 2 })).videos;
    const all = [...videos, ...more];
    expect(all).toHaveLength(visible);
    expect(all.every((v) => v.status_id === 1 && v.is_private === 0 && comments.has(v.video_id))).toBe(true);
  });

  it('sends Cache-Control from the lifetime segment', async () => {
    expect((await list({}, 14400)).res.headers['cache-control']).toBe('public, max-age=14400');
    expect((await list({}, 600)).res.headers['cache-control']).toBe('public, max-age=600');
    expect((await list({}, 0)).res.headers['cache-control']).toBe('public, max-age=0');
  });

  it('names the author: member name and trust, channel or usersupload source', async () => {
    const members = new Map(
      (await t.db.selectFrom('members').select(['user_id', 'username', 'is_trusted']).execute()).map((m) => [
        m.user_id,
        m,
      ]),
    );
    const { videos } = await list({ count: 120 });
    for (const v of videos) {
      expect(v.display_name).toBe(members.get(v.user_id)?.username);
      expect(v.is_trusted).toBe(members.get(v.user_id)?.is_trusted);
      if (v.content_source_id === null) expect(v.content_source_dir).toBeNull();
      else expect(v.content_source_dir).toMatch(/^[a-z0-9-]+$/);
    }
    expect(videos.some((v) => v.content_source_dir === 'usersupload')).toBe(true);
    expect(videos.some((v) => v.content_source_dir && v.content_source_dir !== 'usersupload')).toBe(true);
    expect(videos.some((v) => v.is_trusted === 1)).toBe(true);
    expect(videos.every((v) => v.thumb === `/media/thumbs/${v.video_id}.jpg`)).toBe(true);
  });
});

describe.each(VIDEO_SORTS)('given the sort %s', (sort) => {
  it('orders every item by it, with the video id breaking ties', async () => {
    expectOrdered(sort, (await list({ sort, count: 120 })).videos);
  });

  it('continues the order on page 2 without repeating page 1', async () => {
    const p1 = (await list({ sort, page: 1 })).videos;
    const p2 = (await list({ sort, page: 2 })).videos;
    expect(p1).toHaveLength(60);
    expect(p2.length).toBe(Math.min(60, visible - 60));
    const ids = new Set(p1.map((v) => v.video_id));
    expect(p2.some((v) => ids.has(v.video_id))).toBe(false);
    expectOrdered(sort, [...p1, ...p2]);
  });
});

describe('given the sorts side by side', () => {
  it('give different orders', async () => {
    const firsts = await Promise.all(
      VIDEO_SORTS.map(async (sort) => (await list({ sort })).videos[0]?.video_id),
    );
    expect(new Set(firsts).size).toBeGreaterThan(2);
  });
});

describe('given the filters', () => {
  it('keeps only HD or VR videos for type hd or vr', async () => {
    const hd = await list({ type: 'hd', count: 120 });
    expect(hd.videos.length).toBeGreaterThan(0);
    expect(hd.videos.every((v) => v.props.hd === 1)).toBe(true);
    expect(hd.body.total_count).toBeLessThan(visible);
    const vr = await list({ type: 'vr', count: 120 });
    expect(vr.videos.length).toBeGreaterThan(0);
    expect(vr.videos.every((v) => v.props.vr === 1)).toBe(true);
  });

  it.each([
    ['1', (d: number) => d < 600],
    ['2', (d: number) => d >= 600 && d <= 2400],
    ['3', (d: number) => d > 2400],
  ] as const)('keeps only its bucket for duration %s', async (duration, inBucket) => {
    const { videos, body } = await list({ duration, count: 120 });
    expect(videos.length).toBeGreaterThan(0);
    expect(videos.every((v) => inBucket(v.duration))).toBe(true);
    expect(body.total_count).toBe(videos.length);
  });

  it('keeps the buckets apart: together they hold every video once', async () => {
    const totals = await Promise.all(
      (['1', '2', '3'] as const).map(async (d) => (await list({ duration: d })).body.total_count),
    );
    expect(totals.reduce((a, b) => a + b, 0)).toBe(visible);
  });

  it.each([
    ['day', 1],
    ['week', 7],
    ['month', 30],
  ] as const)('keeps only videos added within the %s', async (date, days) => {
    const { videos } = await list({ date, count: 120 });
    const since = Date.now() - days * 86_400_000 - 60_000;
    expect(videos.length).toBeGreaterThan(0);
    expect(videos.every((v) => Date.parse(v.added_date) >= since)).toBe(true);
  });

  it('combines filters with a sort and paging', async () => {
    const { videos } = await list({ sort: 'longest', type: 'hd', duration: '2', count: 10 });
    expect(videos.length).toBeGreaterThan(0);
    expect(videos.length).toBeLessThanOrEqual(10);
    expect(videos.every((v) => v.props.hd === 1 && v.duration >= 600 && v.duration <= 2400)).toBe(true);
    expectOrdered('longest', videos);
  });

  it('answers a page past the end with 200, no videos, the total and videos_not_found', async () => {
    const { res, body } = await list({ page: 999 });
    expect(res.statusCode).toBe(200);
    expect(body).toEqual({ videos: [], total_count: visible, code: 'videos_not_found' });
  });
});

describe('given bad segments', () => {
  const base = '/api/json/videos2/14400/str/latest-updates/60/all.0.1.all.all.all.json';
  const bad = (from: string, to: string) => base.replace(from, to);

  it.each([
    [bad('latest-updates', 'newest'), 'sort'],
    [bad('/str/', '/xx/'), 'gender'],
    [bad('/60/', '/500/'), 'count'],
    [bad('/60/', '/0/'), 'count'],
    [bad('/60/', '/060/'), 'count'],
    [bad('/60/', '/6e1/'), 'count'],
    [bad('all.0.1.all.all.all.json', 'all.0.1.all.all.json'), 'tail'],
    [bad('all.0.1.all.all.all.json', 'all.0.1.all.all.all'), 'tail'],
    [bad('/14400/', '/abc/'), 'lifetime'],
    [bad('/14400/', '/-1/'), 'lifetime'],
    [bad('/14400/', '/864001/'), 'lifetime'],
    [bad('/14400/', '/1e3/'), 'lifetime'],
    [bad('all.0.1.', 'all.0.0.'), 'page'],
    [bad('all.0.1.', 'all.0.01.'), 'page'],
    [bad('all.0.1.all.', 'all.0.1.4k.'), 'type'],
    [bad('all.0.1.all.all.all.json', 'all.0.1.all.9.all.json'), 'duration'],
    [bad('all.0.1.all.all.all.json', 'all.0.1.all.all.year.json'), 'date'],
    [bad('all.0.', 'nowhere.0.'), 'section'],
    [bad('all.0.', 'all.7.'), 'object_id'],
  ])('answers 400 invalid_params for %s, naming %s', async (url, field) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('invalid_params');
    expect(body.errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(res.headers['cache-control']).toBeUndefined();
  });

  it('names every bad segment at once', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/json/videos2/x/xx/newest/500/all.0.1.all.all.all.json',
    });
    expect(
      res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['count', 'gender', 'lifetime', 'sort']);
  });

  it.each(['category', 'channel', 'model', 'member', 'playlist'])(
    'answers 400 for the section %s that this slice does not serve yet',
    async (section) => {
      const url = paths.videos2(14400, videoListParamsSchema.parse({ section, object_id: 'jade' }));
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'invalid_params',
        errors: [{ field: 'section', code: 'unsupported' }],
      });
    },
  );
});

describe('given other paths', () => {
  it('answers unknown API paths with 404 not_found, whatever the method', async () => {
    for (const [method, url] of [
      ['GET', '/api/json/nothing/here.json'],
      ['POST', '/api/login.php'],
      ['GET', '/api/json/videos2/14400/str/latest-updates/60'],
    ] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'not_found' });
    }
  });

  it('answers /healthz', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });

  it('answers pages with 404 when no web build is mounted', async () => {
    const res = await app.inject({ method: 'GET', url: '/videos/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found' });
  });
});

describe('given the demo media', () => {
  it('serves a thumbnail as a long-cached JPEG that is never sniffed', async () => {
    const first = (await list()).videos[0] as VideoCard;
    const res = await app.inject({ method: 'GET', url: first.thumb });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toMatch(/max-age=(\d{7,})/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('answers a missing file with 404 and serves nothing outside the media folder', async () => {
    for (const url of ['/media/thumbs/999999.jpg', '/media/../pglite/PG_VERSION', '/media/%2e%2e/x']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
