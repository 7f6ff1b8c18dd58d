import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRandom } from '../seed/random.js';
import { openTestDb, type TestDb } from '../testing.js';
import { compareBytes, packPosition, type RankedVector, rankQueryOf, tsRank } from './rank.js';
import { parseQuery } from './title-index.js';

let t: TestDb;
beforeAll(async () => {
  t = await openTestDb();
});
afterAll(() => t.close());

/** Lexemes of several scripts, some the start of others (prefix operands find several). */
const LEXEMES = [
  'fox',
  'foxi',
  'gold',
  'golden',
  'riv',
  'river',
  'lake',
  'café',
  'cafe',
  'жук',
  'ж',
  '夜明け',
  '夜',
  'z',
  'zz',
];
const WEIGHT_CLASSES = ['D', 'C', 'B', 'A'];

describe('ranking titles in the process', () => {
  it('orders lexemes by their bytes, as tsvector stores them', () => {
    const sorted = [...LEXEMES, '𝒜', 'ｚ'].sort(compareBytes);
    const bytes = [...LEXEMES, '𝒜', 'ｚ'].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
    expect(sorted).toEqual(bytes);
  });

  it('gives the same ranks as ts_rank(vector, query, 1) for vectors with weights and positions, OR and AND queries, prefixes', async () => {
    const r = createRandom(11);
    expect(
      rankQueryOf({
        kind: 'or',
        parts: [
          { kind: 'lexeme', lexeme: 'a', prefix: true },
          { kind: 'lexeme', lexeme: 'a', prefix: false },
        ],
      }),
    ).toBeNull();
    const cases: { vector: string; query: string; mine: number }[] = [];
    for (let round = 0; round < 400; round++) {
      // A vector: some lexemes, each with one to three positions (ten languages' titles share positions).
      const entries = new Map<string, number[]>();
      for (const lexeme of r.sample(LEXEMES, r.int(1, 8))) {
        const positions = new Set(Array.from({ length: r.int(1, 3) }, () => r.int(1, 60)));
        entries.set(
          lexeme,
          [...positions].sort((a, b) => a - b).map((p) => packPosition(p, r.int(0, 3))),
        );
      }
      const lexemes = [...entries.keys()].sort(compareBytes);
      const vector: RankedVector = { lexemes, positions: lexemes.map((l) => entries.get(l) as number[]) };
      const literal = lexemes
        .map(
          (l) =>
            `'${l}':${(entries.get(l) as number[]).map((p) => `${p & 0x3fff}${WEIGHT_CLASSES[p >> 14]}`).join(',')}`,
        )
        .join(' ');
      // A query as titleQueries writes one: readings (ANDs of operands) joined by OR, or one reading.
      const operand = () => `'${r.pick(LEXEMES)}'${r.chance(0.2) ? ':*' : ''}`;
      const reading = () => Array.from({ length: r.int(1, 3) }, operand).join(' & ');
      const query = Array.from({ length: r.int(1, 3) }, () => `(${reading()})`).join(' | ');
      const tree = parseQuery(query);
      if (!tree) throw new Error(query);
      const ranking = rankQueryOf(tree);
      if (ranking) cases.push({ vector: literal, query, mine: tsRank(vector, ranking) });
      else expect(query).toMatch(/'([^']+)'(?!:).*'\1':\*|'([^']+)':\*.*'\2'(?!:)/);
    }
    const result = await sql<{ rank: number }>`
      select ts_rank(c.v::tsvector, c.q::tsquery, 1)::float8 as rank
      from unnest(${cases.map((c) => c.vector)}::text[], ${cases.map((c) => c.query)}::text[]) with ordinality c (v, q, i)
      order by c.i`.execute(t.db);
    const theirs = result.rows.map((row) => row.rank);
    expect(
      cases.map((c, i) => [c.vector, c.query, c.mine === theirs[i] ? 'same' : `${c.mine} ≠ ${theirs[i]}`]),
    ).toEqual(cases.map((c) => [c.vector, c.query, 'same']));
  });
});
