import { callUrl } from '@site/api';
import { CALLS, countsResponseSchema, notificationsResponseSchema } from '@site/api/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from '../accounts/fixtures.js';
import { actionsApp, clientOf, expectError, signedIn } from '../actions/fixtures.js';
import { addVideo } from '../community/fixtures.js';
import { readOutbox } from '../mail/index.js';
import { createOutboxMailer } from '../mail/outbox.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';
import { sendDigests } from './digest.js';
import { fanOutNewVideo } from './notify.js';

let t: TestDb;
let app: FastifyInstance;
type Who = { id: number; browser: Browser };
let ash: Who;
let birch: Who;
let cedar: Who;
let warden: Who;

beforeAll(async () => {
  t = await openTestDb();
  app = await actionsApp(t);
  ash = await signedIn(app, t, 'Ash');
  birch = await signedIn(app, t, 'Birch');
  cedar = await signedIn(app, t, 'Cedar');
  warden = await signedIn(app, t, 'Warden', { role: 'moderator' });
});

afterAll(() => closeAll(app, t));

/** The member's first page, as the page reads it (never cached). */
async function listOf(who: Who, page = 1) {
  const res = await who.browser.get(callUrl('notifications.list', { page }));
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return notificationsResponseSchema.parse(res.json());
}

/** The bell's count, from the header's counts call. */
async function bellOf(who: Who) {
  const res = await who.browser.get(CALLS['profile.counts'].path);
  expect(res.statusCode, res.body).toBe(200);
  return countsResponseSchema.parse(res.json()).notifications;
}

async function clear(who: Who) {
  await clientOf(who.browser).notifications.readAll();
}

