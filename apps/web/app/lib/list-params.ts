import {
  CATEGORY_SECTIONS,
  type CategorySection,
  callParams,
  TEXT_LIMITS,
  VIDEO_DATES,
  VIDEO_DURATIONS,
  VIDEO_SORTS,
  VIDEO_TYPES,
  type VideoDate,
  type VideoDuration,
  type VideoListParams,
  type VideoSort,
  type VideoType,
} from '@site/api';

/**
 * The URLs of the video listings of §2 and the list parameters they name. Every reader answers null
 * when the URL names no valid listing (the route then answers 404); their builders, in lib/urls.ts,
 * write the one canonical form (filters that are `all` and the default sort are left out), so a reader
 * and its builder round-trip.
 */

/** The sort and filters a listing URL carries (§3 value sets). */
export interface ListFilters {
  sort: VideoSort;
  type: VideoType;
  duration: VideoDuration;
  date: VideoDate;
}

export const DEFAULT_FILTERS: ListFilters = {
  sort: 'latest-updates',
  type: 'all',
  duration: 'all',
  date: 'all',
};

const PAGE_RE = /^[1-9][0-9]{0,5}$/;
/** The largest page a list call accepts (the contract's pageSchema). */
const MAX_PAGE = 100_000;

const oneOf = <T extends string>(
  values: readonly T[],
  raw: string | null | undefined,
  fallback: T,
): T | null => {
  if (raw === null || raw === undefined) return fallback;
  return (values as readonly string[]).includes(raw) ? (raw as T) : null;
};

/**
 * A `{page}` path segment, the one reading of every listing's page: absent is page 1; anything but 1…100000
 * written plainly (the contract's largest page) names no page.
 */
export function parsePage(raw: string | undefined): number | null {
  if (raw === undefined) return 1;
  return PAGE_RE.test(raw) && Number(raw) <= MAX_PAGE ? Number(raw) : null;
}

/**
 * The `sort`, `type`, `duration` and `date` queries of a listing; a missing one is its default, an
 * unknown value makes the whole URL invalid. `sortFromPath`, when given, is the sort and any `sort` query
 * is ignored (the sort is in the path, as in `/{sort}/{page}/`).
 */
export function filtersFromQuery(q: URLSearchParams, sortFromPath?: string): ListFilters | null {
  const sort = oneOf(VIDEO_SORTS, sortFromPath ?? q.get('sort'), DEFAULT_FILTERS.sort);
  const type = oneOf(VIDEO_TYPES, q.get('type'), 'all');
  const duration = oneOf(VIDEO_DURATIONS, q.get('duration'), 'all');
  const date = oneOf(VIDEO_DATES, q.get('date'), 'all');
  if (!sort || !type || !duration || !date) return null;
  return { sort, type, duration, date };
}

/**
 * Reads the video list parameters of a listing URL (§2: `/`, `/videos/`, `/{sort}/{page}/` with optional
 * `date`, `type` and `duration` queries). Returns null when the URL names no valid listing.
 */
export function listParamsFromUrl(
  params: { sort?: string | undefined; page?: string | undefined },
  url: URL,
): VideoListParams | null {
  if (params.sort !== undefined && !(VIDEO_SORTS as readonly string[]).includes(params.sort)) return null;
  const page = parsePage(params.page);
  if (page === null) return null;
  const filters = filtersFromQuery(url.searchParams, params.sort ?? DEFAULT_FILTERS.sort);
  if (!filters) return null;
  return callParams('videos.list', { ...filters, page });
}

/** A `{dir}` of `/categories/{dir}/` that names a categories section rather than a category. */
export function categorySectionOf(dir: string): CategorySection | null {
  return (CATEGORY_SECTIONS as readonly string[]).includes(dir) ? (dir as CategorySection) : null;
}

const DIR_RE = /^[a-z0-9][a-z0-9_-]{0,99}$/i;

/** The videos of a category: `/categories/{dir}/{page}/` with optional sort, date, type, duration. */
export interface CategoryListParams extends ListFilters {
  dir: string;
  page: number;
}

export function categoryParamsFromUrl(
  params: { objectId?: string | undefined; dir?: string | undefined; page?: string | undefined },
  url: URL,
): CategoryListParams | null {
  const dir = params.objectId ?? params.dir;
  if (!dir || !DIR_RE.test(dir)) return null;
  const page = parsePage(params.page);
  if (page === null) return null;
  const filters = filtersFromQuery(url.searchParams);
  return filters ? { dir, page, ...filters } : null;
}

/** The search page: `/search/?s=` and `/search/{page}/?s=` with optional type and duration (§2). */
export interface SearchListParams {
  /** The trimmed search term as typed; may be shorter than the minimum (the page then says so). */
  s: string;
  page: number;
  type: VideoType;
  duration: VideoDuration;
}

export function searchParamsFromUrl(
  params: { page?: string | undefined },
  url: URL,
): SearchListParams | null {
  const page = parsePage(params.page);
  if (page === null) return null;
  const q = url.searchParams;
  const type = oneOf(VIDEO_TYPES, q.get('type'), 'all');
  const duration = oneOf(VIDEO_DURATIONS, q.get('duration'), 'all');
  if (!type || !duration) return null;
  return { s: (q.get('s') ?? '').trim().slice(0, TEXT_LIMITS.searchMax), page, type, duration };
}

/** §4: a search needs at least 3 characters. */
export function isSearchable(s: string): boolean {
  return s.trim().length >= TEXT_LIMITS.searchMin;
}
