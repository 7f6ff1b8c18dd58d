import { callUrl, ENDPOINTS, STRIKES_LIMIT } from '@site/api';
import { CALLS } from '@site/api/contract';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, Browser } from '../accounts/fixtures.js';
import { actionsApp, expectError, signedIn } from '../actions/fixtures.js';
import { addVideo } from '../community/fixtures.js';
import { latestMailTo } from '../mail/index.js';
import { reencodeImage, saveReportImage } from '../report/image.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';
import { publishIfTrusted } from './settings.js';

let t: TestDb;
let app: FastifyInstance;
let moderator: { id: number; browser: Browser };
let admin: { id: number; browser: Browser };
let member: { id: number; browser: Browser };
let uploader: { id: number; browser: Browser };

const PASSWORD = 'quiet meadow';

/** The console's reads, declared in @site/api's contract/moderation-calls.ts. */
const PATHS = {
  queue: CALLS['moderation.queue'].path,
  reports: CALLS['moderation.reports'].path,
  report: CALLS['moderation.report'].path,
  takedowns: CALLS['moderation.takedowns'].path,
  members: CALLS['moderation.members'].path,
  words: CALLS['moderation.words'].path,
  audit: CALLS['moderation.audit'].path,
  settings: CALLS['moderation.settings'].path,
  counterNotice: CALLS['moderation.counterNotice'].path,
};

beforeAll(async () => {
  t = await openTestDb();
  app = await actionsApp(t);
  moderator = await signedIn(app, t, 'Warden', { role: 'moderator' });
  admin = await signedIn(app, t, 'Keeper', { role: 'admin' });
  member = await signedIn(app, t, 'Plainfolk');
  uploader = await signedIn(app, t, 'Maker', { status_id: 6 });
});

afterAll(() => closeAll(app, t));

const act = (browser: Browser, form: Record<string, string>) =>
  browser.post(CALLS['moderation.approve'].path, form);
const ok = async (browser: Browser, form: Record<string, string>) => {
  const res = await act(browser, form);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return res.json();
};
const read = async (browser: Browser, url: string) => {
  const res = await browser.get(url);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return res.json();
};
const videoRow = (id: number) =>
  t.db
    .selectFrom('videos')
    .select(['status_id', 'reject_reason', 'reviewed_by'])
    .where('video_id', '=', id)
    .executeTakeFirstOrThrow();
const auditOf = (action: string, targetId: number | string) =>
  t.db
    .selectFrom('moderation_audit')
    .selectAll()
    .where('action', '=', action)
    .where('target_id', '=', String(targetId))
    .execute();
const addReport = async (values: { subject?: string; email?: string; message?: string; user_id?: number }) =>
  (
    await t.db
      .insertInto('reports')
      .values({
        subject: (values.subject ?? 'Support Request') as 'Support Request',
        email: values.email ?? 'heron@example.test',
        message: values.message ?? 'Please help with my account.',
        user_id: values.user_id ?? null,
        created_at: new Date(Date.now() - 3_600_000),
      })
      .returning('report_id')
      .executeTakeFirstOrThrow()
  ).report_id;

/** Every console call with a valid-looking input: reads (GET) and acts (POST /api/moderation.php). */
const READS = [
  PATHS.queue,
  `${PATHS.reports}?status=open`,
  `${PATHS.report}?report_id=1`,
  PATHS.takedowns,
  `${PATHS.members}?q=ma`,
  PATHS.words,
  PATHS.audit,
  PATHS.settings,
];
const ACTS: Record<string, string>[] = [
  { act: 'approve', video_id: '1' },
  { act: 'reject', video_id: '1', reason: 'Not allowed here' },
  { act: 'takedown', video_id: '1', reason: 'Copyright notice' },
  { act: 'restore', takedown_id: '1' },
  { act: 'sanction', user_id: '1', sanction: 'ban' },
  { act: 'trust', user_id: '1', trusted: '1' },
  { act: 'role', user_id: '1', role: 'moderator' },
  { act: 'setting', name: 'trusted_skip_review', value: '1' },
  { act: 'word_add', word: 'lottery' },
  { act: 'word_remove', word: 'casino' },
  { act: 'assign', report_id: '1' },
  { act: 'report_status', report_id: '1', status: 'resolved' },
  { act: 'reply', report_id: '1', message: 'Thanks' },
];

