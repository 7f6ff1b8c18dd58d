import {
  CHANNEL_SORTS,
  type ChannelListParamsInput,
  type ChannelSort,
  callUrl,
  LIFETIME,
  USER_UPLOAD_SOURCE,
} from '@site/api';
import { channelListResponseSchema, channelResponseSchema } from '@site/api/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { SiteGender } from '../db/schema.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';
import { refreshStats } from '../videos/stats.js';
import { addCategory, addChannel, addMember, addMembers, addVideo, daysAgo, subscribe } from './fixtures.js';

let t: TestDb;
let app: FastifyInstance;
const ids = new Map<string, number>();

/** Visible str channels: title, categories, videos (views, likes, dislikes), subscribers, created days ago. */
const STUDIOS: {
  dir: string;
  title: string;
  categories: string[];
  videos: [number, number, number][];
  fans: number;
  created: number;
}[] = [
  {
    dir: 'amber-lake',
    title: 'Amber Lake',
    categories: ['sunsets'],
    videos: [[500, 9, 1]],
    fans: 3,
    created: 10,
  },
  {
    dir: 'birch-wren',
    title: 'Birch Wren',
    categories: ['sunsets', 'harbors'],
    videos: [
      [100, 1, 0],
      [250, 4, 4],
    ],
    fans: 5,
    created: 3,
  },
  { dir: 'cedar-moss', title: 'Cedar Moss', categories: ['forests'], videos: [], fans: 0, created: 30 },
  {
    dir: 'Dune-Rain',
    title: 'dune Rain',
    categories: ['harbors'],
    videos: [
      [900, 2, 8],
      [10, 0, 0],
      [30, 3, 0],
    ],
    fans: 5,
    created: 1,
  },
  { dir: 'ember-hill', title: 'Ember Hill', categories: [], videos: [[500, 9, 1]], fans: 1, created: 10 },
  {
    dir: 'fern-shore',
    title: 'Fern Shore',
    categories: ['sunsets', 'forests', 'harbors'],
    videos: [
      [5, 5, 0],
      [5, 5, 0],
    ],
    fans: 2,
    created: 60,
  },
  {
    dir: 'gale-cloud',
    title: 'Gale Cloud',
    categories: ['forests'],
    videos: [[7000, 70, 30]],
    fans: 8,
    created: 5,
  },
];

beforeAll(async () => {
  t = await openTestDb();
  const db = t.db;
  // Given three categories…
  for (const [dir, title, de] of [
    ['sunsets', 'Sunsets', 'Sonnenuntergänge'],
    ['harbors', 'Harbors', 'Häfen'],
    ['forests', 'Forests', ''],
  ] as const) {
    ids.set(`category:${dir}`, await addCategory(db, { dir, title, titles: de ? { de } : {} }));
  }
  const uploader = await addMember(db, 'uploader');
  const fans = await addMembers(db, 'fan', 8);
  // …visible studios of the str site with their videos, categories and subscribers…
  for (const [i, s] of STUDIOS.entries()) {
    const id = await addChannel(db, {
      dir: s.dir,
      title: s.title,
      img: `/media/channels/${s.dir}.png`,
      created_at: daysAgo(s.created),
    });
    ids.set(s.dir, id);
    for (const category of s.categories) {
      await db
        .insertInto('channel_categories')
        .values({ channel_id: id, category_id: ids.get(`category:${category}`) as number })
        .execute();
    }
    for (const [k, [views, likes, dislikes]] of s.videos.entries()) {
      await addVideo(db, {
        user_id: uploader,
        channel_id: id,
        views,
        likes,
        dislikes,
        added_date: daysAgo(i * 2 + k),
      });
    }
    await subscribe(db, 'channel', id, fans.slice(0, s.fans));
  }
  // …a hidden channel, the usersupload source, and channels of the other sites.
  const hidden = await addChannel(db, { dir: 'hidden-dock', title: 'Hidden Dock', is_hidden: 1 });
  await db
    .insertInto('channel_categories')
    .values({ channel_id: hidden, category_id: ids.get('category:sunsets') as number })
    .execute();
  await addVideo(db, { user_id: uploader, channel_id: hidden, views: 99_999 });
  const uploads = await addChannel(db, { dir: USER_UPLOAD_SOURCE, title: USER_UPLOAD_SOURCE });
  await addVideo(db, { user_id: uploader, channel_id: uploads, views: 88_888 });
  for (const [dir, gender] of [
    ['gay-harbor', 'gay'],
    ['she-harbor', 'she'],
  ] as [string, SiteGender][]) {
    const id = await addChannel(db, { dir, title: dir, gender });
    await db
      .insertInto('channel_categories')
      .values({ channel_id: id, category_id: ids.get('category:harbors') as number })
      .execute();
  }
  // A private video does not count.
  await addVideo(db, {
    user_id: uploader,
    channel_id: ids.get('amber-lake'),
    views: 5_000_000,
    is_private: 1,
  });
  await refreshStats(db);
  app = await buildApp({ db, dataDir: t.dataDir });
});

