import {
  AGE_RANGE_BOUNDS,
  AGE_RANGES,
  callUrl,
  ETHNICITIES,
  type Gender,
  HAIR_COLORS,
  HEIGHTS,
  LIFETIME,
  MODEL_LETTERS,
  MODEL_SORTS,
  type ModelCard,
  type ModelFilters,
  type ModelSort,
  TITS_SIZES,
  WEIGHTS,
  YES_NO_FILTERS,
} from '@site/api';
import { modelListResponseSchema, modelResponseSchema } from '@site/api/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { SiteGender } from '../db/schema.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';
import { refreshStats } from '../videos/stats.js';
import { HEIGHT_BANDS, WEIGHT_BANDS } from './facets.js';
import {
  addMember,
  addMembers,
  addModels,
  addVideo,
  comment,
  DAY,
  daysAgo,
  type ModelRow,
  subscribe,
} from './fixtures.js';

let t: TestDb;
let app: FastifyInstance;

/** The models as the fixtures define them (the filters' attributes), by dir. */
interface Fixture {
  dir: string;
  title: string;
  gender: SiteGender;
  ethnicity: string | null;
  age: number | null;
  height: number | null;
  weight: number | null;
  hair_color: number | null;
  breast_size: string | null;
  tattoo: number | null;
  piercing: number | null;
  country: string | null;
}
const fixtures: Fixture[] = [];

const FIRST = [
  'Amber',
  'Birch',
  'Cedar',
  'Dune',
  'Ember',
  'Fern',
  'Gale',
  'Hazel',
  'ivy',
  'Juniper',
  'Kestrel',
  'Linden',
  'Maple',
  'Nova',
  'Opal',
  'Pine',
  'Quill',
  'Rowan',
  'Sage',
  'Tide',
  'Umber',
  'Vale',
  'Willow',
  'Xeno',
  'Yarrow',
  'Zephyr',
  'Aspen',
  'Brook',
  'Clover',
  'Dawn',
];
const LAST = ['Lake', 'Stone', 'Field', 'Rain', 'Hill', 'Shore', 'Cloud', 'Meadow'];
const cycle = <T>(values: readonly T[], i: number): T => values[i % values.length] as T;

const MODEL_COUNT = 60;

function fixtureRow(i: number): ModelRow & Fixture {
  const special = i === 57 ? '7 Rivers' : i === 58 ? 'Émile Brook' : null;
  const title = special ?? `${cycle(FIRST, i)} ${cycle(LAST, Math.floor(i / FIRST.length) + i)}`;
  const gender: SiteGender = i % 6 === 5 ? 'gay' : i % 8 === 6 ? 'she' : 'str';
  return {
    dir: `model-${i}`,
    title,
    gender,
    img: `/media/models/${i}.jpg`,
    ethnicity: cycle(['asian', 'caucasian', 'ebony', 'latin', null] as const, i),
    age: cycle([18, 21, 22, 29, 30, 39, 40, 61, null], i),
    height: cycle([150, 159, 160, 169, 170, 179, 180, 192, null], i + 3),
    weight: cycle([44, 49, 50, 59, 60, 69, 70, 85, null], i + 5),
    hair_color: cycle([1, 2, 3, 4, 5, null], i),
    breast_size: cycle(['big', 'fake', 'huge', 'medium', 'natural', 'small', null] as const, i),
    tattoo: cycle([0, 1, null], i),
    piercing: cycle([1, 0, null], Math.floor(i / 2)),
    country: cycle(['nl', 'de', 'us', 'jp', null], i * 3),
    model_viewed: (i * 37) % 101,
    created_at: daysAgo((i * 3) % 50, i),
  };
}