describe('given someone who is not staff', () => {
  it('refuses every console read and act: 401 to a visitor, 403 to a member, and changes nothing', async () => {
    const visitor = new Browser(app, '10.0.0.9');
    for (const url of READS) {
      expectError(await visitor.get(url), 401, 'need_auth');
      expectError(await member.browser.get(url), 403, 'no_permission');
    }
    for (const form of ACTS) {
      expectError(await act(visitor, form), 401, 'need_auth');
      expectError(await act(member.browser, form), 403, 'no_permission');
    }
    expect(await t.db.selectFrom('moderation_audit').selectAll().execute()).toEqual([]);
    const words = await t.db.selectFrom('forbidden_words').select('word').execute();
    expect(words.map((w) => w.word)).toContain('casino');
    expect(words.map((w) => w.word)).not.toContain('lottery');
  });

  it('keeps role changes and settings for admins: a moderator gets 403', async () => {
    expectError(
      await act(moderator.browser, { act: 'role', user_id: String(member.id), role: 'moderator' }),
      403,
      'no_permission',
    );
    expectError(
      await act(moderator.browser, { act: 'setting', name: 'trusted_skip_review', value: '1' }),
      403,
      'no_permission',
    );
    const row = await t.db
      .selectFrom('members')
      .select('role')
      .where('user_id', '=', member.id)
      .executeTakeFirst();
    expect(row?.role).toBe('member');
  });
});

describe("given a report's attached picture (#25 item 3)", () => {
  it('shows it to staff only, as the image it is, never cached', async () => {
    const picture = await reencodeImage(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#39a' } })
        .png()
        .toBuffer(),
    );
    if (typeof picture === 'string') throw new Error(picture);
    const image = await saveReportImage(t.dataDir, picture);
    const withImage = await addReport({ subject: 'DMCA / Copyright Infringement' });
    await t.db.updateTable('reports').set({ image }).where('report_id', '=', withImage).execute();
    const without = await addReport({});
    const url = (id: number) => `${ENDPOINTS.moderationReportImage}?report_id=${id}`;

    const res = await moderator.browser.get(url(withImage));
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
    expect(res.rawPayload.equals(picture.data)).toBe(true);
    expect((await read(moderator.browser, `${PATHS.report}?report_id=${withImage}`)).report.has_image).toBe(
      1,
    );
    expectError(await moderator.browser.get(url(without)), 404, 'not_found');
    expectError(await member.browser.get(url(withImage)), 403, 'no_permission');
    expectError(await new Browser(app).get(url(withImage)), 401, 'need_auth');
    expectError(
      await moderator.browser.get(`${ENDPOINTS.moderationReportImage}?report_id=x`),
      400,
      'invalid_params',
    );
  });
});

