import { callUrl, type Language, type VideoSearchParamsInput } from '@site/api';
import {
  errorResponseSchema,
  suggesterResponseSchema,
  videoListResponseSchema,
  videoSearchParamsSchema,
} from '@site/api/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { Db } from '../db/database.js';
import { Memo } from '../lib/memo.js';
import { Refreshed } from '../lib/refreshed.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';
import { createCardCache } from '../videos/cards.js';
import {
  addCategory,
  addChannel,
  addMember,
  addModel,
  addUserUploadSource,
  addVideo,
} from '../videos/fixtures.js';
import { refreshStats } from '../videos/stats.js';
import { type SearchPools, searchVideos } from './search.js';
import { type ReadingsMemo, titleMatchText, titleQueries } from './terms.js';
import { TitleIndex } from './title-index.js';

let t: TestDb;
let app: FastifyInstance;
const v: Record<string, number> = {};
let fern = 0;

beforeAll(async () => {
  t = await openTestDb();
  const { db } = t;
  const user = await addMember(db, 'fern');
  fern = user;
  await addUserUploadSource(db);
  const studio = await addChannel(db, 'golden-hour', 'Golden Hour Studio');
  await addChannel(db, 'quiet-works', 'Quiet Works', { is_hidden: 1 });
  const clouds = await addCategory(db, 'clouds', 'Clouds', { de: 'Wolken', ru: 'Облака' });
  await addCategory(db, 'beaches', 'Beaches');
  const amber = await addModel(db, 'amber-reed', 'Amber Reed');
  await addModel(db, 'amber-gay', 'Amber Gay', 'gay');

  v.goldenFox = await addVideo(db, {
    title: 'Golden fox at dawn',
    titles: {
      de: 'Goldener Fuchs bei Sonnenaufgang',
      ru: 'Золотая лиса на рассвете',
      fr: "Renard doré à l'aube",
      ja: '夜明けの金色の狐',
    },
    user_id: user,
    views: 10,
  });
  v.foxRuns = await addVideo(db, { title: 'The fox runs home', user_id: user, views: 1000 });
  v.goldenRiver = await addVideo(db, { title: 'Golden river', user_id: user, views: 500 });
  v.valley = await addVideo(db, {
    title: 'Silent valley',
    titles: { ru: 'Тихая долина' },
    user_id: user,
    category_ids: [clouds],
  });
  v.lagoon = await addVideo(db, { title: 'Blue lagoon', user_id: user, model_ids: [amber] });
  v.harbor = await addVideo(db, { title: 'Harbor lights', user_id: user, channel_id: studio, views: 5 });
  v.privateFox = await addVideo(db, { title: 'Golden fox private', user_id: user, is_private: 1 });
  v.deletedFox = await addVideo(db, { title: 'Golden fox deleted', user_id: user, status_id: 5 });
  v.gayFox = await addVideo(db, { title: 'Golden fox harbor', user_id: user, gender: 'gay' });
  v.renard = await addVideo(db, { title: 'Renard meadow', user_id: user });
  v.bridge = await addVideo(db, { title: 'Old stone bridge', user_id: user, views: 3 });
  v.bright = await addVideo(db, { title: 'Bright meadow', user_id: user, views: 900 });
  v.rain = await addVideo(db, { title: 'Misty lake after the rain', user_id: user, views: 7 });
  v.cafe = await addVideo(db, { title: 'Café by the lake', user_id: user, views: 2 });
  v.fuchsia = await addVideo(db, { title: 'Fuchsia garden', user_id: user, views: 10_000 });
  v.longFox = await addVideo(db, {
    title: 'Golden fox again',
    user_id: user,
    hd: true,
    duration: 3000,
    views: 1,
  });

  await db
    .insertInto('keywords')
    .values([
      { keyword: 'golden fox', weight: 50 },
      { keyword: 'golden hour', weight: 40 },
      { keyword: 'gold', weight: 30 },
      { keyword: 'green valley', weight: 20 },
      { keyword: 'misty lake', weight: 10 },
      { keyword: 'golden gay', weight: 99, gender: 'gay' },
      { keyword: '100% cotton', weight: 1 },
      { keyword: 'bridge', weight: 5 },
      { keyword: 'bright coast', weight: 45 },
      { keyword: 'café terrace', weight: 4 },
    ])
    .execute();
  await refreshStats(db);
  app = await buildApp({ db, dataDir: t.dataDir });
});

