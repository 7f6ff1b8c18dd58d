import { CALLS } from '@site/api/contract';
import { memberHref, videoHref } from '@site/api/display';
import type { FastifyInstance } from 'fastify';
import { visibleComment } from '../actions/objects.js';
import { memberExists } from '../community/members.js';
import type { ReportTargetKind } from '../db/schema.js';
import type { Deps } from '../deps/index.js';
import { addressLimit } from '../http/address-limit.js';
import { type CallHandler, refuse } from '../http/call.js';
import type { Viewer } from '../http/viewer.js';
import { DEFAULT_REPORTS_EMAIL, type ReportOptions } from '../report/routes.js';

/**
 * POST /api/member_report.php (#32 item 5, `reports.member`): a member reports a member, a comment or a
 * message. It goes into `reports` (migration 0010, with 0034's `target_*` and `excerpt`), so the console
 * lists it with every other report, under the same due-time clock (the `reports_due_at` trigger), and it is
 * mailed to the moderators as the report form's are. Refused: one's own things (400 `self_report`); a thing
 * the member cannot see (404 `not_found`: a message only its recipient reports, a deleted comment or one on a
 * page they cannot see); a second open report of the same thing by the same member (409 `already_reported`);
 * more than MEMBER_REPORT_LIMIT a window from one address (429 `too_many_attempts`, http/address-limit.ts).
 */

/** Reports of members, comments and messages accepted per client address and MEMBER_REPORT_WINDOW. */
export const MEMBER_REPORT_LIMIT = 10;
export const MEMBER_REPORT_WINDOW = '1 hour';

/** The subject such a report is filed under (one of the report form's four). */
export const MEMBER_REPORT_SUBJECT = 'Report Inappropriate Content';

/** The longest excerpt kept of a reported comment or message. */
const EXCERPT_MAX = 1000;

/** The per-address limit of the call, as its route's `onRequest` hook (registered before the declared routes). */
export function memberReportLimit(app: FastifyInstance): void {
  const hook = addressLimit(app, {
    name: 'member_report',
    max: MEMBER_REPORT_LIMIT,
    timeWindow: MEMBER_REPORT_WINDOW,
  });
  const call = CALLS['reports.member'];
  const key = `${call.method.toUpperCase()} ${call.path}`;
  app.addHook('onRoute', (route) => {
    if (`${String(route.method)} ${route.url}` !== key) return;
    const before = route.onRequest;
    route.onRequest = [...(before === undefined ? [] : Array.isArray(before) ? before : [before]), hook];
  });
}

type ReportDeps = Pick<Deps, 'db' | 'mailer'>;

interface Target {
  kind: ReportTargetKind;
  id: number;
  /** Whose it is. */
  owner: number;
  excerpt: string | null;
  /** The page it is on, for the console's link. */
  ref: string | null;
}

/** The reported thing as the reporter may see it, or the refusal. */
async function findTarget(
  deps: ReportDeps,
  viewer: Viewer,
  kind: ReportTargetKind,
  id: number,
): Promise<Target> {
  const { db } = deps;
  if (kind === 'member') {
    if (id === viewer.user_id) throw refuse(400, 'self_report');
    if (!(await memberExists(db, id))) throw refuse(404, 'not_found');
    return { kind, id, owner: id, excerpt: null, ref: memberHref(id) };
  }
  if (kind === 'comment') {
    const ref = await visibleComment(db, id, viewer);
    if (!ref || ref.deleted) throw refuse(404, 'not_found');
    if (ref.user_id === viewer.user_id) throw refuse(400, 'self_report');
    const row = await db
      .selectFrom('comments')
      .select('comment')
      .where('comment_id', '=', id)
      .executeTakeFirstOrThrow();
    let page: string | null = null;
    if (ref.section === 'video') {
      const video = await db
        .selectFrom('videos')
        .select(['video_id', 'dir'])
        .where('video_id', '=', ref.object_id)
        .executeTakeFirst();
      if (video) page = videoHref(video);
    } else if (ref.section === 'member') {
      page = memberHref(ref.object_id);
    }
    return { kind, id, owner: ref.user_id, excerpt: row.comment.slice(0, EXCERPT_MAX), ref: page };
  }
  // A message: only its recipient reports it; the sender is told it is their own.
  const message = await db
    .selectFrom('messages')
    .select(['from_user_id', 'to_user_id', 'message'])
    .where('m_id', '=', id)
    .executeTakeFirst();
  if (!message) throw refuse(404, 'not_found');
  if (message.from_user_id === viewer.user_id) throw refuse(400, 'self_report');
  if (message.to_user_id !== viewer.user_id) throw refuse(404, 'not_found');
  return {
    kind,
    id,
    owner: message.from_user_id,
    excerpt: message.message.slice(0, EXCERPT_MAX),
    ref: null,
  };
}

export const memberReport =
  (deps: ReportDeps, options: ReportOptions = {}): CallHandler<'reports.member'> =>
  async ({ params, viewer, request }) => {
    const { db } = deps;
    const target = await findTarget(deps, viewer, params.target, params.object_id);
    const open = await db
      .selectFrom('reports')
      .select('report_id')
      .where('user_id', '=', viewer.user_id)
      .where('target_kind', '=', target.kind)
      .where('target_id', '=', target.id)
      .where('status', 'in', ['open', 'in_progress'])
      .executeTakeFirst();
    if (open) throw refuse(409, 'already_reported');
    const reporter = await db
      .selectFrom('members')
      .select(['email', 'username'])
      .where('user_id', '=', viewer.user_id)
      .executeTakeFirstOrThrow();
    const owner = await db
      .selectFrom('members')
      .select('username')
      .where('user_id', '=', target.owner)
      .executeTakeFirst();
    // The report's e-mail is the reporter's (a member signed in by the messaging app may have none).
    const email = reporter.email && reporter.email.length >= 3 ? reporter.email : 'member@localhost';
    let reportId: number;
    try {
      const row = await db
        .insertInto('reports')
        .values({
          subject: MEMBER_REPORT_SUBJECT,
          email,
          message: params.reason,
          ref: target.ref,
          user_id: viewer.user_id,
          ip: request.ip,
          target_kind: target.kind,
          target_id: target.id,
          target_user_id: target.owner,
          excerpt: target.excerpt,
        })
        .returning('report_id')
        .executeTakeFirstOrThrow();
      reportId = row.report_id;
    } catch (error) {
      // Two reports of the same thing at once: the open one's unique index keeps one.
      if ((error as { code?: string }).code === '23505') throw refuse(409, 'already_reported');
      throw error;
    }
    try {
      await deps.mailer.send({
        to: options.to ?? DEFAULT_REPORTS_EMAIL,
        subject: `Report #${reportId}: ${target.kind} of ${owner?.username ?? `#${target.owner}`}`,
        text: [
          `Reported: ${target.kind} #${target.id} of ${owner?.username ?? '-'} (#${target.owner})`,
          `Member: ${reporter.username} (#${viewer.user_id})`,
          `Page: ${target.ref ?? '-'}`,
          `Address: ${request.ip}`,
          ...(target.excerpt === null ? [] : ['', 'Excerpt:', target.excerpt]),
          '',
          'Reason:',
          params.reason,
          '',
        ].join('\n'),
      });
    } catch (error) {
      request.log.error({ err: error, reportId }, 'report mail not sent');
    }
    return { code: 'success' };
  };
