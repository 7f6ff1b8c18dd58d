import { DELETED_STATUS_ID, type Language, type VideoDetail } from '@site/api';
import { videoQueries } from '@site/api/query';
import { notFound, type RouteQueries } from './route-data';
import { videoHref } from './urls';

/** A video id of a path segment: a positive integer, else null (the route answers 404). */
export function videoIdOf(segment: string | undefined): number | null {
  if (!segment || !/^[1-9][0-9]{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * The video of a route through the detail query factory, its words in the page's language; a bad id or a
 * `*not_found` answer is the route's 404 (a thrown response, rendered by the route's error boundary with
 * that status).
 */
export async function loadVideo(
  q: RouteQueries,
  segment: string | undefined,
  lang: Language,
): Promise<VideoDetail> {
  const id = videoIdOf(segment) ?? notFound();
  const { video } = await q.require(videoQueries.detail(q.api, id, lang));
  return video;
}

/** The HTTP status of a video page: 410 for a deleted video, else 200. */
export const videoPageStatus = (video: Pick<VideoDetail, 'status_id'>): number =>
  video.status_id === DELETED_STATUS_ID ? 410 : 200;

/** Whether search engines should skip the page: deleted or private videos. */
export const isUnlisted = (video: Pick<VideoDetail, 'status_id' | 'is_private'>): boolean =>
  video.status_id === DELETED_STATUS_ID || video.is_private === 1;

/** The meta description: the video's description on one line, cut at a word near 160 characters. */
export function metaDescription(video: Pick<VideoDetail, 'title' | 'description'>): string {
  const text = video.description.replace(/\s+/g, ' ').trim() || video.title;
  if (text.length <= 160) return text;
  const cut = text.slice(0, 157);
  const space = cut.lastIndexOf(' ');
  return `${(space > 100 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** `?playlist={playlist_id}` of the video page (§2): the playlist it is watched in, else null. */
export const PLAYLIST_PARAM = 'playlist';

export function playlistIdOf(search: URLSearchParams): number | null {
  return videoIdOf(search.get(PLAYLIST_PARAM) ?? undefined);
}

/** A video's page inside a playlist: the `?playlist=` stays on every link of the playlist. */
export function playlistVideoHref(video: Pick<VideoDetail, 'video_id' | 'dir'>, playlistId: number): string {
  return `${videoHref(video)}?${PLAYLIST_PARAM}=${playlistId}`;
}

export interface PlaylistPosition<V> {
  /** The current video's index in the list, or -1 when it is not in the loaded part. */
  index: number;
  previous: V | null;
  next: V | null;
}

/** Where the current video is in the playlist's videos, and the videos before and after it. */
export function playlistPosition<V extends { video_id: number }>(
  videos: readonly V[],
  currentId: number,
): PlaylistPosition<V> {
  const index = videos.findIndex((v) => v.video_id === currentId);
  if (index < 0) return { index, previous: null, next: videos[0] ?? null };
  return { index, previous: videos[index - 1] ?? null, next: videos[index + 1] ?? null };
}
