import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  AGE_RANGE_BOUNDS,
  AGE_RANGES,
  ETHNICITIES,
  HAIR_COLORS,
  LANGUAGES,
  MODEL_LETTERS,
  TITS_SIZES,
  USER_UPLOAD_SOURCE,
} from '@site/api';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate.js';
import { VIDEO_STATUS } from '../db/schema.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';
import { COUNTRIES, VIEW_COUNTRIES } from './countries.js';
import { generateDemo } from './generate.js';
import { IMAGE_KINDS, initials } from './images.js';
import { CATEGORY_TITLES, TITLE_WORDS_EN, titleIn } from './lexicon.js';
import { restoreMissingMedia, seedIfEmpty, slugify, DATA_TABLES as TABLES } from './seed.js';

const NOW = new Date('2026-06-01T12:00:00Z');
const DAY = 86_400_000;
const YEAR = 365.25 * DAY;

/** Height and weight bands of the model filter (as src/catalog serves them). */
const HEIGHT_BANDS = [
  [0, 159],
  [160, 169],
  [170, 179],
  [180, 999],
] as const;
const WEIGHT_BANDS = [
  [0, 49],
  [50, 59],
  [60, 69],
  [70, 999],
] as const;

/** One table's rows as JSON text, in a stable order: what two databases must agree on. */
async function tableText(t: TestDb, table: string): Promise<string> {
  const { rows } = await sql<{ j: string | null }>`
    select json_agg(x order by x::text)::text as j from ${sql.table(table)} as x`.execute(t.db);
  return rows[0]?.j ?? '[]';
}

const counts = async (t: TestDb) =>
  Object.fromEntries(
    await Promise.all(
      TABLES.map(async (table) => {
        const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(
          t.db,
        );
        return [table, rows[0]?.n ?? 0] as const;
      }),
    ),
  );

let a: TestDb;
let b: TestDb;
let seedMs = 0;

beforeAll(async () => {
  a = await openTestDb();
  b = await openTestDb();
  const started = Date.now();
  await seedIfEmpty(a.db, { mediaDir: join(a.dataDir, 'media'), now: NOW });
  seedMs = Date.now() - started;
  await seedIfEmpty(b.db, { mediaDir: join(b.dataDir, 'media'), now: NOW, thumbnails: false });
}, 120_000);

afterAll(() => closeAll(a, b));

describe('given two empty databases seeded alike', () => {
  it('fills them with the same rows, table by table', async () => {
    // Reported, not asserted: the machine decides the time.
    console.log(`demo seed with images: ${seedMs} ms`);
    for (const table of TABLES) {
      expect(await tableText(a, table), table).toBe(await tableText(b, table));
    }
  });

  it('fills every table of the data model', async () => {
    const n = await counts(a);
    for (const table of TABLES) expect(n[table], table).toBeGreaterThan(0);
    expect(n).toMatchObject({
      videos: 400,
      members: 80,
      channels: 29,
      models: 150,
      categories: 40,
      banners: 6,
    });
    expect(n.keywords).toBeGreaterThan(1000);
    expect(n.network_sites).toBe(3);
  });

  it('generates the same content from the same seed, and other content from another seed', () => {
    const one = generateDemo({ now: NOW, videos: 50, members: 10, channels: 3, models: 20 });
    expect(generateDemo({ now: NOW, videos: 50, members: 10, channels: 3, models: 20 })).toEqual(one);
    expect(
      generateDemo({ now: NOW, videos: 50, members: 10, channels: 3, models: 20, seed: 7 }).videos,
    ).not.toEqual(one.videos);
  });
});

