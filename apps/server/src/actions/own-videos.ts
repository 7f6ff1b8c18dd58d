import { DELETED_STATUS_ID, OWNER_ACTIONS_STATUS_ID } from '@site/api';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { VIDEO_STATUS } from '../db/schema.js';
import { type CallHandler, refuse } from '../http/call.js';
import type { Viewer } from '../http/viewer.js';
import { changeVideo } from './counters.js';
import { findVideo, visibleTo } from './objects.js';

/** The longest re-add (days); §5 gives the default of 7. */
export const READD_MAX_DAYS = 365;

/**
 * The owner's checks shared by the privacy toggle, delete and re-add (§4, §6): the video theirs and their
 * session status_id 6 (403 `no_permission`; 404 for a video they cannot see, and with `deletedIsMissing`
 * for a deleted one too). A visitor is refused before (the calls are for members, http/call.ts).
 */
export async function ownVideo(
  db: Db,
  viewer: Viewer,
  videoId: number,
  options: { deletedIsMissing?: boolean } = {},
) {
  const video = await findVideo(db, videoId);
  const own = video !== undefined && video.user_id === viewer.user_id;
  // Another member's video is 403 when they can see it, else 404 (it is not revealed), as act 3 does.
  const gone = options.deletedIsMissing === true && video?.status_id === DELETED_STATUS_ID;
  if (!video || gone || !(own || visibleTo(video, viewer))) throw refuse(404, 'not_found');
  if (!own || viewer.status_id !== OWNER_ACTIONS_STATUS_ID) throw refuse(403, 'no_permission');
  return video;
}

/**
 * Act 2: delete one's own upload. It leaves the site at once (status 5: the video page says deleted, its
 * media are refused) and out of every public total; its files stay so that it can be re-added.
 */
export function removeVideo(db: Db): CallHandler<'videos.remove'> {
  return async ({ params, viewer }) => {
    const video = await ownVideo(db, viewer, params.video_id);
    if (video.status_id === DELETED_STATUS_ID) throw refuse(404, 'not_found');
    await db.transaction().execute((trx) =>
      changeVideo(trx, video.video_id, {
        status_id: VIDEO_STATUS.deleted,
        visible_until: null,
        updated_at: sql`now()`,
      }),
    );
    return { code: 'success' };
  };
}

/**
 * Act 4: re-add one's own deleted upload for `days` days (default 7, at most 365): back on the site until
 * then (approved videos go live again, others back to review), then deleted again by `expireReadded`.
 * A video that is not deleted is 409 `not_deleted`; a rejected or failed one cannot come back (409).
 */
export function readdVideo(db: Db): CallHandler<'videos.readd'> {
  return async ({ params, viewer }) => {
    const video = await ownVideo(db, viewer, params.video_id);
    if (video.status_id !== DELETED_STATUS_ID) throw refuse(409, 'not_deleted');
    const row = await db
      .selectFrom('videos')
      .select(['reviewed_at', 'reject_reason', 'media'])
      .where('video_id', '=', video.video_id)
      .executeTakeFirstOrThrow();
    if (row.reject_reason !== null) throw refuse(409, 'rejected');
    // Approved once (or a catalogue video that never needed review): live again; else back to review.
    const status = row.reviewed_at !== null || Object.keys(row.media).length === 0 ? 1 : 0;
    await db.transaction().execute((trx) =>
      changeVideo(
        trx,
        video.video_id,
        {
          status_id: status === 1 ? VIDEO_STATUS.active : VIDEO_STATUS.moderation,
          visible_until: sql`now() + make_interval(days => ${params.days})`,
          updated_at: sql`now()`,
        },
        [DELETED_STATUS_ID],
      ),
    );
    return { code: 'success' };
  };
}

/** Re-added videos whose days are over go back to deleted; answers how many. */
export async function expireReadded(db: Db): Promise<number> {
  const due = await db
    .selectFrom('videos')
    .select('video_id')
    .where('visible_until', '<=', sql<Date>`now()`)
    .execute();
  for (const { video_id } of due) {
    await db
      .transaction()
      .execute((trx) => changeVideo(trx, video_id, { status_id: VIDEO_STATUS.deleted, visible_until: null }));
  }
  return due.length;
}
