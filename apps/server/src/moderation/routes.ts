import { ENDPOINTS, type FieldError, type ModerationResponse, moderationRejectInputSchema } from '@site/api';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { changeVideo } from '../actions/counters.js';
import { badParams, fail, needAuth, readIdField } from '../actions/params.js';
import { VIDEO_STATUS } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { type Act, type ActContext, actRoute, field } from '../http/acts.js';
import { isStaff } from '../http/viewer.js';

/**
 * POST /api/moderation.php (#7; spec §1: uploads are moderated): a moderator or admin approves a video
 * awaiting review (status 0 → 1 active, published now) or rejects it with a reason the uploader sees
 * (0 → 3). Visitors get 401 `need_auth`, other members 403 `no_permission`, on every act. A video not
 * awaiting review is 409 `not_awaiting_review` (someone decided first, or it is still processing).
 */
function staffAct(decide: (ctx: ActContext, videoId: number, moderator: number) => Promise<unknown>): Act {
  return async (ctx) => {
    if (!ctx.viewer) return needAuth(ctx.reply);
    if (!isStaff(ctx.viewer)) return fail(ctx.reply, 403, 'no_permission');
    const errors: FieldError[] = [];
    const videoId = readIdField(ctx.fields, 'video_id', errors);
    if (videoId === null) return badParams(ctx.reply, errors);
    return decide(ctx, videoId, ctx.viewer.user_id);
  };
}

async function review(
  ctx: ActContext,
  videoId: number,
  set: Parameters<typeof changeVideo>[2],
): Promise<unknown> {
  const exists = await ctx.db
    .selectFrom('videos')
    .select('video_id')
    .where('video_id', '=', videoId)
    .executeTakeFirst();
  if (!exists) return fail(ctx.reply, 404, 'not_found');
  const row = await ctx.db
    .transaction()
    .execute((trx) => changeVideo(trx, videoId, set, [VIDEO_STATUS.moderation]));
  if (!row) return fail(ctx.reply, 409, 'not_awaiting_review');
  const body: ModerationResponse = { code: 'success', video_id: videoId, status_id: row.status_id };
  return body;
}

const approve = staffAct((ctx, videoId, moderator) =>
  review(ctx, videoId, {
    status_id: VIDEO_STATUS.active,
    reviewed_by: moderator,
    reviewed_at: sql`now()`,
    reject_reason: null,
    // Published now: it enters the latest lists at the top.
    added_date: sql`now()`,
    updated_at: sql`now()`,
  }),
);

const reject = staffAct(async (ctx, videoId, moderator) => {
  const parsed = moderationRejectInputSchema.shape.reason.safeParse(field(ctx.fields, 'reason') ?? '');
  if (!parsed.success) return badParams(ctx.reply, [{ field: 'reason', code: 'invalid' }]);
  return review(ctx, videoId, {
    status_id: VIDEO_STATUS.rejected,
    reviewed_by: moderator,
    reviewed_at: sql`now()`,
    reject_reason: parsed.data,
    updated_at: sql`now()`,
  });
});

export function moderationRoutes(app: FastifyInstance, deps: Pick<Deps, 'db'>): void {
  actRoute(app, ENDPOINTS.moderation, deps.db, { approve, reject });
}
