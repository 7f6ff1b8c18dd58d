import { CALLS } from '@site/api/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser } from '../accounts/fixtures.js';
import { actionsApp, expectError, signedIn } from '../actions/fixtures.js';
import type { MailMessage } from '../mail/index.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';
import { remindDueReports } from './clock.js';

let t: TestDb;
let app: FastifyInstance;
let moderator: { id: number; browser: Browser };
let admin: { id: number; browser: Browser };

const DAY = 86_400_000;
const REPORTS = CALLS['moderation.reports'].path;
const ACT = CALLS['moderation.approve'].path;

beforeAll(async () => {
  t = await openTestDb();
  app = await actionsApp(t);
  moderator = await signedIn(app, t, 'Warden', { role: 'moderator' });
  admin = await signedIn(app, t, 'Keeper', { role: 'admin' });
});

afterAll(() => closeAll(app, t));

beforeEach(async () => {
  await t.db.deleteFrom('reports').execute();
  await t.db
    .updateTable('moderation_settings')
    .set({ value: '7' })
    .where('name', '=', 'complaint_days')
    .execute();
});

/** A report as the form stores it (the database sets its due time), sent `agoMs` ago. */
async function addReport(
  agoMs: number,
  more: {
    subject?: string;
    status?: 'open' | 'in_progress' | 'resolved' | 'rejected';
    handled_after?: number;
  } = {},
) {
  const created = new Date(Date.now() - agoMs);
  const row = await t.db
    .insertInto('reports')
    .values({
      subject: more.subject ?? 'DMCA / Copyright Infringement',
      email: 'heron@example.test',
      message: 'This video uses my recording without permission.',
      created_at: created,
      status: more.status ?? 'open',
      handled_at: more.handled_after === undefined ? null : new Date(created.getTime() + more.handled_after),
    })
    .returning(['report_id', 'due_at'])
    .executeTakeFirstOrThrow();
  return { id: row.report_id, created, due: new Date(row.due_at) };
}

