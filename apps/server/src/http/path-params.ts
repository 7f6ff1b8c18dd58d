import { bucketOf, type FieldError, LIFETIME } from '@site/api';
import { CANONICAL_NUMBER, MAX_ID } from './fields.js';

/** Control characters (NUL breaks PostgreSQL text parameters; none belongs in a search). */
const CONTROL = /\p{Cc}/u;

/**
 * The one module of the rules for values read from a path or a query (#26): the lifetime segment, ids,
 * canonical numbers, the bucket, free texts. The declared calls read theirs through http/call.ts, which
 * uses the same rules.
 */

/** The longest lifetime of §9 (the video file's): a lifetime is canonical digits from 0 to it. */
export const MAX_LIFETIME = LIFETIME.videoFile;

/** A lifetime segment: an integer 0 to MAX_LIFETIME, written canonically; else 0 and an error on `lifetime`. */
export function readLifetime(raw: string | undefined, errors: FieldError[]): number {
  const n = raw !== undefined && CANONICAL_NUMBER.test(raw) ? Number(raw) : Number.NaN;
  if (n >= 0 && n <= MAX_LIFETIME) return n;
  errors.push({ field: 'lifetime', code: 'invalid' });
  return 0;
}

/** A positive id written canonically (no leading zero, within `integer`), or null (and a field error). */
export function readId(raw: string | undefined, field: string, errors: FieldError[]): number | null {
  const n = raw !== undefined && CANONICAL_NUMBER.test(raw) ? Number(raw) : 0;
  if (n >= 1 && n <= MAX_ID) return n;
  errors.push({ field, code: 'invalid' });
  return null;
}

/** The number segments the contract's schema already range-checked must also be written canonically. */
export function requireCanonical(
  raws: Record<string, string | undefined>,
  errors: FieldError[],
  max: number = MAX_ID,
) {
  for (const [field, raw] of Object.entries(raws)) {
    if (raw === undefined) continue;
    if (!CANONICAL_NUMBER.test(raw) || Number(raw) > max) {
      if (!errors.some((e) => e.field === field)) errors.push({ field, code: 'invalid' });
    }
  }
}

/** The `{bucket}` segment must be the one `bucketOf` gives, so one object has one path (one cache entry). */
export function checkBucket(bucket: string, objectId: number | string, errors: FieldError[]) {
  if (bucket !== bucketOf(objectId)) errors.push({ field: 'bucket', code: 'invalid' });
}

/** Whether a free text (a search) holds control characters. */
export function hasControl(text: string): boolean {
  return CONTROL.test(text);
}

/** Escapes `%`, `_` and `\` so a text matches literally inside a LIKE pattern (escape character `\`). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
