import {
  MODERATION_PAGE_SIZE,
  type moderationTakedownsQuerySchema,
  STRIKES_LIMIT,
  type TakedownItem,
} from '@site/api';
import { takedownResponseSchema, takedownRestoreResponseSchema } from '@site/api/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import { changeVideo } from '../actions/counters.js';
import type { Db } from '../db/database.js';
import { VIDEO_STATUS } from '../db/schema.js';
import { blockVideo, unblock } from '../fingerprint/index.js';
import { type CallHandler, refuse } from '../http/call.js';
import type { Mailer } from '../mail/index.js';
import { audit } from './audit.js';
import { iso, isoOrNull, offsetOf, type Q, refOf, staffCall, total } from './common.js';
import { restoredMail, takedownMail } from './mails.js';
import { applySanction, strikesOf } from './members.js';
import { touchReport } from './reports.js';

/**
 * DMCA takedowns and the repeat-infringer policy (#12): a takedown removes the video (status 5, deleted,
 * with a reason that keeps its owner from re-adding it), puts it on the re-upload block list, records a
 * strike against the uploader and mails them; at STRIKES_LIMIT active strikes the account is disabled
 * (its sessions end). The uploader may answer with a counter-notice; staff may restore the video, which
 * lifts its strike (not a disabling: staff lift that with act sanction).
 */

const REMOVED_PREFIX = 'Removed after a copyright notice';

function takedownsQuery(db: Q) {
  return db
    .selectFrom('takedowns as t')
    .innerJoin('videos as v', 'v.video_id', 't.video_id')
    .innerJoin('members as u', 'u.user_id', 't.user_id')
    .leftJoin('members as c', 'c.user_id', 't.created_by');
}
const COLUMNS = [
  't.takedown_id',
  't.video_id',
  'v.title',
  't.user_id',
  'u.username',
  't.report_id',
  't.reason',
  't.created_by',
  'c.username as created_by_name',
  't.created_at',
  't.counter_notice',
  't.counter_notice_at',
  't.restored_at',
  sql<number>`(select count(*) from takedowns s where s.user_id = t.user_id and s.restored_at is null)`.as(
    'strikes',
  ),
] as const;

function toItem(r: {
  takedown_id: number;
  video_id: number;
  title: string;
  user_id: number;
  username: string;
  report_id: number | null;
  reason: string;
  created_by: number | null;
  created_by_name: string | null;
  created_at: Date;
  counter_notice: string | null;
  counter_notice_at: Date | null;
  restored_at: Date | null;
  strikes: number | string;
}): TakedownItem {
  return {
    takedown_id: r.takedown_id,
    video_id: r.video_id,
    video_title: r.title,
    uploader: { user_id: r.user_id, username: r.username },
    report_id: r.report_id,
    reason: r.reason,
    created_by: refOf(r.created_by, r.created_by_name),
    created_at: iso(r.created_at),
    counter_notice: r.counter_notice,
    counter_notice_at: isoOrNull(r.counter_notice_at),
    restored_at: isoOrNull(r.restored_at),
    strikes: Number(r.strikes),
  };
}

