import { setImmediate as nextTurn } from 'node:timers/promises';
import { GENDERS, type Gender } from '@site/api';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { VIDEO_STATUS } from '../db/schema.js';
import {
  compareBytes,
  type ParsedQuery,
  packPosition,
  type RankedVector,
  rankQueryOf,
  tsRank,
} from './rank.js';

/**
 * The words of the titles held in the process, for the one part of a search that PostgreSQL cannot do
 * fast: the most viewed videos among thousands of matches. A word found in a twentieth of a million titles
 * is fifty thousand postings of the GIN index and fifty thousand rows to read for their views, 10–40 ms a
 * search (#27); here it is a list of numbers.
 *
 * For each site (gender) and lexeme of the titles' search vectors (every language, as migration 0020 writes
 * them), the videos (HELD) whose vectors hold it, as their places in the site's order of views (most viewed
 * first) at the time of the read: sorted Int32Arrays, so that the matches of a query come out most viewed
 * first from merges of sorted lists. About 4 bytes per lexeme of a title: some 110 MB for a million videos
 * with titles in ten languages.
 *
 * Beside each place of a lexeme's list, what ranking reads of that lexeme in that title (its positions and
 * weights, as one of a few thousand shared patterns: 2 bytes), and by place the length of each vector: a
 * search ranks its candidates here as ts_rank would (search/rank.ts), without reading their vectors.
 *
 * What it does not know is read where it is asked (search.ts): videos added since the read (ids above
 * `maxId`), and which of the candidates are public now. Views change its order only at the next read, and
 * a changed title its words.
 */
/**
 * How long the index is used before it is read again (in the background), in ms: an hour. What it would
 * miss meanwhile is read where it is asked (new videos, which videos are public); what it may have wrong is
 * a title edited since (found by its old words, for up to an hour) and the order of views (the search
 * orders its candidates by the views of the moment).
 */
export const TITLE_INDEX_LIFETIME_MS = 60 * 60 * 1000;

/** The longest the read works without letting the process answer requests, in ms (about one lexeme's list). */
const TURN_MS = 10;

export class TitleIndex {
  private constructor(
    /** By site: the videos' ids in order of views. */
    private readonly ids: Map<Gender, Int32Array>,
    /** By site and lexeme: the places (in `ids`) of the videos holding the lexeme, ascending. */
    private readonly postings: Map<Gender, Map<string, Int32Array>>,
    /** By site and lexeme, beside `postings`: the pattern (in `patterns`) of the lexeme's positions there. */
    private readonly shapes: Map<Gender, Map<string, Uint16Array>>,
    /** By site and place: the number of positions of the video's vector (ts_rank's length). */
    private readonly lengths: Map<Gender, Uint16Array>,
    /** The patterns of positions (packed WordEntryPos lists); UNKNOWN_SHAPE: not held. */
    private readonly patterns: number[][],
    /** By site: the lexemes, sorted (prefix operands are a range of them). */
    private readonly lexemes: Map<Gender, string[]>,
    /** By video id (up to `maxId`): its place in its site's `ids` (-1: not held). */
    private readonly places: Int32Array,
    /** The highest video id there was at the read: newer videos are not in the lists. */
    readonly maxId: number,
  ) {}

