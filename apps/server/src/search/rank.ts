/**
 * PostgreSQL's `ts_rank(vector, query, 1)` computed in the process, for the titles the title index holds
 * (search/title-index.ts): a search ranks its candidates here instead of reading each one's vector from the
 * table. It follows tsrank.c step by step, in the same single-precision arithmetic (every float4 step is
 * rounded with Math.fround), so it gives the same numbers and the same order as the database.
 *
 * - The query's distinct operands (sorted by their bytes, duplicates once) are looked up in the vector;
 *   a prefix operand (`:*`) takes every lexeme that starts with it.
 * - A query whose top is an AND of two or more distinct operands scores pairs of their positions by their
 *   distance (calc_rank_and); any other query sums each found lexeme's weights (calc_rank_or).
 * - Normalization 1 divides by log2(1 + the number of positions in the vector).
 */

const f = Math.fround;

/** The default weights of ts_rank, by weight class (D, C, B, A). */
const WEIGHTS = [f(0.1), f(0.2), f(0.4), f(1.0)] as const;
/** tsvector's highest position (MAXENTRYPOS - 1 marks a lexeme stored without positions). */
const MAXENTRYPOS = 1 << 14;

/** A packed WordEntryPos: position in the low 14 bits, weight class (0 D … 3 A) in the top 2. */
export const packPosition = (position: number, weight: number): number =>
  (Math.min(position, MAXENTRYPOS - 1) & 0x3fff) | ((weight & 3) << 14);

const weightOf = (p: number) => WEIGHTS[(p >> 14) & 3] as number;
const positionOf = (p: number) => p & 0x3fff;

/** One vector as ranking reads it: its lexemes in the database's order (bytes), each with its positions. */
export interface RankedVector {
  /** Lexemes sorted as tsvector stores them: by their UTF-8 bytes, a prefix first. */
  lexemes: readonly string[];
  /** By lexeme (same index): packed positions (`packPosition`); empty for a lexeme without positions. */
  positions: readonly (readonly number[])[];
}

/** A query operand. */
export interface RankOperand {
  lexeme: string;
  prefix: boolean;
}

/** A tsquery as ranking reads it: its operands and whether its top is an AND. */
export interface RankQuery {
  /** Distinct operands by lexeme, sorted by bytes (SortAndUniqItems: the first of equal lexemes kept). */
  operands: RankOperand[];
  /** Whether the query's top node is an AND (then calc_rank_and when two or more operands). */
  and: boolean;
}

/**
 * Byte order of UTF-8 strings (tsCompareString: memcmp of the shorter length, then the shorter first),
 * which is the order of code points: UTF-16 code units order them too, but for surrogates, which stand for
 * code points above every other unit.
 */
export function compareBytes(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x !== y) {
      if (x >= 0xd800 && x <= 0xdfff) x += 0x10000;
      if (y >= 0xd800 && y <= 0xdfff) y += 0x10000;
      return x - y;
    }
  }
  return a.length - b.length;
}

/** Whether the UTF-8 bytes of `text` start with those of `prefix`. */
const startsWithBytes = (text: string, prefix: string) => text.startsWith(prefix);

/**
 * The query's operands as SortAndUniqItems leaves them: sorted by bytes, each lexeme once (`rankQueryOf`
 * refuses a lexeme that is both a prefix and not: which one the database keeps depends on its qsort).
 */
export function rankQuery(operands: RankOperand[], and: boolean): RankQuery {
  const sorted = [...operands].sort((a, b) => compareBytes(a.lexeme, b.lexeme));
  const unique: RankOperand[] = [];
  for (const op of sorted) {
    if (unique.length === 0 || (unique[unique.length - 1] as RankOperand).lexeme !== op.lexeme)
      unique.push(op);
  }
  return { operands: unique, and };
}

/** The indexes of the vector's lexemes an operand finds (find_wordentry), in order. */
function findEntries(vector: RankedVector, op: RankOperand): number[] {
  const { lexemes } = vector;
  let lo = 0;
  let hi = lexemes.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareBytes(lexemes[mid] as string, op.lexeme) < 0) lo = mid + 1;
    else hi = mid;
  }
  if (!op.prefix) return lo < lexemes.length && lexemes[lo] === op.lexeme ? [lo] : [];
  const found: number[] = [];
  for (let i = lo; i < lexemes.length && startsWithBytes(lexemes[i] as string, op.lexeme); i++) found.push(i);
  return found;
}

