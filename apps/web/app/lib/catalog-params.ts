import {
  CHANNEL_SORTS,
  type ChannelListParams,
  type ChannelSort,
  channelListParamsSchema,
  dirSchema,
  type Gender,
  MODEL_FILTER_KEYS,
  MODEL_SEX_GENDER,
  MODEL_SEXES,
  type ModelFilters,
  type ModelListParams,
  type ModelSex,
  type ModelSort,
  modelListParamsSchema,
  PLAYLIST_SORTS,
  type PlaylistListParams,
  type PlaylistSort,
  playlistListParamsSchema,
  VIDEO_SECTIONS,
  type VideoListParams,
  type VideoSection,
  videoListParamsSchema,
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
 */

/** A dir segment of a model, channel or category, or null. */
export function parseDir(segment: string | undefined): string | null {
  return segment !== undefined && dirSchema.safeParse(segment).success ? segment : null;
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
  if (sex === null) return null;
  const input: Record<string, unknown> = {
    page,
    gender: sex ? MODEL_SEX_GENDER[sex] : gender,
    sex,
    sort: query(url, 'sort'),
  };
  for (const key of MODEL_FILTER_KEYS) input[key] = query(url, key);
  const parsed = modelListParamsSchema.safeParse(input);
  return parsed.success ? parsed.data : null;
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
  const parsed = channelListParamsSchema.safeParse({
    gender,
    page,
    sort,
    section: category ? 'category' : 'all',
    object_id: category ?? '0',
    lang,
  });
  return parsed.success ? parsed.data : null;
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
  const parsed = playlistListParamsSchema.safeParse({ page, sort, gender, section: 'all' });
  return parsed.success ? parsed.data : null;
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
  const filters =
    section === 'playlist'
      ? {}
      : {
          sort: query(url, 'sort'),
          date: query(url, 'date'),
          type: query(url, 'type'),
          duration: query(url, 'duration'),
        };
  const parsed = videoListParamsSchema.safeParse({
    ...filters,
    section,
    object_id: objectId,
    page,
    gender,
    lang,
  });
  return parsed.success ? parsed.data : null;
}

/** How many pages a list of `total` has at `count` a page (at least 1). */
export function totalPages(total: number, count: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, count)));
}
