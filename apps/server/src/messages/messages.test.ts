import {
  dialogsResponseSchema,
  errorResponseSchema,
  messagesResponseSchema,
  sentMessageResponseSchema,
} from '@site/api/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addAccount, Browser } from '../accounts/fixtures.js';
import { buildApp } from '../app.js';
import { createTestCaptcha } from '../captcha/index.js';
import { closeAll, csrfHeaders, openTestDb, type TestDb } from '../testing.js';
import { MESSAGE_LIMIT } from './store.js';

const URL = '/api/messages.php';
const PWD = 'quiet meadow';

let t: TestDb;
let app: FastifyInstance;
let ash: number;
let birch: number;
let cedar: number;
let dormant: number;
let asAsh: Browser;
let asBirch: Browser;
let asCedar: Browser;

beforeAll(async () => {
  t = await openTestDb();
  ash = await addAccount(t.db, { username: 'Ash', password: PWD });
  birch = await addAccount(t.db, { username: 'Birch', password: PWD });
  cedar = await addAccount(t.db, { username: 'Cedar', password: PWD });
  dormant = await addAccount(t.db, { username: 'Dormant', password: PWD, is_disabled: 1 });
  app = await buildApp({ db: t.db, dataDir: t.dataDir, captcha: createTestCaptcha() });
  asAsh = new Browser(app);
  asBirch = new Browser(app);
  asCedar = new Browser(app);
  for (const [b, name] of [
    [asAsh, 'Ash'],
    [asBirch, 'Birch'],
    [asCedar, 'Cedar'],
  ] as const) {
    const res = await b.login(name, PWD);
    expect(res.statusCode, res.body).toBe(200);
  }
});

afterAll(() => closeAll(app, t));

beforeEach(async () => {
  await t.db.deleteFrom('messages').execute();
});

const stored = () =>
  t.db
    .selectFrom('messages')
    .select(['from_user_id', 'to_user_id', 'message', 'is_read'])
    .orderBy('m_id')
    .execute();

/** A message written straight into the table, `minutesAgo` in the past. */
async function put(from: number, to: number, message: string, minutesAgo: number, isRead = 0) {
  await t.db
    .insertInto('messages')
    .values({
      from_user_id: from,
      to_user_id: to,
      message,
      is_read: isRead,
      created_at: new Date(Date.now() - minutesAgo * 60_000),
    })
    .execute();
}

describe('given a visitor', () => {
  it('answers 401 need_auth to every section, and stores nothing', async () => {
    const headers = { ...(await csrfHeaders(app)), 'content-type': 'application/x-www-form-urlencoded' };
    const forms: Record<string, string>[] = [
      { user_id: String(ash), msg: 'Hello there' },
      { section: 'add', user_id: String(ash), message: 'Hello there' },
      { section: 'all' },
      { section: 'user', user_from_id: String(ash) },
    ];
    for (const form of forms) {
      const res = await app.inject({
        method: 'POST',
        url: URL,
        headers,
        payload: new URLSearchParams(form).toString(),
      });
      expect(res.statusCode).toBe(401);
      expect(errorResponseSchema.parse(res.json())).toEqual({ code: 'need_auth' });
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    expect(await stored()).toEqual([]);
  });
});

describe('given a member writing without the CSRF token', () => {
  it('answers 403 invalid_csrf and sends nothing', async () => {
    const res = await asAsh.post(URL, { user_id: String(birch), msg: 'Hello there' }, { csrf: false });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'invalid_csrf' });
    expect(await stored()).toEqual([]);
  });
});

