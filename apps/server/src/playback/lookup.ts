/**
 * What the media gate needs of a video, read in one small query and kept a few seconds in process, so the
 * requests of one playback (a playlist, then a segment every 4 s per viewer) do not each reach the
 * database. A change (made private, deleted) reaches the gate within that time.
 */
import type { Db } from '../db/database.js';
import { isPrivate, VIDEO_STATUS } from '../db/schema.js';
import { Memo } from '../lib/memo.js';
import { readVideoMedia, type VideoMedia } from '../media/video-media.js';

export interface PlaybackVideo {
  video_id: number;
  status_id: number;
  is_private: boolean;
  user_id: number;
  /** The storage folder of its media; null: it has none. */
  media_prefix: string | null;
  media: VideoMedia;
  /** The video's slug (names the download). */
  dir: string;
}

/** The video's playback facts, or null when there is no such video. */
export async function readPlaybackVideo(db: Db, videoId: number): Promise<PlaybackVideo | null> {
  const row = await db
    .selectFrom('videos')
    .select(['video_id', 'status_id', 'is_private', 'user_id', 'media_prefix', 'media', 'dir'])
    .where('video_id', '=', videoId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    video_id: row.video_id,
    status_id: row.status_id,
    is_private: isPrivate(row.is_private),
    user_id: row.user_id,
    media_prefix: row.media_prefix,
    media: readVideoMedia(row.media),
    dir: row.dir,
  };
}

export interface LookupOptions {
  /** How long an answer is reused (default 5 s; 0: never). */
  ttlMs?: number | undefined;
  /** How many videos are kept (default 10 000). */
  max?: number | undefined;
  /** The clock (tests). */
  now?: (() => number) | undefined;
}

/** `readPlaybackVideo` behind a short in-process cache of public videos. */
export function createVideoLookup(
  db: Db,
  options: LookupOptions = {},
): (videoId: number) => Promise<PlaybackVideo | null> {
  const memo = new Memo<{ video: PlaybackVideo | null }>(
    options.ttlMs ?? 5000,
    options.max ?? 10_000,
    options.now,
  );
  return async (videoId) => {
    const key = String(videoId);
    const known = memo.get(key);
    if (known) return known.video;
    const video = await readPlaybackVideo(db, videoId);
    // Only public videos are kept: they are what segment traffic is made of. A video that is not public
    // (in review, private, deleted, unknown) is read again each time, so an approval plays at once; a
    // public video turning private or deleted is refused within the time to live.
    if (video && video.status_id === VIDEO_STATUS.active && !video.is_private) memo.set(key, { video });
    return video;
  };
}