describe('given the review queue', () => {
  it('lists videos awaiting review with their uploader, waiting time and signed media addresses', async () => {
    const waiting = await addVideo(t.db, {
      user_id: uploader.id,
      title: 'Harbour at dawn',
      status_id: 0,
      media: JSON.stringify({ rungs: ['240p'], posters: 3, storyboard: true }),
      updated_at: new Date(Date.now() - 7200_000),
    });
    await addVideo(t.db, { user_id: uploader.id, title: 'Already live' });
    const body = await read(moderator.browser, PATHS.queue);
    const item = body.videos.find((v: { video_id: number }) => v.video_id === waiting);
    expect(item).toMatchObject({
      title: 'Harbour at dawn',
      uploader: { user_id: uploader.id, username: 'Maker', is_trusted: 0, strikes: 0 },
    });
    expect(item.waiting_seconds).toBeGreaterThanOrEqual(7199);
    // Signed for the moderator who asked (media/urls.ts: <exp>.<uid>.<sig>).
    expect(item.hls).toMatch(
      new RegExp(`^/media/v/${waiting}/\\d+\\.${moderator.id}\\.[\\w-]{32}/master\\.m3u8$`),
    );
    expect(item.storyboard).toMatch(/\/storyboard\.vtt$/);
    expect(item.poster).toMatch(/\/posters\/1\.jpg$/);
    expect(body.videos.map((v: { title: string }) => v.title)).not.toContain('Already live');
  });

  it('records approvals and rejections in the audit log, which staff can read', async () => {
    const a = await addVideo(t.db, { user_id: uploader.id, status_id: 0 });
    const b = await addVideo(t.db, { user_id: uploader.id, status_id: 0 });
    await ok(moderator.browser, { act: 'approve', video_id: String(a) });
    await ok(admin.browser, { act: 'reject', video_id: String(b), reason: 'Sound is missing' });
    expect(await auditOf('approve', a)).toMatchObject([{ actor_id: moderator.id, target_type: 'video' }]);
    const log = await read(moderator.browser, `${PATHS.audit}?target_type=video&target_id=${b}`);
    expect(log.entries).toMatchObject([
      {
        actor: { user_id: admin.id, username: 'Keeper' },
        action: 'reject',
        details: { reason: 'Sound is missing' },
      },
    ]);
  });

  it('tells the uploader why by mail when their video is rejected, and shows the reason on their card', async () => {
    const video = await addVideo(t.db, { user_id: uploader.id, status_id: 0, title: 'Quiet Lantern Walk' });
    await ok(moderator.browser, { act: 'reject', video_id: String(video), reason: 'The picture is black' });
    const mail = await latestMailTo(`${t.dataDir}/outbox`, 'maker@example.test');
    expect(mail?.subject).toBe('Your video "Quiet Lantern Walk" was not approved');
    expect(mail?.text).toContain('The picture is black');
    expect(mail?.text).toContain(`/members/${uploader.id}/uploaded_videos/`);

    const own = await read(
      uploader.browser,
      callUrl('videos.listOwn', { section: 'member', object_id: String(uploader.id) }),
    );
    const card = own.videos.find((v: { video_id: number }) => v.video_id === video);
    expect(card).toMatchObject({ status_id: 3, owner: { reject_reason: 'The picture is black' } });
  });

  it("lets trusted members' uploads skip review only when an admin turns the setting on", async () => {
    await ok(moderator.browser, { act: 'trust', user_id: String(uploader.id), trusted: '1' });
    const first = await addVideo(t.db, { user_id: uploader.id, status_id: 0 });
    expect(await t.db.transaction().execute((trx) => publishIfTrusted(trx, first))).toBe(false);
    expect((await videoRow(first)).status_id).toBe(0);

    const set = await ok(admin.browser, { act: 'setting', name: 'trusted_skip_review', value: '1' });
    expect(set.settings).toEqual({
      trusted_skip_review: 1,
      complaint_days: 7,
      appeal_hides_video: 1,
      age_policy: [],
    });
    expect((await read(moderator.browser, PATHS.settings)).settings.trusted_skip_review).toBe(1);
    const second = await addVideo(t.db, { user_id: uploader.id, status_id: 0 });
    expect(await t.db.transaction().execute((trx) => publishIfTrusted(trx, second))).toBe(true);
    expect((await videoRow(second)).status_id).toBe(1);

    // A member who is not trusted still waits.
    const other = await addVideo(t.db, { user_id: member.id, status_id: 0 });
    expect(await t.db.transaction().execute((trx) => publishIfTrusted(trx, other))).toBe(false);
    await ok(admin.browser, { act: 'setting', name: 'trusted_skip_review', value: '0' });
    await ok(moderator.browser, { act: 'trust', user_id: String(uploader.id), trusted: '0' });
    expect(await auditOf('setting', 'trusted_skip_review')).toHaveLength(2);
    expect(await auditOf('trust', uploader.id)).toHaveLength(1);
  });
});