describe('events write notifications for the member they concern', () => {
  it('a reply to a comment tells its author, with the link of the video; a reply to oneself does not', async () => {
    await clear(ash);
    const video = await addVideo(t.db, { user_id: cedar.id, title: 'Harbour at dawn' });
    const top = await clientOf(ash.browser).actions.comment({
      section: 'video',
      object_id: video,
      msg: 'Lovely light here',
    });
    await clientOf(ash.browser).actions.comment({
      section: 'video',
      object_id: video,
      msg: 'Adding to my own note',
      parent_id: top.comment_id,
    });
    expect(await bellOf(ash)).toBe(0);
    await clientOf(birch.browser).actions.comment({
      section: 'video',
      object_id: video,
      msg: 'Agreed, the colours too',
      parent_id: top.comment_id,
    });
    expect(await bellOf(ash)).toBe(1);
    const [first] = (await listOf(ash)).notifications;
    expect(first).toMatchObject({
      kind: 'comment_reply',
      read: false,
      actor: { user_id: birch.id, username: 'Birch' },
      subject: { title: 'Harbour at dawn', href: `/videos/${video}/harbour-at-dawn/` },
      reason: null,
    });
  });

  it('a vote on a comment tells its author, a like and a dislike apart', async () => {
    await clear(ash);
    const video = await addVideo(t.db, { user_id: cedar.id });
    const { comment_id } = await clientOf(ash.browser).actions.comment({
      section: 'video',
      object_id: video,
      msg: 'A calm one',
    });
    await clientOf(birch.browser).actions.vote({ section: 'comment', object_id: comment_id, vote: 1 });
    await clientOf(cedar.browser).actions.vote({ section: 'comment', object_id: comment_id, vote: 0 });
    const list = await listOf(ash);
    expect(list.notifications.slice(0, 2).map((n) => [n.kind, n.actor?.username])).toEqual([
      ['comment_dislike', 'Cedar'],
      ['comment_like', 'Birch'],
    ]);
    expect(list.unread).toBe(2);
  });

  it('a friend request tells the member asked, its acceptance the one who asked', async () => {
    await clear(ash);
    await clear(birch);
    await birch.browser.post('/api/member.php', { act: 'add_friend', object_id: String(ash.id) });
    expect((await listOf(ash)).notifications[0]).toMatchObject({
      kind: 'friend_request',
      actor: { user_id: birch.id },
      subject: null,
    });
    await ash.browser.post('/api/member.php', { act: 'accept_friend', object_id: String(birch.id) });
    expect((await listOf(birch)).notifications[0]).toMatchObject({
      kind: 'friend_accept',
      actor: { user_id: ash.id },
    });
  });

  it('a moderator approving an upload tells the uploader, and its subscribers once the fan-out runs', async () => {
    await clear(ash);
    await clear(birch);
    await clientOf(birch.browser).actions.subscribe({ section: 'member', object_id: ash.id });
    const video = await addVideo(t.db, { user_id: ash.id, status_id: 0, title: 'Lantern walk' });
    await clientOf(warden.browser).moderation.approve({ video_id: video });
    expect((await listOf(ash)).notifications[0]).toMatchObject({
      kind: 'upload_approved',
      actor: null,
      subject: { title: 'Lantern walk', href: `/videos/${video}/lantern-walk/` },
    });
    // The fan-out was queued with the approval; the job runs it (here by hand), and again changes nothing.
    const job = await t.db
      .selectFrom('jobs')
      .select('payload')
      .where('queue', '=', 'notify-new-video')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(job.payload).toEqual({ videoId: video });
    expect(await fanOutNewVideo(t.db, video)).toBe(1);
    expect(await fanOutNewVideo(t.db, video)).toBe(0);
    expect((await listOf(birch)).notifications[0]).toMatchObject({
      kind: 'new_video',
      actor: { user_id: ash.id },
      subject: { title: 'Lantern walk' },
    });
    expect(await listOf(cedar).then((l) => l.notifications.some((n) => n.kind === 'new_video'))).toBe(false);
  });

  it('the fan-out reaches every subscriber in batches, the uploader never, a member subscribed twice once', async () => {
    const channel = await t.db
      .insertInto('channels')
      .values({ title: 'Quiet coast', dir: 'quiet-coast' })
      .returning('channel_id')
      .executeTakeFirstOrThrow();
    const video = await addVideo(t.db, { user_id: cedar.id, content_source_id: channel.channel_id });
    await t.db
      .insertInto('subscriptions')
      .values([
        { user_id: ash.id, section: 'channel', object_id: channel.channel_id },
        { user_id: ash.id, section: 'member', object_id: cedar.id },
        { user_id: birch.id, section: 'channel', object_id: channel.channel_id },
        { user_id: warden.id, section: 'member', object_id: cedar.id },
        { user_id: cedar.id, section: 'channel', object_id: channel.channel_id },
      ])
      .execute();
    expect(await fanOutNewVideo(t.db, video, 1)).toBe(3);
    const told = await t.db
      .selectFrom('notifications')
      .select('user_id')
      .where('video_id', '=', video)
      .orderBy('user_id')
      .execute();
    expect(told.map((r) => r.user_id)).toEqual([ash.id, birch.id, warden.id].sort((a, b) => a - b));
  });

  it('a rejection tells the uploader with the reason and links to their uploads', async () => {
    await clear(ash);
    const video = await addVideo(t.db, { user_id: ash.id, status_id: 0, title: 'Misty bay' });
    await clientOf(warden.browser).moderation.reject({ video_id: video, reason: 'The sound is missing' });
    expect((await listOf(ash)).notifications[0]).toMatchObject({
      kind: 'upload_rejected',
      reason: 'The sound is missing',
      subject: { title: 'Misty bay', href: `/members/${ash.id}/uploaded_videos/` },
    });
  });

  it('a decision on a download request tells the member who asked', async () => {
    await clear(birch);
    const video = await addVideo(t.db, { user_id: cedar.id, title: 'River bend' });
    const row = await t.db
      .insertInto('download_requests')
      .values({ user_id: birch.id, video_id: video, description: 'For my editing course. '.repeat(10) })
      .returning('request_id')
      .executeTakeFirstOrThrow();
    const res = await warden.browser.post('/api/downloads.php', {
      act: 'reject',
      request_id: String(row.request_id),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await listOf(birch)).notifications[0]).toMatchObject({
      kind: 'download_rejected',
      subject: { title: 'River bend' },
    });
  });
});