beforeAll(async () => {
  t = await openTestDb();
  const db = t.db;
  // Given 60 models spread over every filter value, their videos, subscribers and comments…
  const rows = Array.from({ length: MODEL_COUNT }, (_, i) => fixtureRow(i));
  const ids = await addModels(db, rows);
  fixtures.push(...rows.map((r) => ({ ...r }) as Fixture));
  const uploader = await addMember(db, 'uploader');
  const fans = await addMembers(db, 'fan', 10);
  for (const [i, modelId] of ids.entries()) {
    for (let k = 0; k < i % 4; k++) {
      await addVideo(db, {
        user_id: uploader,
        models: [modelId],
        views: ((i * 131) % 1000) * (k + 1),
        likes: (i * 7) % 23,
        dislikes: (i * 5) % 11,
        added_date: daysAgo((i * 11) % 40, k * 1000),
      });
    }
    await subscribe(db, 'model', modelId, fans.slice(0, (i * 7) % 11));
    await comment(db, 'model', modelId, uploader, i % 5);
  }
  // …and hidden videos that must not count: one in moderation, one private, one deleted.
  const first = ids[0] as number;
  await addVideo(db, { user_id: uploader, models: [first], views: 999_999, status_id: 0 });
  await addVideo(db, { user_id: uploader, models: [first], views: 999_999, is_private: 1 });
  await addVideo(db, { user_id: uploader, models: [first], views: 999_999, status_id: 5 });
  await refreshStats(db);
  app = await buildApp({ db, dataDir: t.dataDir });
});

afterAll(() => closeAll(app, t));

interface ListArgs extends Partial<ModelFilters> {
  gender?: Gender;
  sort?: ModelSort;
  count?: number;
  page?: number;
}

async function list(args: ListArgs = {}, lifetime: number = LIFETIME.models) {
  const { gender = 'str', sort = 'most-popular', count = 120, page = 1, ...filters } = args;
  const url = callUrl('models.list', { ...filters, gender, sort, count, page }, { lifetime });
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  const body = modelListResponseSchema.parse(res.json());
  return { res, body, dirs: body.models.map((m) => m.dir) };
}

const inRange = (value: number | null, [min, max]: readonly [number | null, number | null]) =>
  value !== null && (min === null || value >= min) && (max === null || value <= max);

/** The filters of §3 as documented (README and queries.ts), written independently of the SQL. */
function matches(m: Fixture, gender: Gender, f: Partial<ModelFilters>): boolean {
  const letter = m.title.charAt(0).toLowerCase();
  return (
    m.gender === gender &&
    (!f.letter || f.letter === 'all' || letter === f.letter) &&
    (!f.race || f.race === 'all' || m.ethnicity === f.race) &&
    (!f.age || f.age === 'all' || inRange(m.age, AGE_RANGE_BOUNDS[f.age])) &&
    (!f.country || f.country === 'all' || m.country === f.country) &&
    (!f.tits_size || f.tits_size === 'all' || m.breast_size === f.tits_size) &&
    (!f.hair_color || f.hair_color === 'all' || m.hair_color === Number(f.hair_color)) &&
    (!f.height || f.height === 'all' || inRange(m.height, HEIGHT_BANDS[f.height])) &&
    (!f.weight || f.weight === 'all' || inRange(m.weight, WEIGHT_BANDS[f.weight])) &&
    (!f.tattoo || f.tattoo === 'all' || m.tattoo === (f.tattoo === '1' ? 1 : 0)) &&
    (!f.piercing || f.piercing === 'all' || m.piercing === (f.piercing === '1' ? 1 : 0))
  );
}

const expectedDirs = (f: Partial<ModelFilters>, gender: Gender = 'str') =>
  fixtures
    .filter((m) => matches(m, gender, f))
    .map((m) => m.dir)
    .sort();