  /** Reads the title lexemes of every site's videos. */
  static async read(db: Db): Promise<TitleIndex> {
    const top = await sql<{ id: number | null }>`select max(video_id) as id from videos`.execute(db);
    const maxId = top.rows[0]?.id ?? 0;
    const ids = new Map<Gender, Int32Array>();
    const postings = new Map<Gender, Map<string, Int32Array>>();
    const shapes = new Map<Gender, Map<string, Uint16Array>>();
    const lengths = new Map<Gender, Uint16Array>();
    const lexemes = new Map<Gender, string[]>();
    const patterns = new Patterns();
    // By id, the place in its site's order (-1: not there).
    const place = new Int32Array(maxId + 1).fill(-1);
    for (const gender of GENDERS) {
      const order = await sql<{ ids: Uint8Array | null }>`
        select string_agg(int4send(v.video_id), '' order by v.video_viewed desc, v.video_id desc) as ids
        from videos v where ${HELD} and v.gender = ${gender} and v.video_id <= ${maxId}`.execute(db);
      const siteIds = int32s(order.rows[0]?.ids ?? null);
      // By place, the positions of the vector (ts_rank's length): summed over its lexemes below.
      const counted = new Uint32Array(siteIds.length);
      siteIds.forEach((id, i) => {
        place[id] = i;
      });
      const lists = new Map<string, Int32Array>();
      const listShapes = new Map<string, Uint16Array>();
      // Both aggregates read the group's rows in the same order: the nth id and the nth shape are one entry's.
      const rows = await sql<{ lexeme: string; ids: Uint8Array; shapes: Uint8Array }>`
        select l.lexeme, string_agg(int4send(v.video_id), '') as ids,
          string_agg(float8send(${PACKED_POSITIONS}), '') as shapes
        from videos v cross join lateral unnest(v.search_vector) l
        where ${HELD} and v.gender = ${gender} and v.video_id <= ${maxId}
        group by l.lexeme`.execute(db);
      let turn = performance.now();
      for (const row of rows.rows) {
        // The index is read again in a serving process (TITLE_INDEX_LIFETIME_MS): its seconds of work are
        // cut into turns, between which the process answers its requests.
        if (performance.now() - turn > TURN_MS) {
          await nextTurn();
          turn = performance.now();
        }
        const rowIds = int32s(row.ids);
        const rowShapes = float64s(row.shapes);
        // Place and shape in one number, sorted by place.
        const keyed = new Float64Array(rowIds.length);
        let kept = 0;
        for (let i = 0; i < rowIds.length; i++) {
          const id = rowIds[i] as number;
          // A video added between the two reads is not in the order: left out until the next.
          const at = place[id] ?? -1;
          if (at < 0 || siteIds[at] !== id) continue;
          const packed = rowShapes[i] as number;
          keyed[kept++] = at * SHAPE_SPAN + patterns.idOf(packed);
          counted[at] = (counted[at] as number) + Math.max(1, positionCount(packed));
        }
        const sorted = keyed.subarray(0, kept).sort();
        const places = new Int32Array(sorted.length);
        const shape = new Uint16Array(sorted.length);
        sorted.forEach((k, i) => {
          places[i] = Math.floor(k / SHAPE_SPAN);
          shape[i] = k % SHAPE_SPAN;
        });
        lists.set(row.lexeme, places);
        listShapes.set(row.lexeme, shape);
      }
      ids.set(gender, siteIds);
      postings.set(gender, lists);
      shapes.set(gender, listShapes);
      // A length past 65,535 (no title has one) is kept as that: it only divides the rank.
      lengths.set(
        gender,
        Uint16Array.from(counted, (n) => Math.min(n, 0xffff)),
      );
      lexemes.set(gender, [...lists.keys()].sort());
    }
    return new TitleIndex(ids, postings, shapes, lengths, patterns.list, lexemes, place, maxId);
  }

  /**
   * The ids of the videos of `gender` whose titles match `query` (a tsquery's text as `titleQueries`
   * writes it: quoted lexemes, maybe prefixes `:*`, joined by `&` and `|` in parentheses), most viewed
   * first, at most `limit`; null for a query it cannot read (a phrase, a negation): the database answers it.
   */
  matches(gender: Gender, query: string, limit: number): number[] | null {
    const tree = parseQuery(query);
    if (tree === null) return null;
    const ids = this.ids.get(gender);
    if (!ids) return [];
    const places = this.evaluate(gender, tree, limit);
    const out: number[] = [];
    for (let i = 0; i < places.length && out.length < limit; i++)
      out.push(ids[places[i] as number] as number);
    return out;
  }

  /**
   * The matches of `matching` as `matches` gives them, each with its rank for `ranking` (a tsquery's text,
   * as `titleQueries` writes it): `ts_rank(search_vector, ranking, 1)` as of the read, or null where the
   * index does not hold what that needs (a title with an unusual pattern of positions, or a query that
   * `rankQueryOf` leaves to the database): the database ranks those. Null for queries it cannot read.
   */
  rankedMatches(
    gender: Gender,
    matching: string,
    ranking: string,
    limit: number,
  ): { ids: number[]; ranks: (number | null)[] } | null {
    const tree = parseQuery(matching);
    const rank = this.ranker(gender, ranking);
    if (tree === null || rank === null) return null;
    const ids = this.ids.get(gender);
    if (!ids) return { ids: [], ranks: [] };
    const places = this.evaluate(gender, tree, limit);
    const count = Math.min(places.length, limit);
    const out: number[] = [];
    const ranks: (number | null)[] = [];
    for (let i = 0; i < count; i++) {
      const at = places[i] as number;
      out.push(ids[at] as number);
      ranks.push(rank(at));
    }
    return { ids: out, ranks };
  }

