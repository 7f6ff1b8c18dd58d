import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, type TestDb, testEngine } from '../testing.js';
import { type BulkReport, bulkLoad } from './bulk.js';
import { generateDemo } from './generate.js';
import { restoreMissingMedia, seedIfEmpty } from './seed.js';

const DEMO = { videos: 60, members: 20, channels: 5, models: 30 };
const BULK = { videos: 3000, members: 400, models: 300, channels: 40 };

let t: TestDb;
let report: BulkReport;
let indexesBefore: string[];

const indexes = async () =>
  (
    await sql<{ name: string }>`select indexname as name from pg_indexes
      where schemaname = current_schema() order by 1`.execute(t.db)
  ).rows.map((r) => r.name);

const scalar = async (query: ReturnType<typeof sql<{ n: number }>>) => (await query.execute(t.db)).rows[0]?.n;

beforeAll(async () => {
  t = await openTestDb();
  await seedIfEmpty(t.db, { mediaDir: join(t.dataDir, 'media'), ...DEMO, thumbnails: false });
  indexesBefore = await indexes();
  report = await bulkLoad(t.db, { ...BULK, chunk: 1000, engine: testEngine });
}, 180_000);

afterAll(() => t?.close());

describe('given a demo database grown by the bulk loader', () => {
  it('holds the sizes asked for, with their relations', () => {
    expect(report.counts).toMatchObject({
      videos: 3000,
      members: 400,
      models: 300,
      channels: 40,
      categories: 40,
    });
    for (const table of ['video_categories', 'video_models', 'comments', 'video_country_views', 'keywords']) {
      expect(report.counts[table], table).toBeGreaterThan(0);
    }
    expect(report.counts.video_categories).toBeGreaterThan(3000);
    // The chunks of 1,000 videos each reported their rows.
    expect(report.steps.filter((s) => s.step.startsWith('videos ')).map((s) => s.rows)).toEqual([
      1000, 1000, 940,
    ]);
  });

  it('writes rows that the foreign keys would have accepted (their checks are skipped during the load)', async () => {
    const orphans = await sql<{ what: string; n: number }>`
      select 'video member' as what, count(*)::int as n from videos v where not exists (select 1 from members m where m.user_id = v.user_id)
      union all select 'video source', count(*)::int from videos v
        where v.content_source_id is not null and not exists (select 1 from channels c where c.channel_id = v.content_source_id)
      union all select 'category link', count(*)::int from video_categories vc where not exists (select 1 from categories c where c.category_id = vc.category_id)
      union all select 'model link', count(*)::int from video_models vm where not exists (select 1 from models m where m.model_id = vm.model_id)
      union all select 'model of another site', count(*)::int from video_models vm join videos v using (video_id) join models m using (model_id) where v.gender <> m.gender
      union all select 'comment author', count(*)::int from comments c where not exists (select 1 from members m where m.user_id = c.user_id)
      union all select 'playlist video', count(*)::int from playlist_videos pv where not exists (select 1 from videos v where v.video_id = pv.video_id)
      union all select 'subscribed model', count(*)::int from subscriptions s where s.section = 'model' and not exists (select 1 from models m where m.model_id = s.object_id)
      union all select 'video without category', count(*)::int from videos v where not exists (select 1 from video_categories vc where vc.video_id = v.video_id)`.execute(
      t.db,
    );
    for (const row of orphans.rows) expect(row.n, row.what).toBe(0);
  });

  it('keeps the counters right and rebuilds every index it dropped', async () => {
    expect(
      await scalar(sql<{ n: number }>`select count(*)::int as n from videos v where v.comments_count <>
        (select count(*) from comments c where c.section = 'video' and c.object_id = v.video_id)`),
    ).toBe(0);
    expect(
      await scalar(sql<{ n: number }>`select count(*)::int as n from models m where m.total_videos <>
        (select count(*) from video_models vm join videos v using (video_id)
         where vm.model_id = m.model_id and v.status_id = 1 and v.is_private = 0)`),
    ).toBe(0);
    expect(await indexes()).toEqual(indexesBefore);
    // The identity sequences continue after the loaded ids.
    const next = await t.db
      .insertInto('members')
      .values({ username: 'after_the_bulk_load' })
      .returning('user_id')
      .executeTakeFirstOrThrow();
    expect(next.user_id).toBe(401);
  });

  it('keeps the words and lexemes of the loaded titles that search reads (the load skips their triggers)', async () => {
    expect(
      await scalar(sql<{ n: number }>`select count(*)::int as n from (select distinct l from videos v,
        unnest(tsvector_to_array(v.search_vector)) l) t where not exists (select 1 from search_lexemes s where s.lexeme = t.l)`),
    ).toBe(0);
    expect(
      await scalar(sql<{ n: number }>`select count(*)::int as n from (select distinct w from videos v,
        regexp_split_to_table(lower(v.title), '[[:space:][:punct:]]+') w where w <> '') t
        where not exists (select 1 from search_words s where s.word = t.w)`),
    ).toBe(0);
  });

  it('generates the same rows on both engines (hashes of the ids, not a random source)', async () => {
    const rows = await t.db
      .selectFrom('videos')
      .select(['video_id', 'title', 'duration', 'gender', 'video_viewed'])
      .where('video_id', 'in', [61, 1500, 3000])
      .orderBy('video_id')
      .execute();
    expect(rows).toEqual([
      {
        video_id: 61,
        title: expect.any(String),
        duration: expect.any(Number),
        gender: expect.any(String),
        video_viewed: expect.any(Number),
      },
      {
        video_id: 1500,
        title: expect.any(String),
        duration: expect.any(Number),
        gender: expect.any(String),
        video_viewed: expect.any(Number),
      },
      {
        video_id: 3000,
        title: expect.any(String),
        duration: expect.any(Number),
        gender: expect.any(String),
        video_viewed: expect.any(Number),
      },
    ]);
    expect(rows.map((r) => [r.title, r.duration, r.gender, r.video_viewed])).toMatchInlineSnapshot(`
      [
        [
          "Old lighthouse before the storm",
          5387,
          "str",
          80717,
        ],
        [
          "Silver garden in spring",
          796,
          "she",
          192,
        ],
        [
          "Dark village on a long road",
          66,
          "she",
          30365,
        ],
      ]
    `);
  });

  it('shares the demo images: a fresh media folder gets back the demo images only', async () => {
    const media = join(t.dataDir, 'fresh-media');
    expect(await restoreMissingMedia(t.db, media)).toBe(generateDemo({ ...DEMO }).images.length);
  });
});
