/**
 * The site's URL scheme (§2): every address apps/web links to is built here, and routes and components
 * import their links from this module only (routes.ts holds the patterns that match them). The readers
 * of addresses (`…FromUrl`) stay beside the list parameters they produce; each builder here writes the
 * one canonical form its reader round-trips.
 *
 * Decision: the home is the site, not a package. @site/ui is published for the sister sites, whose
 * addresses may differ (#30), so it is handed links rather than building them. The entity links of
 * @site/api/display (`videoHref`, `channelHref`…) stay defined there for now, because @site/ui's cards and
 * the server (`videoHref`, `EMBED_PATH`) import them; this module passes them on, so when #30 moves them
 * here no importer in apps/web changes.
 */
import {
  type CategorySection,
  type ChannelListParams,
  type MemberListParams,
  MODEL_FILTER_KEYS,
  type PlaylistListParams,
  type VideoListParams,
} from '@site/api';
import type { ModerationSection } from '@site/ui/moderation';
import {
  CHANNEL_DEFAULT_SORT,
  MODEL_DEFAULT_SORT,
  type ModelListValue,
  PLAYLIST_DEFAULT_SORT,
} from './catalog-params';
import {
  type CategoryListParams,
  DEFAULT_FILTERS,
  type ListFilters,
  type SearchListParams,
} from './list-params';

export {
  categoryHref,
  channelHref,
  EMBED_PATH,
  embedHref,
  memberHref,
  modelHref,
  playlistHref,
  videoHref,
} from '@site/api/display';

/** The sections of §2 that take no parameters. */
export const SECTION_URLS = {
  videos: '/videos/',
  channels: '/channels/',
  models: '/models/',
  community: '/community/',
  playlists: '/playlists/',
  upload: '/upload-video/',
  /** The uploader's application to be verified (#31). */
  verifyUploader: '/verify-uploader/',
  /** The uploader's consent records of the people in their videos (#31 item 2). */
  consentRecords: '/consent-records/',
  information: '/information/',
  /** A depicted person's removal appeal (#31); `?video=` fills in the video. */
  appeal: '/appeal/',
  download: '/download/',
  sitemap: '/sitemap/',
  dump: '/dump/',
  inbox: '/my_messages/inbox/',
  /** The member's notifications (#32). */
  notifications: '/notifications/',
  profileEdit: '/my_profile_edit/',
  /** The member's account settings (#32 item 4). */
  settings: '/my_settings/',
  emailConfirmation: '/email-confirmation/',
  restore: '/restore/',
  /** §4: the age gate's page, where its form posts too (apps/server web/age-check.ts). */
  ageCheck: '/age-check/',
} as const;

/** The query parameter that keeps a checked upload across reloads (the steps share the path, §2). */
export const UPLOAD_PARAM = 'upload';
/** With `?upload=<id>`: edit that described upload's words (the owner's card menu links here). */
export const EDIT_PARAM = 'edit';

/** The address of the edit form of an own upload. */
export const editUploadHref = (uploadId: string) =>
  `${SECTION_URLS.upload}?${UPLOAD_PARAM}=${encodeURIComponent(uploadId)}&${EDIT_PARAM}=1`;

/** The information page, at one of its sections when `anchor` names it. */
export function informationUrl(anchor?: string): string {
  return anchor ? `${SECTION_URLS.information}#${anchor}` : SECTION_URLS.information;
}

const withQuery = (path: string, q: URLSearchParams): string => {
  const query = q.toString();
  return query ? `${path}?${query}` : path;
};

function filterQuery(p: Partial<ListFilters>, keys: readonly (keyof ListFilters)[]): URLSearchParams {
  const q = new URLSearchParams();
  for (const key of keys) {
    const value = p[key];
    if (value !== undefined && value !== DEFAULT_FILTERS[key]) q.set(key, value);
  }
  return q;
}

/** The URL of a listing page of `/{sort}/{page}/`; the query keeps only filters that are not 'all'. */
export function listUrl(p: Pick<VideoListParams, 'sort' | 'page' | 'type' | 'duration' | 'date'>): string {
  return withQuery(`/${p.sort}/${p.page}/`, filterQuery(p, ['type', 'duration', 'date']));
}

/** The query parameter of `/top-country/` naming a country the visitor picked (§2, decision). */
export const TOP_COUNTRY_PARAM = 'country';

/**
 * `/top-country/` and `/top-country/{page}/`: the visitor's own country, or with `?country=` the one they
 * picked (a bookmarkable address).
 */
export function topCountryUrl(page: number, country?: string | null): string {
  const path = page > 1 ? `/top-country/${page}/` : '/top-country/';
  return withQuery(path, new URLSearchParams(country ? { [TOP_COUNTRY_PARAM]: country } : {}));
}

/** `/history/` and `/history/{page}/`. */
export function historyUrl(page: number): string {
  return page > 1 ? `/history/${page}/` : '/history/';
}

/** The member's notifications (#32), page 1 at `/notifications/`. */
export function notificationsUrl(page: number): string {
  return page > 1 ? `${SECTION_URLS.notifications}${page}/` : SECTION_URLS.notifications;
}

/** The categories pages: `/categories/` (alphabetical) and `/categories/{section}/` (e.g. popular). */
export function categoriesUrl(section: CategorySection = 'all'): string {
  return section === 'all' ? '/categories/' : `/categories/${section}/`;
}

