import { type CallName, ENDPOINTS, type ModerationResponse } from '@site/api';
import { appealProofQuerySchema, moderationReportQuerySchema } from '@site/api/contract';
import type { FastifyInstance } from 'fastify';
import { sql, type UpdateObject } from 'kysely';
import { changeVideo } from '../actions/counters.js';
import { writeAgePolicy } from '../age/policy.js';
import { analyticsReport } from '../analytics/report.js';
import { consentProblem } from '../consent/records.js';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { VIDEO_STATUS } from '../db/schema.js';
import type { Deps } from '../deps/index.js';
import { type CallHandler, refuse } from '../http/call.js';
import { notFound } from '../http/errors.js';
import { notify, videoPublished } from '../notifications/notify.js';
import { downloadReviewCalls } from '../payments/requests.js';
import { readReportImage } from '../report/image.js';
import type { VerificationSetup } from '../verification/applications.js';
import { appealDecideCall, listAppeals } from './appeals.js';
import { audit, listAudit } from './audit.js';
import { offsetOf, type StaffCallContext, staffCall, staffGet } from './common.js';
import { hiddenChannelCalls } from './hidden-channels.js';
import { rejectedMail } from './mails.js';
import { listMembers, memberCalls } from './members.js';
import { reviewQueue } from './queue.js';
import { listReports, reportCalls, reportItem, reportThread } from './reports.js';
import { consoleSettings, writeSetting } from './settings.js';
import { counterNoticeCall, listTakedowns, takedownCalls } from './takedown.js';
import { addWord, listWords, removeWord, storedWord } from './words.js';

/**
 * The moderation console's server side (#12). Its calls are declared in @site/api
 * (contract/moderation-calls.ts) and served by http/call.ts: the staff acts share POST /api/moderation.php
 * (picked by `act`), the reads are GET /api/moderation/*.php; each answers 401 `need_auth` to a visitor
 * and 403 `no_permission` to a member who is not staff (role and setting: admins only). Every act is
 * written to the audit log in its transaction. The uploader's counter-notice is POST
 * /api/counter_notice.php (members). Served here the older way: the report's picture, which is not JSON.
 */

/** Approve or reject a video awaiting review (status 0 → 1 live, published now; 0 → 3 with a reason). */
async function review(
  ctx: StaffCallContext<'moderation.approve' | 'moderation.reject'>,
  action: 'approve' | 'reject',
  set: UpdateObject<Database, 'videos'>,
  details: Record<string, unknown> = {},
): Promise<ModerationResponse> {
  const videoId = ctx.params.video_id;
  const exists = await ctx.db
    .selectFrom('videos')
    .select('video_id')
    .where('video_id', '=', videoId)
    .executeTakeFirst();
  if (!exists) throw refuse(404, 'not_found');
  const row = await ctx.db.transaction().execute(async (trx) => {
    const after = await changeVideo(trx, videoId, set, [VIDEO_STATUS.moderation]);
    if (after) {
      await audit(trx, ctx.viewer.user_id, action, 'video', videoId, details);
      // The uploader is told (with the reason of a rejection); an approved video goes to its subscribers.
      await notify(trx, {
        user_id: after.user_id,
        kind: action === 'approve' ? 'upload_approved' : 'upload_rejected',
        video_id: videoId,
        reason: action === 'reject' ? String(details.reason ?? '') : null,
      });
      if (action === 'approve') await videoPublished(trx, videoId);
    }
    return after;
  });
  if (!row) throw refuse(409, 'not_awaiting_review');
  return { code: 'success', video_id: videoId, status_id: row.status_id };
}

/**
 * Approve: while the site asks for consent records, only a video that names its performers, each a
 * verified uploader or a complete consent record (409 `consent_missing`, audited, and it stays in review).
 */