  /**
   * The ranks of videos of `gender` by id for `ranking`, as `rankedMatches` gives them, for any video the
   * index holds (a video of a matching name, whose title may hold none of the query's lexemes); null for a
   * video it does not hold, or where its rank is null. Null for a query it cannot read.
   */
  ranksOf(gender: Gender, ranking: string): ((id: number) => number | null) | null {
    const rank = this.ranker(gender, ranking);
    if (rank === null) return null;
    const ids = this.ids.get(gender);
    return (id) => {
      const at = id >= 0 && id <= this.maxId ? (this.places[id] as number) : -1;
      return at >= 0 && ids?.[at] === id ? rank(at) : null;
    };
  }

  /**
   * A place's `ts_rank(search_vector, ranking, 1)` as of the read, or null where the index does not hold
   * what that needs (a title with an unusual pattern of positions, or a query that `rankQueryOf` leaves to
   * the database); null for a query it cannot read.
   */
  private ranker(gender: Gender, ranking: string): ((at: number) => number | null) | null {
    const rankTree = parseQuery(ranking);
    if (rankTree === null) return null;
    const query = rankQueryOf(rankTree);
    const lengths = this.lengths.get(gender);
    // The query's lexemes and their lists, looked up once: each candidate reads only these.
    const lists = this.postings.get(gender);
    const listShapes = this.shapes.get(gender);
    const terms: { lexeme: string; places: Int32Array; shapes: Uint16Array }[] = [];
    const seen = new Set<string>();
    for (const op of query?.operands ?? []) {
      const found = op.prefix ? this.prefixedLexemes(gender, op.lexeme) : [op.lexeme];
      for (const lexeme of found) {
        const list = lists?.get(lexeme);
        const shape = listShapes?.get(lexeme);
        if (list && shape && !seen.has(lexeme)) terms.push({ lexeme, places: list, shapes: shape });
        seen.add(lexeme);
      }
    }
    terms.sort((a, b) => compareBytes(a.lexeme, b.lexeme));
    return (at) => {
      if (!query || !lengths) return null;
      const lexemes: string[] = [];
      const positions: number[][] = [];
      for (const term of terms) {
        const j = indexOf(term.places, at);
        if (j < 0) continue;
        const pattern = this.patterns[term.shapes[j] as number];
        if (!pattern) return null;
        lexemes.push(term.lexeme);
        positions.push(pattern);
      }
      const vector: RankedVector = { lexemes, positions };
      return tsRank(vector, query, lengths[at] as number);
    };
  }

  /**
   * The places of the matches of `node`, ascending; the first `limit` of them are exact, where a list may
   * stop early: the first `limit` of an OR are among the first `limit` of each part, and an AND's merge
   * of all its parts at once stops at `limit` (its parts are whole, as any of their places may be in it).
   */
  private evaluate(gender: Gender, node: QueryNode, limit = Number.POSITIVE_INFINITY): Int32Array {
    if (node.kind === 'and') {
      const size = this.ids.get(gender)?.length ?? 0;
      return intersectAll(
        node.parts.map((p) => this.evaluate(gender, p)),
        limit,
        (list) => (list.length >= size / DENSE ? bitsOf(list, size) : null),
      );
    }
    if (node.kind === 'or') return node.parts.map((p) => this.evaluate(gender, p, limit)).reduce(union);
    const list = this.operand(gender, node);
    return list.length > limit ? list.subarray(0, limit) : list;
  }

  private operand(gender: Gender, node: { lexeme: string; prefix: boolean }): Int32Array {
    const lists = this.postings.get(gender);
    if (!node.prefix) return lists?.get(node.lexeme) ?? EMPTY;
    return this.prefixed(gender, node.lexeme).reduce(union, EMPTY);
  }

  /** The postings of every lexeme that starts with `prefix`. */
  private prefixed(gender: Gender, prefix: string): Int32Array[] {
    const lists = this.postings.get(gender);
    return this.prefixedLexemes(gender, prefix).map((lexeme) => lists?.get(lexeme) ?? EMPTY);
  }