describe('given the demo keywords', () => {
  it('are searches that find something: each is a category or words of a listed video title of its site', () => {
    const demo = generateDemo({ now: NOW });
    const categories = new Set(demo.categories.map((c) => c.title.toLowerCase()));
    // A hidden channel's videos are listed on its own page only (#33), so search does not find them.
    const hidden = new Set(demo.channels.filter((c) => c.is_hidden === 1).map((c) => c.channel_id));
    const listed = (v: (typeof demo.videos)[number]) =>
      v.status_id === VIDEO_STATUS.active && v.is_private === 0 && !hidden.has(v.content_source_id ?? 0);
    const titles = (gender: string) =>
      demo.videos
        .filter((v) => v.gender === gender && listed(v))
        .map((v) => ` ${v.title.toLowerCase().replace(/[^a-z ]/g, ' ')} `);
    const lost = demo.keywords.filter(
      (k) =>
        !categories.has(k.keyword) &&
        !titles(k.gender).some((t) => k.keyword.split(' ').every((w) => t.includes(` ${w} `))),
    );
    expect(lost.map((k) => `${k.gender}: ${k.keyword}`)).toEqual([]);
    // Phrases of two words and more, not only single words, on every site.
    for (const gender of ['str', 'gay', 'she'])
      expect(
        demo.keywords.filter((k) => k.gender === gender && k.keyword.includes(' ')).length,
      ).toBeGreaterThan(50);
  });
});

