import type { MemberListParams } from './member.js';
import type { ModelFilters } from './model.js';
import type { VideoSearchParams } from './params.js';
import type { PlaylistListParams } from './playlist.js';
import { MEMBER_FILTER_KEYS, MODEL_FILTER_KEYS } from './values.js';

/**
 * The bucket segment of the cached paths (decision): ids are sharded by thousands (`7` → `0`, `12345` →
 * `12000`); a dir by its first character, lower-cased.
 */
export function bucketOf(id: number | string): string {
  if (typeof id === 'number' || /^\d+$/.test(id)) return String(Math.floor(Number(id) / 1000) * 1000);
  return id.charAt(0).toLowerCase();
}

/** The `{prefix}` segment of the model path (decision): the dir's first two characters, lower-cased. */
export function modelPrefix(dir: string): string {
  return dir.slice(0, 2).toLowerCase();
}

/** The `{first letter}` segment of the channel path. */
export function firstLetter(dir: string): string {
  return dir.charAt(0).toLowerCase();
}

function query(fields: Record<string, string | number | undefined>): string {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) q.set(key, String(value));
  return q.toString();
}

/** The dotted `{filters}` segment of the models path, in MODEL_FILTER_KEYS order. */
export function modelFiltersSegment(f: ModelFilters): string {
  return MODEL_FILTER_KEYS.map((key) => f[key]).join('.');
}

/** The dotted `{filters}` segment of the members path, in MEMBER_FILTER_KEYS order. */
export function memberFiltersSegment(f: Pick<MemberListParams, (typeof MEMBER_FILTER_KEYS)[number]>): string {
  return MEMBER_FILTER_KEYS.map((key) => f[key]).join('.');
}

/** The non-cached endpoints of §7. */
export const ENDPOINTS = {
  videoSearch: '/api/videos2.php',
  videofile: '/api/videofile.php',
  member: '/api/member.php',
  input: '/api/input.php',
  report: '/api/report.php',
  videoEdit: '/api/video_edit.php',
  /** The tus endpoint of video uploads (creation: POST here; the upload: PATCH/HEAD of its Location). */
  tus: '/api/tus/',
  /**
   * The picture attached to a report (`?report_id=`), for staff: the image itself, never cached. The
   * console's other reads are declared in contract/moderation-calls.ts.
   */
  moderationReportImage: '/api/moderation/report-image.php',
} as const;

/**
 * The cached paths of §7. Each starts with its lifetime segment so a CDN can cache by path; the server
 * parses the same shapes, so the builders here and the server's routes cannot drift apart.
 */
export const paths = {
  videoSearch: (p: VideoSearchParams): string =>
    `${ENDPOINTS.videoSearch}?${query({ s: p.s, gender: p.gender, count: p.count, page: p.page, type: p.type, duration: p.duration })}`,
  videofile: (lifetime: number, videoId: number): string =>
    `${ENDPOINTS.videofile}?${query({ video_id: videoId, lifetime })}`,
  models: (
    lifetime: number,
    p: ModelFilters & { gender: string; sort: string; count: number; page: number },
  ): string =>
    `/api/json/models/${lifetime}/${p.gender}/${modelFiltersSegment(p)}/${p.sort}/${p.count}/${p.page}.json`,
  members: (lifetime: number, p: MemberListParams): string => {
    const path = `/api/json/members/${lifetime}/${p.section}/${memberFiltersSegment(p)}/${p.sort}/${p.page}/${p.count}.json`;
    return p.search ? `${path}?${query({ search: p.search })}` : path;
  },
  member: (lifetime: number, section: string, userId: number): string =>
    `/api/json/member/${lifetime}/${section}/${bucketOf(userId)}/${userId}.json`,
  playlists: (lifetime: number, p: PlaylistListParams): string =>
    `/api/json/playlists/${lifetime}/${p.sort}/${p.count}/${p.section}.${p.page}.${p.gender}.${p.user_id}.json`,
  comments: (lifetime: number, section: string, objectId: number | string): string =>
    `/api/json/comments/${lifetime}/${section}/${bucketOf(objectId)}/${objectId}.json`,
  langs: (lang: string, version: number): string => `/langs/json/${lang}.json?${query({ v: version })}`,
} as const;

/**
 * The Fastify-style route pattern of each path, for the server and the msw harness. A segment with several
 * dotted values is one `:tail`/`:filters` parameter; split it with `parseTail`/`parseFilters`.
 */
export const routePatterns = {
  videoSearch: ENDPOINTS.videoSearch,
  videofile: ENDPOINTS.videofile,
  models: '/api/json/models/:lifetime/:gender/:filters/:sort/:count/:tail',
  members: '/api/json/members/:lifetime/:section/:filters/:sort/:page/:tail',
  member: '/api/json/member/:lifetime/:section/:bucket/:tail',
  playlists: '/api/json/playlists/:lifetime/:sort/:count/:tail',
  comments: '/api/json/comments/:lifetime/:section/:bucket/:tail',
  langs: '/langs/json/:tail',
  memberPhp: ENDPOINTS.member,
} as const;

/** The names of the dotted values in the last segment (`:tail`) of each cached path, before `.json`. */
export const TAIL_FIELDS = {
  models: ['page'],
  members: ['count'],
  member: ['user_id'],
  playlists: ['section', 'page', 'gender', 'user_id'],
  comments: ['object_id'],
  langs: ['lang'],
} as const;
export type TailRoute = keyof typeof TAIL_FIELDS;

/** Splits the dotted `:tail` of a cached path into its named values; null when the shape is wrong. */
export function parseTail<R extends TailRoute>(
  route: R,
  tail: string,
): Record<(typeof TAIL_FIELDS)[R][number], string> | null {
  if (!tail.endsWith('.json')) return null;
  const values = tail.slice(0, -'.json'.length).split('.');
  const names = TAIL_FIELDS[route] as readonly string[];
  if (values.length !== names.length || values.some((v) => v === '')) return null;
  return Object.fromEntries(names.map((name, i) => [name, values[i]])) as Record<
    (typeof TAIL_FIELDS)[R][number],
    string
  >;
}

/** Splits the dotted `:filters` segment of the models or members path; null when the count is wrong. */
export function parseFilters(route: 'models' | 'members', segment: string): Record<string, string> | null {
  const names: readonly string[] = route === 'models' ? MODEL_FILTER_KEYS : MEMBER_FILTER_KEYS;
  const values = segment.split('.');
  if (values.length !== names.length || values.some((v) => v === '')) return null;
  return Object.fromEntries(names.map((name, i) => [name, values[i] as string]));
}
