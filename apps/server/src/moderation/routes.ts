import {
  ENDPOINTS,
  type ModerationResponse,
  moderationApproveInputSchema,
  moderationRejectInputSchema,
  moderationReportQuerySchema,
  okResponseSchema,
  settingInputSchema,
  wordInputSchema,
} from '@site/api';
import type { FastifyInstance } from 'fastify';
import { sql, type UpdateObject } from 'kysely';
import { changeVideo } from '../actions/counters.js';
import type { Database } from '../db/schema.js';
import { VIDEO_STATUS } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { actRoute } from '../http/acts.js';
import { type CallHandler, refuse } from '../http/call.js';
import { fail, notFound } from '../http/errors.js';
import { readReportImage } from '../report/image.js';
import { audit, listAudit } from './audit.js';
import { offsetOf, type StaffActContext, staffAct, staffGet } from './common.js';
import { rejectedMail } from './mails.js';
import { listMembers, MEMBER_ACTS } from './members.js';
import { reviewQueue } from './queue.js';
import { listReports, reportActs, reportItem, reportThread } from './reports.js';
import { readSettings, writeSetting } from './settings.js';
import { counterNoticeRoute, listTakedowns, takedownActs } from './takedown.js';
import { addWord, listWords, removeWord, storedWord } from './words.js';

/**
 * The moderation console's server side (#12). POST /api/moderation.php carries every staff act (by `act`);
 * the reads are GET /api/moderation/*.php; both answer 401 `need_auth` to a visitor and 403
 * `no_permission` to a member who is not staff (acts role and setting: admins only). Every act is written
 * to the audit log in its transaction. The uploader's counter-notice is POST /api/counter_notice.php.
 * Contract: @site/api contract/moderation.ts.
 */

/** Approve or reject a video awaiting review (status 0 → 1 live, published now; 0 → 3 with a reason). */
async function review(
  ctx: StaffActContext<{ video_id: number }>,
  action: 'approve' | 'reject',
  set: UpdateObject<Database, 'videos'>,
  details: Record<string, unknown> = {},
): Promise<unknown> {
  const videoId = ctx.input.video_id;
  const exists = await ctx.db
    .selectFrom('videos')
    .select('video_id')
    .where('video_id', '=', videoId)
    .executeTakeFirst();
  if (!exists) return notFound(ctx.reply);
  const row = await ctx.db.transaction().execute(async (trx) => {
    const after = await changeVideo(trx, videoId, set, [VIDEO_STATUS.moderation]);
    if (after) await audit(trx, ctx.viewer.user_id, action, 'video', videoId, details);
    return after;
  });
  if (!row) return fail(ctx.reply, 409, 'not_awaiting_review');
  const body: ModerationResponse = { code: 'success', video_id: videoId, status_id: row.status_id };
  return body;
}

const approve = staffAct(moderationApproveInputSchema, ['video_id'], (ctx) =>
  review(ctx, 'approve', {
    status_id: VIDEO_STATUS.active,
    reviewed_by: ctx.viewer.user_id,
    reviewed_at: sql`now()`,
    reject_reason: null,
    // Published now: it enters the latest lists at the top.
    added_date: sql`now()`,
    updated_at: sql`now()`,
  }),
);

/** Reject, and tell the uploader why by mail (the reason also shows on their card, #25). */
function rejectAct(deps: Pick<Deps, 'mailer' | 'siteUrl'>) {
  return staffAct(moderationRejectInputSchema, ['video_id', 'reason'], async (ctx) => {
    const answer = await review(
      ctx,
      'reject',
      {
        status_id: VIDEO_STATUS.rejected,
        reviewed_by: ctx.viewer.user_id,
        reviewed_at: sql`now()`,
        reject_reason: ctx.input.reason,
        updated_at: sql`now()`,
      },
      { reason: ctx.input.reason },
    );
    if ((answer as Partial<ModerationResponse>).code !== 'success') return answer;
    const owner = await ctx.db
      .selectFrom('videos as v')
      .innerJoin('members as m', 'm.user_id', 'v.user_id')
      .select(['v.title', 'm.user_id', 'm.username', 'm.email'])
      .where('v.video_id', '=', ctx.input.video_id)
      .executeTakeFirst();
    if (owner?.email) {
      await deps.mailer
        .send(
          rejectedMail(deps.siteUrl, owner.email, {
            username: owner.username,
            userId: owner.user_id,
            title: owner.title,
            reason: ctx.input.reason,
          }),
        )
        .catch((error) => ctx.request.log.error({ err: error }, 'rejection mail failed'));
    }
    return answer;
  });
}