describe('given the report queue', () => {
  it('filters by status, shows the time to triage once someone acts, and keeps the e-mail thread', async () => {
    const report = await addReport({ subject: 'Technical Problems', email: 'wren@example.test' });
    const open = await read(moderator.browser, `${PATHS.reports}?status=open`);
    const listed = open.reports.find((r: { report_id: number }) => r.report_id === report);
    expect(listed).toMatchObject({ status: 'open', assignee: null, triage_seconds: null });
    expect(listed.age_seconds).toBeGreaterThanOrEqual(3599);

    const assigned = await ok(moderator.browser, { act: 'assign', report_id: String(report) });
    expect(assigned.report).toMatchObject({
      status: 'in_progress',
      assignee: { user_id: moderator.id, username: 'Warden' },
    });
    expect(assigned.report.triage_seconds).toBeGreaterThanOrEqual(3599);
    const mine = await read(moderator.browser, `${PATHS.reports}?assignee_id=${moderator.id}`);
    expect(mine.reports.map((r: { report_id: number }) => r.report_id)).toContain(report);
    expect(
      (await read(moderator.browser, `${PATHS.reports}?status=open`)).reports.map(
        (r: { report_id: number }) => r.report_id,
      ),
    ).not.toContain(report);

    await ok(moderator.browser, {
      act: 'reply',
      report_id: String(report),
      message: 'Clearing the cache fixes it.',
    });
    const mail = await latestMailTo(`${t.dataDir}/outbox`, 'wren@example.test');
    expect(mail?.subject).toBe(`Re: Technical Problems [#${report}]`);
    expect(mail?.text).toContain('Clearing the cache fixes it.');
    await ok(admin.browser, {
      act: 'reply',
      report_id: String(report),
      message: 'Known issue',
      kind: 'note',
    });
    const resolved = await ok(admin.browser, {
      act: 'report_status',
      report_id: String(report),
      status: 'resolved',
    });
    expect(resolved.report.status).toBe('resolved');

    const detail = await read(moderator.browser, `${PATHS.report}?report_id=${report}`);
    expect(detail.thread).toMatchObject([
      { kind: 'reply', body: 'Clearing the cache fixes it.', author: { username: 'Warden' } },
      { kind: 'note', body: 'Known issue', author: { username: 'Keeper' } },
    ]);
    expect((await auditOf('assign', report)).length).toBe(1);
    expect((await auditOf('reply', report)).length).toBe(1);
    expect((await auditOf('report_status', report))[0]?.details).toEqual({
      from: 'in_progress',
      to: 'resolved',
    });
  });

  it('refuses to assign a report to someone who is not staff; 404 for an unknown report', async () => {
    const report = await addReport({});
    expectError(
      await act(moderator.browser, {
        act: 'assign',
        report_id: String(report),
        assignee_id: String(member.id),
      }),
      400,
      'invalid_params',
    );
    expectError(await act(moderator.browser, { act: 'assign', report_id: '999999' }), 404, 'not_found');
    expectError(await moderator.browser.get(`${PATHS.report}?report_id=999999`), 404, 'not_found');
  });
});