export function categoryVideosUrl(p: CategoryListParams): string {
  return withQuery(
    `/categories/${encodeURIComponent(p.dir)}/${p.page}/`,
    filterQuery(p, ['sort', 'type', 'duration', 'date']),
  );
}

export function searchUrl(p: SearchListParams): string {
  const q = new URLSearchParams();
  if (p.s) q.set('s', p.s);
  if (p.type !== 'all') q.set('type', p.type);
  if (p.duration !== 'all') q.set('duration', p.duration);
  return withQuery(p.page > 1 ? `/search/${p.page}/` : '/search/', q);
}

/** The address of a page of the model list; the query keeps what is not the default. */
export function modelListUrl(value: ModelListValue, page = 1): string {
  const q = new URLSearchParams();
  if (value.sort !== MODEL_DEFAULT_SORT) q.set('sort', value.sort);
  if (value.sex) q.set('sex', value.sex);
  for (const key of MODEL_FILTER_KEYS) if (value[key] !== 'all') q.set(key, value[key]);
  return withQuery(page > 1 ? `/models/${page}/` : '/models/', q);
}

/** The address of a page of the channels (of a category when `section` is `category`). */
export function channelListUrl(
  p: Pick<ChannelListParams, 'sort' | 'page' | 'section' | 'object_id'>,
): string {
  const q = new URLSearchParams();
  if (p.sort !== CHANNEL_DEFAULT_SORT) q.set('sort', p.sort);
  const path =
    p.section === 'category'
      ? `/channels/${encodeURIComponent(p.object_id)}/${p.page}/`
      : p.page > 1
        ? `/channels/${p.page}/`
        : '/channels/';
  return withQuery(path, q);
}

export function playlistListUrl(p: Pick<PlaylistListParams, 'sort' | 'page'>): string {
  const q = new URLSearchParams();
  if (p.sort !== PLAYLIST_DEFAULT_SORT) q.set('sort', p.sort);
  return withQuery(p.page > 1 ? `/playlists/${p.page}/` : '/playlists/', q);
}

/** The query of a channel's or model's videos: only filters that are not the default. */
export function videoFiltersQuery(p: Pick<VideoListParams, 'sort' | 'date' | 'type' | 'duration'>): string {
  const q = new URLSearchParams();
  if (p.sort !== 'latest-updates') q.set('sort', p.sort);
  for (const key of ['date', 'type', 'duration'] as const) if (p[key] !== 'all') q.set(key, p[key]);
  const text = q.toString();
  return text ? `?${text}` : '';
}

/** `/channel/{object_id}/{page}/` with the video filters. */
export function channelVideosUrl(
  objectId: string,
  p: Pick<VideoListParams, 'sort' | 'date' | 'type' | 'duration' | 'page'>,
): string {
  return `/channel/${encodeURIComponent(objectId)}/${p.page}/${videoFiltersQuery(p)}`;
}

/** `/models/{object_id}/{page}/` with the video filters. */
export function modelVideosUrl(
  objectId: string,
  p: Pick<VideoListParams, 'sort' | 'date' | 'type' | 'duration' | 'page'>,
): string {
  return `/models/${encodeURIComponent(objectId)}/${p.page}/${videoFiltersQuery(p)}`;
}

/** `/playlist/{id}/` for the first page, `/playlist/{id}/{page}/` after it. */
export function playlistPageUrl(playlistId: number, page: number): string {
  return page > 1 ? `/playlist/${playlistId}/${page}/` : `/playlist/${playlistId}/`;
}

/** The address of a community page: filters that are `all`, the default sort and an empty search are left out. */
export function communityUrl(
  p: Pick<MemberListParams, 'page' | 'sort' | 'country' | 'sex' | 'age' | 'with_avatar' | 'relationship'> &
    Pick<MemberListParams, 'orientation'> & { search?: string | undefined },
): string {
  const q = new URLSearchParams();
  if (p.sort !== 'recent') q.set('sort', p.sort);
  if (p.search?.trim()) q.set('search', p.search.trim());
  for (const key of ['country', 'sex', 'age', 'with_avatar', 'relationship', 'orientation'] as const) {
    if (p[key] !== 'all') q.set(key, String(p[key]));
  }
  const query = q.toString();
  return `/community/${p.page > 1 ? `${p.page}/` : ''}${query ? `?${query}` : ''}`;
}

/** `/dump/` and `/dump/?page=N`. */
export function dumpUrl(page: number): string {
  return page > 1 ? `/dump/?page=${page}` : '/dump/';
}

/** The search page's address for a term (§2: /search/?s=). */
export function searchHref(term: string): string {
  return `/search/?s=${encodeURIComponent(term.trim())}`;
}

/** A dialog of the inbox (§2 /my_messages/inbox/{user_id}/). */
export const dialogHref = (userId: number): string => `${SECTION_URLS.inbox}${userId}/`;

/** The removal appeal form (#31) about a video. */
export const appealUrl = (videoId: number): string => `${SECTION_URLS.appeal}?video=${videoId}`;

/** A section of the moderation console (#12); the queue is the console's front page. */
export function moderationUrl(section: ModerationSection): string {
  return section === 'queue' ? '/moderation/' : `/moderation/${section}/`;
}

/** A report of the moderation console, opened from the reports and takedowns lists. */
export const moderationReportUrl = (reportId: number | string): string =>
  `${moderationUrl('reports')}${reportId}/`;
