import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { PRIVATE_BIT } from '../db/schema.js';
import type { CallHandler } from '../http/call.js';
import { changeVideo } from './counters.js';
import { ownVideo } from './own-videos.js';

/**
 * POST /api/video_edit.php `act=3` with `video_id` (§4, §7): the privacy toggle of one's own upload, public
 * to private and back. Members only (401 `need_auth`, http/call.ts); the owner with `status_id` 6 only (403
 * `no_permission`, §6); a deleted or unknown video, or one the member cannot see, is 404. When the video is
 * active, its turning private (public) takes it out of (puts it back into) the sums over public videos in
 * the same transaction: its owner's, channel's and models' totals, views and votes, and its categories'
 * totals (the category copies follow by trigger; the filtered totals of listing_counts are recounted every
 * few minutes).
 */
export function togglePrivacy(db: Db): CallHandler<'videos.togglePrivacy'> {
  return async ({ params, viewer }) => {
    const video = await ownVideo(db, viewer, params.video_id, { deletedIsMissing: true });
    await db.transaction().execute((trx) =>
      changeVideo(trx, video.video_id, {
        is_private: sql`is_private # ${sql.lit(PRIVATE_BIT)}`,
        updated_at: sql`now()`,
      }),
    );
    return { code: 'success' };
  };
}
