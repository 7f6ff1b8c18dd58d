import {
  type CategorySection,
  callUrl,
  type Gender,
  LANGUAGES,
  type Language,
  USER_UPLOAD_SOURCE,
} from '@site/api';
import { categoriesResponseSchema, mainResponseSchema } from '@site/api/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { SiteGender } from '../db/schema.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';
import { refreshStats } from '../videos/stats.js';
import {
  addCategory,
  addChannel,
  addMember,
  addMembers,
  addModels,
  addVideo,
  subscribe,
} from './fixtures.js';
import { MAIN_TOP } from './queries.js';

let t: TestDb;
let app: FastifyInstance;

/** Categories: dir, English title, translations, and public videos per site. */
const CATEGORIES: {
  dir: string;
  title: string;
  titles: Record<string, string>;
  str: number;
  gay: number;
}[] = [
  { dir: 'sunsets', title: 'Sunsets', titles: { de: 'Sonnenuntergänge', ru: 'Закаты' }, str: 3, gay: 1 },
  { dir: 'harbors', title: 'Harbors', titles: { de: 'Häfen', ru: 'Гавани' }, str: 5, gay: 2 },
  { dir: 'forests', title: 'Forests', titles: { de: '', ru: 'Леса' }, str: 1, gay: 0 },
  { dir: 'meadows', title: 'Meadows', titles: {}, str: 2, gay: 0 },
  { dir: 'apples', title: 'Zesty apples', titles: { de: 'Äpfel', ru: 'Яблоки' }, str: 4, gay: 0 },
  { dir: 'empty-one', title: 'Empty one', titles: { de: 'Leer' }, str: 0, gay: 0 },
];

const KEYWORDS = 1005;

beforeAll(async () => {
  t = await openTestDb();
  const db = t.db;
  const uploader = await addMember(db, 'uploader');
  // Given categories with videos on two sites (and hidden videos that do not count)…
  for (const c of CATEGORIES) {
    const id = await addCategory(db, {
      dir: c.dir,
      title: c.title,
      titles: c.titles,
      thumb: `/media/c/${c.dir}.jpg`,
    });
    for (const [gender, n] of [
      ['str', c.str],
      ['gay', c.gay],
    ] as [SiteGender, number][]) {
      for (let i = 0; i < n; i++) await addVideo(db, { user_id: uploader, gender, categories: [id] });
    }
    await addVideo(db, { user_id: uploader, categories: [id], is_private: 1 });
    await addVideo(db, { user_id: uploader, categories: [id], status_id: 5 });
  }
  // …twelve models of the str site with more views each, and one of the she site…
  const models = await addModels(db, [
    ...Array.from({ length: 12 }, (_, i) => ({ dir: `model-${i}`, title: `Model ${i}` })),
    { dir: 'she-model', title: 'She Model', gender: 'she' as const },
  ]);
  for (const [i, id] of models.entries()) {
    await addVideo(db, { user_id: uploader, models: [id], views: (i + 1) * 100 });
  }
  // …twelve channels with more subscribers each, a hidden one and usersupload with the most…
  const fans = await addMembers(db, 'fan', 14);
  for (let i = 0; i < 12; i++) {
    const id = await addChannel(db, { dir: `studio-${i}`, title: `Studio ${i}` });
    await subscribe(db, 'channel', id, fans.slice(0, i + 1));
  }
  await subscribe(
    db,
    'channel',
    await addChannel(db, { dir: 'hidden-dock', title: 'Hidden', is_hidden: 1 }),
    fans,
  );
  await subscribe(db, 'channel', await addChannel(db, { dir: USER_UPLOAD_SOURCE, title: 'Uploads' }), fans);
  // …and 1005 keywords of the str site by weight, three of the gay site.
  await db
    .insertInto('keywords')
    .values(Array.from({ length: KEYWORDS }, (_, i) => ({ keyword: `word ${i}`, weight: (i * 7919) % 1000 })))
    .execute();
  await db
    .insertInto('keywords')
    .values(
      ['gay one', 'gay two', 'gay three'].map((keyword, i) => ({
        keyword,
        gender: 'gay' as const,
        weight: i,
      })),
    )
    .execute();
  await refreshStats(db);
  app = await buildApp({ db, dataDir: t.dataDir });
});

afterAll(() => closeAll(app, t));

async function categories(gender: Gender, section: CategorySection, lang: Language) {
  const res = await app.inject({
    method: 'GET',
    url: callUrl('categories.list', { gender, section, lang }),
  });
  expect(res.statusCode).toBe(200);
  return { res, body: categoriesResponseSchema.parse(res.json()) };
}

