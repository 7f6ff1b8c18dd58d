import {
  bucketOf,
  countrySchema,
  DATE_FILTER_DISABLED_SORTS,
  type FieldError,
  LIFETIME,
  parseTail,
  parseVideos2Tail,
  type VideoDate,
  type VideoListParams,
  type VideoRelatedParams,
  type VideoSection,
  videoListParamsSchema,
  videoRelatedParamsSchema,
} from '@site/api';
import { zodFieldErrors } from '../http/errors.js';
import { CANONICAL_NUMBER } from '../http/fields.js';

/** A number as the path builders write it: digits, no sign, no leading zero, no exponent, ten at most. */

/** The largest id a row can have (PostgreSQL `integer`). */
export const MAX_ID = 2 ** 31 - 1;

export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

export const isCanonical = (raw: string | undefined): raw is string =>
  raw !== undefined && CANONICAL_NUMBER.test(raw);

/** A lifetime: canonical digits, 0 to 864000 (the longest lifetime of §9); null (and an error) otherwise. */
export function readLifetime(raw: string | undefined, errors: FieldError[]): number | null {
  const n = isCanonical(raw) ? Number(raw) : Number.NaN;
  if (n >= 0 && n <= LIFETIME.videoFile) return n;
  errors.push({ field: 'lifetime', code: 'invalid' });
  return null;
}

/** A positive id written canonically, within `integer`; null (and an error on `field`) otherwise. */
export function readId(raw: string | undefined, field: string, errors: FieldError[]): number | null {
  const n = isCanonical(raw) ? Number(raw) : 0;
  if (n >= 1 && n <= MAX_ID) return n;
  errors.push({ field, code: 'invalid' });
  return null;
}

/** What a videos2 section lists, read from `{section}.{object_id}`. */
export type ListObject =
  | { section: 'all' }
  | { section: 'category' | 'channel' | 'model'; dir: string }
  | { section: 'member' | 'favourites' | 'watch_later' | 'history' | 'playlist'; id: number }
  | { section: 'top_country'; country: string };

/** The sections whose object is a member's or a playlist's numeric id. */
const ID_SECTIONS: ReadonlySet<VideoSection> = new Set([
  'member',
  'favourites',
  'watch_later',
  'history',
  'playlist',
]);

/** The object of a section: `0` for all, a dir, a numeric id, or a country code (§3 country format). */
function readObject(section: VideoSection, objectId: string, errors: FieldError[]): ListObject | null {
  if (section === 'all') {
    if (objectId === '0') return { section };
  } else if (section === 'category' || section === 'channel' || section === 'model') {
    // The contract's objectIdSchema already holds it to a slug; a numeric-only dir is a dir too.
    return { section, dir: objectId };
  } else if (ID_SECTIONS.has(section)) {
    const id = readId(objectId, 'object_id', errors);
    return id === null ? null : ({ section, id } as ListObject);
  } else if (countrySchema.safeParse(objectId).success) {
    return { section: 'top_country', country: objectId };
  }
  errors.push({ field: 'object_id', code: 'invalid' });
  return null;
}

export interface Videos2Segments {
  lifetime: string;
  gender: string;
  sort: string;
  count: string;
  tail: string;
}

export interface Videos2Request {
  lifetime: number;
  params: VideoListParams;
  object: ListObject;
  /** The date filter that applies: `all` for the sorts that disable it (§3). */
  date: VideoDate;
}

/**
 * Reads a videos2 (or videos2_own) path into the contract's list parameters, the section's object and the
 * lifetime, or every bad field at once. Numbers must be written as the path builders write them, so one
 * listing has one path (one CDN cache entry): `060`, `6e1`, `1e3` and `+1` answer 400.
 */
