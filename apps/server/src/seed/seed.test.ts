import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate.js';
import { openTestDb, type TestDb } from '../testing.js';
import { restoreMissingThumbnails, seedIfEmpty, slugify } from './seed.js';
import { ADJECTIVES, NOUNS, PHRASES } from './words.js';

const NOW = new Date('2026-06-01T12:00:00Z');
const DAY = 86_400_000;

const rowsOf = (t: TestDb) =>
  t.db
    .selectFrom('videos as v')
    .innerJoin('members as m', 'm.user_id', 'v.user_id')
    .leftJoin('channels as c', 'c.channel_id', 'v.content_source_id')
    .select([
      'v.video_id',
      'v.title',
      'v.dir',
      'v.thumb',
      'v.duration',
      'v.video_viewed',
      'v.is_hd',
      'v.is_vr',
      'v.status_id',
      'v.is_private',
      'v.added_date',
      'v.titles',
      'm.is_trusted',
      'c.dir as source',
    ])
    .orderBy('v.video_id')
    .execute();

let a: TestDb;
let b: TestDb;

beforeAll(async () => {
  a = await openTestDb();
  b = await openTestDb();
  const options = { videos: 120, members: 10, channels: 4, now: NOW };
  await seedIfEmpty(a.db, { ...options, mediaDir: join(a.dataDir, 'media') });
  await seedIfEmpty(b.db, { ...options, mediaDir: join(b.dataDir, 'media'), thumbnails: false });
});

afterAll(async () => {
  await a?.close();
  await b?.close();
});

describe('given two empty databases seeded alike', () => {
  it('fills them with the same content', async () => {
    const ra = await rowsOf(a);
    expect(ra).toHaveLength(120);
    expect(ra).toEqual(await rowsOf(b));
  });

  it('titles videos from the neutral word lists, with a slug each and a few very long titles', async () => {
    const rows = await rowsOf(a);
    const words = new Set<string>([...ADJECTIVES, ...NOUNS, ...PHRASES.flatMap((p) => p.split(' '))]);
    const extra = new Set([
      'with',
      'and',
      'a',
      'very',
      'long',
      'description',
      'of',
      'the',
      'in',
      'one',
      'single',
      'title',
    ]);
    for (const row of rows) {
      for (const word of row.title.toLowerCase().split(/[ ,]+/)) {
        expect(words.has(word) || extra.has(word), `${word} in "${row.title}"`).toBe(true);
      }
      expect(row.dir).toBe(slugify(row.title));
      expect(row.dir).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(row.titles).toEqual({ en: row.title });
    }
    expect(rows.filter((r) => r.title.length > 100).length).toBeGreaterThanOrEqual(2);
  });

  it('mixes what the cards show: zero views, HD, VR, trusted members, channels, uploads, hidden rows', async () => {
    const rows = await rowsOf(a);
    const count = (f: (r: (typeof rows)[number]) => boolean) => rows.filter(f).length;
    expect(count((r) => r.video_viewed === 0)).toBeGreaterThan(0);
    expect(count((r) => r.is_hd === 1)).toBeGreaterThan(0);
    expect(count((r) => r.is_hd === 0)).toBeGreaterThan(0);
    expect(count((r) => r.is_vr === 1)).toBeGreaterThan(0);
    expect(count((r) => r.is_trusted === 1)).toBeGreaterThan(0);
    expect(count((r) => r.source === 'usersupload')).toBeGreaterThan(0);
    expect(count((r) => r.source !== null && r.source !== 'usersupload')).toBeGreaterThan(0);
    expect(count((r) => r.status_id !== 1 || r.is_private === 1)).toBeGreaterThan(0);
    for (const bucket of [
      (d: number) => d < 600,
      (d: number) => d >= 600 && d <= 2400,
      (d: number) => d > 2400,
    ]) {
      expect(count((r) => bucket(r.duration))).toBeGreaterThan(0);
    }
    expect(rows.every((r) => r.duration >= 30 && r.duration <= 5400)).toBe(true);
  });

  it('dates videos over the 60 days before the reference time, some within the last day', async () => {
    const rows = await rowsOf(a);
    const ages = rows.map((r) => NOW.getTime() - new Date(r.added_date).getTime());
    expect(ages.every((age) => age >= 0 && age <= 60 * DAY)).toBe(true);
    expect(ages.some((age) => age < DAY)).toBe(true);
    expect(ages.some((age) => age > 30 * DAY)).toBe(true);
  });

  it('renders a 640x360 JPEG thumbnail per video at the public URL the row names', async () => {
    const rows = await rowsOf(a);
    for (const row of rows) {
      expect(row.thumb).toBe(`/media/thumbs/${row.video_id}.jpg`);
      expect(existsSync(join(a.dataDir, 'media/thumbs', `${row.video_id}.jpg`))).toBe(true);
    }
    const meta = await sharp(join(a.dataDir, 'media/thumbs', `${rows[0]?.video_id}.jpg`)).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 640, height: 360 });
  });
});

describe('given a database with videos', () => {
  it('does not seed again', async () => {
    expect(await seedIfEmpty(a.db, { mediaDir: join(a.dataDir, 'media') })).toBeNull();
    expect(await rowsOf(a)).toHaveLength(120);
  });

  it('applies no migration twice: running them again changes nothing', async () => {
    expect(await migrate(a.db, { schema: a.schema })).toEqual([]);
    expect(await rowsOf(a)).toHaveLength(120);
  });

  it('renders the thumbnails missing from a fresh media folder', async () => {
    const media = join(b.dataDir, 'media');
    rmSync(media, { recursive: true, force: true });
    expect(await restoreMissingThumbnails(b.db, media)).toBe(120);
    expect(await restoreMissingThumbnails(b.db, media)).toBe(0);
  });
});