  /** The lexemes that start with `prefix`. */
  private prefixedLexemes(gender: Gender, prefix: string): string[] {
    const sorted = this.lexemes.get(gender) ?? [];
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((sorted[mid] as string) < prefix) lo = mid + 1;
      else hi = mid;
    }
    const found: string[] = [];
    for (let i = lo; i < sorted.length && (sorted[i] as string).startsWith(prefix); i++) {
      found.push(sorted[i] as string);
    }
    return found;
  }
}

const EMPTY = new Int32Array(0);

/** Where `x` is in a sorted list, or -1. */
function indexOf(list: Int32Array, x: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((list[mid] as number) < x) lo = mid + 1;
    else hi = mid;
  }
  return lo < list.length && list[lo] === x ? lo : -1;
}

/**
 * The numbers of a bytea the database wrote with `string_agg(int4send(…), '')` (or `float8send`): each in
 * network byte order, as many as its length holds. Read this way, a million ids cross as bytes and decode
 * natively, where the text of an `int[]` is parsed number by number (a minute of CPU at a million videos).
 */
function int32s(bytes: Uint8Array | null): Int32Array {
  if (bytes === null) return new Int32Array(0);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = new Int32Array(bytes.byteLength >>> 2);
  for (let i = 0; i < out.length; i++) out[i] = view.getInt32(i * 4);
  return out;
}

function float64s(bytes: Uint8Array): Float64Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = new Float64Array(bytes.byteLength >>> 3);
  for (let i = 0; i < out.length; i++) out[i] = view.getFloat64(i * 8);
  return out;
}

/** The shape of a lexeme whose positions the index does not hold (too many, or too many patterns). */
const UNKNOWN_SHAPE = 0xffff;
/** Places and shapes share one number while they are sorted: place × SHAPE_SPAN + shape. */
const SHAPE_SPAN = 0x10000;
/** How many positions of a lexeme, and below which position, PACKED_POSITIONS packs (12 bits each). */
const PACKED_MAX = 4;
const PACKED_POSITION_BELOW = 1024;
/** What PACKED_POSITIONS gives for positions it cannot pack: this plus their number. */
const UNPACKED = 2 ** 52;

/** The number of positions a packed number stands for (PACKED_POSITIONS). */
function positionCount(packed: number): number {
  if (packed >= UNPACKED) return packed - UNPACKED;
  let n = 0;
  for (let rest = packed; rest > 0; rest = Math.floor(rest / 4096)) n++;
  return n;
}

/**
 * The patterns of positions, numbered as they are first seen. The database packs up to PACKED_MAX positions
 * of a lexeme in a title into one number (PACKED_POSITIONS), 12 bits each, the first lowest: the position
 * (below PACKED_POSITION_BELOW) and the weight class above it. Titles in ten languages hold a lexeme at
 * most four times; more, or a later position, is UNPACKED (plus their number, which the vector's length
 * counts) and ranked by the database.
 */
class Patterns {
  readonly list: number[][] = [];
  private readonly ids = new Map<number, number>();

  idOf(packed: number): number {
    let id = this.ids.get(packed);
    if (id !== undefined) return id;
    if (packed >= UNPACKED || this.list.length >= UNKNOWN_SHAPE) return UNKNOWN_SHAPE;
    const positions: number[] = [];
    for (let rest = packed; rest > 0; rest = Math.floor(rest / 4096)) {
      const entry = rest % 4096;
      positions.push(packPosition(entry % PACKED_POSITION_BELOW, Math.floor(entry / PACKED_POSITION_BELOW)));
    }
    id = this.list.length;
    this.list.push(positions);
    this.ids.set(packed, id);
    return id;
  }
}

/** The `i`th position of lexeme `l` (`unnest(search_vector) l`) and its weight class (0 D … 3 A), shifted. */
const entryPos = (i: number) =>
  sql`((l.positions[${sql.lit(i)}] | ((strpos('DCBA', l.weights[${sql.lit(i)}]) - 1) << 10))::int8 << ${sql.lit(12 * (i - 1))})`;

/** The positions of a lexeme in a title, packed (Patterns): a float8, exact below 2^53. */
const PACKED_POSITIONS = sql`(case
  when cardinality(l.positions) > ${sql.lit(PACKED_MAX)}
    or l.positions[cardinality(l.positions)] >= ${sql.lit(PACKED_POSITION_BELOW)}
    then ${sql.lit(UNPACKED)}::float8 + cardinality(l.positions)
  else (${sql.join(
    Array.from({ length: PACKED_MAX }, (_, i) => sql`coalesce(${entryPos(i + 1)}, 0)`),
    sql` | `,
  )})::float8 end)`;

