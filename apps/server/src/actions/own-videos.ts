import {
  DELETED_STATUS_ID,
  type FieldError,
  type OkResponse,
  OWNER_ACTIONS_STATUS_ID,
  TEXT_LIMITS,
  VIDEO_EDIT_ACTS,
} from '@site/api';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { VIDEO_STATUS } from '../db/schema.js';
import type { Act, ActContext, Acts } from '../http/acts.js';
import { badParams, fail, needAuth, notFound } from '../http/errors.js';
import { field, readIdField } from '../http/fields.js';
import { changeVideo } from './counters.js';
import { findVideo, visibleTo } from './objects.js';

/** The longest re-add (days); §5 gives the default of 7. */
export const READD_MAX_DAYS = 365;

/**
 * The owner's checks shared by the privacy toggle, delete and re-add (§4, §6): a member (401 `need_auth`),
 * the video theirs and their session status_id 6 (403 `no_permission`; 404 for a video they cannot see,
 * and with `deletedIsMissing` for a deleted one too).
 */
export async function ownVideo(ctx: ActContext, options: { deletedIsMissing?: boolean } = {}) {
  const { db, reply, fields, viewer } = ctx;
  if (!viewer) return { error: needAuth(reply) };
  const errors: FieldError[] = [];
  const videoId = readIdField(fields, 'video_id', errors);
  if (videoId === null) return { error: badParams(reply, errors) };
  const video = await findVideo(db, videoId);
  const own = video !== undefined && video.user_id === viewer.user_id;
  // Another member's video is 403 when they can see it, else 404 (it is not revealed), as act 3 does.
  const gone = options.deletedIsMissing === true && video?.status_id === DELETED_STATUS_ID;
  if (!video || gone || !(own || visibleTo(video, viewer))) return { error: notFound(reply) };
  if (!own || viewer.status_id !== OWNER_ACTIONS_STATUS_ID)
    return { error: fail(reply, 403, 'no_permission') };
  return { video };
}

/**
 * Act 2: delete one's own upload. It leaves the site at once (status 5: the video page says deleted, its
 * media are refused) and out of every public total; its files stay so that it can be re-added.
 */
const deleteAct: Act = async (ctx) => {
  const own = await ownVideo(ctx);
  if ('error' in own) return own.error;
  if (own.video.status_id === DELETED_STATUS_ID) return notFound(ctx.reply);
  await ctx.db.transaction().execute((trx) =>
    changeVideo(trx, own.video.video_id, {
      status_id: VIDEO_STATUS.deleted,
      visible_until: null,
      updated_at: sql`now()`,
    }),
  );
  const body: OkResponse = { code: 'success' };
  return body;
};

/**
 * Act 4: re-add one's own deleted upload for `days` days (default 7, at most 365): back on the site until
 * then (approved videos go live again, others back to review), then deleted again by `expireReadded`.
 * A video that is not deleted is 409 `not_deleted`; a rejected or failed one cannot come back (409).
 */
const readdAct: Act = async (ctx) => {
  const own = await ownVideo(ctx);
  if ('error' in own) return own.error;
  const raw = field(ctx.fields, 'days');
  const days = raw === undefined || raw === '' ? TEXT_LIMITS.readdDaysDefault : Number(raw);
  if (!/^\d{1,3}$/.test(String(days)) || days < 1 || days > READD_MAX_DAYS) {
    return badParams(ctx.reply, [{ field: 'days', code: 'invalid' }]);
  }
  if (own.video.status_id !== DELETED_STATUS_ID) return fail(ctx.reply, 409, 'not_deleted');
  const row = await ctx.db
    .selectFrom('videos')
    .select(['reviewed_at', 'reject_reason', 'media'])
    .where('video_id', '=', own.video.video_id)
    .executeTakeFirstOrThrow();
  if (row.reject_reason !== null) return fail(ctx.reply, 409, 'rejected');
  // Approved once (or a catalogue video that never needed review): live again; else back to review.
  const status = row.reviewed_at !== null || Object.keys(row.media).length === 0 ? 1 : 0;
  await ctx.db.transaction().execute((trx) =>
    changeVideo(
      trx,
      own.video.video_id,
      {
        status_id: status === 1 ? VIDEO_STATUS.active : VIDEO_STATUS.moderation,
        visible_until: sql`now() + make_interval(days => ${days})`,
        updated_at: sql`now()`,
      },
      [DELETED_STATUS_ID],
    ),
  );
  const body: OkResponse = { code: 'success' };
  return body;
};

/** Acts 2 (delete) and 4 (re-add) of POST /api/video_edit.php. */
export const OWN_VIDEO_ACTS: Acts = {
  [String(VIDEO_EDIT_ACTS.delete)]: deleteAct,
  [String(VIDEO_EDIT_ACTS.readd)]: readdAct,
};

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
