import { videoHref } from '@site/api/display';
import { sql } from 'kysely';
import { lockMembers, visibleVideo } from '../actions/objects.js';
import type { Db } from '../db/database.js';
import type { Deps } from '../deps/index.js';
import { type CallHandler, refuse } from '../http/call.js';
import type { MailMessage } from '../mail/index.js';
import { notify } from '../notifications/notify.js';
import { DOWNLOAD_REQUEST_LIMIT } from './constants.js';

/**
 * `downloads.request`, input.php `act=download`: members only (401 `need_auth`); 400 `invalid_params` with `desc`
 * `required`/`min_max_length` {min 150, max 500} or `video_id` `required`/`invalid`; 404 `not_found` for a
 * video the member cannot see; 409 `already_requested` while their request for it waits, 409
 * `already_approved` once approved; 429 `download_request_limit` past 5 requests a day. Stores a pending
 * request for staff.
 */
export const downloadRequest =
  (db: Db): CallHandler<'downloads.request'> =>
  async ({ params, viewer }) => {
    const { video_id, desc } = params;
    const video = await visibleVideo(db, video_id, viewer);
    if (!video) throw refuse(404, 'not_found');
    const result = await db.transaction().execute(async (trx) => {
      await lockMembers(trx, [viewer.user_id]);
      const earlier = await trx
        .selectFrom('download_requests')
        .select('status')
        .where('user_id', '=', viewer.user_id)
        .where('video_id', '=', video_id)
        .where('status', 'in', ['pending', 'approved'])
        .execute();
      if (earlier.some((r) => r.status === 'approved')) return 'already_approved' as const;
      if (earlier.length > 0) return 'already_requested' as const;
      const recent = await trx
        .selectFrom('download_requests')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('user_id', '=', viewer.user_id)
        .where('created_at', '>', sql<Date>`now() - make_interval(hours => ${DOWNLOAD_REQUEST_LIMIT.hours})`)
        .executeTakeFirstOrThrow();
      if (recent.n >= DOWNLOAD_REQUEST_LIMIT.count) return 'download_request_limit' as const;
      await trx
        .insertInto('download_requests')
        .values({ user_id: viewer.user_id, video_id, description: desc })
        .execute();
      return 'success' as const;
    });
    if (result === 'download_request_limit') throw refuse(429, result);
    if (result !== 'success') throw refuse(409, result);
    return { code: 'success' };
  };

const PAGE_SIZE = 50;

/** To the member whose download request staff decided: approved, with the video's address; or not. */
export function downloadDecisionMail(
  siteUrl: string,
  to: string,
  info: { username: string; title: string; href: string; approved: boolean },
): MailMessage {
  const title = info.title.replace(/[\r\n]+/g, ' ').slice(0, 200);
  return {
    to,
    subject: info.approved
      ? `You may download "${title}"`
      : `Your download request for "${title}" was not approved`,
    text: [
      `Hello ${info.username},`,
      '',
      info.approved
        ? `A moderator approved your request: the video "${info.title}" now downloads for you from its page.`
        : `A moderator did not approve your request to download "${info.title}".`,
      `${siteUrl}${info.href}`,
    ].join('\n'),
  };
}

/** Approve or reject a pending download request, and tell its member by mail. */
function decideCall(deps: Pick<Deps, 'db' | 'mailer' | 'siteUrl'>): CallHandler<'moderation.decideDownload'> {
  const { db } = deps;
  return async ({ params, viewer, request }) => {
    const requestId = params.request_id;
    const status = params.act === 'approve' ? 'approved' : 'rejected';
    const updated = await db.transaction().execute(async (trx) => {
      const decided = await trx
        .updateTable('download_requests')
        .set({ status, decided_at: new Date(), decided_by: viewer.user_id })
        .where('request_id', '=', requestId)
        .where('status', '=', 'pending')
        .returning(['request_id', 'user_id', 'video_id'])
        .executeTakeFirst();
      // The member is told on the site too (#32), besides the mail below.
      if (decided) {
        await notify(trx, {
          user_id: decided.user_id,
          kind: status === 'approved' ? 'download_approved' : 'download_rejected',
          video_id: decided.video_id,
        });
      }
      return decided;
    });
    if (updated) {
      // The member learns of it by mail (#25): nothing on the site would tell them otherwise.
      const about = await db
        .selectFrom('members as m')
        .innerJoin('videos as v', (join) => join.on('v.video_id', '=', updated.video_id))
        .select(['m.username', 'm.email', 'v.title', 'v.dir', 'v.video_id'])
        .where('m.user_id', '=', updated.user_id)
        .executeTakeFirst();
      if (about?.email) {
        const mail = downloadDecisionMail(deps.siteUrl, about.email, {
          username: about.username,
          title: about.title,
          href: videoHref(about),
          approved: status === 'approved',
        });
        await deps.mailer
          .send(mail)
          .catch((error) => request.log.error({ err: error }, 'download decision mail failed'));
      }
      return { code: 'success' };
    }
    const exists = await db
      .selectFrom('download_requests')
      .select('status')
      .where('request_id', '=', requestId)
      .executeTakeFirst();
    throw exists ? refuse(409, 'already_decided') : refuse(404, 'not_found');
  };
}

/** The queue of download requests by status: pending oldest first, decided ones newest first. */
function queueCall(db: Db): CallHandler<'moderation.downloadRequests'> {
  return async ({ params }) => {
    const { status, page } = params;
    const rows = await db
      .selectFrom('download_requests as r')
      .innerJoin('members as m', 'm.user_id', 'r.user_id')
      .innerJoin('videos as v', 'v.video_id', 'r.video_id')
      .select([
        'r.request_id',
        'r.user_id',
        'm.username',
        'r.video_id',
        'v.title',
        'r.description',
        'r.status',
        'r.created_at',
        'r.decided_at',
        'r.decided_by',
      ])
      .where('r.status', '=', status)
      .orderBy('r.created_at', status === 'pending' ? 'asc' : 'desc')
      .orderBy('r.request_id')
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE)
      .execute();
    return {
      code: 'success',
      requests: rows.map((r) => ({
        ...r,
        created_at: new Date(r.created_at).toISOString(),
        decided_at: r.decided_at ? new Date(r.decided_at).toISOString() : null,
      })),
    };
  };
}

/**
 * The staff's review of download requests (`moderation.downloadRequests`, `moderation.decideDownload` in
 * @site/api's contract/moderation-calls.ts), served with the console's calls.
 */
export const downloadReviewCalls = (deps: Pick<Deps, 'db' | 'mailer' | 'siteUrl'>) => ({
  'moderation.downloadRequests': queueCall(deps.db),
  'moderation.decideDownload': decideCall(deps),
});