afterAll(() => closeAll(app, t));

async function search(params: VideoSearchParamsInput) {
  const res = await app.inject({
    method: 'GET',
    url: callUrl('videos.search', params),
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = videoListResponseSchema.parse(res.json());
  return { res, body, ids: body.videos.map((x) => x.video_id) };
}

describe('given a search over the titles', () => {
  it('finds the public videos of the site whose title holds every word, and counts them', async () => {
    const { ids, body, res } = await search({ s: 'golden fox' });
    expect(new Set(ids)).toEqual(new Set([v.goldenFox, v.longFox]));
    expect(body.total_count).toBe(2);
    expect(res.headers['cache-control']).toBe('public, max-age=600, stale-while-revalidate=60');
  });

  it('reads English words by their stem: "running foxes" finds "the fox runs"', async () => {
    expect((await search({ s: 'running foxes' })).ids).toEqual([v.foxRuns]);
  });

  it.each([
    ['Russian, by stem', 'лисы'],
    ['German', 'Sonnenaufgang'],
    ['French', 'doré'],
    ['Japanese, by prefix', '夜明けの'],
  ])('finds a title in %s', async (_language, s) => {
    expect((await search({ s })).ids).toEqual([v.goldenFox]);
  });

  it('matches names by prefix', async () => {
    expect((await search({ s: 'amber ree' })).ids).toEqual([v.lagoon]);
  });

  it('ranks a match in the English title above one in a translation, whatever the views', async () => {
    // "Renard" is the English title of a video without views, and the French one of a watched video.
    expect((await search({ s: 'renard' })).ids).toEqual([v.renard, v.goldenFox]);
  });

  it('keeps the type and duration filters and the site', async () => {
    expect((await search({ s: 'golden fox', type: 'hd' })).ids).toEqual([v.longFox]);
    expect((await search({ s: 'golden fox', duration: '3' })).ids).toEqual([v.longFox]);
    expect((await search({ s: 'golden fox', gender: 'gay' })).ids).toEqual([v.gayFox]);
  });

  it('pages the ranked results with the same total', async () => {
    const all = await search({ s: 'golden', count: 10 });
    expect(all.ids).toHaveLength(4);
    const p1 = await search({ s: 'golden', count: 2, page: 1 });
    const p2 = await search({ s: 'golden', count: 2, page: 2 });
    expect([...p1.ids, ...p2.ids]).toEqual(all.ids);
    expect(p2.body.total_count).toBe(all.body.total_count);
    const past = await search({ s: 'golden', count: 2, page: 9 });
    expect(past.body).toEqual({ videos: [], total_count: all.body.total_count, code: 'videos_not_found' });
  });

  it('answers no match, or a query without words, with 200 and videos_not_found', async () => {
    expect((await search({ s: 'zebra crossing' })).body).toEqual({
      videos: [],
      total_count: 0,
      code: 'videos_not_found',
    });
    expect((await search({ s: '!!! ???' })).body.code).toBe('videos_not_found');
  });

  it('reads query syntax and quotes as plain words', async () => {
    for (const s of [
      "golden' or '1'='1",
      'fox & | ! ( ) :* <->',
      '"golden fox" -river',
      "golden'; drop table videos; --",
    ]) {
      const res = await app.inject({
        method: 'GET',
        url: callUrl('videos.search', { s }),
      });
      expect(res.statusCode, s).toBe(200);
    }
    expect((await search({ s: 'fox & | ! ( ) :*' })).body.total_count).toBeGreaterThan(0);
  });
});

describe('given the readings of a query in the ten languages', () => {
  const memo = (): ReadingsMemo => new Memo(60_000, 100);
  const readings = async (words: string[]) => (await titleQueries(t.db, words, memo())).ranking.split(' | ');

  it('keeps each distinct reading once: an English word reads the same in most languages', async () => {
    expect(await readings(['fox'])).toEqual(["('fox')"]);
    const phrase = await readings(['golden', 'foxes']);
    expect(new Set(phrase).size).toBe(phrase.length);
    expect(phrase.length).toBeLessThan(9);
    // The English stems and the words as written are both read.
    expect(phrase).toContain("('golden' & 'fox')");
    expect(phrase).toContain("('golden' & 'foxes')");
  });

  it('reads a Russian word with its stem and as written', async () => {
    expect((await readings(['облака'])).sort()).toEqual(["('облак')", "('облака')"]);
  });

  it('reads a phrase as the database reads it whole, in every language, from the readings of its words', async () => {
    for (const phrase of ['golden foxes at dawn', 'the running fox', 'облака над лесом', 'fox 夜明けの']) {
      const words = phrase.split(' ');
      const whole = await sql<{ q: string }>`select distinct q::text as q from unnest(array[
          ${sql.join(['english', 'russian', 'german', 'french', 'spanish', 'italian', 'portuguese', 'dutch'].map((c) => sql`websearch_to_tsquery(${sql.lit(c)}::regconfig, ${phrase})`))}
        ]) q where numnode(q) > 0`.execute(t.db);
      const read = (await titleQueries(t.db, words, memo())).ranking.split(' | ');
      for (const { q } of whole.rows) expect(read, phrase).toContain(`(${q})`);
      // And as written: every word, the one without word breaks as a prefix.
      expect(read.length, phrase).toBeLessThanOrEqual(whole.rows.length + 1);
    }
  });

  it('reads each word once: a search whose words were all read runs no statement', async () => {
    const kept = memo();
    const first = await titleQueries(t.db, ['golden', 'fox'], kept);
    const again = await titleQueries(undefined as unknown as Db, ['golden', 'fox'], kept);
    expect(again.matching).toBe(first.matching);
    expect(again.ranking).toBe(first.ranking);
  });

  it('reads nothing when every reading drops every word', async () => {
    expect(await titleQueries(t.db, [], memo())).toMatchObject({ ranking: '', matching: '', english: false });
  });

  it('finds titles with each lexeme once: a reading that holds another is left out, shared ones outside the OR', async () => {
    expect(titleMatchText("('fox')")).toBe("'fox'");
    expect(titleMatchText("('a' & 'b') | ('a' & 'b' & 'c') | ('a' & 'd')")).toBe("'a' & ('b' | 'd')");
    expect(titleMatchText("('a' & 'b') | ('c' & 'd')")).toBe("('a' & 'b') | ('c' & 'd')");
    expect(titleMatchText("('a' & 'b') | ('b' & 'a')")).toBe("'a' & 'b'");
    expect(titleMatchText("('夜明けの':* & 'it''s') | ('it''s')")).toBe("'it''s'");
    // A phrase is kept as it is.
    expect(titleMatchText("('a' <-> 'b') | ('a')")).toBe("('a' <-> 'b') | ('a')");
  });

  it('leaves out of the matching text the readings with a lexeme no title holds', async () => {
    // "foxes" reads `fox` in English and `foxes` as written, which no title holds.
    const foxes = await titleQueries(t.db, ['foxes'], memo());
    expect(foxes.ranking.split(' | ')).toContain("('foxes')");
    expect(foxes.matching).toBe("'fox'");
    expect(await titleQueries(t.db, ['quokka', 'fox'], memo())).toMatchObject({ matching: '' });
  });

  it('finds the same titles with the matching text as with every reading', async () => {
    for (const words of [
      ['golden', 'foxes'],
      ['running', 'fox', 'home'],
      ['golden', 'fox', 'at', 'dawn'],
    ]) {
      const { ranking, matching } = await titleQueries(t.db, words, memo());
      const ids = async (q: string) =>
        (
          await sql<{
            id: number;
          }>`select video_id as id from videos where search_vector @@ ${q}::tsquery order by 1`.execute(t.db)
        ).rows.map((r) => r.id);
      const all = await ids(ranking);
      expect(all.length, words.join(' ')).toBeGreaterThan(0);
      expect(await ids(matching)).toEqual(all);
    }
  });
});

describe('given words that match no title as words', () => {
  it('finds a misspelt word: "brige" finds the bridge first, then what is less alike', async () => {
    const { ids, body } = await search({ s: 'brige' });
    expect(ids[0]).toBe(v.bridge);
    expect(ids).not.toContain(v.harbor);
    expect(body.total_count).toBe(ids.length);
  });

  it('finds the start of a word: "lagoo" and "brid"', async () => {
    expect((await search({ s: 'lagoo' })).ids).toEqual([v.lagoon]);
    expect((await search({ s: 'brid' })).ids[0]).toBe(v.bridge);
  });

  it('finds a common word that full-text search drops: "after"', async () => {
    expect((await search({ s: 'after' })).ids).toEqual([v.rain]);
  });

  it('folds accents both ways: "cafe" finds "Café", "café" finds it too', async () => {
    expect((await search({ s: 'cafe' })).ids).toEqual([v.cafe]);
    expect((await search({ s: 'CAFÉ' })).ids).toEqual([v.cafe]);
  });

  it('needs every word alike: a typo beside an unknown word finds nothing', async () => {
    expect((await search({ s: 'stone brige' })).ids).toEqual([v.bridge]);
    expect((await search({ s: 'zebra brige' })).ids).toEqual([]);
  });

  it('ranks the matches of the words above the alike ones, whatever the views', async () => {
    // "Fuchs" is in the German title of "Golden fox at dawn" (10 views) and in no English title; the English
    // "Fuchsia garden" (10,000 views) starts with it.
    expect((await search({ s: 'fuchs' })).ids).toEqual([v.goldenFox, v.fuchsia]);
  });

  it('does not retry by likeness words that are in titles, only not together', async () => {
    expect((await search({ s: 'bridge meadow' })).ids).toEqual([]);
  });
});

describe('given many requests for the same words at once', () => {
  it('ranks their pool once: the others wait for it', async () => {
    let rankings = 0;
    const counted = t.db.withPlugin({
      transformQuery: (args) => {
        const node = args.node as { kind: string; sqlFragments?: readonly string[] };
        if (node.kind === 'RawNode' && node.sqlFragments?.some((f) => f.includes('with names as')))
          rankings++;
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const pools: SearchPools = new Memo(60_000, 10);
    const readings: ReadingsMemo = new Memo(60_000, 10);
    const pages = await Promise.all(
      [1, 2, 1, 1].map((page) =>
        searchVideos(
          counted,
          { ...videoSearchParamsSchema.parse({ s: 'golden fox' }), count: 1, page },
          ['golden', 'fox'],
          pools,
          readings,
          createCardCache(0),
          new Refreshed(() => TitleIndex.read(t.db), 60_000),
        ),
      ),
    );
    expect(rankings).toBe(1);
    expect(pages.map((p) => p.total)).toEqual([2, 2, 2, 2]);
    expect(pages[0]?.videos[0]?.video_id).not.toBe(pages[1]?.videos[0]?.video_id);
  });
});

describe('given a video hidden after its search was ranked', () => {
  it('drops it from the pages of that search', async () => {
    expect((await search({ s: 'meadow renard' })).ids).toEqual([v.renard]);
    await t.db
      .updateTable('videos')
      .set({ is_private: 1 })
      .where('video_id', '=', v.renard as number)
      .execute();
    expect((await search({ s: 'meadow renard' })).ids).toEqual([]);
    await t.db
      .updateTable('videos')
      .set({ is_private: 0 })
      .where('video_id', '=', v.renard as number)
      .execute();
  });
});

describe('given titles added or changed after the index was built', () => {
  it('finds the words of a new title, and of a title changed since', async () => {
    const id = await addVideo(t.db, { title: 'Quokka on the dunes', user_id: fern });
    expect((await search({ s: 'quokka' })).ids).toEqual([id]);
    await t.db
      .updateTable('videos')
      .set({ title: 'Wombat on the dunes' })
      .where('video_id', '=', id)
      .execute();
    expect((await search({ s: 'wombat' })).ids).toEqual([id]);
    await t.db.updateTable('videos').set({ status_id: 5 }).where('video_id', '=', id).execute();
  });
});

describe('given a search over names', () => {
  it("finds a category's videos by its name, in any language", async () => {
    expect((await search({ s: 'clouds' })).ids).toEqual([v.valley]);
    expect((await search({ s: 'Wolken' })).ids).toEqual([v.valley]);
  });

  it("finds a model's and a channel's videos by their names, ranked before mere title words", async () => {
    expect((await search({ s: 'amber reed' })).ids).toEqual([v.lagoon]);
    const hour = await search({ s: 'golden hour' });
    expect(hour.ids[0]).toBe(v.harbor);
  });
});

describe('given bad search parameters', () => {
  const SEARCH = '/api/videos2.php';
  // The §5 codes of a declared call: a length rule of the words, `required`, else `invalid`.
  it.each([
    ['s=go', 's', 'min_max_length'],
    ['s=%20%20go%20%20', 's', 'min_max_length'],
    [`s=${'a'.repeat(101)}`, 's', 'min_max_length'],
    ['gender=str', 's', 'required'],
    ['s=golden&s=fox', 's', 'invalid'],
    ['s=gold%00en', 's', 'invalid'],
    ['s=golden&count=0', 'count', 'invalid'],
    ['s=golden&count=121', 'count', 'invalid'],
    ['s=golden&count=1e1', 'count', 'invalid'],
    ['s=golden&count=010', 'count', 'invalid'],
    ['s=golden&page=0', 'page', 'invalid'],
    ['s=golden&page=99999999999999999999', 'page', 'invalid'],
    ['s=golden&type=4k', 'type', 'invalid'],
    ['s=golden&duration=9', 'duration', 'invalid'],
    ['s=golden&gender=xx', 'gender', 'invalid'],
  ])('answers ?%s with 400 naming %s (%s)', async (query, field, code) => {
    const res = await app.inject({ method: 'GET', url: `${SEARCH}?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = errorResponseSchema.parse(res.json());
    expect(body.code).toBe('invalid_params');
    expect(body.errors?.map((e) => ({ field: e.field, code: e.code }))).toContainEqual({ field, code });
  });

  it('names the length rule of the words with its bounds', async () => {
    const res = await app.inject({ method: 'GET', url: `${SEARCH}?s=go` });
    expect(res.json()).toEqual({
      code: 'invalid_params',
      errors: [{ field: 's', code: 'min_max_length', params: { min: 3, max: 100 } }],
    });
  });
});

describe('given typed suggestions', () => {
  async function suggest(q: string, lang?: Language) {
    const res = await app.inject({
      method: 'GET',
      url: callUrl('suggester.query', { q, ...(lang ? { lang } : {}) }),
    });
    expect(res.statusCode, res.body).toBe(200);
    return { res, suggestions: suggesterResponseSchema.parse(res.json()).suggestions };
  }

  it('lists the search terms, categories, models and channels that start with the text first', async () => {
    const { suggestions, res } = await suggest('gol');
    expect(suggestions.slice(0, 4)).toEqual([
      { type: 'search', title: 'golden fox', dir: null },
      { type: 'search', title: 'golden hour', dir: null },
      { type: 'search', title: 'gold', dir: null },
      { type: 'channel', title: 'Golden Hour Studio', dir: 'golden-hour' },
    ]);
    expect(res.headers['cache-control']).toBe('public, max-age=3600, stale-while-revalidate=360');
  });

  it("names categories in the page's language, matched by that name, English where none is stored", async () => {
    const clouds = { type: 'category', title: 'Wolken', dir: 'clouds' };
    expect((await suggest('wol', 'de')).suggestions).toContainEqual(clouds);
    // The English name does not find it on a German page, nor does the German one on an English page.
    expect((await suggest('clo', 'de')).suggestions.some((x) => x.dir === 'clouds')).toBe(false);
    expect((await suggest('wol')).suggestions.some((x) => x.dir === 'clouds')).toBe(false);
    // Kept per language: the English answer after the German one is still English.
    expect((await suggest('clo')).suggestions).toContainEqual({ ...clouds, title: 'Clouds' });
    // No French name stored: the English one.
    expect((await suggest('bea', 'fr')).suggestions).toContainEqual({
      type: 'category',
      title: 'Beaches',
      dir: 'beaches',
    });
  });

  it('suggests a category, a model of the site, never a hidden channel or usersupload', async () => {
    expect((await suggest('clo')).suggestions).toContainEqual({
      type: 'category',
      title: 'Clouds',
      dir: 'clouds',
    });
    const amber = (await suggest('amb')).suggestions;
    expect(amber).toContainEqual({ type: 'model', title: 'Amber Reed', dir: 'amber-reed' });
    expect(amber.some((s) => s.dir === 'amber-gay')).toBe(false);
    expect((await suggest('quiet')).suggestions.some((s) => s.type === 'channel')).toBe(false);
    expect((await suggest('users')).suggestions.some((s) => s.type === 'channel')).toBe(false);
  });

  it('tolerates typos: "goldn fox" and "msty lake" still find their terms', async () => {
    expect((await suggest('goldn fox')).suggestions).toContainEqual({
      type: 'search',
      title: 'golden fox',
      dir: null,
    });
    expect((await suggest('msty lake')).suggestions).toContainEqual({
      type: 'search',
      title: 'misty lake',
      dir: null,
    });
  });

  it('suggests a word from its start or with a typo, and folds accents', async () => {
    const bridge = { type: 'search', title: 'bridge', dir: null };
    expect((await suggest('brid')).suggestions).toContainEqual(bridge);
    // "bright coast" is the more alike by trigrams and the more searched; "bridge" is one letter away.
    const typo = (await suggest('brige')).suggestions.map((x) => x.title);
    expect(typo[0]).toBe('bridge');
    expect(typo.indexOf('bright coast')).toBeGreaterThan(0);
    // The search term and the word of the titles "bridge" are offered once.
    expect(typo.filter((x) => x === 'bridge')).toHaveLength(1);
    // A word of the titles that no name holds ("Blue lagoon").
    expect((await suggest('lagon')).suggestions[0]).toEqual({ type: 'search', title: 'lagoon', dir: null });
    const cafe = { type: 'search', title: 'café terrace', dir: null };
    expect((await suggest('cafe')).suggestions).toContainEqual(cafe);
    expect((await suggest('Café ter')).suggestions).toContainEqual(cafe);
    expect((await suggest('cafe terace')).suggestions).toContainEqual(cafe);
  });

  it('takes LIKE characters literally and answers nothing for an unknown text', async () => {
    expect((await suggest('100%')).suggestions).toEqual([
      { type: 'search', title: '100% cotton', dir: null },
    ]);
    expect((await suggest('g_l')).suggestions).toEqual([]);
    expect((await suggest('zzzz')).suggestions).toEqual([]);
  });

  it.each([
    ['q=a', 'min_max_length'],
    ['q=%20a%20', 'min_max_length'],
    [`q=${'a'.repeat(101)}`, 'min_max_length'],
    ['', 'required'],
    ['q=%20%20', 'required'],
    ['q=ab&q=cd', 'invalid'],
    ['q=ab%00', 'invalid'],
  ])('answers ?%s with 400 naming q (%s)', async (query, code) => {
    const res = await app.inject({ method: 'GET', url: `/api/suggester.php?${query}` });
    expect(res.statusCode).toBe(400);
    const length = code === 'min_max_length' ? { params: { min: 2, max: 100 } } : {};
    expect(errorResponseSchema.parse(res.json()).errors).toContainEqual({ field: 'q', code, ...length });
  });
});

describe('given the cached letter form of suggestions', () => {
  it('lists the top suggestions under the letter, cached for the lifetime of the path', async () => {
    const res = await app.inject({ method: 'GET', url: callUrl('suggester.letter', { letter: 'g' }) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=8640');
    const { suggestions } = suggesterResponseSchema.parse(res.json());
    expect(suggestions.map((s) => s.title)).toEqual([
      'golden fox',
      'golden hour',
      'gold',
      'green valley',
      'Golden Hour Studio',
    ]);
    const digits = suggesterResponseSchema.parse(
      (await app.inject({ method: 'GET', url: callUrl('suggester.letter', { letter: '1' }) })).json(),
    );
    expect(digits.suggestions.map((s) => s.title)).toEqual(['100% cotton']);
  });

  it.each(['G', 'gg', '%25', '_', 'g.x'])('answers the letter %s with 400', async (letter) => {
    const res = await app.inject({ method: 'GET', url: `/api/json/suggester/86400/${letter}.json` });
    expect(res.statusCode).toBe(400);
    expect(errorResponseSchema.parse(res.json()).code).toBe('invalid_params');
  });
});
