import { join } from 'node:path';
import { paths, type VideoCard, videoListParamsSchema, videoListResponseSchema } from '@site/api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { seedIfEmpty } from '../seed/seed.js';
import { openTestDb, type TestDb } from '../testing.js';

let t: TestDb;
let app: FastifyInstance;

beforeAll(async () => {
  t = await openTestDb();
  await seedIfEmpty(t.db, { mediaDir: join(t.dataDir, 'media'), videos: 150, members: 12, channels: 4 });
  app = await buildApp({ db: t.db, dataDir: t.dataDir });
});

afterAll(async () => {
  await app?.close();
  await t?.close();
});

async function list(params: Record<string, unknown> = {}, lifetime = 14400) {
  const url = paths.videos2(lifetime, videoListParamsSchema.parse(params));
  const res = await app.inject({ method: 'GET', url });
  return { res, body: res.json() };
}

function everyAdjacent(videos: VideoCard[], ok: (a: VideoCard, b: VideoCard) => boolean) {
  return videos.every((v, i) => i === 0 || ok(videos[i - 1] as VideoCard, v));
}

describe('given the videos2 list call', () => {
  it('answers the first page of 60 with the total, in the contract shape', async () => {
    const { res, body } = await list();
    expect(res.statusCode).toBe(200);
    const parsed = videoListResponseSchema.parse(body);
    expect(parsed.code).toBe('success');
    expect(parsed.videos).toHaveLength(60);
    expect(parsed.total_count).toBe(150);
  });

  it('sends Cache-Control from the lifetime segment', async () => {
    expect((await list({}, 14400)).res.headers['cache-control']).toBe('public, max-age=14400');
    expect((await list({}, 600)).res.headers['cache-control']).toBe('public, max-age=600');
  });

  it('orders each sort as it names', async () => {
    const t = (v: VideoCard) => Date.parse(v.added_date);
    const rating = (v: VideoCard) =>
      v.statistics.likes / Math.max(v.statistics.likes + v.statistics.dislikes, 1);
    const latest = (await list({ sort: 'latest-updates' })).body.videos;
    expect(everyAdjacent(latest, (a, b) => t(a) >= t(b))).toBe(true);
    const popular = (await list({ sort: 'most-popular' })).body.videos;
    expect(everyAdjacent(popular, (a, b) => a.video_viewed >= b.video_viewed)).toBe(true);
    const longest = (await list({ sort: 'longest' })).body.videos;
    expect(everyAdjacent(longest, (a, b) => a.duration >= b.duration)).toBe(true);
    const top = (await list({ sort: 'top-rated' })).body.videos;
    expect(everyAdjacent(top, (a, b) => rating(a) >= rating(b))).toBe(true);
    const commented = (await list({ sort: 'most-commented' })).body;
    expect(commented.videos).toHaveLength(60);
    expect(new Set([latest[0].video_id, popular[0].video_id, longest[0].video_id]).size).toBeGreaterThan(1);
  });

  it('continues the order on page 2 without repeating page 1', async () => {
    const p1 = (await list({ sort: 'most-popular', page: 1 })).body.videos as VideoCard[];
    const p2 = (await list({ sort: 'most-popular', page: 2 })).body.videos as VideoCard[];
    expect(p2).toHaveLength(60);
    const ids1 = new Set(p1.map((v) => v.video_id));
    expect(p2.some((v) => ids1.has(v.video_id))).toBe(false);
    expect((p1.at(-1) as VideoCard).video_viewed).toBeGreaterThanOrEqual((p2[0] as VideoCard).video_viewed);
    const p3 = (await list({ sort: 'most-popular', page: 3 })).body;
    expect(p3.videos).toHaveLength(30);
  });

  it('applies the type, duration and date filters to every item', async () => {
    const hd = (await list({ type: 'hd', count: 120 })).body;
    expect(hd.videos.length).toBeGreaterThan(0);
    expect(hd.videos.every((v: VideoCard) => v.props.hd === 1)).toBe(true);
    expect(hd.total_count).toBeLessThan(150);
    const vr = (await list({ type: 'vr', count: 120 })).body;
    expect(vr.videos.every((v: VideoCard) => v.props.vr === 1)).toBe(true);
    const short = (await list({ duration: '1', count: 120 })).body.videos as VideoCard[];
    expect(short.length).toBeGreaterThan(0);
    expect(short.every((v) => v.duration < 600)).toBe(true);
    const mid = (await list({ duration: '2', count: 120 })).body.videos as VideoCard[];
    expect(mid.every((v) => v.duration >= 600 && v.duration <= 2400)).toBe(true);
    const long = (await list({ duration: '3', count: 120 })).body.videos as VideoCard[];
    expect(long.every((v) => v.duration > 2400)).toBe(true);
    const week = (await list({ date: 'week', count: 120 })).body.videos as VideoCard[];
    expect(week.length).toBeGreaterThan(0);
    const weekAgo = Date.now() - 7 * 86400_000 - 60_000;
    expect(week.every((v) => Date.parse(v.added_date) >= weekAgo)).toBe(true);
  });

  it('answers an empty page with videos_not_found and an empty list', async () => {
    const { res, body } = await list({ page: 999 });
    expect(res.statusCode).toBe(200);
    expect(body).toMatchObject({ videos: [], total_count: 150, code: 'videos_not_found' });
  });

  it('names the author: channel content with its source, member uploads as usersupload', async () => {
    const videos = (await list({ count: 120 })).body.videos as VideoCard[];
    const channel = videos.find((v) => v.content_source_name && v.content_source_name !== 'usersupload');
    const upload = videos.find((v) => v.content_source_name === 'usersupload');
    expect(channel?.content_source_dir).toMatch(/^[a-z0-9-]+$/);
    expect(upload?.display_name).toMatch(/^[a-z]+_[a-z]+\d+$/);
  });

  it.each([
    ['/api/json/videos2/14400/str/newest/60/all.0.1.all.all.all.json', 'sort'],
    ['/api/json/videos2/14400/xx/latest-updates/60/all.0.1.all.all.all.json', 'gender'],
    ['/api/json/videos2/14400/str/latest-updates/500/all.0.1.all.all.all.json', 'count'],
    ['/api/json/videos2/14400/str/latest-updates/60/all.0.1.all.all.json', 'tail'],
    ['/api/json/videos2/abc/str/latest-updates/60/all.0.1.all.all.all.json', 'lifetime'],
    ['/api/json/videos2/14400/str/latest-updates/60/all.0.0.all.all.all.json', 'page'],
    ['/api/json/videos2/14400/str/latest-updates/60/all.0.1.4k.all.all.json', 'type'],
    ['/api/json/videos2/14400/str/latest-updates/60/all.0.1.all.9.all.json', 'duration'],
    ['/api/json/videos2/14400/str/latest-updates/60/all.0.1.all.all.year.json', 'date'],
    ['/api/json/videos2/14400/str/latest-updates/60/nowhere.0.1.all.all.all.json', 'section'],
    ['/api/json/videos2/14400/str/latest-updates/60/category.jade.1.all.all.all.json', 'section'],
  ])('rejects %s naming %s', async (url, field) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_params');
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('answers an unknown API path with 404 not_found', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/json/nothing/here.json' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found' });
  });
});

describe('given the demo media', () => {
  it('serves a thumbnail as a JPEG that is never sniffed', async () => {
    const first = (await list()).body.videos[0] as VideoCard;
    const res = await app.inject({ method: 'GET', url: first.thumb });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('does not serve files outside the media folder', async () => {
    const res = await app.inject({ method: 'GET', url: '/media/../pglite/PG_VERSION' });
    expect(res.statusCode).toBe(404);
  });
});
