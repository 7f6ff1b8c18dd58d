import {
  DATE_FILTER_DISABLED_SORTS,
  type FieldError,
  type VideoDate,
  type VideoListParams,
  type VideoSection,
} from '@site/api';
import { countrySchema } from '@site/api/contract';
import { readId } from '../http/path-params.js';

export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

/** What a videos2 section lists, read from `{section}.{object_id}`. */
export type ListObject =
  | { section: 'all' }
  | { section: 'category' | 'channel' | 'model'; dir: string }
  | {
      section: 'member' | 'favourites' | 'watch_later' | 'history' | 'feed' | 'continue' | 'playlist';
      id: number;
    }
  | { section: 'top_country'; country: string };

/** The sections whose object is a member's or a playlist's numeric id. */
const ID_SECTIONS: ReadonlySet<VideoSection> = new Set([
  'member',
  'favourites',
  'watch_later',
  'history',
  'feed',
  'continue',
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
