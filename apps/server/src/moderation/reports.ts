import {
  MODERATION_PAGE_SIZE,
  type moderationReportsQuerySchema,
  type ReportItem,
  type ReportStatusName,
} from '@site/api';
import { reportChangeResponseSchema } from '@site/api/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../db/database.js';
import type { ReportTargetKind } from '../db/schema.js';
import { refuse } from '../http/call.js';
import type { Mailer } from '../mail/index.js';
import { audit } from './audit.js';
import { complaintStats, UNCLOSED } from './clock.js';
import { iso, isoOrNull, offsetOf, type Q, refOf, secondsBetween, staffCall, total } from './common.js';
import { reportReplyMail } from './mails.js';

/** The report queue's columns (reports with their sender and assignee). */
function reportsQuery(db: Q) {
  return db
    .selectFrom('reports as r')
    .leftJoin('members as u', 'u.user_id', 'r.user_id')
    .leftJoin('members as a', 'a.user_id', 'r.assignee_id')
    .leftJoin('members as t', 't.user_id', 'r.target_user_id');
}
const REPORT_COLUMNS = [
  'r.report_id',
  'r.subject',
  'r.email',
  'r.message',
  'r.ref',
  'r.image',
  'r.user_id',
  'u.username as user_name',
  'r.video_id',
  'r.status',
  'r.assignee_id',
  'a.username as assignee_name',
  'r.created_at',
  'r.first_action_at',
  'r.due_at',
  'r.target_kind',
  'r.target_id',
  'r.target_user_id',
  't.username as target_name',
  'r.excerpt',
] as const;

interface ReportRow {
  report_id: number;
  subject: string;
  email: string;
  message: string;
  ref: string | null;
  image: string | null;
  user_id: number | null;
  user_name: string | null;
  video_id: number | null;
  status: ReportStatusName;
  assignee_id: number | null;
  assignee_name: string | null;
  created_at: Date;
  first_action_at: Date | null;
  due_at: Date;
  target_kind: ReportTargetKind | null;
  target_id: number | null;
  target_user_id: number | null;
  target_name: string | null;
  excerpt: string | null;
}

function toItem(r: ReportRow, now = Date.now()): ReportItem {
  return {
    report_id: r.report_id,
    subject: r.subject,
    email: r.email,
    message: r.message,
    ref: r.ref,
    has_image: r.image === null ? 0 : 1,
    user: refOf(r.user_id, r.user_name),
    video_id: r.video_id,
    status: r.status,
    assignee: refOf(r.assignee_id, r.assignee_name),
    created_at: iso(r.created_at),
    first_action_at: isoOrNull(r.first_action_at),
    triage_seconds: r.first_action_at === null ? null : secondsBetween(r.created_at, r.first_action_at),
    age_seconds: secondsBetween(r.created_at, now),
    due_at: iso(r.due_at),
    overdue: (UNCLOSED as readonly string[]).includes(r.status) && new Date(r.due_at).getTime() < now ? 1 : 0,
    target:
      r.target_kind === null || r.target_id === null
        ? null
        : {
            kind: r.target_kind,
            id: r.target_id,
            member: refOf(r.target_user_id, r.target_name),
            excerpt: r.excerpt,
          },
  };
}

export async function reportItem(db: Q, reportId: number): Promise<ReportItem | undefined> {
  const row = await reportsQuery(db)
    .select(REPORT_COLUMNS)
    .where('r.report_id', '=', reportId)
    .executeTakeFirst();
  return row ? toItem(row as ReportRow) : undefined;
}

export async function listReports(db: Q, query: z.output<typeof moderationReportsQuerySchema>) {
  let q = reportsQuery(db);
  if (query.status !== undefined) q = q.where('r.status', '=', query.status);
  if (query.assignee_id !== undefined) q = q.where('r.assignee_id', '=', query.assignee_id);
  let ordered = q.select(REPORT_COLUMNS);
  if (query.sort === 'due') {
    // The complaint clock: the unclosed reports first, the earliest due first.
    ordered = ordered
      .orderBy(sql`case when r.status in ('open', 'in_progress') then 0 else 1 end`)
      .orderBy('r.due_at', 'asc');
  }
  const [rows, count, stats] = await Promise.all([
    ordered
      .orderBy('r.created_at', 'desc')
      .orderBy('r.report_id', 'desc')
      .limit(MODERATION_PAGE_SIZE)
      .offset(offsetOf(query.page, MODERATION_PAGE_SIZE))
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    complaintStats(db),
  ]);
  const now = Date.now();
  return {
    reports: rows.map((r) => toItem(r as ReportRow, now)),
    total: total(count),
    page: query.page,
    ...stats,
  };
}

