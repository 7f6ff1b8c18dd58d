import type { Gender } from '@site/api';
import { videoSearchParamsSchema } from '@site/api/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Memo } from '../lib/memo.js';
import { Refreshed } from '../lib/refreshed.js';
import {
  TITLE_ADJECTIVE_COUNT,
  TITLE_NOUN_COUNT,
  TITLE_PHRASE_COUNT,
  TITLE_WORDS_EN,
  titlesOf,
} from '../seed/lexicon.js';
import { createRandom } from '../seed/random.js';
import { openTestDb, type TestDb } from '../testing.js';
import { createCardCache } from '../videos/cards.js';
import { addMember, addVideo } from '../videos/fixtures.js';
import { searchVideos } from './search.js';
import { type ReadingsMemo, titleQueries, wordsOf } from './terms.js';
import { intersect, intersectAll, parseQuery, TitleIndex, union } from './title-index.js';

describe('the tsquery texts the title index reads', () => {
  it('reads lexemes, prefixes, quotes, AND over OR and parentheses', () => {
    expect(parseQuery("'fox'")).toEqual({ kind: 'lexeme', lexeme: 'fox', prefix: false });
    expect(parseQuery("'gold' & ('riv' | 'river':*) | 'l''eau'")).toEqual({
      kind: 'or',
      parts: [
        {
          kind: 'and',
          parts: [
            { kind: 'lexeme', lexeme: 'gold', prefix: false },
            {
              kind: 'or',
              parts: [
                { kind: 'lexeme', lexeme: 'riv', prefix: false },
                { kind: 'lexeme', lexeme: 'river', prefix: true },
              ],
            },
          ],
        },
        { kind: 'lexeme', lexeme: "l'eau", prefix: false },
      ],
    });
  });

  it('leaves phrases, negations, weights and broken texts to the database', () => {
    for (const text of ["'a' <-> 'b'", "!'a'", "'a':A", "'a' &", "('a' | 'b'", '', "'a' 'b'"]) {
      expect(parseQuery(text), text).toBeNull();
    }
  });
});

describe('the merges of sorted lists', () => {
  it('intersect and unite like sets, in order', () => {
    const r = createRandom(7);
    for (let round = 0; round < 200; round++) {
      const list = () =>
        Int32Array.from(new Set(Array.from({ length: r.int(0, 300) }, () => r.int(0, 2000)))).sort();
      const a = list();
      const b = list();
      const inB = new Set(b);
      const both = [...a].filter((x) => inB.has(x));
      expect([...intersect(a, b)]).toEqual(both);
      expect([...intersect(b, a, 7)]).toEqual(both.slice(0, 7));
      expect([...union(a, b)]).toEqual([...new Set([...a, ...b])].sort((x, y) => x - y));
    }
  });

  it('intersect several lists at once like sets, by leapfrog or by bit sets', () => {
    const r = createRandom(11);
    const size = 2000;
    // Dense lists have bit sets (as the index makes them), sparse ones not: every mix of the two.
    const bits = (list: Int32Array) => {
      if (list.length < 150) return null;
      const set = new Uint32Array((size >>> 5) + 1);
      for (const x of list) set[x >>> 5] = (set[x >>> 5] as number) | (1 << (x & 31));
      return set;
    };
    for (let round = 0; round < 300; round++) {
      const list = () =>
        Int32Array.from(new Set(Array.from({ length: r.int(0, 900) }, () => r.int(0, size - 1)))).sort();
      const lists = Array.from({ length: r.int(1, 4) }, list);
      const all = [...(lists[0] ?? [])].filter((x) => lists.every((l) => l.includes(x)));
      const limit = r.chance(0.5) ? r.int(1, 40) : undefined;
      const expected = limit === undefined ? all : all.slice(0, limit);
      expect([...intersectAll(lists, limit)]).toEqual(expected);
      expect([...intersectAll(lists, limit, bits)]).toEqual(expected);
    }
  });
});