describe('given a DMCA notice', () => {
  it('removes the video, mails and strikes the uploader, takes a counter-notice, and staff may restore it', async () => {
    const video = await addVideo(t.db, { user_id: uploader.id, title: 'Borrowed tune' });
    const report = await addReport({ subject: 'DMCA / Copyright Infringement', email: 'owner@example.test' });
    const res = await ok(moderator.browser, {
      act: 'takedown',
      video_id: String(video),
      report_id: String(report),
      reason: 'The soundtrack belongs to the notifier',
    });
    expect(res).toMatchObject({ code: 'success', video_id: video, strikes: 1, disabled: 0 });
    const removed = await videoRow(video);
    expect(removed.status_id).toBe(5);
    expect(removed.reject_reason).toContain('The soundtrack belongs to the notifier');
    const mail = await latestMailTo(`${t.dataDir}/outbox`, 'maker@example.test');
    expect(mail?.subject).toContain('Borrowed tune');
    expect(mail?.text).toContain(`strike 1 of ${STRIKES_LIMIT}`);
    const reportRow = await read(moderator.browser, `${PATHS.report}?report_id=${report}`);
    expect(reportRow.report).toMatchObject({ status: 'resolved', video_id: video });
    expect(reportRow.takedowns).toMatchObject([
      { video_id: video, strikes: 1, uploader: { user_id: uploader.id } },
    ]);
    // The owner cannot put it back, and a second takedown of it is refused.
    expectError(
      await uploader.browser.post(ENDPOINTS.videoEdit, { act: '4', video_id: String(video) }),
      409,
      'rejected',
    );
    expectError(
      await act(moderator.browser, { act: 'takedown', video_id: String(video), reason: 'Again' }),
      409,
      'already_removed',
    );

    // The counter-notice: the uploader only, once.
    const takedownId = res.takedown_id as number;
    const notice = {
      takedown_id: String(takedownId),
      statement: 'I composed and recorded this tune myself.',
    };
    expectError(await new Browser(app, '10.0.0.3').post(PATHS.counterNotice, notice), 401, 'need_auth');
    expectError(await member.browser.post(PATHS.counterNotice, notice), 404, 'not_found');
    expect((await uploader.browser.post(PATHS.counterNotice, notice)).statusCode).toBe(200);
    expectError(await uploader.browser.post(PATHS.counterNotice, notice), 409, 'already_sent');
    const pending = await read(admin.browser, `${PATHS.takedowns}?pending=1`);
    expect(pending.takedowns).toMatchObject([
      {
        takedown_id: takedownId,
        counter_notice: 'I composed and recorded this tune myself.',
        restored_at: null,
      },
    ]);
    expect((await read(admin.browser, `${PATHS.report}?report_id=${report}`)).report.status).toBe(
      'in_progress',
    );

    const restored = await ok(admin.browser, { act: 'restore', takedown_id: String(takedownId) });
    expect(restored).toMatchObject({ video_id: video, status_id: 1, strikes: 0 });
    expect(await videoRow(video)).toMatchObject({ status_id: 1, reject_reason: null });
    expectError(
      await act(admin.browser, { act: 'restore', takedown_id: String(takedownId) }),
      409,
      'not_removed',
    );
    expect((await latestMailTo(`${t.dataDir}/outbox`, 'maker@example.test'))?.subject).toContain('is back');
    expect(await auditOf('takedown', video)).toHaveLength(1);
    expect(await auditOf('restore', video)).toHaveLength(1);
  });

  it(`disables a repeat infringer at ${STRIKES_LIMIT} strikes: their session ends and login answers disabled_user`, async () => {
    const name = 'Copier';
    const infringer = await signedIn(app, t, name);
    for (let i = 1; i <= STRIKES_LIMIT; i++) {
      const video = await addVideo(t.db, { user_id: infringer.id, title: `Copied clip ${i}` });
      const res = await ok(moderator.browser, {
        act: 'takedown',
        video_id: String(video),
        reason: `Notice ${i}`,
      });
      expect(res).toMatchObject({ strikes: i, disabled: i === STRIKES_LIMIT ? 1 : 0 });
    }
    expectError(await infringer.browser.get(CALLS['uploads.list'].path), 401, 'need_auth');
    expectError(await new Browser(app, '10.0.0.4').login(name, PASSWORD), 403, 'disabled_user');
    const members = await read(moderator.browser, `${PATHS.members}?q=copier`);
    expect(members.members).toMatchObject([{ username: name, standing: 'disabled', strikes: STRIKES_LIMIT }]);
    expect(await auditOf('sanction_disable', infringer.id)).toMatchObject([
      { details: { policy: 'repeat_infringer', strikes: STRIKES_LIMIT } },
    ]);
  });
});