describe('given the demo videos', () => {
  const videos = () =>
    a.db
      .selectFrom('videos as v')
      .innerJoin('members as m', 'm.user_id', 'v.user_id')
      .leftJoin('channels as c', 'c.channel_id', 'v.content_source_id')
      .select([
        'v.video_id',
        'v.title',
        'v.titles',
        'v.dir',
        'v.description',
        'v.thumb',
        'v.duration',
        'v.video_viewed',
        'v.is_hd',
        'v.is_vr',
        'v.status_id',
        'v.is_private',
        'v.gender',
        'v.added_date',
        'm.is_trusted',
        'c.dir as source',
      ])
      .orderBy('v.video_id')
      .execute();

  it('titles them in the ten languages from the neutral word lists, with a slug each and a few very long titles', async () => {
    const rows = await videos();
    const words = new Set<string>([
      ...TITLE_WORDS_EN.adjectives,
      ...TITLE_WORDS_EN.nouns,
      ...TITLE_WORDS_EN.phrases.flatMap((p) => p.split(' ')),
    ]);
    for (const row of rows) {
      for (const word of row.title.toLowerCase().split(/[ ,:]+/)) {
        expect(words.has(word), `${word} in "${row.title}"`).toBe(true);
      }
      expect(Object.keys(row.titles).sort()).toEqual([...LANGUAGES].sort());
      expect(row.titles.en).toBe(row.title);
      for (const lang of LANGUAGES) expect(row.titles[lang]?.length, lang).toBeGreaterThan(3);
      expect(row.dir).toBe(slugify(row.title));
      expect(row.dir).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(row.description.length).toBeGreaterThan(10);
    }
    expect(rows.filter((r) => r.title.length > 100).length).toBeGreaterThanOrEqual(2);
    // The adjective agrees with the noun: "Golden fox" is "Золотая лиса", "Renard doré", "Goldener Fuchs".
    expect(titleIn('ru', { adj: 0, noun: 0, phrase: 0 })).toBe('Золотая лиса на рассвете');
    expect(titleIn('fr', { adj: 0, noun: 0, phrase: 0 })).toBe("Renard doré à l'aube");
    expect(titleIn('de', { adj: 0, noun: 9, phrase: 0 })).toBe('Goldenes Tal bei Sonnenaufgang');
    expect(titleIn('nl', { adj: 2, noun: 13, phrase: 0 })).toBe('Stil hert bij zonsopgang');
  });

  it('mixes what the cards show: zero views, HD, VR, trusted members, channels, uploads, hidden rows, three sites', async () => {
    const rows = await videos();
    const count = (f: (r: (typeof rows)[number]) => boolean) => rows.filter(f).length;
    expect(count((r) => r.video_viewed === 0)).toBeGreaterThan(0);
    expect(count((r) => r.is_hd === 1)).toBeGreaterThan(0);
    expect(count((r) => r.is_hd === 0)).toBeGreaterThan(0);
    expect(count((r) => r.is_vr === 1)).toBeGreaterThan(0);
    expect(count((r) => r.is_trusted === 1)).toBeGreaterThan(0);
    expect(count((r) => r.source === USER_UPLOAD_SOURCE)).toBeGreaterThan(0);
    expect(count((r) => r.source !== null && r.source !== USER_UPLOAD_SOURCE)).toBeGreaterThan(0);
    expect(count((r) => r.status_id !== 1 || r.is_private === 1)).toBeGreaterThan(0);
    for (const bucket of [
      (d: number) => d < 600,
      (d: number) => d >= 600 && d <= 2400,
      (d: number) => d > 2400,
    ]) {
      expect(count((r) => bucket(r.duration))).toBeGreaterThan(0);
    }
    expect(rows.every((r) => r.duration >= 30 && r.duration <= 5400)).toBe(true);
    const str = count((r) => r.gender === 'str');
    expect(str).toBeGreaterThan(rows.length / 2);
    expect(count((r) => r.gender === 'gay')).toBeGreaterThan(20);
    expect(count((r) => r.gender === 'she')).toBeGreaterThan(20);
  });

  it('links each video to categories, and models to videos of their own site', async () => {
    const orphans = await sql<{ n: number }>`select count(*)::int as n from videos v
      where not exists (select 1 from video_categories vc where vc.video_id = v.video_id)`.execute(a.db);
    expect(orphans.rows[0]?.n).toBe(0);
    const mismatched = await sql<{ n: number }>`select count(*)::int as n from video_models vm
      join videos v using (video_id) join models m using (model_id) where v.gender <> m.gender`.execute(a.db);
    expect(mismatched.rows[0]?.n).toBe(0);
    // A model without public videos has them all in hidden channels (#33: left out of its totals).
    const idle = await sql<{ n: number }>`select count(*)::int as n from models m where m.total_videos = 0
      and exists (select 1 from video_models vm join videos v using (video_id) where vm.model_id = m.model_id
        and v.status_id = 1 and (v.is_private & 1) = 0 and not exists (select 1 from channels c
          where c.channel_id = v.content_source_id and c.is_hidden = 1))`.execute(a.db);
    expect(idle.rows[0]?.n).toBe(0);
    // Every category has public videos on the main site (category_stats from refreshStats).
    const stats = await a.db.selectFrom('category_stats').selectAll().where('gender', '=', 'str').execute();
    expect(stats).toHaveLength(CATEGORY_TITLES.length);
  });

  it('counts comments and subscribers into the denormalized counters', async () => {
    const { rows } = await sql<{ bad: number }>`select count(*)::int as bad from videos v
      where v.comments_count <> (select count(*) from comments c where c.section = 'video' and c.object_id = v.video_id)`.execute(
      a.db,
    );
    expect(rows[0]?.bad).toBe(0);
    const subscribed = await a.db
      .selectFrom('models')
      .select('model_id')
      .where('subscribers', '>', 0)
      .execute();
    expect(subscribed.length).toBeGreaterThan(0);
  });
});