const approveCall = (db: Db, consent: ModerationDeps['verification']) =>
  staffCall<'moderation.approve'>(db, async (ctx) => {
    if (consent?.consentRequired) {
      const problem = await consentProblem(ctx.db, consent.sealer, ctx.params.video_id);
      if (problem) {
        const exists = await ctx.db
          .selectFrom('videos')
          .select('status_id')
          .where('video_id', '=', ctx.params.video_id)
          .executeTakeFirst();
        if (!exists) throw refuse(404, 'not_found');
        if (exists.status_id !== VIDEO_STATUS.moderation) throw refuse(409, 'not_awaiting_review');
        await audit(ctx.db, ctx.viewer.user_id, 'consent_missing', 'video', ctx.params.video_id, {
          reason: problem.reason,
          performers: problem.performers.map((p) => ({ kind: p.kind, id: p.id, status: p.status })),
        });
        throw refuse(409, 'consent_missing');
      }
    }
    return review(ctx, 'approve', {
      status_id: VIDEO_STATUS.active,
      reviewed_by: ctx.viewer.user_id,
      reviewed_at: sql`now()`,
      reject_reason: null,
      // Published now: it enters the latest lists at the top.
      added_date: sql`now()`,
      updated_at: sql`now()`,
    });
  });

/** Reject, and tell the uploader why by mail (the reason also shows on their card, #25). */
function rejectCall(deps: Pick<Deps, 'db' | 'mailer' | 'siteUrl'>) {
  return staffCall<'moderation.reject'>(deps.db, async (ctx) => {
    const answer = await review(
      ctx,
      'reject',
      {
        status_id: VIDEO_STATUS.rejected,
        reviewed_by: ctx.viewer.user_id,
        reviewed_at: sql`now()`,
        reject_reason: ctx.params.reason,
        updated_at: sql`now()`,
      },
      { reason: ctx.params.reason },
    );
    const owner = await ctx.db
      .selectFrom('videos as v')
      .innerJoin('members as m', 'm.user_id', 'v.user_id')
      .select(['v.title', 'm.user_id', 'm.username', 'm.email'])
      .where('v.video_id', '=', ctx.params.video_id)
      .executeTakeFirst();
    if (owner?.email) {
      await deps.mailer
        .send(
          rejectedMail(deps.siteUrl, owner.email, {
            username: owner.username,
            userId: owner.user_id,
            title: owner.title,
            reason: ctx.params.reason,
          }),
        )
        .catch((error) => ctx.request.log.error({ err: error }, 'rejection mail failed'));
    }
    return answer;
  });
}

const settingCall = (db: Db) =>
  staffCall<'moderation.setting'>(db, async (ctx) => {
    const { name, value } = ctx.params;
    await ctx.db.transaction().execute(async (trx) => {
      await writeSetting(trx, name, value, ctx.viewer.user_id);
      await audit(trx, ctx.viewer.user_id, 'setting', 'setting', name, { value });
    });
    return { code: 'success', settings: await consoleSettings(ctx.db) };
  });

/** act age_policy: a region's own age gate (or back to the default), in the audit log as a setting. */
const agePolicyCall = (db: Db) =>
  staffCall<'moderation.agePolicy'>(db, async (ctx) => {
    const { region, mode } = ctx.params;
    await ctx.db.transaction().execute(async (trx) => {
      const before = await writeAgePolicy(trx, region, mode, ctx.viewer.user_id);
      await audit(trx, ctx.viewer.user_id, 'setting', 'setting', `age_policy.${region}`, {
        region,
        from: before,
        to: mode,
      });
    });
    ctx.request.server.ageAssurance?.reload();
    return { code: 'success', settings: await consoleSettings(ctx.db) };
  });

function wordCalls(deps: Pick<Deps, 'db' | 'forbidden'>) {
  const reload = async () => {
    const words = deps.forbidden as { reload?: () => Promise<void> };
    if (typeof words.reload === 'function') await words.reload();
  };
  return {
    'moderation.addWord': staffCall<'moderation.addWord'>(deps.db, async (ctx) => {
      const word = storedWord(ctx.params.word);
      const added = await ctx.db.transaction().execute(async (trx) => {
        if (!(await addWord(trx, word, ctx.viewer.user_id))) return false;
        await audit(trx, ctx.viewer.user_id, 'word_add', 'word', word);
        return true;
      });
      if (!added) throw refuse(409, 'already_listed');
      await reload();
      return { code: 'success' };
    }),
    'moderation.removeWord': staffCall<'moderation.removeWord'>(deps.db, async (ctx) => {
      const word = storedWord(ctx.params.word);
      const removed = await ctx.db.transaction().execute(async (trx) => {
        if (!(await removeWord(trx, word))) return false;
        await audit(trx, ctx.viewer.user_id, 'word_remove', 'word', word);
        return true;
      });
      if (!removed) throw refuse(404, 'not_found');
      await reload();
      return { code: 'success' };
    }),
  };
}