export async function reportThread(db: Q, reportId: number) {
  const rows = await db
    .selectFrom('report_messages as t')
    .leftJoin('members as m', 'm.user_id', 't.author_id')
    .select(['t.message_id', 't.kind', 't.body', 't.author_id', 'm.username', 't.created_at'])
    .where('t.report_id', '=', reportId)
    .orderBy('t.created_at')
    .orderBy('t.message_id')
    .execute();
  return rows.map((r) => ({
    message_id: r.message_id,
    kind: r.kind,
    body: r.body,
    author: refOf(r.author_id, r.username),
    created_at: iso(r.created_at),
  }));
}

/**
 * A staff act on a report: the first one sets `first_action_at` (the time to triage), and an open report
 * moves to in progress unless `status` says otherwise; a resolved or rejected report is handled now.
 * Answers false when there is no such report.
 */
export async function touchReport(
  db: Q,
  reportId: number,
  change: { status?: ReportStatusName; assignee_id?: number | null; video_id?: number } = {},
): Promise<boolean> {
  const status = change.status;
  const res = await db
    .updateTable('reports')
    .set({
      first_action_at: sql`coalesce(first_action_at, now())`,
      status: status ?? sql`case when status = 'open' then 'in_progress' else status end`,
      ...(status === 'resolved' || status === 'rejected'
        ? { handled_at: sql`coalesce(handled_at, now())` }
        : status
          ? { handled_at: null }
          : {}),
      ...(change.assignee_id !== undefined ? { assignee_id: change.assignee_id } : {}),
      ...(change.video_id !== undefined ? { video_id: change.video_id } : {}),
      updated_at: sql`now()`,
    })
    .where('report_id', '=', reportId)
    .returning('report_id')
    .executeTakeFirst();
  return res !== undefined;
}

const changed = async (db: Q, reportId: number) =>
  reportChangeResponseSchema.parse({ code: 'success', report: await reportItem(db, reportId) });

const assignCall = (db: Db) =>
  staffCall<'moderation.assign'>(db, async (ctx) => {
    const { report_id } = ctx.params;
    const assignee =
      ctx.params.assignee_id === undefined ? ctx.viewer.user_id : ctx.params.assignee_id || null;
    if (assignee !== null) {
      const staff = await ctx.db
        .selectFrom('members')
        .select('role')
        .where('user_id', '=', assignee)
        .executeTakeFirst();
      if (!staff || staff.role === 'member')
        throw refuse(400, 'invalid_params', [{ field: 'assignee_id', code: 'invalid' }]);
    }
    const ok = await ctx.db.transaction().execute(async (trx) => {
      if (!(await touchReport(trx, report_id, { assignee_id: assignee }))) return false;
      await audit(trx, ctx.viewer.user_id, 'assign', 'report', report_id, { assignee_id: assignee });
      return true;
    });
    if (!ok) throw refuse(404, 'not_found');
    return changed(ctx.db, report_id);
  });

const statusCall = (db: Db) =>
  staffCall<'moderation.reportStatus'>(db, async (ctx) => {
    const { report_id, status } = ctx.params;
    const ok = await ctx.db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('reports')
        .select('status')
        .where('report_id', '=', report_id)
        .forUpdate()
        .executeTakeFirst();
      if (!before) return false;
      await touchReport(trx, report_id, { status });
      await audit(trx, ctx.viewer.user_id, 'report_status', 'report', report_id, {
        from: before.status,
        to: status,
      });
      return true;
    });
    if (!ok) throw refuse(404, 'not_found');
    return changed(ctx.db, report_id);
  });

/** Reply by e-mail to the reporter (kind reply) or a staff note (kind note); both join the thread. */
function replyCall(db: Db, mailer: Mailer) {
  return staffCall<'moderation.reply'>(db, async (ctx) => {
    const { report_id, message, kind } = ctx.params;
    const report = await ctx.db
      .selectFrom('reports')
      .select(['report_id', 'subject', 'email'])
      .where('report_id', '=', report_id)
      .executeTakeFirst();
    if (!report) throw refuse(404, 'not_found');
    if (kind === 'reply') {
      try {
        await mailer.send(reportReplyMail(report, message));
      } catch (error) {
        ctx.request.log.error({ err: error }, 'report reply mail failed');
        throw refuse(502, 'mail_error');
      }
    }
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('report_messages')
        .values({ report_id, author_id: ctx.viewer.user_id, kind, body: message })
        .execute();
      await touchReport(trx, report_id);
      await audit(trx, ctx.viewer.user_id, kind === 'reply' ? 'reply' : 'note', 'report', report_id, {
        length: message.length,
      });
    });
    return changed(ctx.db, report_id);
  });
}

/** The console's acts on reports. */
export const reportCalls = (deps: { db: Db; mailer: Mailer }) => ({
  'moderation.assign': assignCall(deps.db),
  'moderation.reportStatus': statusCall(deps.db),
  'moderation.reply': replyCall(deps.db, deps.mailer),
});
