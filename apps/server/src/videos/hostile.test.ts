import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { errorResponseSchema } from '@site/api/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';
import { addMember, addVideo } from './fixtures.js';

let t: TestDb;
let app: FastifyInstance;
let video: number;

beforeAll(async () => {
  t = await openTestDb();
  video = await addVideo(t.db, { title: 'Calm bay', user_id: await addMember(t.db, 'dee') });
  app = await buildApp({ db: t.db, dataDir: t.dataDir });
});

afterAll(() => closeAll(app, t));

async function expectCoded(url: string, status: number, field?: string) {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode, `${url} → ${res.body}`).toBe(status);
  const body = errorResponseSchema.parse(res.json());
  if (field) {
    expect(body.code, url).toBe('invalid_params');
    expect(
      body.errors?.map((e) => e.field),
      url,
    ).toContain(field);
  }
  // A refusal is never stored by a shared cache: the same path may turn valid (a new sort, a new id).
  expect(res.headers['cache-control'], url).toBe('private, no-store');
}

const LIST = '/api/json/videos2/14400/str/latest-updates/60/all.0.1.all.all.all.json';
const bad = (from: string, to: string) => LIST.replace(from, to);

describe('given hostile videos2 paths', () => {
  it.each([
    [bad('latest-updates', 'newest'), 'sort'],
    [bad('latest-updates', 'LATEST-UPDATES'), 'sort'],
    [bad('/str/', '/xx/'), 'gender'],
    [bad('/60/', '/500/'), 'count'],
    [bad('/60/', '/0/'), 'count'],
    [bad('/60/', '/060/'), 'count'],
    [bad('/60/', '/6e1/'), 'count'],
    [bad('/60/', '/-60/'), 'count'],
    [bad('/60/', '/99999999999999999999/'), 'count'],
    [bad('all.0.1.all.all.all.json', 'all.0.1.all.all.json'), 'tail'],
    [bad('all.0.1.all.all.all.json', 'all.0.1.all.all.all'), 'tail'],
    [bad('all.0.1.all.all.all.json', 'all.0.1.all.all.all.all.json'), 'tail'],
    [bad('/14400/', '/abc/'), 'lifetime'],
    [bad('/14400/', '/-1/'), 'lifetime'],
    [bad('/14400/', '/864001/'), 'lifetime'],
    [bad('/14400/', '/1e3/'), 'lifetime'],
    [bad('/14400/', '/14400.0/'), 'lifetime'],
    [bad('all.0.1.', 'all.0.0.'), 'page'],
    [bad('all.0.1.', 'all.0.01.'), 'page'],
    [bad('all.0.1.', 'all.0.1e3.'), 'page'],
    [bad('all.0.1.', 'all.0.100001.'), 'page'],
    [bad('all.0.1.', 'all.0.99999999999999999999.'), 'page'],
    [bad('all.0.1.all.', 'all.0.1.4k.'), 'type'],
    [bad('all.0.1.all.all.all.json', 'all.0.1.all.9.all.json'), 'duration'],
    [bad('all.0.1.all.all.all.json', 'all.0.1.all.all.year.json'), 'date'],
    [bad('all.0.', 'nowhere.0.'), 'section'],
    [bad('all.0.', 'all.7.'), 'object_id'],
    [bad('all.0.', 'member.abc.'), 'object_id'],
    [bad('all.0.', 'member.0.'), 'object_id'],
    [bad('all.0.', 'member.007.'), 'object_id'],
    [bad('all.0.', 'member.2147483648.'), 'object_id'],
    [bad('all.0.', 'playlist.1e3.'), 'object_id'],
    [bad('all.0.', 'top_country.deu.'), 'object_id'],
    [bad('all.0.', 'top_country.DE.'), 'object_id'],
    [bad('all.0.', 'category.a%20b.'), 'object_id'],
    [bad('all.0.', `category.${'x'.repeat(101)}.`), 'object_id'],
    [bad('all.0.', 'category.%00.'), 'object_id'],
    [bad('all.0.', "category.x'or'1."), 'object_id'],
  ])('answers 400 invalid_params for %s, naming %s', async (url, field) => {
    await expectCoded(url, 400, field);
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

  it.each([
    '/api/json/videos2/14400/str/latest-updates/60/../../video/0/0/1.json',
    '/api/json/videos2/14400/str/latest-updates/60/%2e%2e%2fall.0.1.all.all.all.json',
    '/api/json/videos2/14400/str/latest-updates/60',
    '/api/json/videos2/14400/str/latest-updates/60/all.0.1.all.all.all.json/extra',
    `/api/json/videos2/14400/str/latest-updates/60/${'a.'.repeat(400)}json`,
  ])('answers %s with a coded 4xx, never 500', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, url).toBeLessThan(500);
    errorResponseSchema.parse(res.json());
  });
});

