import {
  countrySchema,
  DATE_FILTER_DISABLED_SORTS,
  type FieldError,
  type VideoDate,
  type VideoListParams,
  type VideoSection,
} from '@site/api';
import { CANONICAL_NUMBER } from '../http/fields.js';
import { readId, readLifetime } from '../http/path-params.js';

export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

export const isCanonical = (raw: string | undefined): raw is string =>
  raw !== undefined && CANONICAL_NUMBER.test(raw);

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

export interface ListRequest {
  object: ListObject;
  /** The date filter that applies: `all` for the sorts that disable it (§3). */
  date: VideoDate;
}

/**
 * The object a videos2 (or videos2_own) list's section names, and the date filter that applies; or 400
 * on the object (the path's shape and numbers are read by the declared call, http/call.ts).
 */
export function readListRequest(params: VideoListParams): Parsed<ListRequest> {
  const errors: FieldError[] = [];
  const object = readObject(params.section, params.object_id, errors);
  if (object === null) return { ok: false, errors };
  const dateOff = (DATE_FILTER_DISABLED_SORTS as readonly string[]).includes(params.sort);
  return { ok: true, value: { object, date: dateOff ? 'all' : params.date } };
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
