import { COMPLAINT_REMINDER_HOURS } from '@site/api';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { Mailer, MailMessage } from '../mail/index.js';
import type { Q } from './common.js';

/**
 * The complaint clock (#31): every report (a DMCA notice is a report of its subject) is due
 * `complaint_days` after it was sent (the database sets `due_at` on insert, migration 0023). The console
 * sorts by it and marks the overdue ones; `complaintStats` is its summary; `remindDueReports`, a chore of
 * the serving process, mails the staff once about each unclosed report COMPLAINT_REMINDER_HOURS before its
 * due time.
 */

/** Unclosed: open or in progress (resolved and rejected reports are closed). */
export const UNCLOSED = ['open', 'in_progress'] as const;

/** How far back the median time to close looks. */
export const MEDIAN_WINDOW_DAYS = 90;

/** The queue's summary: unclosed reports past their due time, and the median seconds from sent to closed. */
export async function complaintStats(
  db: Q,
): Promise<{ overdue: number; median_close_seconds: number | null }> {
  const [late, median] = await Promise.all([
    db
      .selectFrom('reports')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('status', 'in', UNCLOSED)
      .where('due_at', '<', sql<Date>`now()`)
      .executeTakeFirst(),
    db
      .selectFrom('reports')
      .select(
        sql<
          number | string | null
        >`percentile_cont(0.5) within group (order by extract(epoch from handled_at - created_at))`.as(
          'seconds',
        ),
      )
      .where('status', 'in', ['resolved', 'rejected'])
      .where('handled_at', 'is not', null)
      .where('handled_at', '>', sql<Date>`now() - make_interval(days => ${MEDIAN_WINDOW_DAYS})`)
      .executeTakeFirst(),
  ]);
  const seconds = median?.seconds;
  return {
    overdue: Number(late?.n ?? 0),
    median_close_seconds:
      seconds === null || seconds === undefined ? null : Math.max(0, Math.round(Number(seconds))),
  };
}

/** The reminder of the reports due soon, to one recipient. */
export function dueSoonMail(
  siteUrl: string,
  to: string,
  reports: ReadonlyArray<{ report_id: number; subject: string; due_at: Date }>,
): MailMessage {
  const many = reports.length > 1;
  return {
    to,
    subject: many
      ? `${reports.length} reports are due within ${COMPLAINT_REMINDER_HOURS} hours`
      : `Report #${reports[0]?.report_id} is due within ${COMPLAINT_REMINDER_HOURS} hours`,
    text: [
      `These reports are still open and must be closed (resolved or rejected) by their due time:`,
      '',
      ...reports.map(
        (r) =>
          `#${r.report_id} ${r.subject.replace(/[\r\n]+/g, ' ')}, due ${r.due_at.toISOString()}: ${siteUrl}/moderation/reports/${r.report_id}/`,
      ),
      '',
      `-- The complaint clock (${siteUrl}/moderation/reports/)`,
    ].join('\n'),
  };
}

/**
 * Mails the staff about every unclosed report due within COMPLAINT_REMINDER_HOURS (or already past due)
 * that was not reminded of yet: its assignee when it has one with an address, else the moderators'
 * address `to`; one mail per recipient. Each report is marked first (one statement), so it is mailed once
 * even when two processes sweep at the same time. Answers how many reports were reminded of.
 */
export async function remindDueReports(deps: { db: Db; mailer: Mailer; siteUrl: string; to: string }) {
  const marked = await deps.db
    .updateTable('reports')
    .set({ reminded_at: sql`now()` })
    .where('reminded_at', 'is', null)
    .where('status', 'in', UNCLOSED)
    .where('due_at', '<=', sql<Date>`now() + make_interval(hours => ${COMPLAINT_REMINDER_HOURS})`)
    .returning(['report_id', 'subject', 'due_at', 'assignee_id'])
    .execute();
  if (marked.length === 0) return 0;
  const assignees = [...new Set(marked.map((r) => r.assignee_id).filter((id) => id !== null))];
  const emails = new Map(
    assignees.length === 0
      ? []
      : (
          await deps.db
            .selectFrom('members')
            .select(['user_id', 'email'])
            .where('user_id', 'in', assignees)
            .where('role', '!=', 'member')
            .execute()
        ).map((m) => [m.user_id, m.email] as const),
  );
  const byRecipient = new Map<string, Array<{ report_id: number; subject: string; due_at: Date }>>();
  for (const r of [...marked].sort((a, b) => new Date(a.due_at).getTime() - new Date(b.due_at).getTime())) {
    const to = (r.assignee_id !== null && emails.get(r.assignee_id)) || deps.to;
    byRecipient.set(to, [
      ...(byRecipient.get(to) ?? []),
      { report_id: r.report_id, subject: r.subject, due_at: new Date(r.due_at) },
    ]);
  }
  for (const [to, reports] of byRecipient) await deps.mailer.send(dueSoonMail(deps.siteUrl, to, reports));
  return marked.length;
}