/** What the console's handlers are given. */
export type ModerationDeps = Pick<Deps, 'db' | 'secret' | 'mailer' | 'siteUrl' | 'forbidden'> & {
  /** Whether approval asks for the performers' consent records, and the records' sealer (src/consent). */
  verification?: Pick<VerificationSetup, 'consentRequired' | 'sealer'> | undefined;
};

/**
 * The handler of every call declared in @site/api's contract/moderation-calls.ts: one missing fails the
 * type check.
 */
export function moderationCalls(deps: ModerationDeps): Handlers<ModerationCall> {
  return {
    ...moderationReads(deps),
    'moderation.approve': approveCall(deps.db, deps.verification),
    'moderation.reject': rejectCall(deps),
    ...takedownCalls(deps),
    ...reportCalls(deps),
    ...memberCalls(deps.db),
    ...wordCalls(deps),
    ...hiddenChannelCalls(deps.db),
    'moderation.setting': settingCall(deps.db),
    'moderation.agePolicy': agePolicyCall(deps.db),
    ...downloadReviewCalls(deps),
    'moderation.counterNotice': counterNoticeCall(deps.db),
    'moderation.appealDecide': appealDecideCall(deps),
  };
}

type ModerationCall = Exclude<
  Extract<CallName, `moderation.${string}`>,
  // Verified uploaders' (verification/routes.ts) and custodians' (consent/custodian.ts).
  'moderation.uploaders' | 'moderation.uploaderDecide' | 'moderation.custodian'
>;
type ModerationRead = Extract<
  ModerationCall,
  `moderation.${'queue' | 'report' | 'reports' | 'takedowns' | 'members' | 'words' | 'audit' | 'settings' | 'appeals' | 'analytics'}`
>;
type Handlers<K extends CallName> = { [N in K]: CallHandler<N> };

/** The console's reads. */
function moderationReads(
  deps: Pick<ModerationDeps, 'db' | 'secret' | 'verification'>,
): Handlers<ModerationRead> {
  const { db } = deps;
  return {
    'moderation.queue': async ({ params, viewer }) => ({
      code: 'success',
      ...(await reviewQueue(db, deps.secret, viewer.user_id, params.page, deps.verification?.sealer)),
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
    'moderation.settings': async () => ({ code: 'success', settings: await consoleSettings(db) }),
    'moderation.appeals': async ({ params }) => ({ code: 'success', ...(await listAppeals(db, params)) }),
    'moderation.analytics': async ({ params }) => ({
      code: 'success',
      ...(await analyticsReport(db, params.days)),
    }),
  };
}

export function moderationRoutes(
  app: FastifyInstance,
  deps: Pick<Deps, 'db' | 'mailer' | 'siteUrl' | 'secret' | 'forbidden' | 'dataDir'>,
): void {
  const { db } = deps;

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

  // A removal appeal's proof of identity (#31): staff only, never cached, never public.
  staffGet(app, db, ENDPOINTS.moderationAppealProof, appealProofQuerySchema, async ({ reply, query }) => {
    const row = await db
      .selectFrom('removal_appeals')
      .select('proof')
      .where('appeal_id', '=', query.appeal_id)
      .executeTakeFirst();
    const picture = row ? await readReportImage(deps.dataDir, row.proof) : null;
    if (!picture) return notFound(reply);
    return reply
      .header('content-type', picture.type)
      .header('content-disposition', 'inline')
      .header('x-content-type-options', 'nosniff')
      .send(picture.data);
  });
}