describe('given the demo dates', () => {
  it('dates videos over the 60 days before the reference time, some within the last day', async () => {
    const rows = await a.db.selectFrom('videos').select('added_date').execute();
    const ages = rows.map((r) => NOW.getTime() - new Date(r.added_date).getTime());
    expect(ages.every((age) => age >= 0 && age <= 60 * DAY)).toBe(true);
    expect(ages.some((age) => age < DAY)).toBe(true);
    expect(ages.some((age) => age > 30 * DAY)).toBe(true);
  });

  it('dates nothing after the reference time, and follows it when it moves', async () => {
    const columns = [
      ['members', 'created_at'],
      ['members', 'updated_at'],
      ['models', 'created_at'],
      ['channels', 'created_at'],
      ['playlists', 'updated_at'],
      ['playlist_videos', 'added_at'],
      ['comments', 'added_date'],
      ['votes', 'created_at'],
      ['subscriptions', 'created_at'],
      ['friends', 'created_at'],
      ['favourites', 'added_at'],
      ['watch_later', 'added_at'],
      ['history', 'viewed_at'],
      ['messages', 'created_at'],
    ] as const;
    for (const [table, column] of columns) {
      const { rows } = await sql<{
        latest: Date | string;
      }>`select max(${sql.ref(column)}) as latest from ${sql.table(table)}`.execute(a.db);
      expect(new Date(rows[0]?.latest as string).getTime(), `${table}.${column}`).toBeLessThanOrEqual(
        NOW.getTime(),
      );
    }
    const later = new Date(NOW.getTime() + 10 * DAY);
    const small = { videos: 30, members: 8, channels: 3, models: 12 };
    const now = generateDemo({ ...small, now: NOW });
    const moved = generateDemo({ ...small, now: later });
    expect(moved.videos.map((v) => v.added_date.getTime() - 10 * DAY)).toEqual(
      now.videos.map((v) => v.added_date.getTime()),
    );
    expect(moved.videos.map((v) => v.title)).toEqual(now.videos.map((v) => v.title));
  });
});

describe('given the demo models', () => {
  const strModels = () => a.db.selectFrom('models').selectAll().where('gender', '=', 'str').execute();

  it('finds a model on the main site for every value of every model filter', async () => {
    const rows = await strModels();
    const some = (label: string, f: (m: (typeof rows)[number]) => boolean) =>
      expect(rows.some(f), label).toBe(true);
    for (const letter of MODEL_LETTERS)
      some(`letter ${letter}`, (m) => m.title.toLowerCase().startsWith(letter));
    for (const race of ETHNICITIES) some(`race ${race}`, (m) => m.ethnicity === race);
    for (const age of AGE_RANGES) {
      const [lo, hi] = AGE_RANGE_BOUNDS[age];
      some(`age ${age}`, (m) => (m.age ?? 0) >= lo && (hi === null || (m.age ?? 0) <= hi));
    }
    for (const size of TITS_SIZES) some(`tits_size ${size}`, (m) => m.breast_size === size);
    for (const hair of HAIR_COLORS) some(`hair_color ${hair}`, (m) => m.hair_color === Number(hair));
    for (const [i, [lo, hi]] of HEIGHT_BANDS.entries()) {
      some(`height ${i + 1}`, (m) => (m.height ?? 0) >= lo && (m.height ?? 0) <= hi);
    }
    for (const [i, [lo, hi]] of WEIGHT_BANDS.entries()) {
      some(`weight ${i + 1}`, (m) => (m.weight ?? 0) >= lo && (m.weight ?? 0) <= hi);
    }
    for (const flag of [0, 1]) {
      some(`tattoo ${flag}`, (m) => m.tattoo === flag);
      some(`piercing ${flag}`, (m) => m.piercing === flag);
    }
  });

  it('has models on each site (the sex filter) and every country of the list', async () => {
    const rows = await a.db.selectFrom('models').select(['gender', 'country']).execute();
    for (const g of ['str', 'gay', 'she'])
      expect(rows.filter((m) => m.gender === g).length, g).toBeGreaterThan(10);
    const countries = new Set(rows.map((m) => m.country));
    for (const c of COUNTRIES) expect(countries.has(c), c).toBe(true);
  });

  it('fills every detail field of §3 plausibly', async () => {
    const rows = await a.db.selectFrom('models').selectAll().execute();
    for (const m of rows) {
      for (const field of [
        'img',
        'country',
        'description',
        'age',
        'birth_date',
        'career_start',
        'career_status',
        'city',
        'debut_age',
        'known_as',
        'zodiac_sign',
        'eye_color',
        'hair_color',
        'body_type',
        'height',
        'weight',
        'piercing',
        'tattoo',
        'ethnicity',
      ] as const) {
        expect(m[field], `${m.dir}.${field}`).not.toBeNull();
      }
      expect(m.breast_size === null).toBe(m.gender === 'gay');
      expect(m.career_end === null).toBe(m.career_status === 1);
      expect(m.debut_age).toBeGreaterThanOrEqual(18);
      expect(m.debut_age).toBeLessThanOrEqual(m.age as number);
      const years = (NOW.getTime() - new Date(m.birth_date as string).getTime()) / YEAR;
      expect(Math.floor(years)).toBe(m.age);
      expect(m.dir).toBe(slugify(m.title));
    }
  });
});