describe('reading and marking', () => {
  it('a visitor is refused; a member reads only their own and marks one, then all, read', async () => {
    expectError(await new Browser(app).get(callUrl('notifications.list', { page: 1 })), 401, 'need_auth');
    await clear(ash);
    await birch.browser.post('/api/member.php', { act: 'remove_friend', object_id: String(ash.id) });
    await birch.browser.post('/api/member.php', { act: 'add_friend', object_id: String(ash.id) });
    await cedar.browser.post('/api/member.php', { act: 'add_friend', object_id: String(ash.id) });
    const list = await listOf(ash);
    expect(list.unread).toBe(2);
    const [newest, older] = list.notifications;
    if (!newest || !older) throw new Error('two notifications expected');
    // Another member cannot mark (or learn of) Ash's notification.
    expectError(
      await birch.browser.post('/api/notifications.php', { act: 'read', notification_id: String(newest.id) }),
      404,
      'not_found',
    );
    expectError(
      await ash.browser.post('/api/notifications.php', { act: 'read', notification_id: 'x' }),
      400,
      'invalid_params',
    );
    expect(await clientOf(ash.browser).notifications.read({ notification_id: newest.id })).toEqual({
      code: 'success',
      unread: 1,
    });
    expect(await bellOf(ash)).toBe(1);
    expect(await clientOf(ash.browser).notifications.readAll()).toEqual({ code: 'success', unread: 0 });
    const after = await listOf(ash);
    expect(after.unread).toBe(0);
    expect(after.notifications.every((n) => n.read)).toBe(true);
    expect(after.total).toBeGreaterThanOrEqual(2);
  });

  it('pages newest first', async () => {
    const list = await listOf(ash);
    expect(list.page).toBe(1);
    expect(list.pages).toBe(Math.ceil(list.total / 20));
    const ids = list.notifications.map((n) => n.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    expect((await listOf(ash, 99)).notifications).toEqual([]);
  });
});

describe('the e-mail digest', () => {
  it('is off by default; switched on, it mails unread notifications once a day', async () => {
    const dir = `${t.dataDir}/digest-outbox`;
    const mailer = createOutboxMailer(dir);
    expect((await listOf(cedar)).digest).toBe(false);
    await clear(cedar);
    expect(await clientOf(cedar.browser).notifications.digest({ digest: true })).toEqual({
      code: 'success',
      digest: true,
    });
    expect((await listOf(cedar)).digest).toBe(true);
    const video = await addVideo(t.db, { user_id: ash.id, title: 'Evening tide' });
    const { comment_id } = await clientOf(cedar.browser).actions.comment({
      section: 'video',
      object_id: video,
      msg: 'So still',
    });
    await clientOf(ash.browser).actions.vote({ section: 'comment', object_id: comment_id, vote: 1 });
    // Switched on just now: the day has not passed.
    expect(await sendDigests({ db: t.db, mailer, siteUrl: 'http://site.test' })).toBe(0);
    await t.db
      .updateTable('notification_settings')
      .set({ digest_sent_at: new Date(Date.now() - 25 * 3600_000) })
      .where('user_id', '=', cedar.id)
      .execute();
    await t.db
      .updateTable('notifications')
      .set({ created_at: new Date(Date.now() - 3600_000) })
      .where('user_id', '=', cedar.id)
      .execute();
    expect(await sendDigests({ db: t.db, mailer, siteUrl: 'http://site.test' })).toBe(1);
    const [mail] = await readOutbox(dir);
    expect(mail?.to).toBe('cedar@example.test');
    expect(mail?.text).toContain('Ash liked your comment on "Evening tide"');
    expect(mail?.text).toContain(`http://site.test/videos/${video}/evening-tide/`);
    // Mailed once: the next sweep within the day sends nothing; nor does one for a member who switched it off.
    expect(await sendDigests({ db: t.db, mailer, siteUrl: 'http://site.test' })).toBe(0);
    await clientOf(ash.browser).notifications.digest({ digest: false });
    expect((await listOf(ash)).digest).toBe(false);
  });
});
