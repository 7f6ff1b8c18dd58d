import { ENDPOINTS } from '@site/api';
import {
  blockedListResponseSchema,
  CALLS,
  dialogsResponseSchema,
  messagesResponseSchema,
  moderationReportsResponseSchema,
} from '@site/api/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from '../accounts/fixtures.js';
import { actionsApp, expectError, signedIn } from '../actions/fixtures.js';
import { addComment, addVideo } from '../community/fixtures.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';
import { MEMBER_REPORT_LIMIT } from './reports.js';

type Member = { id: number; browser: Browser };

let t: TestDb;
let app: FastifyInstance;
let ash: Member;
let birch: Member;
let cedar: Member;
let warden: Member;

const MESSAGES = '/api/messages.php';
const REPORT = CALLS['reports.member'].path;

beforeAll(async () => {
  t = await openTestDb();
  app = await actionsApp(t);
  ash = await signedIn(app, t, 'Ash');
  birch = await signedIn(app, t, 'Birch');
  cedar = await signedIn(app, t, 'Cedar');
  warden = await signedIn(app, t, 'Warden', { role: 'moderator' });
});

afterAll(() => closeAll(app, t));

const block = (by: Member, other: number) =>
  by.browser.post(ENDPOINTS.member, { act: 'block', object_id: String(other) });
const unblock = (by: Member, other: number) =>
  by.browser.post(ENDPOINTS.member, { act: 'unblock', object_id: String(other) });
const send = (from: Member, to: number, message: string) =>
  from.browser.post(MESSAGES, { section: 'add', user_id: String(to), message });
const dialogs = async (m: Member) => {
  const res = await m.browser.post(MESSAGES, { section: 'all' });
  expect(res.statusCode, res.body).toBe(200);
  return dialogsResponseSchema.parse(res.json()).dialogs;
};
const conversation = async (m: Member, other: number) => {
  const res = await m.browser.post(MESSAGES, { section: 'user', user_from_id: String(other) });
  expect(res.statusCode, res.body).toBe(200);
  return messagesResponseSchema.parse(res.json()).messages;
};
const unreadMessages = async (m: Member) => {
  const res = await m.browser.get('/api/counts.php');
  return (res.json() as { unread_messages: number }).unread_messages;
};
const report = (by: Member, target: string, id: number, reason = 'Rude words in it') =>
  by.browser.post(REPORT, { target, object_id: String(id), reason });

