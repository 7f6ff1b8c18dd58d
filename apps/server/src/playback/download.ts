/**
 * Who may download a video's MP4 (§6: paid members download; #13 adds paying): its owner, staff, and a
 * member whose paid period (`members.paid_until`) has not ended.
 */
import type { Db } from '../db/database.js';
import { isStaff, type Viewer } from '../http/viewer.js';

/** Whether the viewer may download the video (a visitor never may: they must sign in first). */
export async function canDownload(
  db: Db,
  viewer: Pick<Viewer, 'user_id' | 'role'> | null,
  video: { user_id: number },
  now: number = Date.now(),
): Promise<boolean> {
  if (!viewer) return false;
  if (viewer.user_id === video.user_id || isStaff(viewer)) return true;
  const row = await db
    .selectFrom('members')
    .select('paid_until')
    .where('user_id', '=', viewer.user_id)
    .executeTakeFirst();
  const until = row?.paid_until;
  return until !== null && until !== undefined && new Date(until).getTime() > now;
}

/** The name a download is saved under: the video's slug, else `video-<id>`. */
export function downloadName(video: { video_id: number; dir: string }): string {
  const slug = /^[A-Za-z0-9][A-Za-z0-9._-]{0,150}$/.test(video.dir) ? video.dir : `video-${video.video_id}`;
  return `${slug}.mp4`;
}