afterAll(() => closeAll(app, t));

async function list(params: ChannelListParamsInput = {}, lifetime: number = LIFETIME.channels) {
  const url = callUrl('channels.list', { count: 120, ...params }, { lifetime });
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  const body = channelListResponseSchema.parse(res.json());
  return { res, body, dirs: body.channels.map((c) => c.dir) };
}

describe('given the channels list (section all.0)', () => {
  it('lists the visible channels of the site: never hidden ones, never usersupload', async () => {
    const { body, dirs, res } = await list();
    expect(dirs.sort()).toEqual(STUDIOS.map((s) => s.dir).sort());
    expect(body.total_count).toBe(STUDIOS.length);
    expect(body.code).toBe('success');
    expect(dirs).not.toContain('hidden-dock');
    expect(dirs).not.toContain(USER_UPLOAD_SOURCE);
    expect(res.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=8640');
  });

  it('the gender segment selects the site', async () => {
    expect((await list({ gender: 'gay' })).dirs).toEqual(['gay-harbor']);
    expect((await list({ gender: 'she' })).dirs).toEqual(['she-harbor']);
  });

  it('each card carries its logo, public video total, categories and subscribers', async () => {
    const { body } = await list();
    const birch = body.channels.find((c) => c.dir === 'birch-wren');
    expect(birch).toEqual({
      dir: 'birch-wren',
      title: 'Birch Wren',
      img: '/media/channels/birch-wren.png',
      total_videos: 2,
      categories: [
        { dir: 'harbors', title: 'Harbors' },
        { dir: 'sunsets', title: 'Sunsets' },
      ],
      statistics: { subscribers: 5 },
    });
    const amber = body.channels.find((c) => c.dir === 'amber-lake');
    expect(amber?.total_videos).toBe(1); // the private video is not counted
    expect(body.channels.find((c) => c.dir === 'ember-hill')?.categories).toEqual([]);
  });
});

describe('given a language (?lang=, #27)', () => {
  it("names the cards' categories in it, English where a category has no translation", async () => {
    expect(callUrl('channels.list', { lang: 'de' })).toMatch(/\.json\?lang=de$/);
    const { body } = await list({ lang: 'de' });
    const birch = body.channels.find((c) => c.dir === 'birch-wren');
    expect(birch?.categories).toEqual([
      { dir: 'harbors', title: 'Häfen' },
      { dir: 'sunsets', title: 'Sonnenuntergänge' },
    ]);
    const forests = body.channels.find((c) => c.categories.some((k) => k.dir === 'forests'));
    expect(forests?.categories.find((k) => k.dir === 'forests')?.title).toBe('Forests');
    // English is still English after German was asked (the answer is per language, by its address).
    const en = (await list()).body.channels.find((c) => c.dir === 'birch-wren');
    expect(en?.categories.map((k) => k.title)).toEqual(['Harbors', 'Sunsets']);
  });

  it("names the channel page's categories in it", async () => {
    const url = callUrl('channels.get', { channel_dir: 'birch-wren', lang: 'de' });
    expect(url).toBe('/api/json/channel/86400/b/birch-wren.json?lang=de');
    const res = await app.inject({ method: 'GET', url });
    expect(channelResponseSchema.parse(res.json()).channel.categories.map((k) => k.title)).toEqual([
      'Häfen',
      'Sonnenuntergänge',
    ]);
  });
});

describe('given each channel sort of §3', () => {
  interface Row {
    dir: string;
    title: string;
    total_videos: number;
    video_viewed: number;
    subscribers: number;
    likes: number;
    dislikes: number;
    created_at: number;
    last: number | null;
    id: number;
  }
  let rows: Row[];

  beforeAll(async () => {
    rows = (
      await t.db
        .selectFrom('channels')
        .selectAll()
        .where('gender', '=', 'str')
        .where('is_hidden', '=', 0)
        .where('dir', '<>', USER_UPLOAD_SOURCE)
        .execute()
    ).map((r) => ({
      dir: r.dir,
      title: r.title,
      total_videos: r.total_videos,
      video_viewed: Number(r.video_viewed),
      subscribers: r.subscribers,
      likes: r.likes,
      dislikes: r.dislikes,
      created_at: new Date(r.created_at).getTime(),
      last: r.last_video_at ? new Date(r.last_video_at).getTime() : null,
      id: r.channel_id,
    }));
  });

  /** Sort keys: ascending for alphabetaz, else descending; the id last, in the same direction. */
  const keys: Record<ChannelSort, (c: Row) => (number | string)[]> = {
    alphabetaz: (c) => [c.title.toLowerCase(), c.id],
    alphabetza: (c) => [c.title.toLowerCase(), c.id],
    'count-videos': (c) => [c.total_videos, c.id],
    'latest-updates': (c) => [c.last ?? Number.NEGATIVE_INFINITY, c.id],
    'most-popular': (c) => [c.subscribers, c.id],
    'most-viewed': (c) => [c.video_viewed, c.id],
    recent: (c) => [c.created_at, c.id],
    'top-rated': (c) => [c.likes / Math.max(c.likes + c.dislikes, 1), c.likes, c.id],
  };

  const expectedOrder = (sort: ChannelSort) => {
    const dir = sort === 'alphabetaz' ? 1 : -1;
    return [...rows]
      .sort((a, b) => {
        const ka = keys[sort](a);
        const kb = keys[sort](b);
        for (let i = 0; i < ka.length; i++) {
          if (ka[i] !== kb[i]) return ((ka[i] as number) < (kb[i] as number) ? -1 : 1) * dir;
        }
        return 0;
      })
      .map((c) => c.dir);
  };

  it.each(CHANNEL_SORTS)('%s orders the list as documented', async (sort) => {
    expect((await list({ sort })).dirs).toEqual(expectedOrder(sort));
  });

  it('alphabetaz ignores case and alphabetza is its reverse', async () => {
    const az = (await list({ sort: 'alphabetaz' })).dirs;
    expect(az.indexOf('Dune-Rain')).toBe(3); // "dune Rain" between Cedar and Ember
    expect((await list({ sort: 'alphabetza' })).dirs).toEqual([...az].reverse());
  });

  it.each(CHANNEL_SORTS)('%s pages continue each other (count 3)', async (sort) => {
    const pages: string[] = [];
    for (let page = 1; page <= 3; page++) pages.push(...(await list({ sort, count: 3, page })).dirs);
    expect(pages).toEqual(expectedOrder(sort));
    const past = await list({ sort, count: 3, page: 4 });
    expect(past.body).toMatchObject({
      channels: [],
      code: 'channels_not_found',
      total_count: STUDIOS.length,
    });
  });
});

describe('given the channels of one category (section category.{dir})', () => {
  it.each([
    ['sunsets', ['amber-lake', 'birch-wren', 'fern-shore']],
    ['harbors', ['Dune-Rain', 'birch-wren', 'fern-shore']],
    ['forests', ['cedar-moss', 'fern-shore', 'gale-cloud']],
  ])('category %s lists its visible channels of the site', async (dir, expected) => {
    const { dirs, body } = await list({ section: 'category', object_id: dir, sort: 'alphabetaz' });
    expect([...dirs].sort()).toEqual([...expected].sort());
    expect(body.total_count).toBe(expected.length);
  });

  it('keeps the site: harbors on gay lists the gay channel only', async () => {
    expect((await list({ gender: 'gay', section: 'category', object_id: 'harbors' })).dirs).toEqual([
      'gay-harbor',
    ]);
  });

  it('an unknown category is 404 not_found', async () => {
    const url = callUrl('channels.list', { section: 'category', object_id: 'nowhere' });
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found' });
  });

  it('section all with an object id other than 0 is 400 on object_id', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/json/channels/86400/str/most-popular/60/all.sunsets.1.json',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'invalid_params', errors: [{ field: 'object_id', code: 'invalid' }] });
  });
});