export function parseVideos2Path(segments: Videos2Segments): Parsed<Videos2Request> {
  const { lifetime: rawLifetime, tail, ...head } = segments;
  const errors: FieldError[] = [];
  const lifetime = readLifetime(rawLifetime, errors);

  const tailValues = parseVideos2Tail(tail);
  if (!tailValues) errors.push({ field: 'tail', code: 'invalid' });
  const parsed = videoListParamsSchema.safeParse({ ...head, ...tailValues });
  if (!parsed.success) {
    // Without a tail only the head's fields are worth naming.
    const named = zodFieldErrors(parsed.error);
    errors.push(...(tailValues ? named : named.filter((e) => e.field in head)));
  } else {
    if (!isCanonical(head.count)) errors.push({ field: 'count', code: 'invalid' });
    if (!isCanonical(tailValues?.page)) errors.push({ field: 'page', code: 'invalid' });
  }
  const object = parsed.success ? readObject(parsed.data.section, parsed.data.object_id, errors) : null;
  if (errors.length > 0 || !parsed.success || object === null || lifetime === null)
    return { ok: false, errors };
  const params = parsed.data;
  const dateOff = (DATE_FILTER_DISABLED_SORTS as readonly string[]).includes(params.sort);
  return { ok: true, value: { lifetime, params, object, date: dateOff ? 'all' : params.date } };
}

export interface RelatedSegments {
  lifetime: string;
  count: string;
  bucket: string;
  tail: string;
}

/** `/api/json/videos_related2/{lifetime}/{count}/{bucket}/{id}.{type}.{page}.json`. */
export function parseRelatedPath(
  segments: RelatedSegments,
): Parsed<{ lifetime: number; params: VideoRelatedParams }> {
  const errors: FieldError[] = [];
  const lifetime = readLifetime(segments.lifetime, errors);
  const tail = parseTail('videosRelated2', segments.tail);
  if (!tail) {
    errors.push({ field: 'tail', code: 'invalid' });
    return { ok: false, errors };
  }
  const videoId = readId(tail.video_id, 'video_id', errors);
  if (videoId !== null && segments.bucket !== bucketOf(videoId))
    errors.push({ field: 'bucket', code: 'invalid' });
  const parsed = videoRelatedParamsSchema.safeParse({ ...tail, count: segments.count });
  if (!parsed.success) {
    errors.push(...zodFieldErrors(parsed.error).filter((e) => e.field !== 'video_id'));
  } else {
    if (!isCanonical(segments.count)) errors.push({ field: 'count', code: 'invalid' });
    if (!isCanonical(tail.page)) errors.push({ field: 'page', code: 'invalid' });
  }
  if (errors.length > 0 || !parsed.success || lifetime === null) return { ok: false, errors };
  return { ok: true, value: { lifetime, params: parsed.data } };
}

/**
 * The named values of a query string, each given at most once: a repeated name (Fastify gives a list) is
 * an error on that field, and its value is left out.
 */
export function readQuery<K extends string>(
  query: unknown,
  keys: readonly K[],
  errors: FieldError[],
): Partial<Record<K, string>> {
  const values: Partial<Record<K, string>> = {};
  const record = (query ?? {}) as Record<string, unknown>;
  for (const key of keys) {
    const value = record[key];
    if (typeof value === 'string') values[key] = value;
    else if (value !== undefined) errors.push({ field: key, code: 'invalid' });
  }
  return values;
}

/** `/api/videofile.php?video_id=&lifetime=`. */
export function parseVideofileQuery(query: unknown): Parsed<{ lifetime: number; videoId: number }> {
  const errors: FieldError[] = [];
  const q = readQuery(query, ['video_id', 'lifetime'], errors);
  const videoId = errors.some((e) => e.field === 'video_id') ? null : readId(q.video_id, 'video_id', errors);
  const lifetime = errors.some((e) => e.field === 'lifetime') ? null : readLifetime(q.lifetime, errors);
  if (errors.length > 0 || lifetime === null || videoId === null) return { ok: false, errors };
  return { ok: true, value: { lifetime, videoId } };
}
