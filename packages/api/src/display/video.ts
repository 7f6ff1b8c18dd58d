import { DELETED_STATUS_ID, USER_UPLOAD_SOURCE, VIDEO_STATUS, type VideoStatus } from '../contract/values.js';

/** §9: names containing 'hidden cam' are labelled '(fake)'. */
export function isFakeLabelled(name: string): boolean {
  return /hidden\s*cam/i.test(name);
}

/** The name with its '(fake)' label where §9 asks for one. */
export function withFakeLabel(name: string): string {
  return isFakeLabelled(name) ? `${name} (fake)` : name;
}

/** §4: status_id 5 is deleted; a private video is private to a visitor who is not logged in. */
export function videoStatus(
  video: { status_id: number; is_private: number },
  loggedIn: boolean,
): VideoStatus {
  if (video.status_id === DELETED_STATUS_ID) return 'deleted';
  if (video.is_private === 1 && !loggedIn) return 'private';
  return 'active';
}

/** Where an upload stands when it is not simply live: what its owner sees on its card and page. */
export type UploadStage = 'processing' | 'review' | 'rejected' | 'failed' | 'deleted';

const STAGES: Partial<Record<number, UploadStage>> = {
  [VIDEO_STATUS.processing]: 'processing',
  [VIDEO_STATUS.moderation]: 'review',
  [VIDEO_STATUS.rejected]: 'rejected',
  [VIDEO_STATUS.failed]: 'failed',
  [VIDEO_STATUS.deleted]: 'deleted',
};

/** The stage of a video that is not active (null when it is): only its owner and staff meet one. */
export function uploadStage(video: { status_id: number }): UploadStage | null {
  return STAGES[video.status_id] ?? null;
}

export type VideoAuthor =
  | { kind: 'channel'; name: string; href: string }
  | { kind: 'member'; name: string; href: string; trusted: boolean };

/** §2: a card's author link: the channel, or (for usersupload and no source) the member, check mark if trusted. */
export function videoAuthor(video: {
  user_id: number;
  display_name: string;
  is_trusted: number;
  content_source_dir: string | null;
  content_source_name: string | null;
}): VideoAuthor {
  if (
    video.content_source_dir &&
    video.content_source_name &&
    video.content_source_name !== USER_UPLOAD_SOURCE
  ) {
    return { kind: 'channel', name: video.content_source_name, href: channelHref(video.content_source_dir) };
  }
  return {
    kind: 'member',
    name: video.display_name,
    href: memberHref(video.user_id),
    trusted: video.is_trusted === 1,
  };
}

/** Site links of §2. */
export function videoHref(video: { video_id: number; dir: string }, playlistId?: number): string {
  return `/videos/${video.video_id}/${encodeURIComponent(video.dir)}/${playlistId ? `?playlist=${playlistId}` : ''}`;
}
/** Where the embed player pages live: the only pages other sites may frame. */
export const EMBED_PATH = '/embed/';
export const embedHref = (videoId: number): string => `${EMBED_PATH}${videoId}/`;
export const modelHref = (dir: string): string => `/models/${encodeURIComponent(dir)}/`;
export const channelHref = (dir: string): string => `/channel/${encodeURIComponent(dir)}/`;
export const categoryHref = (dir: string): string => `/categories/${encodeURIComponent(dir)}/`;
export const playlistHref = (playlistId: number): string => `/playlist/${playlistId}`;
export function memberHref(userId: number, subPage?: string, page?: number): string {
  if (!subPage) return `/members/${userId}/`;
  return `/members/${userId}/${subPage}/${page && page > 1 ? `${page}/` : ''}`;
}

/** §7 videofile: `video_url` arrives base64-encoded (decision); this gives the playable URL. */
export function decodeVideoUrl(encoded: string): string {
  const binary = atob(encoded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The inverse of decodeVideoUrl, for servers and fixtures. */
export function encodeVideoUrl(url: string): string {
  const bytes = new TextEncoder().encode(url);
  return btoa(String.fromCharCode(...bytes));
}

/** §4: the video page download goes to the current player file with a download flag. */
export function withDownloadFlag(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}download=1`;
}