describe('given hostile detail, related and file requests', () => {
  it.each([
    [`/api/json/video/0/0/${video}.json`.replace(`/${video}.`, '/abc.'), 'video_id'],
    ['/api/json/video/0/0/0.json', 'video_id'],
    ['/api/json/video/0/0/01.json', 'video_id'],
    ['/api/json/video/0/0/1e3.json', 'video_id'],
    ['/api/json/video/0/0/99999999999999999999.json', 'video_id'],
    ['/api/json/video/0/1000/1.json', 'bucket'],
    ['/api/json/video/0/0/1.xml', 'video_id'],
    ['/api/json/video/1e3/0/1.json', 'lifetime'],
    ['/api/json/videos_related2/14400/50/0/1.all.1.json'.replace('/50/', '/500/'), 'count'],
    ['/api/json/videos_related2/14400/050/0/1.all.1.json', 'count'],
    ['/api/json/videos_related2/14400/50/0/1.4k.1.json', 'type'],
    ['/api/json/videos_related2/14400/50/0/1.all.0.json', 'page'],
    ['/api/json/videos_related2/14400/50/0/1.all.json', 'tail'],
    ['/api/json/videos_related2/14400/50/x/1.all.1.json', 'bucket'],
    ['/api/videofile.php?video_id=abc&lifetime=864000', 'video_id'],
    ['/api/videofile.php?video_id=1&lifetime=1e3', 'lifetime'],
    ['/api/videofile.php?video_id=1', 'lifetime'],
    ['/api/videofile.php?lifetime=0', 'video_id'],
    ['/api/videofile.php?video_id=1&video_id=2&lifetime=0', 'video_id'],
    ['/api/videofile.php?video_id=-1&lifetime=0', 'video_id'],
  ])('answers 400 invalid_params for %s, naming %s', async (url, field) => {
    await expectCoded(url, 400, field);
  });
});

describe('given other paths', () => {
  it('answers unknown API paths with 404 not_found, whatever the method', async () => {
    for (const [method, url] of [
      ['GET', '/api/json/nothing/here.json'],
      ['POST', '/api/json/videos2/14400/str/latest-updates/60/all.0.1.all.all.all.json'],
      ['GET', '/api/json/videos2/14400/str/latest-updates/60'],
    ] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ code: 'not_found' });
    }
  });

  it('answers /healthz, and pages with 404 when no web build is mounted', async () => {
    expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ ok: true });
    const page = await app.inject({ method: 'GET', url: '/videos/' });
    expect(page.statusCode).toBe(404);
    expect(page.json()).toEqual({ code: 'not_found' });
  });

  it('serves a thumbnail cached for an hour and never sniffed, and nothing outside the media folder', async () => {
    mkdirSync(join(t.dataDir, 'media/thumbs'), { recursive: true });
    writeFileSync(join(t.dataDir, `media/thumbs/${video}.jpg`), Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]));
    const res = await app.inject({ method: 'GET', url: `/media/thumbs/${video}.jpg` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // An hour, not a month: a thumbnail is decided per request, and a video made private stops answering.
    expect(res.headers['cache-control']).toBe('public, max-age=3600, s-maxage=60');
    for (const url of ['/media/thumbs/999999.jpg', '/media/../pglite/PG_VERSION', '/media/%2e%2e/x']) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});