describe('blocking a member', () => {
  it('refuses oneself, an unknown member, a second block and unblocking someone not blocked', async () => {
    expectError(await block(ash, ash.id), 400, 'self_block');
    expectError(await block(ash, 999_999), 404, 'not_found');
    expectError(await unblock(ash, birch.id), 409, 'not_blocked');
  });

  it('refuses messages, friend requests and comments on the blocker’s videos, with the refusal only', async () => {
    const video = await addVideo(t.db, { user_id: ash.id, title: 'Quiet lake at noon' });
    const otherVideo = await addVideo(t.db, { user_id: cedar.id, title: 'Windy hill path' });
    const ashComment = await addComment(t.db, 'video', otherVideo, ash.id, 'A fine walk indeed');
    // A friendship between them ends with the block.
    await t.db
      .insertInto('friends')
      .values([
        { user_id: ash.id, friend_id: birch.id, status: 1 },
        { user_id: birch.id, friend_id: ash.id, status: 1 },
      ])
      .execute();

    const res = await block(ash, birch.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ code: 'success', blocked: true });
    expectError(await block(ash, birch.id), 409, 'already_blocked');
    const friends = await t.db
      .selectFrom('friends')
      .selectAll()
      .where((eb) => eb.or([eb('user_id', '=', birch.id), eb('friend_id', '=', birch.id)]))
      .execute();
    expect(friends).toEqual([]);

    const list = blockedListResponseSchema.parse((await ash.browser.get('/api/blocks.php')).json());
    expect(list.members.map((m) => m.username)).toEqual(['Birch']);
    // The blocked member's own list is theirs alone.
    expect(
      blockedListResponseSchema.parse((await birch.browser.get('/api/blocks.php')).json()).members,
    ).toEqual([]);

    const refused = expectError(await send(birch, ash.id, 'Hello again'), 403, 'blocked');
    expect(refused).toEqual([]);
    expectError(
      await birch.browser.post(MESSAGES, { user_id: String(ash.id), msg: 'Hello from the modal' }),
      403,
      'blocked',
    );
    // The blocker cannot write to the member they blocked either (until they unblock).
    expectError(await send(ash, birch.id, 'One more word'), 403, 'blocked');
    expectError(
      await birch.browser.post(ENDPOINTS.member, { act: 'add_friend', object_id: String(ash.id) }),
      403,
      'blocked',
    );
    expectError(
      await birch.browser.post(ENDPOINTS.input, {
        act: 'comm',
        section: 'video',
        object_id: String(video),
        msg: 'Nice colours here',
      }),
      403,
      'blocked',
    );
    // Elsewhere the blocked member still comments; a reply to the blocker's comment does not notify them.
    const reply = await birch.browser.post(ENDPOINTS.input, {
      act: 'comm',
      section: 'video',
      object_id: String(otherVideo),
      msg: 'I walked it too',
      parent_id: String(ashComment),
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const told = await t.db
      .selectFrom('notifications')
      .select('kind')
      .where('user_id', '=', ash.id)
      .execute();
    expect(told).toEqual([]);
    const stored = await t.db
      .selectFrom('messages')
      .select('m_id')
      .where('from_user_id', '=', birch.id)
      .execute();
    expect(stored).toEqual([]);

    const back = await unblock(ash, birch.id);
    expect(back.json()).toEqual({ code: 'success', blocked: false });
    expect((await send(birch, ash.id, 'Hello again')).statusCode).toBe(200);
    expect(
      (
        await birch.browser.post(ENDPOINTS.input, {
          act: 'comm',
          section: 'video',
          object_id: String(video),
          msg: 'Nice colours here',
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('deleting a dialog and marking it unread', () => {
  it('deletes it for oneself only, and a new message starts it again', async () => {
    expect((await send(cedar, ash.id, 'Morning from the hill')).statusCode).toBe(200);
    expect((await send(ash, cedar.id, 'Morning to you')).statusCode).toBe(200);
    expect((await send(cedar, ash.id, 'Are you coming?')).statusCode).toBe(200);
    expect(await unreadMessages(ash)).toBeGreaterThanOrEqual(2);

    const res = await ash.browser.post(MESSAGES, { section: 'delete', user_id: String(cedar.id) });
    expect(res.statusCode, res.body).toBe(200);
    expect((await dialogs(ash)).map((d) => d.username)).not.toContain('Cedar');
    expect(await conversation(ash, cedar.id)).toEqual([]);
    // The deleted dialog's messages no longer wait in the header.
    const fromBirch = (await dialogs(ash)).find((d) => d.username === 'Birch')?.unread ?? 0;
    expect(await unreadMessages(ash)).toBe(fromBirch);
    // The other side keeps it all.
    expect((await conversation(cedar, ash.id)).map((m) => m.m_message)).toEqual([
      'Morning from the hill',
      'Morning to you',
      'Are you coming?',
    ]);
    expectError(
      await ash.browser.post(MESSAGES, { section: 'delete', user_id: String(cedar.id) }),
      404,
      'not_found',
    );
    expectError(
      await ash.browser.post(MESSAGES, { section: 'delete', user_id: String(ash.id) }),
      400,
      'self_message',
    );

    expect((await send(cedar, ash.id, 'Still there?')).statusCode).toBe(200);
    const again = (await dialogs(ash)).find((d) => d.username === 'Cedar');
    expect(again).toMatchObject({ m_message: 'Still there?', unread: 1 });
    expect((await conversation(ash, cedar.id)).map((m) => m.m_message)).toEqual(['Still there?']);
  });

  it('marks a read dialog unread, and the header count follows', async () => {
    await conversation(ash, cedar.id);
    const before = await unreadMessages(ash);
    const res = await ash.browser.post(MESSAGES, { section: 'unread', user_id: String(cedar.id) });
    expect(res.statusCode, res.body).toBe(200);
    expect(await unreadMessages(ash)).toBe(before + 1);
    expect((await dialogs(ash)).find((d) => d.username === 'Cedar')?.unread).toBe(1);
    // Nothing from the member to mark.
    expectError(
      await ash.browser.post(MESSAGES, { section: 'unread', user_id: String(warden.id) }),
      404,
      'not_found',
    );
  });
});

describe('reporting a member, a comment or a message', () => {
  it('files each into the console’s reports with what was reported, and refuses one’s own things', async () => {
    const video = await addVideo(t.db, { user_id: cedar.id, title: 'Old mill by night' });
    const comment = await addComment(t.db, 'video', video, birch.id, 'This is a rude remark');
    const own = await addComment(t.db, 'video', video, ash.id, 'My own kind remark');
    expect((await send(birch, ash.id, 'An unkind message')).statusCode).toBe(200);
    const message = await t.db
      .selectFrom('messages')
      .select('m_id')
      .where('from_user_id', '=', birch.id)
      .where('message', '=', 'An unkind message')
      .executeTakeFirstOrThrow();

    expectError(await report(ash, 'member', ash.id), 400, 'self_report');
    expectError(await report(ash, 'comment', own), 400, 'self_report');
    expectError(await report(birch, 'message', message.m_id), 400, 'self_report');
    // A message of others is not there for the reporter.
    expectError(await report(cedar, 'message', message.m_id), 404, 'not_found');
    expectError(await report(ash, 'comment', 999_999), 404, 'not_found');

    for (const [target, id] of [
      ['member', birch.id],
      ['comment', comment],
      ['message', message.m_id],
    ] as const) {
      const res = await report(ash, target, id);
      expect(res.statusCode, res.body).toBe(200);
    }
    expectError(await report(ash, 'comment', comment), 409, 'already_reported');

    const read = await warden.browser.get(CALLS['moderation.reports'].path);
    expect(read.statusCode, read.body).toBe(200);
    const items = moderationReportsResponseSchema.parse(read.json()).reports.filter((r) => r.target);
    const seen = items.map((r) => [r.target?.kind, r.target?.member?.username, r.target?.excerpt]);
    expect(seen.sort()).toEqual([
      ['comment', 'Birch', 'This is a rude remark'],
      ['member', 'Birch', null],
      ['message', 'Birch', 'An unkind message'],
    ]);
    for (const item of items) {
      expect(item.user?.username).toBe('Ash');
      expect(item.status).toBe('open');
      expect(new Date(item.due_at).getTime()).toBeGreaterThan(Date.now());
    }
    expect(items.find((r) => r.target?.kind === 'comment')?.ref).toMatch(/^\/videos\/\d+\//);
  });

  it('holds one address to the limit', async () => {
    let last = await report(cedar, 'member', ash.id, 'first');
    for (let i = 1; i <= MEMBER_REPORT_LIMIT; i += 1) last = await report(cedar, 'member', warden.id);
    expectError(last, 429, 'too_many_attempts');
  });
});