describe('given sanctions', () => {
  const fresh = async (name: string) => signedIn(app, t, name);
  const login = (name: string) => new Browser(app, '10.0.1.1').login(name, PASSWORD);

  it('a ban ends the sessions and login answers banned; lifting it lets the member in again', async () => {
    const target = await fresh('Rowdy');
    const res = await ok(moderator.browser, {
      act: 'sanction',
      user_id: String(target.id),
      sanction: 'ban',
      reason: 'Spam in comments',
    });
    expect(res).toMatchObject({ standing: 'banned', banned_until: null });
    expectError(await target.browser.get(CALLS['uploads.list'].path), 401, 'need_auth');
    expectError(await login('Rowdy'), 403, 'banned');
    await ok(moderator.browser, { act: 'sanction', user_id: String(target.id), sanction: 'lift' });
    expect((await login('Rowdy')).statusCode).toBe(200);
    expect((await auditOf('sanction_ban', target.id))[0]?.details).toEqual({ reason: 'Spam in comments' });
  });

  it('a temporary ban until a future time answers temp_banned; a past or missing end is 400', async () => {
    const target = await fresh('Hasty');
    const until = new Date(Date.now() + 86_400_000).toISOString();
    const bads: Record<string, string>[] = [
      {},
      { until: new Date(Date.now() - 60_000).toISOString() },
      { until: 'tomorrow' },
    ];
    for (const bad of bads) {
      expectError(
        await act(moderator.browser, {
          act: 'sanction',
          user_id: String(target.id),
          sanction: 'temp_ban',
          ...bad,
        }),
        400,
        'invalid_params',
      );
    }
    const res = await ok(moderator.browser, {
      act: 'sanction',
      user_id: String(target.id),
      sanction: 'temp_ban',
      until,
    });
    expect(res.standing).toBe('temp_banned');
    expect(new Date(res.banned_until).getTime()).toBe(new Date(until).getTime());
    expectError(await target.browser.get(CALLS['uploads.list'].path), 401, 'need_auth');
    expectError(await login('Hasty'), 403, 'temp_banned');
  });

  it('disabling answers disabled_user; staff cannot sanction themselves, and only admins sanction staff', async () => {
    const target = await fresh('Sleepy');
    await ok(admin.browser, { act: 'sanction', user_id: String(target.id), sanction: 'disable' });
    expectError(await login('Sleepy'), 403, 'disabled_user');
    expectError(
      await act(moderator.browser, { act: 'sanction', user_id: String(moderator.id), sanction: 'ban' }),
      409,
      'own_account',
    );
    expectError(
      await act(moderator.browser, { act: 'sanction', user_id: String(admin.id), sanction: 'ban' }),
      403,
      'no_permission',
    );
    // Neither refusal touched the staff: both still work.
    expect((await moderator.browser.get(PATHS.settings)).statusCode).toBe(200);
    expect((await admin.browser.get(PATHS.settings)).statusCode).toBe(200);
  });
});

describe('given the forbidden words', () => {
  it('staff add and remove words; comments and messages follow the list at once', async () => {
    const video = await addVideo(t.db, { user_id: uploader.id });
    const comment = (msg: string) =>
      member.browser.post(ENDPOINTS.input, {
        act: 'comm',
        section: 'video',
        object_id: String(video),
        msg,
      });
    await ok(moderator.browser, { act: 'word_add', word: '  Lottery ' });
    expectError(await act(moderator.browser, { act: 'word_add', word: 'lottery' }), 409, 'already_listed');
    expectError(await act(moderator.browser, { act: 'word_add', word: 'two words' }), 400, 'invalid_params');
    const words = await read(moderator.browser, PATHS.words);
    expect(words.words).toContainEqual(
      expect.objectContaining({ word: 'lottery', added_by: { user_id: moderator.id, username: 'Warden' } }),
    );
    const message = (msg: string) =>
      member.browser.post(CALLS['messages.send'].path, { user_id: String(uploader.id), msg });
    const c1 = await comment('Win the LOTTERY today');
    expectError(c1, 400, 'forbidden_words');
    expectError(await message('Try the lottery with me'), 400, 'forbidden_words');
    await ok(moderator.browser, { act: 'word_remove', word: 'lottery' });
    expect((await comment('Win the lottery today')).statusCode).toBe(200);
    expect((await message('Try the lottery with me')).statusCode).toBe(200);
    expectError(await act(moderator.browser, { act: 'word_remove', word: 'lottery' }), 404, 'not_found');
    expect(await auditOf('word_add', 'lottery')).toHaveLength(1);
    expect(await auditOf('word_remove', 'lottery')).toHaveLength(1);
  });
});

describe('given the role changes', () => {
  it('an admin makes a member a moderator, who can then open the console; not their own role', async () => {
    const id = await addAccount(t.db, { username: 'Helper', password: PASSWORD });
    const res = await ok(admin.browser, { act: 'role', user_id: String(id), role: 'moderator' });
    expect(res.member).toMatchObject({ username: 'Helper', role: 'moderator', standing: 'ok' });
    const helper = new Browser(app, '10.0.2.2');
    expect((await helper.login('Helper', PASSWORD)).statusCode).toBe(200);
    expect((await helper.get(PATHS.queue)).statusCode).toBe(200);
    expectError(
      await act(admin.browser, { act: 'role', user_id: String(admin.id), role: 'member' }),
      409,
      'own_account',
    );
    expect((await auditOf('role', id))[0]?.details).toEqual({ from: 'member', to: 'moderator' });
  });
});
