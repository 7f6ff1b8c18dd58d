/**
 * The files the media gate serves from a video's media folder, and how long each may be cached. Only the
 * names the transcoder writes (media/transcode README) are served; anything else under the folder, and
 * anything outside it (the uploaded source under `sources/`), is never named by a gate address.
 */
import type { VideoMedia } from '../media/video-media.js';

const MEDIA_FILE =
  /^(?:master\.m3u8|\d{1,4}p\/index\.m3u8|\d{1,4}p\/\d{4,6}\.ts|posters\/\d{1,3}\.jpg|poster\.jpg|preview\.mp4|storyboard\.(?:jpg|vtt)|download\.mp4)$/;

/** Whether `file` (the path after the token) is one of the media files the gate serves. */
export const isMediaFile = (file: string): boolean => MEDIA_FILE.test(file);

/** Files the gate answers itself on S3 rather than redirecting (their relative entries must stay on it). */
export const isTextFile = (file: string): boolean => file.endsWith('.m3u8') || file.endsWith('.vtt');

export const MINUTE = 60;
export const HOUR = 3600;
export const DAY = 86_400;
/** How long the master playlist is cached while rungs are still being added to it. */
export const GROWING_MASTER_SECONDS = 30;

/**
 * How long a file may be cached (seconds). Segments, poster candidates, the storyboard, the preview and
 * the download never change once written: a day. Playlists, which every playback starts from, a minute,
 * so a video made private or deleted stops playing within it, even from a browser's cache; the master
 * playlist 30 s while the transcode still adds rungs (`progress < 100`). The uploader's own screenshot
 * (`poster.jpg`) can be replaced: an hour.
 */
export function fileLifetime(file: string, media: VideoMedia): number {
  if (file === 'master.m3u8' && media.progress < 100) return GROWING_MASTER_SECONDS;
  if (file.endsWith('.m3u8')) return MINUTE;
  if (file === 'poster.jpg') return HOUR;
  return DAY;
}

/**
 * How long a shared cache (a CDN) may keep a public video's media before asking the gate again (a 304
 * when nothing changed): a video made private or deleted stops answering everyone within it, while
 * browsers keep the bytes they already fetched for the file's lifetime.
 */
export const SHARED_CACHE_SECONDS = MINUTE;

/** The Cache-Control of a public video's media kept `lifetime` seconds by browsers. */
export const publicCacheControl = (lifetime: number): string =>
  `public, max-age=${lifetime}, s-maxage=${Math.min(lifetime, SHARED_CACHE_SECONDS)}`;