const setting = staffAct(
  settingInputSchema,
  ['name', 'value'],
  async (ctx) => {
    const { name, value } = ctx.input;
    await ctx.db.transaction().execute(async (trx) => {
      await writeSetting(trx, name, value, ctx.viewer.user_id);
      await audit(trx, ctx.viewer.user_id, 'setting', 'setting', name, { value });
    });
    return { code: 'success', settings: await readSettings(ctx.db) };
  },
  'admin',
);

function wordActs(deps: Pick<Deps, 'forbidden'>) {
  const reload = async () => {
    const words = deps.forbidden as { reload?: () => Promise<void> };
    if (typeof words.reload === 'function') await words.reload();
  };
  return {
    word_add: staffAct(wordInputSchema, ['word'], async (ctx) => {
      const word = storedWord(ctx.input.word);
      const added = await ctx.db.transaction().execute(async (trx) => {
        if (!(await addWord(trx, word, ctx.viewer.user_id))) return false;
        await audit(trx, ctx.viewer.user_id, 'word_add', 'word', word);
        return true;
      });
      if (!added) return fail(ctx.reply, 409, 'already_listed');
      await reload();
      return okResponseSchema.parse({ code: 'success' });
    }),
    word_remove: staffAct(wordInputSchema, ['word'], async (ctx) => {
      const word = storedWord(ctx.input.word);
      const removed = await ctx.db.transaction().execute(async (trx) => {
        if (!(await removeWord(trx, word))) return false;
        await audit(trx, ctx.viewer.user_id, 'word_remove', 'word', word);
        return true;
      });
      if (!removed) return notFound(ctx.reply);
      await reload();
      return okResponseSchema.parse({ code: 'success' });
    }),
  };
}

/** The console's reads declared in @site/api (contract/moderation-calls.ts), served by http/call.ts. */
export function moderationReads(deps: Pick<Deps, 'db' | 'secret'>): {
  [N in ModerationRead]: CallHandler<N>;
} {
  const { db } = deps;
  return {
    'moderation.queue': async ({ params, viewer }) => ({
      code: 'success',
      ...(await reviewQueue(db, deps.secret, viewer.user_id, params.page)),
    }),
    'moderation.reports': async ({ params }) => ({ code: 'success', ...(await listReports(db, params)) }),
    'moderation.report': async ({ params }) => {
      const report = await reportItem(db, params.report_id);
      if (!report) throw refuse(404, 'not_found');
      const [thread, takedowns] = await Promise.all([
        reportThread(db, params.report_id),
        listTakedowns(db, { report_id: params.report_id }),
      ]);
      return { code: 'success', report, thread, takedowns: takedowns.takedowns };
    },
    'moderation.takedowns': async ({ params }) => ({ code: 'success', ...(await listTakedowns(db, params)) }),
    'moderation.members': async ({ params }) => ({ code: 'success', ...(await listMembers(db, params)) }),
    'moderation.words': async () => ({ code: 'success', words: await listWords(db) }),
    'moderation.audit': async ({ params }) => {
      const size = 50;
      const { entries, total } = await listAudit(db, params, size, offsetOf(params.page, size));
      return { code: 'success', entries, total, page: params.page };
    },
    'moderation.settings': async () => ({ code: 'success', settings: await readSettings(db) }),
  };
}

type ModerationRead =
  | 'moderation.queue'
  | 'moderation.reports'
  | 'moderation.report'
  | 'moderation.takedowns'
  | 'moderation.members'
  | 'moderation.words'
  | 'moderation.audit'
  | 'moderation.settings';

export function moderationRoutes(
  app: FastifyInstance,
  deps: Pick<Deps, 'db' | 'mailer' | 'siteUrl' | 'secret' | 'forbidden' | 'dataDir'>,
): void {
  const { db } = deps;
  actRoute(app, ENDPOINTS.moderation, db, {
    approve,
    reject: rejectAct(deps),
    ...takedownActs(deps),
    ...reportActs(deps.mailer),
    ...MEMBER_ACTS,
    ...wordActs(deps),
    setting,
  });
  counterNoticeRoute(app, db);

  staffGet(
    app,
    db,
    ENDPOINTS.moderationReportImage,
    moderationReportQuerySchema,
    async ({ reply, query }) => {
      const row = await db
        .selectFrom('reports')
        .select('image')
        .where('report_id', '=', query.report_id)
        .executeTakeFirst();
      const picture = row?.image ? await readReportImage(deps.dataDir, row.image) : null;
      if (!picture) return notFound(reply);
      return reply
        .header('content-type', picture.type)
        .header('content-disposition', 'inline')
        .header('x-content-type-options', 'nosniff')
        .send(picture.data);
    },
  );
}