const reportsOf = async (browser: Browser, query = '') => {
  const res = await browser.get(`${REPORTS}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    reports: Array<{ report_id: number; due_at: string; overdue: 0 | 1; status: string }>;
    overdue: number;
    median_close_seconds: number | null;
  };
};

describe('the due time of a report', () => {
  it('is 7 days after it was sent by default, and the console shows it', async () => {
    const report = await addReport(0);
    expect(report.due.getTime() - report.created.getTime()).toBe(7 * DAY);
    const body = await reportsOf(moderator.browser);
    expect(body.reports).toEqual([
      expect.objectContaining({ report_id: report.id, due_at: report.due.toISOString(), overdue: 0 }),
    ]);
  });

  it('follows the setting an admin changes, for reports sent after it (audited); earlier ones keep theirs', async () => {
    const before = await addReport(0);
    const res = await admin.browser.post(ACT, { act: 'setting', name: 'complaint_days', value: '3' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().settings).toEqual({
      trusted_skip_review: 0,
      complaint_days: 3,
      appeal_hides_video: 1,
      age_policy: [],
    });
    const after = await addReport(0);
    expect(after.due.getTime() - after.created.getTime()).toBe(3 * DAY);
    const kept = await t.db
      .selectFrom('reports')
      .select('due_at')
      .where('report_id', '=', before.id)
      .executeTakeFirstOrThrow();
    expect(new Date(kept.due_at).getTime()).toBe(before.due.getTime());
    const audit = await t.db
      .selectFrom('moderation_audit')
      .select(['actor_id', 'details'])
      .where('action', '=', 'setting')
      .where('target_id', '=', 'complaint_days')
      .execute();
    expect(audit.at(-1)).toEqual({ actor_id: admin.id, details: { value: 3 } });
    const settings = await moderator.browser.get(CALLS['moderation.settings'].path);
    expect(settings.json().settings.complaint_days).toBe(3);
  });

  it('refuses days out of range or a flag out of 0/1 (400 naming the value), and moderators (403)', async () => {
    for (const [name, value] of [
      ['complaint_days', '0'],
      ['complaint_days', '61'],
      ['complaint_days', 'seven'],
      ['trusted_skip_review', '2'],
    ]) {
      const errors = expectError(
        await admin.browser.post(ACT, { act: 'setting', name: name as string, value: value as string }),
        400,
        'invalid_params',
      );
      expect(errors).toContainEqual(expect.objectContaining({ field: 'value' }));
    }
    expectError(
      await moderator.browser.post(ACT, { act: 'setting', name: 'complaint_days', value: '5' }),
      403,
      'no_permission',
    );
    const row = await t.db
      .selectFrom('moderation_settings')
      .select('value')
      .where('name', '=', 'complaint_days')
      .executeTakeFirstOrThrow();
    expect(row.value).toBe('7');
  });
});

describe('the queue by the clock', () => {
  it('puts the unclosed reports first, the earliest due first, marks the overdue ones and counts them', async () => {
    const fresh = await addReport(DAY);
    const late = await addReport(9 * DAY, { subject: 'Report Inappropriate Content' });
    const later = await addReport(8 * DAY, { status: 'in_progress' });
    const closedLate = await addReport(20 * DAY, { status: 'resolved', handled_after: 2 * DAY });
    const body = await reportsOf(moderator.browser);
    expect(body.reports.map((r) => [r.report_id, r.overdue])).toEqual([
      [late.id, 1],
      [later.id, 1],
      [fresh.id, 0],
      [closedLate.id, 0],
    ]);
    expect(body.overdue).toBe(2);
    // Newest first on request; the filters do not change the summary.
    const newest = await reportsOf(moderator.browser, '?sort=newest&status=resolved');
    expect(newest.reports.map((r) => r.report_id)).toEqual([closedLate.id]);
    expect(newest.overdue).toBe(2);
    expectError(await moderator.browser.get(`${REPORTS}?sort=oldest`), 400, 'invalid_params');
  });

  it('answers the median time from sent to closed, null when none was closed', async () => {
    await addReport(DAY);
    expect((await reportsOf(moderator.browser)).median_close_seconds).toBeNull();
    await addReport(10 * DAY, { status: 'resolved', handled_after: 3_600_000 });
    await addReport(10 * DAY, { status: 'rejected', handled_after: 2 * DAY });
    await addReport(10 * DAY, { status: 'resolved', handled_after: 5 * DAY });
    expect((await reportsOf(moderator.browser)).median_close_seconds).toBe(2 * 86_400);
  });
});

describe('the reminder before the due time', () => {
  const sent: MailMessage[] = [];
  const mailer = { send: async (message: MailMessage) => void sent.push(message) };
  const remind = () =>
    remindDueReports({ db: t.db, mailer, siteUrl: 'https://site.example', to: 'moderators@example.test' });
  beforeEach(() => {
    sent.length = 0;
  });

  it('mails the staff once about each unclosed report due within a day, not about the others', async () => {
    const soon = await addReport(6.5 * DAY);
    const late = await addReport(8 * DAY);
    await addReport(2 * DAY);
    await addReport(6.5 * DAY, { status: 'resolved', handled_after: DAY });
    expect(await remind()).toBe(2);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toBe('moderators@example.test');
    expect(sent[0]?.subject).toBe('2 reports are due within 24 hours');
    expect(sent[0]?.text).toContain(
      `#${late.id} DMCA / Copyright Infringement, due ${late.due.toISOString()}`,
    );
    expect(sent[0]?.text).toContain(`https://site.example/moderation/reports/${soon.id}/`);
    // Once: the next sweep has nothing to say.
    expect(await remind()).toBe(0);
    expect(sent).toHaveLength(1);
  });

  it('mails an assigned report to its assignee', async () => {
    const report = await addReport(6.5 * DAY);
    await t.db
      .updateTable('reports')
      .set({ assignee_id: moderator.id })
      .where('report_id', '=', report.id)
      .execute();
    await remind();
    expect(sent.map((m) => [m.to, m.subject])).toEqual([
      ['warden@example.test', `Report #${report.id} is due within 24 hours`],
    ]);
  });
});
