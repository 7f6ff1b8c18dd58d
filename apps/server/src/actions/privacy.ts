import {
  DELETED_STATUS_ID,
  ENDPOINTS,
  type FieldError,
  type OkResponse,
  OWNER_ACTIONS_STATUS_ID,
  VIDEO_EDIT_ACTS,
} from '@site/api';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { VIDEO_STATUS } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { type Act, type Acts, actRoute } from '../http/acts.js';
import { shiftVideoSums } from './counters.js';
import { findVideo, type VideoRow, visibleTo } from './objects.js';
import { badParams, fail, needAuth, notFound, readIdField } from './params.js';

/**
 * POST /api/video_edit.php `act=3` with `video_id` (§4, §7): the privacy toggle of one's own upload, public
 * to private and back. Members only (401 `need_auth`); the owner with `status_id` 6 only (403
 * `no_permission`, §6); a deleted or unknown video, or one the member cannot see, is 404. When the video is
 * active, its turning private (public) takes it out of (puts it back into) the sums over public videos in
 * the same transaction: its owner's, channel's and models' totals, views and votes, and its categories'
 * totals (the category copies follow by trigger; the filtered totals of listing_counts are recounted every
 * few minutes).
 */
const privacyAct: Act = async ({ db, reply, fields, viewer }) => {
  if (!viewer) return needAuth(reply);
  const errors: FieldError[] = [];
  const videoId = readIdField(fields, 'video_id', errors);
  if (videoId === null) return badParams(reply, errors);
  const video = await findVideo(db, videoId);
  const own = video !== undefined && video.user_id === viewer.user_id;
  if (!video || video.status_id === DELETED_STATUS_ID || !(own || visibleTo(video, viewer))) {
    return notFound(reply);
  }
  if (!own || viewer.status_id !== OWNER_ACTIONS_STATUS_ID) return fail(reply, 403, 'no_permission');

  await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('videos')
      .set({ is_private: sql`1 - is_private`, updated_at: sql`now()` })
      .where('video_id', '=', videoId)
      .returning([
        'video_id',
        'user_id',
        'status_id',
        'is_private',
        'content_source_id',
        'gender',
        'video_viewed',
        'likes',
        'dislikes',
      ])
      .executeTakeFirstOrThrow();
    if (row.status_id !== VIDEO_STATUS.active) return;
    const sign = row.is_private === 1 ? -1 : 1;
    const changed: VideoRow = row;
    await shiftVideoSums(trx, changed, {
      videos: sign,
      viewed: sign * changed.video_viewed,
      likes: sign * changed.likes,
      dislikes: sign * changed.dislikes,
    });
  });
  const body: OkResponse = { code: 'success' };
  return body;
};

/** The acts of POST /api/video_edit.php served here, by `act` (the upload, delete and re-add acts come later). */
export function videoEditActs(_deps: Deps): Acts {
  return { [String(VIDEO_EDIT_ACTS.privacy)]: privacyAct };
}

/**
 * Registers POST /api/video_edit.php, dispatched by `act` (http/acts.ts `actRoute`: a form or multipart
 * body; an unknown or missing act is 400 `invalid_params` on `act`). Only act 3 is served for now; the
 * other acts join by adding to `videoEditActs`.
 */
export function videoEditPrivacyRoute(app: FastifyInstance, deps: Deps): void {
  actRoute(app, ENDPOINTS.videoEdit, deps.db, videoEditActs(deps));
}