/** A lexeme's positions, or the one dummy position of a lexeme stored without (POSNULL). */
const POSNULL: readonly number[] = [0];
const positionsAt = (vector: RankedVector, i: number) => {
  const list = vector.positions[i] as readonly number[];
  return list.length === 0 ? POSNULL : list;
};

/** word_distance: the weight of two lexemes `w` positions apart. */
function wordDistance(w: number): number {
  if (w > 100) return f(1e-30);
  return f(1.0 / (1.005 + 0.05 * Math.exp(f(w) / 1.5 - 2)));
}

function rankOr(vector: RankedVector, query: RankQuery): number {
  let res = f(0);
  for (const op of query.operands) {
    for (const entry of findEntries(vector, op)) {
      const post = positionsAt(vector, entry);
      let resj = f(0);
      let wjm = f(-1);
      let jm = 0;
      for (let j = 0; j < post.length; j++) {
        const w = weightOf(post[j] as number);
        resj = f(resj + f(w / ((j + 1) * (j + 1))));
        if (w > wjm) {
          wjm = w;
          jm = j;
        }
      }
      const term = f(f(wjm + resj) - f(wjm / ((jm + 1) * (jm + 1))));
      res = f(res + term / 1.64493406685);
    }
  }
  if (query.operands.length > 0) res = f(res / query.operands.length);
  return res;
}

function rankAnd(vector: RankedVector, query: RankQuery): number {
  const size = query.operands.length;
  if (size < 2) return rankOr(vector, query);
  const pos: (readonly number[] | undefined)[] = new Array(size);
  let res = f(-1);
  for (let i = 0; i < size; i++) {
    for (const entry of findEntries(vector, query.operands[i] as RankOperand)) {
      const mine = positionsAt(vector, entry);
      pos[i] = mine;
      for (let k = 0; k < i; k++) {
        const theirs = pos[k];
        if (!theirs) continue;
        for (const a of mine) {
          for (const b of theirs) {
            let dist = Math.abs(positionOf(a) - positionOf(b));
            if (dist || mine === POSNULL || theirs === POSNULL) {
              if (!dist) dist = MAXENTRYPOS;
              const curw = f(Math.sqrt(f(f(weightOf(a) * weightOf(b)) * wordDistance(dist))));
              res = res < 0 ? curw : f(1.0 - (1.0 - res) * (1.0 - curw));
            }
          }
        }
      }
    }
  }
  return res;
}

/** The number of positions of a vector (cnt_length: a lexeme without positions counts one). */
export function vectorLength(vector: RankedVector): number {
  let n = 0;
  for (const list of vector.positions) n += list.length === 0 ? 1 : list.length;
  return n;
}

/**
 * `ts_rank(vector, query, 1)`: the rank normalized by log2(1 + length), as a float4. `length` is the
 * vector's `vectorLength` (the caller may keep it); `vector` needs to hold only the query's lexemes.
 */
export function tsRank(vector: RankedVector, query: RankQuery, length = vectorLength(vector)): number {
  // An empty vector ranks 0; one without the query's lexemes (`vector` may hold only the lexemes found, with
  // the whole vector's `length`) ranks as calc_rank scores it: 0, or 1e-20 for an AND of two or more.
  if (length === 0 || query.operands.length === 0) return 0;
  let res = query.and ? rankAnd(vector, query) : rankOr(vector, query);
  if (res < 0) res = f(1e-20);
  return f(res / (Math.log(length + 1) / Math.log(2.0)));
}

/** A tsquery as title-index.ts parses it. */
export type ParsedQuery =
  | { kind: 'and'; parts: ParsedQuery[] }
  | { kind: 'or'; parts: ParsedQuery[] }
  | { kind: 'lexeme'; lexeme: string; prefix: boolean };

/**
 * What ranking reads of a parsed tsquery: its operands, and whether its top is an AND; null when a lexeme
 * is both an operand and a prefix operand (which of the two the database keeps depends on its sort).
 */
export function rankQueryOf(tree: ParsedQuery): RankQuery | null {
  const operands: RankOperand[] = [];
  const walk = (node: ParsedQuery): void => {
    if (node.kind === 'lexeme') operands.push({ lexeme: node.lexeme, prefix: node.prefix });
    else for (const part of node.parts) walk(part);
  };
  walk(tree);
  const kinds = new Map<string, boolean>();
  for (const op of operands) {
    if (kinds.get(op.lexeme) === !op.prefix) return null;
    kinds.set(op.lexeme, op.prefix);
  }
  return rankQuery(operands, tree.kind === 'and');
}