describe('given the demo community', () => {
  it('finds a member for every value of the community filters, and members with and without avatars', async () => {
    const rows = await a.db.selectFrom('members').selectAll().execute();
    const some = (label: string, f: (m: (typeof rows)[number]) => boolean) =>
      expect(rows.some(f), label).toBe(true);
    for (const g of [1, 2, 3]) some(`sex ${g}`, (m) => m.gender === g);
    for (const r of [1, 2, 3]) some(`relationship ${r}`, (m) => m.relationship === r);
    for (const o of [1, 2, 3, 4, 5]) some(`orientation ${o}`, (m) => m.orientation === o);
    for (const age of AGE_RANGES) {
      const [lo, hi] = AGE_RANGE_BOUNDS[age];
      some(`age ${age}`, (m) => {
        const years = Math.floor((NOW.getTime() - new Date(m.birth_date as string).getTime()) / YEAR);
        return years >= lo && (hi === null || years <= hi);
      });
    }
    some('with avatar', (m) => m.avatar !== null);
    some('without avatar', (m) => m.avatar === null);
    some('with cover', (m) => m.cover !== null);
    some('trusted', (m) => m.is_trusted === 1);
    some('owner actions (status 6)', (m) => m.status_id === 6);
    expect(new Set(rows.map((m) => m.country)).size).toBeGreaterThan(20);
  });

  it('keeps friendships consistent: accepted both ways, requests one way', async () => {
    const rows = await a.db.selectFrom('friends').selectAll().execute();
    const key = (x: number, y: number) => `${x}>${y}`;
    const all = new Map(rows.map((f) => [key(f.user_id, f.friend_id), f.status]));
    expect(rows.some((f) => f.status === 0)).toBe(true);
    for (const f of rows) {
      if (f.status === 1) expect(all.get(key(f.friend_id, f.user_id))).toBe(1);
      else expect(all.has(key(f.friend_id, f.user_id))).toBe(false);
    }
  });

  it('has public and owner-only playlists with videos, dialogs of several messages, and channels of each kind', async () => {
    const playlists = await a.db.selectFrom('playlists').select(['visible', 'total_videos']).execute();
    expect(playlists.some((p) => p.visible === 0)).toBe(true);
    expect(playlists.some((p) => p.visible === 1)).toBe(true);
    expect(playlists.every((p) => p.total_videos >= 3)).toBe(true);
    const dialogs = await sql<{ n: number }>`select count(*)::int as n from messages
      group by least(from_user_id, to_user_id), greatest(from_user_id, to_user_id)`.execute(a.db);
    expect(dialogs.rows.length).toBeGreaterThan(10);
    expect(dialogs.rows.some((d) => d.n > 3)).toBe(true);
    const channels = await a.db.selectFrom('channels').select(['gender', 'is_hidden', 'dir']).execute();
    expect(channels.filter((c) => c.is_hidden === 1)).toHaveLength(10);
    for (const g of ['str', 'gay', 'she'] as const) expect(channels.some((c) => c.gender === g)).toBe(true);
    const comments = await sql<{
      section: string;
    }>`select distinct section from comments order by section`.execute(a.db);
    expect(comments.rows.map((c) => c.section)).toEqual(['channel', 'member', 'model', 'playlist', 'video']);
  });

  it('has country views for about twenty countries and eu, slider videos per site and the banner slots', async () => {
    const { rows } = await sql<{ country: string }>`select distinct country from video_country_views`.execute(
      a.db,
    );
    expect(new Set(rows.map((r) => r.country))).toEqual(new Set(VIEW_COUNTRIES));
    const slider = await a.db.selectFrom('slider_videos').select('gender').execute();
    for (const g of ['str', 'gay', 'she']) expect(slider.some((s) => s.gender === g)).toBe(true);
    const slots = await a.db.selectFrom('banners').select('slot').orderBy('slot').execute();
    expect(slots.map((s) => s.slot)).toEqual([
      'footer_1',
      'footer_2',
      'footer_3',
      'footer_4',
      'header_desktop',
      'header_mobile',
    ]);
  });
});

