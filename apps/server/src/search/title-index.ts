import { GENDERS, type Gender } from '@site/api';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { VIDEO_STATUS } from '../db/schema.js';
import type { ParsedQuery } from './rank.js';

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

export class TitleIndex {
  private constructor(
    /** By site: the videos' ids in order of views. */
    private readonly ids: Map<Gender, Int32Array>,
    /** By site and lexeme: the places (in `ids`) of the videos holding the lexeme, ascending. */
    private readonly postings: Map<Gender, Map<string, Int32Array>>,
    /** By site: the lexemes, sorted (prefix operands are a range of them). */
    private readonly lexemes: Map<Gender, string[]>,
    /** The highest video id there was at the read: newer videos are not in the lists. */
    readonly maxId: number,
  ) {}

  /** Reads the title lexemes of every site's videos. */
  static async read(db: Db): Promise<TitleIndex> {
    const top = await sql<{ id: number | null }>`select max(video_id) as id from videos`.execute(db);
    const maxId = top.rows[0]?.id ?? 0;
    const ids = new Map<Gender, Int32Array>();
    const postings = new Map<Gender, Map<string, Int32Array>>();
    const lexemes = new Map<Gender, string[]>();
    for (const gender of GENDERS) {
      const order = await sql<{ ids: number[] | null }>`
        select array_agg(v.video_id order by v.video_viewed desc, v.video_id desc) as ids
        from videos v where ${HELD} and v.gender = ${gender} and v.video_id <= ${maxId}`.execute(db);
      const siteIds = Int32Array.from(order.rows[0]?.ids ?? []);
      // By id, the place in the order (-1: not there).
      const place = new Int32Array(maxId + 1).fill(-1);
      siteIds.forEach((id, i) => {
        place[id] = i;
      });
      const lists = new Map<string, Int32Array>();
      const rows = await sql<{ lexeme: string; ids: number[] }>`
        select l.lexeme, array_agg(v.video_id) as ids
        from videos v cross join lateral unnest(tsvector_to_array(v.search_vector)) l (lexeme)
        where ${HELD} and v.gender = ${gender} and v.video_id <= ${maxId}
        group by l.lexeme`.execute(db);
      for (const row of rows.rows) {
        const places: number[] = [];
        for (const id of row.ids) {
          // A video added between the two reads is not in the order: left out until the next.
          const at = place[id] ?? -1;
          if (at >= 0) places.push(at);
        }
        lists.set(row.lexeme, Int32Array.from(places).sort());
      }
      ids.set(gender, siteIds);
      postings.set(gender, lists);
      lexemes.set(gender, [...lists.keys()].sort());
    }
    return new TitleIndex(ids, postings, lexemes, maxId);
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
   * The places of the matches of `node`, ascending; the first `limit` of them are exact, where a list may
   * stop early: the first `limit` of an OR are among the first `limit` of each part, and an AND's own
   * merge stops at `limit` (its parts are whole, as any of their places may be in it).
   */
  private evaluate(gender: Gender, node: QueryNode, limit = Number.POSITIVE_INFINITY): Int32Array {
    if (node.kind === 'and') {
      // The shortest first: each step can only shrink the result.
      const parts = node.parts.map((p) => this.evaluate(gender, p)).sort((a, b) => a.length - b.length);
      return parts.reduce((acc, list, i) => intersect(acc, list, i === parts.length - 1 ? limit : undefined));
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
    const sorted = this.lexemes.get(gender) ?? [];
    const lists = this.postings.get(gender);
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((sorted[mid] as string) < prefix) lo = mid + 1;
      else hi = mid;
    }
    const found: Int32Array[] = [];
    for (let i = lo; i < sorted.length && (sorted[i] as string).startsWith(prefix); i++) {
      found.push(lists?.get(sorted[i] as string) ?? EMPTY);
    }
    return found;
  }
}

const EMPTY = new Int32Array(0);

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
    // Gallop to a bound past x, then binary search inside it.
    let step = 1;
    let hi = lo;
    while (hi < large.length && (large[hi] as number) < x) {
      lo = hi + 1;
      hi += step;
      step *= 2;
    }
    hi = Math.min(hi, large.length);
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((large[mid] as number) < x) lo = mid + 1;
      else hi = mid;
    }
    if (lo < large.length && large[lo] === x) out[n++] = x;
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