describe('given the categories call', () => {
  it('section all lists the categories with videos on the site alphabetically, with their totals there', async () => {
    const { body, res } = await categories('str', 'all', 'en');
    expect(body.code).toBe('success');
    expect(body.categories).toEqual([
      { dir: 'forests', title: 'Forests', total_videos: 1, thumb: '/media/c/forests.jpg' },
      { dir: 'harbors', title: 'Harbors', total_videos: 5, thumb: '/media/c/harbors.jpg' },
      { dir: 'meadows', title: 'Meadows', total_videos: 2, thumb: '/media/c/meadows.jpg' },
      { dir: 'sunsets', title: 'Sunsets', total_videos: 3, thumb: '/media/c/sunsets.jpg' },
      { dir: 'apples', title: 'Zesty apples', total_videos: 4, thumb: '/media/c/apples.jpg' },
    ]);
    expect(res.headers['cache-control']).toBe('public, max-age=14400, stale-while-revalidate=1440');
  });

  it('section popular orders them by videos', async () => {
    const { body } = await categories('str', 'popular', 'en');
    expect(body.categories.map((c) => [c.dir, c.total_videos])).toEqual([
      ['harbors', 5],
      ['apples', 4],
      ['sunsets', 3],
      ['meadows', 2],
      ['forests', 1],
    ]);
  });

  it('totals are per site: the gay site has its own', async () => {
    const { body } = await categories('gay', 'popular', 'en');
    expect(body.categories.map((c) => [c.dir, c.total_videos])).toEqual([
      ['harbors', 2],
      ['sunsets', 1],
    ]);
  });

  it('a site without videos answers 200 with categories [] and categories_not_found', async () => {
    const { body } = await categories('she', 'all', 'en');
    expect(body).toEqual({ categories: [], code: 'categories_not_found' });
  });

  it('titles come in the language, in its alphabetical order (Ä with A in German)', async () => {
    const { body } = await categories('str', 'all', 'de');
    expect(body.categories.map((c) => c.title)).toEqual([
      'Äpfel',
      'Forests', // empty translation: English
      'Häfen',
      'Meadows', // no translation: English
      'Sonnenuntergänge',
    ]);
  });

  it('Russian titles sort in Cyrillic order, then the untranslated English ones (Russian collation)', async () => {
    const { body } = await categories('str', 'all', 'ru');
    expect(body.categories.map((c) => c.title)).toEqual(['Гавани', 'Закаты', 'Леса', 'Яблоки', 'Meadows']);
  });

  it.each(LANGUAGES)(
    'every language answers (%s), falling back to English where untranslated',
    async (lang) => {
      const { body } = await categories('str', 'popular', lang);
      expect(body.categories).toHaveLength(5);
      const meadows = body.categories.find((c) => c.dir === 'meadows');
      expect(meadows?.title).toBe('Meadows');
    },
  );
});

async function main(gender: Gender, lang: Language, l?: number) {
  const res = await app.inject({
    method: 'GET',
    url: callUrl('main.get', { gender, lang, ...(l ? { l } : {}) }),
  });
  expect(res.statusCode).toBe(200);
  return { res, body: mainResponseSchema.parse(res.json()) };
}

describe('given the main call (top lists)', () => {
  it('answers the top categories, models and channels of the site, and keywords []', async () => {
    const { body, res } = await main('str', 'en');
    expect(body.code).toBe('success');
    expect(body.categories.map((c) => c.dir)).toEqual(['harbors', 'apples', 'sunsets', 'meadows', 'forests']);
    expect(body.models).toHaveLength(MAIN_TOP.models);
    expect(body.models.map((m) => m.dir)).toEqual(
      Array.from({ length: MAIN_TOP.models }, (_, i) => `model-${11 - i}`),
    );
    expect(body.models[0]?.statistics).toEqual({ videos: 1, viewed: 1200, subscribers: 0 });
    expect(body.channels).toHaveLength(MAIN_TOP.channels);
    expect(body.channels.map((c) => c.dir)).toEqual(
      Array.from({ length: MAIN_TOP.channels }, (_, i) => `studio-${11 - i}`),
    );
    expect(body.keywords).toEqual([]);
    expect(res.headers['cache-control']).toBe('public, max-age=14400, stale-while-revalidate=1440');
  });

  it('never lists hidden channels or usersupload in the top channels', async () => {
    const { body } = await main('str', 'en');
    const dirs = body.channels.map((c) => c.dir);
    expect(dirs).not.toContain('hidden-dock');
    expect(dirs).not.toContain(USER_UPLOAD_SOURCE);
  });

  it('keeps to the site: she has its one model and no categories', async () => {
    const { body } = await main('she', 'en');
    expect(body.models.map((m) => m.dir)).toEqual(['she-model']);
    expect(body.categories).toEqual([]);
    expect(body.channels).toEqual([]);
  });

  it('gives category titles in the language', async () => {
    const { body } = await main('str', 'de');
    expect(body.categories.map((c) => c.title)).toEqual([
      'Häfen',
      'Äpfel',
      'Sonnenuntergänge',
      'Meadows',
      'Forests',
    ]);
  });

  it('with l=1000 adds the 1000 heaviest keywords of the site, by weight', async () => {
    const { body } = await main('str', 'en', 1000);
    expect(body.keywords).toHaveLength(1000);
    const expected = Array.from({ length: KEYWORDS }, (_, i) => ({
      word: `word ${i}`,
      weight: (i * 7919) % 1000,
      i,
    }))
      .sort((a, b) => b.weight - a.weight || a.i - b.i)
      .slice(0, 1000)
      .map((k) => k.word);
    expect(body.keywords).toEqual(expected);
    // The top lists are the same as without keywords.
    const plain = (await main('str', 'en')).body;
    expect({ ...body, keywords: [] }).toEqual(plain);
  });

  it('l takes any count from 1 to 1000, and the site keeps its own keywords', async () => {
    expect((await main('str', 'en', 3)).body.keywords).toHaveLength(3);
    expect((await main('gay', 'en', 1000)).body.keywords).toEqual(['gay three', 'gay two', 'gay one']);
  });

  it.each(['0', '1001', '01', '1e3', '-5', 'abc'])('l=%s is 400 invalid_params on l', async (l) => {
    const res = await app.inject({ method: 'GET', url: `/api/json/main/14400/str.en.json?l=${l}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'invalid_params', errors: [{ field: 'l', code: 'invalid' }] });
  });

  it('an empty l is no l, as any empty field (§5): no keywords', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/json/main/14400/str.en.json?l=' });
    expect(res.statusCode).toBe(200);
    expect(mainResponseSchema.parse(res.json()).keywords).toEqual([]);
  });

  it('a repeated l is 400', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/json/main/14400/str.en.json?l=5&l=6' });
    expect(res.statusCode).toBe(400);
  });
});