describe('given the models list of a site without filters', () => {
  it('lists every model of the site with its total, in the contract shape', async () => {
    const { res, body } = await list();
    expect(body.code).toBe('success');
    expect(body.total_count).toBe(expectedDirs({}).length);
    expect(body.models).toHaveLength(body.total_count);
    expect(body.total_count).toBeGreaterThan(30);
    expect(res.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=8640');
  });

  it.each(['str', 'gay', 'she'] as const)(
    'the gender segment %s selects the models of that site (sex mapped by the client)',
    async (gender) => {
      const { dirs, body } = await list({ gender });
      expect(dirs.sort()).toEqual(expectedDirs({}, gender));
      expect(body.total_count).toBe(dirs.length);
      expect(dirs.length).toBeGreaterThan(0);
    },
  );

  it('counts only public active videos in the statistics', async () => {
    const { body } = await list({ count: 120 });
    const first = body.models.find((m) => m.dir === 'model-0') as ModelCard;
    // Model 0 has 0 public videos (0 % 4) and three hidden ones.
    expect(first.statistics).toEqual({ videos: 0, viewed: 0, subscribers: 0 });
    const third = body.models.find((m) => m.dir === 'model-3') as ModelCard;
    expect(third.statistics.videos).toBe(3);
    expect(third.statistics.viewed).toBe(((3 * 131) % 1000) * 6);
    expect(third.statistics.subscribers).toBe((3 * 7) % 11);
    expect(third).toMatchObject({ title: fixtures[3]?.title, img: '/media/models/3.jpg', country: null });
  });
});

describe('given each model filter of §3', () => {
  const cases: [keyof ModelFilters, readonly string[]][] = [
    ['letter', MODEL_LETTERS],
    ['race', ETHNICITIES],
    ['age', AGE_RANGES],
    ['country', ['nl', 'de', 'us', 'jp', 'fr', 'eu']],
    ['tits_size', TITS_SIZES],
    ['hair_color', HAIR_COLORS],
    ['height', HEIGHTS],
    ['weight', WEIGHTS],
    ['tattoo', YES_NO_FILTERS],
    ['piercing', YES_NO_FILTERS],
  ];
  for (const [key, values] of cases) {
    it(`${key}: each value lists exactly the matching models, with their total`, async () => {
      let seen = 0;
      for (const value of values) {
        const { dirs, body } = await list({ [key]: value });
        const expected = expectedDirs({ [key]: value });
        expect(dirs.sort(), `${key}=${value}`).toEqual(expected);
        expect(body.total_count).toBe(expected.length);
        expect(body.code).toBe(expected.length > 0 ? 'success' : 'models_not_found');
        seen += expected.length;
      }
      // The values cover the models that have the attribute: each value finds some.
      expect(seen).toBeGreaterThan(0);
    });
  }

  it('bands include their bounds: age 18-21 has 18 and 21, 22-29 starts at 22, 40+ has 61', async () => {
    const titlesOf = async (age: '1' | '2' | '4') =>
      (await list({ age })).dirs.map((d) => fixtures.find((m) => m.dir === d)?.age);
    expect(new Set(await titlesOf('1'))).toEqual(new Set([18, 21]));
    expect(new Set(await titlesOf('2'))).toEqual(new Set([22, 29]));
    expect(new Set(await titlesOf('4'))).toEqual(new Set([40, 61]));
  });

  it('height and weight bands: 159 cm is band 1, 160 band 2, 180 band 4; 49 kg band 1, 70 kg band 4', async () => {
    const heights = async (height: '1' | '2' | '4') =>
      new Set((await list({ height })).dirs.map((d) => fixtures.find((m) => m.dir === d)?.height));
    expect(await heights('1')).toEqual(new Set([150, 159]));
    expect(await heights('2')).toEqual(new Set([160, 169]));
    expect(await heights('4')).toEqual(new Set([180, 192]));
    const weights = async (weight: '1' | '4') =>
      new Set((await list({ weight })).dirs.map((d) => fixtures.find((m) => m.dir === d)?.weight));
    expect(await weights('1')).toEqual(new Set([44, 49]));
    expect(await weights('4')).toEqual(new Set([70, 85]));
  });

  it('letter is case-insensitive and leaves out titles that start with a digit or another script', async () => {
    const { dirs } = await list({ letter: 'i' });
    expect(dirs).toContain('model-8'); // "ivy …"
    const all = (await list()).dirs;
    expect(all).toContain('model-57'); // "7 Rivers" only in the unfiltered list
    for (const letter of ['e', 's'] as const) expect((await list({ letter })).dirs).not.toContain('model-58'); // "Émile"
  });

  it('combines filters with AND', async () => {
    const combos: Partial<ModelFilters>[] = [
      { race: 'asian', tattoo: '1' },
      { letter: 'a', age: '2' },
      { country: 'nl', hair_color: '3', piercing: '2' },
      { tits_size: 'big', height: '3', weight: '2' },
      { race: 'latin', age: '3', country: 'de', tattoo: '2' },
    ];
    for (const f of combos) {
      const { dirs, body } = await list(f);
      expect(dirs.sort(), JSON.stringify(f)).toEqual(expectedDirs(f));
      expect(body.total_count).toBe(dirs.length);
    }
  });

  it('an empty result is 200 with models [] and code models_not_found', async () => {
    const { body, res } = await list({ letter: 'q', race: 'ebony', tattoo: '1', country: 'jp' });
    expect(res.statusCode).toBe(200);
    expect(body).toMatchObject({ models: [], total_count: 0, code: 'models_not_found' });
  });
});

describe('given each model sort of §3', () => {
  interface Stats {
    dir: string;
    title: string;
    total_videos: number;
    video_viewed: number;
    subscribers: number;
    model_viewed: number;
    comments_count: number;
    likes: number;
    dislikes: number;
    created_at: number;
    last: number | null;
    id: number;
  }
  let rows: Stats[];

  beforeAll(async () => {
    const raw = await t.db.selectFrom('models').selectAll().where('gender', '=', 'str').execute();
    rows = raw.map((r) => ({
      dir: r.dir,
      title: r.title,
      total_videos: r.total_videos,
      video_viewed: Number(r.video_viewed),
      subscribers: r.subscribers,
      model_viewed: r.model_viewed,
      comments_count: r.comments_count,
      likes: r.likes,
      dislikes: r.dislikes,
      created_at: new Date(r.created_at).getTime(),
      last: r.last_video_at ? new Date(r.last_video_at).getTime() : null,
      id: r.model_id,
    }));
  });

  /** Each sort's keys, larger first (alphabet: smaller first), then the id in the same direction. */
  const keys: Record<ModelSort, (m: Stats) => (number | string)[]> = {
    alphabet: (m) => [m.title.toLowerCase(), m.id],
    'count-videos': (m) => [m.total_videos, m.id],
    // nulls last: a model without videos sorts below every date.
    'latest-updates': (m) => [m.last ?? Number.NEGATIVE_INFINITY, m.id],
    'most-commented': (m) => [m.comments_count, m.id],
    'most-popular': (m) => [m.video_viewed, m.id],
    'most-subscribed': (m) => [m.subscribers, m.id],
    'most-viewed': (m) => [m.model_viewed, m.id],
    recent: (m) => [m.created_at, m.id],
    'top-rated': (m) => [m.likes / Math.max(m.likes + m.dislikes, 1), m.likes, m.id],
  };

  function expectedOrder(sort: ModelSort): string[] {
    const dir = sort === 'alphabet' ? 1 : -1;
    return [...rows]
      .sort((a, b) => {
        const ka = keys[sort](a);
        const kb = keys[sort](b);
        for (let i = 0; i < ka.length; i++) {
          const x = ka[i] as number | string;
          const y = kb[i] as number | string;
          if (x !== y) return (x < y ? -1 : 1) * dir;
        }
        return 0;
      })
      .map((m) => m.dir);
  }

  it.each(MODEL_SORTS)('%s orders the whole list as documented, the id breaking ties', async (sort) => {
    const { dirs } = await list({ sort });
    expect(dirs).toEqual(expectedOrder(sort));
  });

  it('the sorts have something to order: counters come from videos, subscriptions and comments', () => {
    for (const key of ['total_videos', 'video_viewed', 'subscribers', 'comments_count', 'likes'] as const) {
      expect(new Set(rows.map((r) => r[key])).size, key).toBeGreaterThan(2);
    }
    expect(rows.some((r) => r.last === null)).toBe(true);
    expect(rows.some((r) => r.last !== null && r.last > daysAgo(40).getTime() - DAY)).toBe(true);
  });

  it.each(MODEL_SORTS)('%s pages continue each other exactly (count 7)', async (sort) => {
    const full = expectedOrder(sort);
    const pages: string[] = [];
    for (let page = 1; page <= Math.ceil(full.length / 7); page++) {
      const { dirs, body } = await list({ sort, count: 7, page });
      expect(body.total_count).toBe(full.length);
      pages.push(...dirs);
    }
    expect(pages).toEqual(full);
  });

  it('a page past the end is empty: 200, models_not_found, the total still given', async () => {
    const { body } = await list({ count: 50, page: 3 });
    expect(body).toMatchObject({ models: [], code: 'models_not_found', total_count: rows.length });
  });

  it('a filter keeps the sort (letter with alphabet, country with most-subscribed)', async () => {
    const byLetter = (await list({ letter: 'a', sort: 'alphabet' })).dirs;
    expect(byLetter).toEqual(expectedOrder('alphabet').filter((d) => byLetter.includes(d)));
    const byCountry = (await list({ country: 'nl', sort: 'most-subscribed' })).dirs;
    expect(byCountry.length).toBeGreaterThan(1);
    expect(byCountry).toEqual(expectedOrder('most-subscribed').filter((d) => byCountry.includes(d)));
  });
});

describe('given the model detail call', () => {
  beforeAll(async () => {
    await addModels(t.db, [
      {
        dir: 'Jade-Fox',
        title: 'Jade Fox',
        gender: 'str',
        img: '/media/models/jade.jpg',
        country: 'nl',
        description: 'A calm profile.',
        age: 27,
        birth_date: '1998-03-04',
        career_start: 2018,
        career_end: 2024,
        career_status: 0,
        city: 'Harbor Town',
        debut_age: 20,
        known_as: 'J. Fox',
        zodiac_sign: 'pisces',
        eye_color: 3,
        hair_color: 2,
        body_type: 'slim',
        height: 168,
        weight: 55,
        piercing: 1,
        tattoo: 0,
        ethnicity: 'latin',
        breast_size: 'natural',
        model_viewed: 77,
      },
      { dir: 'x', title: 'X', gender: 'she' },
    ]);
  });

  const get = (url: string) => app.inject({ method: 'GET', url });

  it('answers every detail field of §3 on /model/{lifetime}/{prefix}/{dir}.json', async () => {
    const res = await get(callUrl('models.get', { model_dir: 'Jade-Fox' }));
    expect(callUrl('models.get', { model_dir: 'Jade-Fox' })).toBe('/api/json/model/86400/ja/Jade-Fox.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=8640');
    const { model, code } = modelResponseSchema.parse(res.json());
    expect(code).toBe('success');
    expect(model).toEqual({
      dir: 'Jade-Fox',
      title: 'Jade Fox',
      img: '/media/models/jade.jpg',
      country: 'nl',
      description: 'A calm profile.',
      statistics: { videos: 0, viewed: 0, subscribers: 0, likes: 0, dislikes: 0 },
      age: 27,
      birth_date: '1998-03-04',
      career_start: 2018,
      career_end: 2024,
      career_status: 0,
      city: 'Harbor Town',
      debut_age: 20,
      known_as: 'J. Fox',
      zodiac_sign: 'pisces',
      eye_color: 3,
      body_type: 'slim',
      height: 168,
      weight: 55,
      piercing: 1,
      tattoo: 0,
      ethnicity: 'latin',
      breast_size: 'natural',
    });
  });

  it('gives the statistics from the videos, and null for unknown fields', async () => {
    const res = await get(callUrl('models.get', { model_dir: 'model-3' }));
    const { model } = modelResponseSchema.parse(res.json());
    expect(model.statistics).toEqual({
      videos: 3,
      viewed: ((3 * 131) % 1000) * 6,
      subscribers: (3 * 7) % 11,
      likes: ((3 * 7) % 23) * 3,
      dislikes: ((3 * 5) % 11) * 3,
    });
    const short = modelResponseSchema.parse(
      (await get(callUrl('models.get', { model_dir: 'x' }))).json(),
    ).model;
    expect(short).toMatchObject({ dir: 'x', age: null, birth_date: null, ethnicity: null, eye_color: null });
  });

  it('a one-letter dir has a one-letter prefix', async () => {
    expect(callUrl('models.get', { model_dir: 'x' })).toBe('/api/json/model/86400/x/x.json');
    expect((await get('/api/json/model/86400/x/x.json')).statusCode).toBe(200);
  });

  it('an unknown model is 404 not_found (briefly cached)', async () => {
    const res = await get(callUrl('models.get', { model_dir: 'nobody-here' }));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found' });
    expect(res.headers['cache-control']).toBe('public, max-age=600, stale-while-revalidate=60');
  });

  it.each([
    ['a prefix of another dir', '/api/json/model/86400/mo/Jade-Fox.json', 'prefix'],
    ['an upper-case prefix', '/api/json/model/86400/JA/Jade-Fox.json', 'prefix'],
    ['a one-letter prefix of a longer dir', '/api/json/model/86400/j/Jade-Fox.json', 'prefix'],
    ['a dir with a dot', '/api/json/model/86400/ja/jade.fox.json', 'model_dir'],
    ['no .json', '/api/json/model/86400/ja/Jade-Fox', 'model_dir'],
    ['a bad lifetime', '/api/json/model/086400/ja/Jade-Fox.json', 'lifetime'],
  ])('%s is 400 invalid_params naming the field', async (_name, url, field) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'invalid_params',
      errors: [expect.objectContaining({ field })],
    });
  });
});