describe('given the demo images', () => {
  it('renders every image the rows name, at the size of its kind', async () => {
    const media = join(a.dataDir, 'media');
    const urls = await sql<{ url: string }>`
      select thumb as url from videos union all select thumb from categories union all select img from models
      union all select img from channels where img is not null union all select avatar from members where avatar is not null
      union all select cover from members where cover is not null union all select img from banners`.execute(
      a.db,
    );
    expect(urls.rows.length).toBeGreaterThan(600);
    for (const { url } of urls.rows) {
      expect(url).toMatch(/^\/media\/[a-z]+\/\d+\.jpg$/);
      expect(existsSync(join(media, url.slice('/media/'.length))), url).toBe(true);
    }
    for (const kind of ['thumb', 'category', 'model', 'channel', 'avatar', 'cover'] as const) {
      const { folder, width, height } = IMAGE_KINDS[kind];
      // Channel 1 is the usersupload source, which has no logo.
      const meta = await sharp(join(media, folder, kind === 'channel' ? '2.jpg' : '1.jpg')).metadata();
      expect(meta, kind).toMatchObject({ format: 'jpeg', width, height });
    }
    expect(await sharp(join(media, 'banners', '1.jpg')).metadata()).toMatchObject({ width: 728, height: 90 });
    expect(initials('Kaira Velmar')).toBe('KV');
  });
});

describe('given a database with videos', () => {
  it('does not seed again', async () => {
    expect(await seedIfEmpty(a.db, { mediaDir: join(a.dataDir, 'media') })).toBeNull();
    expect((await counts(a)).videos).toBe(400);
  });

  it('applies no migration twice: running them again changes nothing', async () => {
    expect(await migrate(a.db, { schema: a.schema })).toEqual([]);
    expect((await counts(a)).videos).toBe(400);
  });

  // The time of the seed with images (beforeAll): the same rendering, bound by the machine's CPU.
  it('renders every kind of image missing from a fresh media folder, once', async () => {
    const media = join(b.dataDir, 'media');
    rmSync(media, { recursive: true, force: true });
    const rendered = await restoreMissingMedia(b.db, media);
    expect(rendered).toBe(generateDemo({ now: NOW }).images.length);
    for (const { folder } of Object.values(IMAGE_KINDS)) {
      expect(readdirSync(join(media, folder)).length, folder).toBeGreaterThan(0);
    }
    expect(await restoreMissingMedia(b.db, media)).toBe(0);
  }, 120_000);

  it('continues the ids after the seed: a new row gets the next id', async () => {
    const row = await b.db
      .insertInto('keywords')
      .values({ keyword: 'a new keyword', gender: 'str' })
      .returning('keyword_id')
      .executeTakeFirstOrThrow();
    expect(row.keyword_id).toBe((await counts(b)).keywords);
  });
});