/**
 * The videos it holds: all but the deleted ones, public or not, so that a video approved or made public
 * after the read is found at once (the search keeps the public ones of what it finds).
 */
const HELD = sql`v.status_id <> ${sql.lit(VIDEO_STATUS.deleted)}`;

/** A tsquery as the index reads it. */
type QueryNode = ParsedQuery;

/** The tokens of a tsquery's text: quoted lexemes (quotes doubled inside), maybe `:*`; `&`, `|`, parentheses. */
const TOKEN = /\s*(?:'((?:[^']|'')*)'(:\*)?|([&|()])|(\S))/gy;

/**
 * Parses the text of a tsquery that `titleQueries` writes; null for anything else it may hold (a phrase
 * `<->`, a negation `!`, weights `:A`): those are left to the database. `&` binds tighter than `|`.
 */
export function parseQuery(text: string): QueryNode | null {
  const tokens: ({ lexeme: string; prefix: boolean } | string)[] = [];
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(text); m !== null && m[0] !== ''; m = TOKEN.exec(text)) {
    if (m[4] !== undefined) return null;
    if (m[1] !== undefined) tokens.push({ lexeme: m[1].replaceAll("''", "'"), prefix: m[2] !== undefined });
    else tokens.push(m[3] as string);
  }
  if (TOKEN.lastIndex !== 0 && text.slice(TOKEN.lastIndex).trim() !== '') return null;
  if (tokens.length === 0) return null;
  let at = 0;
  /** Parts read by `next`, joined by `op` (left to right): one part as it is, several as a `kind` node. */
  const joined =
    (op: '&' | '|', kind: 'and' | 'or', next: () => QueryNode | null) => (): QueryNode | null => {
      const parts = [next()];
      while (tokens[at] === op) {
        at++;
        parts.push(next());
      }
      if (parts.some((p) => p === null)) return null;
      return parts.length === 1 ? (parts[0] as QueryNode) : { kind, parts: parts as QueryNode[] };
    };
  const and = joined('&', 'and', () => operand());
  const or = joined('|', 'or', and);
  const operand = (): QueryNode | null => {
    const token = tokens[at++];
    if (token === '(') {
      const inner = or();
      if (tokens[at++] !== ')') return null;
      return inner;
    }
    if (token === undefined || typeof token === 'string') return null;
    return { kind: 'lexeme', ...token };
  };
  const tree = or();
  return at === tokens.length ? tree : null;
}

/**
 * The first place at or after `from` in the ascending `list` whose value is not below `x` (`list.length`
 * when none): a gallop to a bound past x, then a binary search inside it.
 */
