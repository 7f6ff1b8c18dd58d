/**
 * Who may download a video's MP4 (§6: paid members download; #13): its owner, staff, and the members of
 * payments/access.ts (a paid period that has not ended, trusted members, an approved request for it).
 */
import type { Db } from '../db/database.js';
import { isStaff, type Viewer } from '../http/viewer.js';
import { memberMayDownload } from '../payments/access.js';
import { isPublicVideo, seesUnpublished } from './access.js';
import { readPlaybackVideo } from './lookup.js';

/** Whether the viewer may download the video (a visitor never may: they must sign in first). */
export async function canDownload(
  db: Db,
  viewer: Pick<Viewer, 'user_id' | 'role'> | null,
  video: { user_id: number; video_id: number },
  now: number = Date.now(),
): Promise<boolean> {
  if (!viewer) return false;
  if (viewer.user_id === video.user_id || isStaff(viewer)) return true;
  return memberMayDownload(db, viewer.user_id, video.video_id, now);
}

/**
 * Whether the media gate would hand the member the video's MP4 now: they see the video and may download
 * it; false for a video they cannot see or that does not exist. Payments' status act answers it as
 * `may_download` (app.ts hands it over: payments sits below playback).
 */
export async function mayDownloadVideo(
  db: Db,
  viewer: Viewer,
  videoId: number,
  now: number,
): Promise<boolean> {
  const video = await readPlaybackVideo(db, videoId);
  const visible = video !== null && (isPublicVideo(video) || seesUnpublished(viewer, video));
  return visible && (await canDownload(db, viewer, video, now));
}

/**
 * The name a download is saved under: the video's slug, else `video-<id>`; a chosen quality other than
 * the default one adds it (`golden-fox-480p.mp4`), so two qualities saved side by side keep both.
 */
export function downloadName(video: { video_id: number; dir: string }, quality?: string): string {
  const slug = /^[A-Za-z0-9][A-Za-z0-9._-]{0,150}$/.test(video.dir) ? video.dir : `video-${video.video_id}`;
  return quality === undefined ? `${slug}.mp4` : `${slug}-${quality}.mp4`;
}