export async function listTakedowns(
  db: Q,
  query: Partial<z.output<typeof moderationTakedownsQuerySchema>> & { video_id?: number; report_id?: number },
) {
  let q = takedownsQuery(db);
  if (query.user_id !== undefined) q = q.where('t.user_id', '=', query.user_id);
  if (query.video_id !== undefined) q = q.where('t.video_id', '=', query.video_id);
  if (query.report_id !== undefined) q = q.where('t.report_id', '=', query.report_id);
  if (query.pending === 1) q = q.where('t.counter_notice', 'is not', null).where('t.restored_at', 'is', null);
  const page = query.page ?? 1;
  const [rows, count] = await Promise.all([
    q
      .select(COLUMNS)
      .orderBy('t.created_at', 'desc')
      .orderBy('t.takedown_id', 'desc')
      .limit(MODERATION_PAGE_SIZE)
      .offset(offsetOf(page, MODERATION_PAGE_SIZE))
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return { takedowns: rows.map(toItem), total: total(count), page };
}

function takedownCall(deps: { db: Db; mailer: Mailer; siteUrl: string }) {
  return staffCall<'moderation.takedown'>(deps.db, async (ctx) => {
    const { video_id, report_id, reason } = ctx.params;
    const actor = ctx.viewer.user_id;
    const video = await ctx.db
      .selectFrom('videos as v')
      .innerJoin('members as m', 'm.user_id', 'v.user_id')
      .select(['v.video_id', 'v.title', 'v.user_id', 'm.username', 'm.email', 'm.is_disabled'])
      .where('v.video_id', '=', video_id)
      .executeTakeFirst();
    if (!video) throw refuse(404, 'not_found');
    if (report_id !== undefined) {
      const report = await ctx.db
        .selectFrom('reports')
        .select('report_id')
        .where('report_id', '=', report_id)
        .executeTakeFirst();
      if (!report) throw refuse(400, 'invalid_params', [{ field: 'report_id', code: 'invalid' }]);
    }
    const result = await ctx.db.transaction().execute(async (trx) => {
      const active = await trx
        .selectFrom('takedowns')
        .select('takedown_id')
        .where('video_id', '=', video_id)
        .where('restored_at', 'is', null)
        .executeTakeFirst();
      if (active) return null;
      await changeVideo(trx, video_id, {
        status_id: VIDEO_STATUS.deleted,
        reject_reason: `${REMOVED_PREFIX}: ${reason}`.slice(0, 1000),
        visible_until: null,
        updated_at: sql`now()`,
      });
      const row = await trx
        .insertInto('takedowns')
        .values({ video_id, user_id: video.user_id, report_id: report_id ?? null, reason, created_by: actor })
        .returning('takedown_id')
        .executeTakeFirstOrThrow();
      if (report_id !== undefined) await touchReport(trx, report_id, { status: 'resolved', video_id });
      await blockVideo(trx, video_id, reason, actor);
      const strikes = await strikesOf(trx, video.user_id);
      const disable = strikes >= STRIKES_LIMIT && video.is_disabled === 0;
      await audit(trx, actor, 'takedown', 'video', video_id, {
        takedown_id: row.takedown_id,
        report_id: report_id ?? null,
        uploader_id: video.user_id,
        reason,
        strikes,
      });
      if (disable) {
        await applySanction(trx, video.user_id, 'disable', {
          reason: `Repeat copyright infringement (${strikes} strikes)`,
        });
        await audit(trx, actor, 'sanction_disable', 'member', video.user_id, {
          policy: 'repeat_infringer',
          strikes,
        });
      }
      return { takedown_id: row.takedown_id, strikes, disabled: disable };
    });
    if (!result) throw refuse(409, 'already_removed');
    if (video.email) {
      await deps.mailer
        .send(
          takedownMail(deps.siteUrl, video.email, {
            username: video.username,
            title: video.title,
            reason,
            takedownId: result.takedown_id,
            strikes: result.strikes,
            disabled: result.disabled,
          }),
        )
        .catch((error) => ctx.request.log.error({ err: error }, 'takedown mail failed'));
    }
    return takedownResponseSchema.parse({
      code: 'success',
      takedown_id: result.takedown_id,
      video_id,
      strikes: result.strikes,
      disabled: result.disabled ? 1 : 0,
    });
  });
}

function restoreCall(deps: { db: Db; mailer: Mailer }) {
  return staffCall<'moderation.restore'>(deps.db, async (ctx) => {
    const { takedown_id } = ctx.params;
    const actor = ctx.viewer.user_id;
    const result = await ctx.db.transaction().execute(async (trx) => {
      const t = await trx
        .selectFrom('takedowns')
        .select(['video_id', 'user_id', 'restored_at'])
        .where('takedown_id', '=', takedown_id)
        .forUpdate()
        .executeTakeFirst();
      if (!t) return 'not_found' as const;
      if (t.restored_at !== null) return 'not_removed' as const;
      const video = await trx
        .selectFrom('videos')
        .select(['reviewed_at', 'media'])
        .where('video_id', '=', t.video_id)
        .executeTakeFirstOrThrow();
      // Approved once (or a catalogue video that never needed review): live again; else back to review.
      const live = video.reviewed_at !== null || Object.keys(video.media).length === 0;
      const after = await changeVideo(trx, t.video_id, {
        status_id: live ? VIDEO_STATUS.active : VIDEO_STATUS.moderation,
        reject_reason: null,
        updated_at: sql`now()`,
      });
      await trx
        .updateTable('takedowns')
        .set({ restored_at: sql`now()`, restored_by: actor })
        .where('takedown_id', '=', takedown_id)
        .execute();
      await unblock(trx, { videoId: t.video_id });
      const strikes = await strikesOf(trx, t.user_id);
      await audit(trx, actor, 'restore', 'video', t.video_id, { takedown_id, strikes });
      return { video_id: t.video_id, user_id: t.user_id, status_id: after?.status_id ?? 0, strikes };
    });
    if (result === 'not_found') throw refuse(404, 'not_found');
    if (result === 'not_removed') throw refuse(409, 'not_removed');
    const owner = await ctx.db
      .selectFrom('members as m')
      .innerJoin('videos as v', 'v.user_id', 'm.user_id')
      .select(['m.username', 'm.email', 'v.title'])
      .where('v.video_id', '=', result.video_id)
      .executeTakeFirst();
    if (owner?.email) {
      await deps.mailer
        .send(restoredMail(owner.email, { username: owner.username, title: owner.title }))
        .catch((error) => ctx.request.log.error({ err: error }, 'restore mail failed'));
    }
    return takedownRestoreResponseSchema.parse({
      code: 'success',
      video_id: result.video_id,
      status_id: result.status_id,
      strikes: result.strikes,
    });
  });
}

/** The console's takedown acts. */
export const takedownCalls = (deps: { db: Db; mailer: Mailer; siteUrl: string }) => ({
  'moderation.takedown': takedownCall(deps),
  'moderation.restore': restoreCall(deps),
});

/**
 * `moderation.counterNotice` (POST /api/counter_notice.php, members): the uploader's counter-notice to a
 * takedown of their video, once; the report it came from goes back in progress so staff see it. 404
 * `not_found` for a takedown that is not of the member's video, 409 `not_removed` (restored already), 409
 * `already_sent`.
 */
export function counterNoticeCall(db: Db): CallHandler<'moderation.counterNotice'> {
  return async ({ params, viewer }) => {
    const { takedown_id, statement } = params;
    const outcome = await db.transaction().execute(async (trx) => {
      const t = await trx
        .selectFrom('takedowns')
        .select(['user_id', 'video_id', 'report_id', 'restored_at', 'counter_notice'])
        .where('takedown_id', '=', takedown_id)
        .forUpdate()
        .executeTakeFirst();
      if (!t || t.user_id !== viewer.user_id) return 'not_found' as const;
      if (t.restored_at !== null) return 'not_removed' as const;
      if (t.counter_notice !== null) return 'already_sent' as const;
      await trx
        .updateTable('takedowns')
        .set({ counter_notice: statement, counter_notice_at: sql`now()` })
        .where('takedown_id', '=', takedown_id)
        .execute();
      // Back in the staff's queue (not a staff act: the time to triage stays as it is).
      if (t.report_id !== null) {
        await trx
          .updateTable('reports')
          .set({ status: 'in_progress', handled_at: null, updated_at: sql`now()` })
          .where('report_id', '=', t.report_id)
          .execute();
      }
      await audit(trx, viewer.user_id, 'counter_notice', 'takedown', takedown_id, { video_id: t.video_id });
      return 'ok' as const;
    });
    if (outcome === 'not_found') throw refuse(404, 'not_found');
    if (outcome !== 'ok') throw refuse(409, outcome);
    return { code: 'success' };
  };
}
