import { type OkResponse, VIDEO_EDIT_ACTS } from '@site/api';
import { sql } from 'kysely';
import type { Act, Acts } from '../http/acts.js';
import { changeVideo } from './counters.js';
import { ownVideo } from './own-videos.js';

/**
 * POST /api/video_edit.php `act=3` with `video_id` (§4, §7): the privacy toggle of one's own upload, public
 * to private and back. Members only (401 `need_auth`); the owner with `status_id` 6 only (403
 * `no_permission`, §6); a deleted or unknown video, or one the member cannot see, is 404. When the video is
 * active, its turning private (public) takes it out of (puts it back into) the sums over public videos in
 * the same transaction: its owner's, channel's and models' totals, views and votes, and its categories'
 * totals (the category copies follow by trigger; the filtered totals of listing_counts are recounted every
 * few minutes).
 */
const privacyAct: Act = async (ctx) => {
  const own = await ownVideo(ctx, { deletedIsMissing: true });
  if ('error' in own) return own.error;
  const videoId = own.video.video_id;
  await ctx.db
    .transaction()
    .execute((trx) => changeVideo(trx, videoId, { is_private: sql`1 - is_private`, updated_at: sql`now()` }));
  const body: OkResponse = { code: 'success' };
  return body;
};

/** Act 3 of POST /api/video_edit.php (the privacy toggle). */
export const PRIVACY_ACT: Acts = { [String(VIDEO_EDIT_ACTS.privacy)]: privacyAct };