describe('given a member sending from the member modal', () => {
  it('stores the trimmed message and answers its id, date and time (UTC)', async () => {
    const before = Date.now();
    const res = await asAsh.post(URL, { user_id: String(birch), msg: '  Nice river photos!  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = sentMessageResponseSchema.parse(res.json());
    expect(body.code).toBe('success');
    expect(body.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.time).toMatch(/^\d{2}:\d{2}$/);
    const at = new Date(`${body.date}T${body.time}:00Z`).getTime();
    expect(at).toBeGreaterThanOrEqual(Math.floor(before / 60_000) * 60_000);
    expect(at).toBeLessThanOrEqual(Date.now());
    const row = await t.db
      .selectFrom('messages')
      .selectAll()
      .where('m_id', '=', body.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      from_user_id: ash,
      to_user_id: birch,
      message: 'Nice river photos!',
      is_read: 0,
    });
  });

  it('takes 200 characters and refuses 201 with max_length', async () => {
    expect((await asAsh.post(URL, { user_id: String(birch), msg: 'a'.repeat(200) })).statusCode).toBe(200);
    const res = await asAsh.post(URL, { user_id: String(birch), msg: 'a'.repeat(201) });
    expect(res.statusCode).toBe(400);
    expect(errorResponseSchema.parse(res.json())).toEqual({
      code: 'invalid_params',
      errors: [{ field: 'msg', code: 'max_length', params: { length: 200, max: 200 } }],
    });
    expect(await stored()).toHaveLength(1);
  });

  it('does not send an empty or blank message (required)', async () => {
    for (const msg of ['', '   \n\t ']) {
      const res = await asAsh.post(URL, { user_id: String(birch), msg });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'invalid_params', errors: [{ field: 'msg', code: 'required' }] });
    }
    const missing = await asAsh.post(URL, { user_id: String(birch) });
    expect(missing.json()).toEqual({ code: 'invalid_params', errors: [{ field: 'msg', code: 'required' }] });
    expect(await stored()).toEqual([]);
  });

  it('names a missing or malformed recipient, a repeated field and control characters', async () => {
    const missing = await asAsh.post(URL, { msg: 'Hello there' });
    expect(missing.json()).toEqual({
      code: 'invalid_params',
      errors: [{ field: 'user_id', code: 'required' }],
    });
    for (const user_id of ['abc', '-3', '0', '99999999999']) {
      const res = await asAsh.post(URL, { user_id, msg: 'Hello there' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'invalid_params', errors: [{ field: 'user_id', code: 'invalid' }] });
    }
    const twice = await asAsh.request({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrf-token': await asAsh.csrf() },
      payload: `user_id=${birch}&msg=one&msg=two`,
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ errors: [{ field: 'msg', code: 'invalid' }] });
    const nul = await asAsh.post(URL, { user_id: String(birch), msg: 'Hello\u0000there' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toEqual({ code: 'invalid_params', errors: [{ field: 'msg', code: 'invalid' }] });
    expect(await stored()).toEqual([]);
  });

  it('refuses forbidden words with forbidden_words', async () => {
    const res = await asAsh.post(URL, { user_id: String(birch), msg: 'Visit my CASINO today' });
    expect(res.statusCode).toBe(400);
    expect(errorResponseSchema.parse(res.json())).toEqual({
      code: 'forbidden_words',
      errors: [{ field: 'msg', code: 'forbidden_words' }],
    });
    expect(await stored()).toEqual([]);
  });

  it('refuses a message to oneself with self_message', async () => {
    const res = await asAsh.post(URL, { user_id: String(ash), msg: 'Note to self' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'self_message' });
    expect(await stored()).toEqual([]);
  });

  it('answers 404 not_found for an unknown or switched-off member', async () => {
    for (const to of [999_999, dormant]) {
      const res = await asAsh.post(URL, { user_id: String(to), msg: 'Hello there' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'not_found' });
    }
    expect(await stored()).toEqual([]);
  });

  it(`stops a member after ${MESSAGE_LIMIT} messages in 10 minutes with 429 message_limit`, async () => {
    for (let i = 0; i < MESSAGE_LIMIT - 1; i += 1) await put(ash, cedar, `Old note ${i}`, 5);
    await put(ash, cedar, 'Long ago', 11);
    expect((await asAsh.post(URL, { user_id: String(birch), msg: 'Still fine' })).statusCode).toBe(200);
    const res = await asAsh.post(URL, { user_id: String(birch), msg: 'One too many' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ code: 'message_limit' });
    // Another member is not held back.
    expect((await asBirch.post(URL, { user_id: String(ash), msg: 'Hi Ash' })).statusCode).toBe(200);
  });
});

describe('given a member sending from the inbox (section add)', () => {
  it('takes up to 1000 characters, answers the contract shape, refuses 1001', async () => {
    const ok = await asAsh.post(URL, { section: 'add', user_id: String(birch), message: 'b'.repeat(1000) });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(sentMessageResponseSchema.parse(ok.json()).code).toBe('success');
    const long = await asAsh.post(URL, { section: 'add', user_id: String(birch), message: 'b'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({
      code: 'invalid_params',
      errors: [{ field: 'message', code: 'max_length', params: { length: 1000, max: 1000 } }],
    });
    // The inbox's field is `message`: `msg` is not read there.
    const wrong = await asAsh.post(URL, { section: 'add', user_id: String(birch), msg: 'Hello' });
    expect(wrong.json()).toEqual({
      code: 'invalid_params',
      errors: [{ field: 'message', code: 'required' }],
    });
    expect(await stored()).toHaveLength(1);
  });

  it('counts a CRLF line break (as a browser form sends it) once, and stores it as LF', async () => {
    const text = `${'c'.repeat(499)}\r\n${'c'.repeat(500)}`;
    const res = await asAsh.post(URL, { section: 'add', user_id: String(birch), message: text });
    expect(res.statusCode, res.body).toBe(200);
    expect((await stored())[0]?.message).toBe(`${'c'.repeat(499)}\n${'c'.repeat(500)}`);
  });

  it('applies the same rules: forbidden words, self, unknown member', async () => {
    const bad = await asAsh.post(URL, {
      section: 'add',
      user_id: String(birch),
      message: 'free casino chips',
    });
    expect(bad.json()).toEqual({
      code: 'forbidden_words',
      errors: [{ field: 'message', code: 'forbidden_words' }],
    });
    const self = await asAsh.post(URL, { section: 'add', user_id: String(ash), message: 'Hi me' });
    expect(self.json()).toEqual({ code: 'self_message' });
    const unknown = await asAsh.post(URL, { section: 'add', user_id: '999999', message: 'Hi' });
    expect(unknown.statusCode).toBe(404);
    expect(await stored()).toEqual([]);
  });

  it('refuses an unknown section', async () => {
    const res = await asAsh.post(URL, { section: 'drafts' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'invalid_params', errors: [{ field: 'section', code: 'invalid' }] });
  });
});

describe('given members with dialogs', () => {
  beforeEach(async () => {
    await put(birch, ash, 'Morning Ash', 60);
    await put(ash, birch, 'Morning Birch', 50);
    await put(birch, ash, 'Lovely lake today', 40);
    await put(birch, ash, 'See you at the park', 30);
    await put(cedar, ash, 'Hello from Cedar', 45, 1);
    await put(cedar, birch, 'Birch, a question', 20);
  });

  it('lists the dialogs newest first with the last message and the unread count (section all)', async () => {
    const res = await asAsh.post(URL, { section: 'all' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { dialogs } = dialogsResponseSchema.parse(res.json());
    expect(dialogs.map((d) => [d.u_id, d.username, d.m_message, d.unread])).toEqual([
      [birch, 'Birch', 'See you at the park', 3],
      [cedar, 'Cedar', 'Hello from Cedar', 0],
    ]);
    expect(Date.parse(dialogs[0]?.m_added_date ?? '')).toBeGreaterThan(
      Date.parse(dialogs[1]?.m_added_date ?? ''),
    );
  });

  it('moves a dialog to the top when a new message is sent, whoever sent it', async () => {
    expect((await asAsh.post(URL, { user_id: String(cedar), msg: 'Thanks Cedar' })).statusCode).toBe(200);
    const { dialogs } = dialogsResponseSchema.parse((await asAsh.post(URL, { section: 'all' })).json());
    expect(dialogs.map((d) => [d.u_id, d.m_message])).toEqual([
      [cedar, 'Thanks Cedar'],
      [birch, 'See you at the park'],
    ]);
  });

  it('shows each member only their own dialogs', async () => {
    const { dialogs } = dialogsResponseSchema.parse((await asCedar.post(URL, { section: 'all' })).json());
    expect(dialogs.map((d) => [d.u_id, d.m_message, d.unread])).toEqual([
      [birch, 'Birch, a question', 0],
      [ash, 'Hello from Cedar', 0],
    ]);
  });

  it('reads one dialog oldest first with the read flags, then marks the other side read (section user)', async () => {
    const res = await asAsh.post(URL, { section: 'user', user_from_id: String(birch) });
    expect(res.statusCode, res.body).toBe(200);
    const { messages } = messagesResponseSchema.parse(res.json());
    expect(messages.map((m) => [m.u_id, m.m_message, m.m_is_read])).toEqual([
      [birch, 'Morning Ash', 0],
      [ash, 'Morning Birch', 0],
      [birch, 'Lovely lake today', 0],
      [birch, 'See you at the park', 0],
    ]);
    const times = messages.map((m) => Date.parse(m.m_time));
    expect(times).toEqual([...times].sort((a, b) => a - b));

    // Birch's messages to Ash are now read; Ash's to Birch are untouched (Birch has not opened it).
    const again = messagesResponseSchema.parse(
      (await asAsh.post(URL, { section: 'user', user_from_id: String(birch) })).json(),
    );
    expect(again.messages.map((m) => m.m_is_read)).toEqual([1, 0, 1, 1]);
    const list = dialogsResponseSchema.parse((await asAsh.post(URL, { section: 'all' })).json());
    expect(list.dialogs.find((d) => d.u_id === birch)?.unread).toBe(0);
    const birchList = dialogsResponseSchema.parse((await asBirch.post(URL, { section: 'all' })).json());
    expect(birchList.dialogs.find((d) => d.u_id === ash)?.unread).toBe(1);
    // Other dialogs are not touched.
    const cedarBirch = await t.db
      .selectFrom('messages')
      .select('is_read')
      .where('from_user_id', '=', cedar)
      .where('to_user_id', '=', birch)
      .executeTakeFirstOrThrow();
    expect(cedarBirch.is_read).toBe(0);
  });

  it('never shows a third member the dialog of two others', async () => {
    // Cedar asks for "the dialog with Birch": only Cedar's own messages with Birch come back.
    const res = await asCedar.post(URL, { section: 'user', user_from_id: String(birch) });
    const { messages } = messagesResponseSchema.parse(res.json());
    expect(messages.map((m) => m.m_message)).toEqual(['Birch, a question']);
    // And reading it marks nothing of Ash's dialog read.
    const unread = await t.db
      .selectFrom('messages')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('to_user_id', '=', ash)
      .where('is_read', '=', 0)
      .executeTakeFirstOrThrow();
    expect(unread.n).toBe(3);
  });

  it('answers an empty dialog with a member never written to, 404 for an unknown one, 400 for oneself', async () => {
    const none = await asCedar.post(URL, { section: 'user', user_from_id: String(dormant) });
    expect(messagesResponseSchema.parse(none.json()).messages).toEqual([]);
    const unknown = await asAsh.post(URL, { section: 'user', user_from_id: '999999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'not_found' });
    const self = await asAsh.post(URL, { section: 'user', user_from_id: String(ash) });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ code: 'self_message' });
    const missing = await asAsh.post(URL, { section: 'user' });
    expect(missing.json()).toEqual({
      code: 'invalid_params',
      errors: [{ field: 'user_from_id', code: 'required' }],
    });
  });
});