function gallop(list: Int32Array, from: number, x: number): number {
  let lo = from;
  let step = 1;
  let hi = lo;
  while (hi < list.length && (list[hi] as number) < x) {
    lo = hi + 1;
    hi += step;
    step *= 2;
  }
  hi = Math.min(hi, list.length);
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((list[mid] as number) < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The numbers in both sorted lists (galloping through the longer one), the first `limit` of them at most. */
export function intersect(
  small: Int32Array,
  large: Int32Array,
  limit = Number.POSITIVE_INFINITY,
): Int32Array {
  if (small.length > large.length) return intersect(large, small, limit);
  const out = new Int32Array(small.length);
  let n = 0;
  let lo = 0;
  for (let i = 0; i < small.length && lo < large.length && n < limit; i++) {
    const x = small[i] as number;
    lo = gallop(large, lo, x);
    if (lo < large.length && large[lo] === x) out[n++] = x;
  }
  return out.subarray(0, n);
}

/**
 * A list is dense when it holds at least one place in DENSE of its site: its bit set (`bitsOf`) takes at
 * most twice its bytes, and an AND tests its places there in one step instead of galloping.
 */
const DENSE = 64;

/** The bit sets of lists (by place, `size` bits), made when first asked for and kept as long as the list. */
const BITS = new WeakMap<Int32Array, Uint32Array>();

function bitsOf(list: Int32Array, size: number): Uint32Array {
  let bits = BITS.get(list);
  if (!bits) {
    bits = new Uint32Array((size >>> 5) + 1);
    for (let i = 0; i < list.length; i++) {
      const x = list[i] as number;
      bits[x >>> 5] = (bits[x >>> 5] as number) | (1 << (x & 31));
    }
    BITS.set(list, bits);
  }
  return bits;
}

/** An AND's shortest list at least this long tests the others by their bit sets (when they are dense). */
const BITS_FROM = 64;

/**
 * The numbers in all the sorted lists, the first `limit` of them at most. With `bits` (a list's bit set,
 * or null for a sparse one) and a shortest list of BITS_FROM or more, each of its numbers is tested in the
 * others' bit sets (galloping in the sparse ones): an AND of three common lexemes at a million titles
 * matches fewer than `limit`, and this reads the shortest list once instead of leapfrogging through all
 * three. Otherwise each list in turn gallops to the highest number seen so far (leapfrog).
 */
export function intersectAll(
  lists: Int32Array[],
  limit = Number.POSITIVE_INFINITY,
  bits: (list: Int32Array) => Uint32Array | null = () => null,
): Int32Array {
  const k = lists.length;
  if (k === 0) return EMPTY;
  if (k === 1) {
    const only = lists[0] as Int32Array;
    return only.length > limit ? only.subarray(0, limit) : only;
  }
  // The shortest first: it sets the first target.
  const sorted = [...lists].sort((a, b) => a.length - b.length);
  const first = sorted[0] as Int32Array;
  if (first.length === 0) return EMPTY;
  if (first.length >= BITS_FROM) {
    const others = sorted.slice(1);
    const sets = others.map(bits);
    if (sets.some((set) => set !== null)) return probe(first, others, sets, limit);
  }
  const out = new Int32Array(Math.min(first.length, limit));
  const at = new Int32Array(k);
  let n = 0;
  let target = first[0] as number;
  // How many lists in a row hold the target.
  let agreed = 0;
  for (let i = 0; n < limit; i = i + 1 === k ? 0 : i + 1) {
    const list = sorted[i] as Int32Array;
    let lo = at[i] as number;
    if (lo < list.length && (list[lo] as number) < target) {
      // Gallop to a bound at or past the target, then binary search between.
      let step = 1;
      let hi = lo + 1;
      while (hi < list.length && (list[hi] as number) < target) {
        lo = hi;
        step *= 2;
        hi = lo + step;
      }
      hi = Math.min(hi, list.length);
      lo++;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if ((list[mid] as number) < target) lo = mid + 1;
        else hi = mid;
      }
      at[i] = lo;
    }
    if (lo >= list.length) break;
    const x = list[lo] as number;
    if (x === target) {
      agreed++;
      if (agreed === k) {
        out[n++] = target;
        target++;
        agreed = 0;
      }
    } else {
      target = x;
      agreed = 1;
    }
  }
  return out.subarray(0, n);
}

/** The numbers of `first` found in all the `others`: in their bit sets, or by galloping where they have none. */
function probe(
  first: Int32Array,
  others: Int32Array[],
  sets: (Uint32Array | null)[],
  limit: number,
): Int32Array {
  const out = new Int32Array(Math.min(first.length, limit));
  const at = new Int32Array(others.length);
  let n = 0;
  next: for (let f = 0; f < first.length && n < limit; f++) {
    const x = first[f] as number;
    for (let j = 0; j < others.length; j++) {
      const set = sets[j];
      if (set) {
        if (((set[x >>> 5] as number) & (1 << (x & 31))) === 0) continue next;
        continue;
      }
      const list = others[j] as Int32Array;
      const lo = gallop(list, at[j] as number, x);
      at[j] = lo;
      if (lo >= list.length) break next;
      if (list[lo] !== x) continue next;
    }
    out[n++] = x;
  }
  return out.subarray(0, n);
}

/** The numbers in either sorted list, once each. */
export function union(a: Int32Array, b: Int32Array): Int32Array {
  if (a.length === 0) return b;
  if (b.length === 0) return a;
  const out = new Int32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] as number;
    const y = b[j] as number;
    if (x < y) {
      out[n++] = x;
      i++;
    } else if (y < x) {
      out[n++] = y;
      j++;
    } else {
      out[n++] = x;
      i++;
      j++;
    }
  }
  while (i < a.length) out[n++] = a[i++] as number;
  while (j < b.length) out[n++] = b[j++] as number;
  return out.subarray(0, n);
}
