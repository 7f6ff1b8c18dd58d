/**
 * The `Range` header of a single-part byte request (RFC 9110 §14). No well-kept range parser is a direct
 * dependency (range-parser is not installed), so this is hand-written and covered by range.test.ts.
 *
 * Only one range is served: a header naming several ranges is ignored (the whole object is sent, which
 * RFC 9110 allows), as is one with another unit or a syntax error. Players ask for one range at a time.
 */

/** An inclusive byte range, as in `Content-Range`. */
export interface ByteRange {
  start: number;
  end: number;
}

/** What to do with a request's Range header against an object of `size` bytes. */
export type RangeDecision =
  | { kind: 'full' }
  | { kind: 'partial'; range: ByteRange }
  /** 416 Range Not Satisfiable, with `Content-Range: bytes * /size`. */
  | { kind: 'unsatisfiable' };

const SPEC = /^bytes[ \t]*=[ \t]*(\d*)[ \t]*-[ \t]*(\d*)[ \t]*$/i;

function number(digits: string): number | undefined {
  if (digits === '') return undefined;
  const n = Number(digits);
  return Number.isSafeInteger(n) ? n : Number.NaN;
}

/** Resolves a Range header (`bytes=a-b`, `bytes=a-`, `bytes=-n`) against the object's size. */
export function decideRange(header: string | undefined, size: number): RangeDecision {
  if (header === undefined) return { kind: 'full' };
  const match = SPEC.exec(header.trim());
  if (!match) return { kind: 'full' };
  const first = number(match[1] ?? '');
  const last = number(match[2] ?? '');
  if (Number.isNaN(first) || Number.isNaN(last)) return { kind: 'full' };

  if (first === undefined) {
    // bytes=-n: the last n bytes.
    if (last === undefined) return { kind: 'full' };
    if (last === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', range: { start: Math.max(0, size - last), end: size - 1 } };
  }
  if (last !== undefined && last < first) return { kind: 'full' };
  if (first >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', range: { start: first, end: Math.min(last ?? size - 1, size - 1) } };
}

/** The `Content-Range` value of a partial answer, or of a 416 when `range` is undefined. */
export function contentRange(range: ByteRange | undefined, size: number): string {
  return range ? `bytes ${range.start}-${range.end}/${size}` : `bytes */${size}`;
}
