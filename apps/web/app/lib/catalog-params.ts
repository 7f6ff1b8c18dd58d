import {
  ALL,
  CHANNEL_SORTS,
  type ChannelListParams,
  type ChannelSort,
  COUNTRY_PATTERN,
  callParams,
  DIR_PATTERN,
  type Gender,
  MODEL_FILTER_KEYS,
  MODEL_FILTER_VALUES,
  MODEL_SEX_GENDER,
  MODEL_SEXES,
  MODEL_SORTS,
  type ModelFilters,
  type ModelListParams,
  type ModelSex,
  type ModelSort,
  PLAYLIST_SORTS,
  type PlaylistListParams,
  type PlaylistSort,
  VIDEO_DATES,
  VIDEO_DURATIONS,
  VIDEO_SECTIONS,
  VIDEO_SORTS,
  VIDEO_TYPES,
  type VideoListParams,
  type VideoSection,
} from '@site/api';
import { parsePage } from './list-params';
import type { VisitorSettings } from './site';

/**
 * The URL parameters of the catalog routes (§2 Channels, Channel, Models, Model, Playlists, Playlist):
 * path segments and their optional queries, read into the list parameters of @site/api (lib/urls.ts writes them back).
 *
 * Decision on bad input: a path segment or a known query whose value is not in its §3 value set makes the
 * address name no page (the route answers 404, as the videos listing does); queries the page does not
 * know (`utm_source`, `lang`, …) are ignored. Written addresses keep only values that are not the default.
 * The values are checked against their value sets here, then given their defaults by `callParams` (the
 * contract's schemas are not in the browser, #28).
 */

/** A dir segment of a model, channel or category, or null. */
export function parseDir(segment: string | undefined): string | null {
  return segment !== undefined && DIR_PATTERN.test(segment) ? segment : null;
}