describe('given the channel detail call', () => {
  const get = (url: string) => app.inject({ method: 'GET', url });

  it('answers the card, description and full statistics on /channel/{lifetime}/{letter}/{dir}.json', async () => {
    await t.db
      .updateTable('channels')
      .set({ description: 'Quiet waters.' })
      .where('dir', '=', 'Dune-Rain')
      .execute();
    const url = callUrl('channels.get', { channel_dir: 'Dune-Rain' });
    expect(url).toBe('/api/json/channel/86400/d/Dune-Rain.json');
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=8640');
    expect(channelResponseSchema.parse(res.json())).toEqual({
      code: 'success',
      channel: {
        dir: 'Dune-Rain',
        title: 'dune Rain',
        img: '/media/channels/Dune-Rain.png',
        total_videos: 3,
        categories: [{ dir: 'harbors', title: 'Harbors' }],
        description: 'Quiet waters.',
        statistics: { subscribers: 5, videos: 3, viewed: 940, likes: 5, dislikes: 8 },
      },
    });
  });

  it('a hidden channel is left out of lists but its page stays reachable', async () => {
    const res = await get(callUrl('channels.get', { channel_dir: 'hidden-dock' }));
    expect(res.statusCode).toBe(200);
    // Its videos are left out of the lists and of their totals, but its own page counts what it lists (#33 item 3).
    expect(channelResponseSchema.parse(res.json()).channel.statistics).toMatchObject({
      videos: 1,
      viewed: 99_999,
    });
    const listed = await get(callUrl('videos.list', { section: 'channel', object_id: 'hidden-dock' }));
    expect(listed.json()).toMatchObject({ total_count: 1 });
  });

  it('usersupload is not a channel: 404', async () => {
    const res = await get(callUrl('channels.get', { channel_dir: USER_UPLOAD_SOURCE }));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found' });
  });

  it('an unknown channel is 404 not_found', async () => {
    expect((await get(callUrl('channels.get', { channel_dir: 'no-such-studio' }))).statusCode).toBe(404);
  });

  it.each([
    ['another letter', '/api/json/channel/86400/b/Dune-Rain.json', 'letter'],
    ['the upper-case letter', '/api/json/channel/86400/D/Dune-Rain.json', 'letter'],
    ['two letters', '/api/json/channel/86400/du/Dune-Rain.json', 'letter'],
    ['a dir with a space', '/api/json/channel/86400/d/Dune%20Rain.json', 'channel_dir'],
    ['a lifetime above the longest', '/api/json/channel/864001/d/Dune-Rain.json', 'lifetime'],
  ])('%s is 400 invalid_params naming the field', async (_name, url, field) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'invalid_params',
      errors: [expect.objectContaining({ field })],
    });
  });
});