describe('given titles in ten languages', () => {
  let t: TestDb;
  let user = 0;
  const readings: ReadingsMemo = new Memo(60_000, 1_000);

  beforeAll(async () => {
    t = await openTestDb();
    user = await addMember(t.db, 'lexi');
    const r = createRandom(42);
    const genders: Gender[] = ['str', 'str', 'str', 'gay', 'she'];
    for (let i = 0; i < 240; i++) {
      const titles = titlesOf({
        adj: r.int(0, Math.min(TITLE_ADJECTIVE_COUNT, 8) - 1),
        noun: r.int(0, Math.min(TITLE_NOUN_COUNT, 8) - 1),
        phrase: r.int(0, TITLE_PHRASE_COUNT - 1),
      });
      await addVideo(t.db, {
        title: titles.en,
        titles,
        user_id: user,
        gender: r.pick(genders),
        views: r.int(0, 50),
        status_id: r.chance(0.1) ? 5 : r.chance(0.1) ? 0 : 1,
        is_private: r.chance(0.05) ? 1 : 0,
      });
    }
  });

  afterAll(() => t?.close());

  /** What the GIN index of the vectors finds for the same text: the held videos, most viewed first. */
  async function inDatabase(gender: Gender, matching: string, limit: number): Promise<number[]> {
    const { rows } = await sql<{ id: number }>`
      select video_id as id from videos v
      where v.status_id <> 5 and v.gender = ${gender} and v.search_vector @@ ${matching}::tsquery
      order by v.video_viewed desc, v.video_id desc limit ${limit}`.execute(t.db);
    return rows.map((row) => row.id);
  }

  it('finds what the database finds, in the same order, for searches in several languages', async () => {
    const index = await TitleIndex.read(t.db);
    const texts = [
      ...TITLE_WORDS_EN.adjectives.slice(0, 8),
      ...TITLE_WORDS_EN.nouns.slice(0, 8),
      `${TITLE_WORDS_EN.adjectives[0]} ${TITLE_WORDS_EN.nouns[1]}`,
      `${TITLE_WORDS_EN.adjectives[2]} ${TITLE_WORDS_EN.nouns[3]} ${TITLE_WORDS_EN.phrases[0]}`,
      titlesOf({ adj: 1, noun: 2, phrase: 0 }).de,
      titlesOf({ adj: 3, noun: 1, phrase: 1 }).fr,
      titlesOf({ adj: 0, noun: 0, phrase: 2 }).ru,
      titlesOf({ adj: 2, noun: 4, phrase: 0 }).ja,
    ];
    let compared = 0;
    for (const text of texts) {
      const titles = await titleQueries(t.db, wordsOf(text), readings);
      if (titles.matching === '') continue;
      for (const gender of ['str', 'gay', 'she'] as const) {
        const found = index.matches(gender, titles.matching, 30);
        expect(found, `${text}: ${titles.matching}`).not.toBeNull();
        expect(found, `${gender} ${text}: ${titles.matching}`).toEqual(
          await inDatabase(gender, titles.matching, 30),
        );
        compared += found?.length ?? 0;
      }
    }
    // The comparison saw matches, not only empty lists.
    expect(compared).toBeGreaterThan(100);
  });

  it('ranks what it finds as ts_rank(search_vector, ranking, 1) of the database does, to the last bit', async () => {
    const index = await TitleIndex.read(t.db);
    const texts = [
      ...TITLE_WORDS_EN.adjectives.slice(0, 6),
      ...TITLE_WORDS_EN.nouns.slice(0, 6),
      `${TITLE_WORDS_EN.adjectives[1]} ${TITLE_WORDS_EN.nouns[2]}`,
      `${TITLE_WORDS_EN.adjectives[3]} ${TITLE_WORDS_EN.nouns[0]} ${TITLE_WORDS_EN.phrases[1]}`,
      titlesOf({ adj: 2, noun: 3, phrase: 0 }).de,
      titlesOf({ adj: 0, noun: 1, phrase: 1 }).fr,
      titlesOf({ adj: 1, noun: 0, phrase: 2 }).ru,
      titlesOf({ adj: 3, noun: 2, phrase: 0 }).ja,
    ];
    let compared = 0;
    for (const text of texts) {
      const titles = await titleQueries(t.db, wordsOf(text), readings);
      if (titles.matching === '') continue;
      for (const gender of ['str', 'gay'] as const) {
        const found = index.rankedMatches(gender, titles.matching, titles.ranking, 40);
        expect(found, `${text}: ${titles.ranking}`).not.toBeNull();
        const { ids = [], ranks = [] } = found ?? {};
        expect(ids).toEqual(index.matches(gender, titles.matching, 40));
        const { rows } = await sql<{ id: number; rank: number }>`
          select v.video_id as id, ts_rank(v.search_vector, ${titles.ranking}::tsquery, 1)::float8 as rank
          from videos v where v.video_id = any(${ids}::int[])`.execute(t.db);
        const theirs = new Map(rows.map((row) => [row.id, row.rank]));
        // A query with a lexeme both as written and as a prefix (Japanese words) is ranked by the database.
        const both = /'([^']+)'(?!:).*'\1':\*/.test(titles.ranking);
        expect(ranks, `${gender} ${text}: ${titles.ranking}`).toEqual(
          ids.map((id) => (both ? null : theirs.get(id))),
        );
        if (!both) compared += ids.length;
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('finds a video added, or made public, after it was read', async () => {
    // Uploaded before the index is read, approved after it; another one added after it.
    const approved = await addVideo(t.db, { title: 'Zephyrine terrace', user_id: user, status_id: 0 });
    const titles = new Refreshed(() => TitleIndex.read(t.db), 60_000);
    expect((await titles.get()).maxId).toBeGreaterThanOrEqual(approved);
    const fresh = await addVideo(t.db, { title: 'Zephyrine orchard', user_id: user });
    const search = async (s: string) =>
      (
        await searchVideos(
          t.db,
          videoSearchParamsSchema.parse({ s }),
          wordsOf(s),
          new Memo(0, 1),
          readings,
          createCardCache(0),
          titles,
        )
      ).videos.map((v) => v.video_id);
    // The pending upload is not found; once approved it is, though the index was read before both.
    expect(await search('zephyrine')).toEqual([fresh]);
    await t.db.updateTable('videos').set({ status_id: 1 }).where('video_id', '=', approved).execute();
    expect(new Set(await search('zephyrine'))).toEqual(new Set([fresh, approved]));
  });
});