/** A playlist id segment, or null. */
export function parsePlaylistId(segment: string | undefined): number | null {
  if (segment === undefined || !/^[1-9][0-9]{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= 2 ** 31 - 1 ? id : null;
}

/** A query's value when the URL has it (an empty value counts as absent). */
function query(url: URL, key: string): string | undefined {
  const value = url.searchParams.get(key);
  return value === null || value === '' ? undefined : value;
}

function oneOf<T extends string>(values: readonly T[], value: string | undefined): T | null | undefined {
  if (value === undefined) return undefined;
  return (values as readonly string[]).includes(value) ? (value as T) : null;
}

// ---------------------------------------------------------------------------------------------- Models

/** What `/models/{segment}/` names: a page of the model list (numeric) or a model (its dir). */
export type ModelsSegment = { kind: 'page'; page: number } | { kind: 'model'; dir: string };

/**
 * One module decides (§2): a segment of digits is a page of the list, anything else a model's dir. Digits
 * that are no page (`0`, `007`, beyond 100000) and segments that are no dir answer null (404).
 */
export function modelsSegment(segment: string | undefined): ModelsSegment | null {
  if (segment === undefined) return { kind: 'page', page: 1 };
  if (/^[0-9]+$/.test(segment)) {
    const page = parsePage(segment);
    return page === null ? null : { kind: 'page', page };
  }
  const dir = parseDir(segment);
  return dir === null ? null : { kind: 'model', dir };
}

/** The models list's sort and filters as the page shows them (ModelFilters' value). */
export type ModelListValue = ModelFilters & { sort: ModelSort; sex?: ModelSex | undefined };

export const MODEL_DEFAULT_SORT: ModelSort = 'most-popular';

/**
 * The model list parameters of `/models/` or `/models/{page}/` with the §2 queries (sort, sex, age,
 * country, tits_size, hair_color, height, weight, tattoo, piercing, letter, race). `sex` chooses the
 * gender segment (§3: male → gay, female → str, transgender → she); without it the site's gender.
 */
export function modelListFromUrl(page: number, url: URL, gender: Gender): ModelListParams | null {
  const sex = oneOf(MODEL_SEXES, query(url, 'sex'));
  const sort = oneOf(MODEL_SORTS, query(url, 'sort'));
  if (sex === null || sort === null) return null;
  const input: Record<string, unknown> = { page, gender: sex ? MODEL_SEX_GENDER[sex] : gender, sex, sort };
  for (const key of MODEL_FILTER_KEYS) {
    const value = query(url, key);
    if (value === undefined) continue;
    const known =
      value === ALL ||
      (key === 'country'
        ? COUNTRY_PATTERN.test(value)
        : (MODEL_FILTER_VALUES[key] as readonly string[]).includes(value));
    if (!known) return null;
    input[key] = value;
  }
  return callParams('models.list', input);
}

/** The sort and filters of model list parameters. */
export function modelListValue(p: ModelListParams): ModelListValue {
  const value = { sort: p.sort, sex: p.sex } as ModelListValue;
  for (const key of MODEL_FILTER_KEYS) (value as Record<string, string>)[key] = p[key];
  return value;
}

// -------------------------------------------------------------------------------------------- Channels

export const CHANNEL_DEFAULT_SORT: ChannelSort = 'most-popular';

/**
 * `/channels/`, `/channels/{page}/` and a category's `/channels/{object_id}/{page}/`, with `?sort`.
 */
export function channelListFromUrl(
  params: { page?: string | undefined; objectId?: string | undefined },
  url: URL,
  { gender, lang }: VisitorSettings,
): ChannelListParams | null {
  const page = params.page === undefined ? 1 : parsePage(params.page);
  if (page === null) return null;
  let category: string | null = null;
  if (params.objectId !== undefined) {
    category = parseDir(params.objectId);
    if (category === null) return null;
  }
  const sort = oneOf(CHANNEL_SORTS, query(url, 'sort'));
  if (sort === null) return null;
  return callParams('channels.list', {
    gender,
    page,
    sort,
    section: category ? 'category' : 'all',
    object_id: category ?? '0',
    lang,
  });
}

// ------------------------------------------------------------------------------------------- Playlists

export const PLAYLIST_DEFAULT_SORT: PlaylistSort = 'latest-updates';

/** `/playlists/` and `/playlists/{page}/` with `?sort` (every public playlist). */
export function playlistListFromUrl(
  params: { page?: string | undefined },
  url: URL,
  gender: Gender,
): PlaylistListParams | null {
  const page = params.page === undefined ? 1 : parsePage(params.page);
  if (page === null) return null;
  const sort = oneOf(PLAYLIST_SORTS, query(url, 'sort'));
  if (sort === null) return null;
  return callParams('playlists.list', { page, sort, gender, section: 'all' });
}

// ------------------------------------------------------------------- The videos of a channel or model

export type EntityVideosSection = Extract<VideoSection, 'channel' | 'model' | 'playlist'>;
void (VIDEO_SECTIONS satisfies readonly string[]);

/**
 * The videos of a channel, model or playlist: section and object, a page, and the §2 queries sort, date,
 * type and duration (a playlist takes none).
 */
export function entityVideosFromUrl(
  section: EntityVideosSection,
  objectId: string,
  page: number,
  url: URL,
  { gender, lang }: VisitorSettings,
): VideoListParams | null {
  if (!DIR_PATTERN.test(objectId)) return null;
  const filters =
    section === 'playlist'
      ? {}
      : {
          sort: oneOf(VIDEO_SORTS, query(url, 'sort')),
          date: oneOf(VIDEO_DATES, query(url, 'date')),
          type: oneOf(VIDEO_TYPES, query(url, 'type')),
          duration: oneOf(VIDEO_DURATIONS, query(url, 'duration')),
        };
  if (Object.values(filters).includes(null)) return null;
  return callParams('videos.list', { ...filters, section, object_id: objectId, page, gender, lang });
}

/** How many pages a list of `total` has at `count` a page (at least 1). */
export function totalPages(total: number, count: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, count)));
}
