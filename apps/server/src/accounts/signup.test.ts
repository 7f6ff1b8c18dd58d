import { randomBytes } from 'node:crypto';
import { errorResponseSchema, signupResponseSchema } from '@site/api/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../mail/index.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';
import { accountsApp, CAPTCHA, mailedLink, SITE_URL, signup } from './account-fixtures.js';
import { addAccount, Browser } from './fixtures.js';
import { ACCOUNT_LIMITS } from './limits.js';
import { tokenHash } from './tokens.js';

let t: TestDb;
let app: FastifyInstance;

beforeAll(async () => {
  t = await openTestDb();
  await addAccount(t.db, { username: 'Fern', email: 'fern@example.test', password: 'quiet meadow' });
  app = await accountsApp(t);
});

afterAll(() => closeAll(app, t));

let address = 0;
/** A browser from an address of its own, so the per-address sign-up limit of one test leaves others alone. */
const fresh = () => new Browser(app, `198.51.100.${++address}`);

const member = (username: string) =>
  t.db
    .selectFrom('members')
    .select(['user_id', 'username', 'email', 'password_hash', 'email_confirmed_at'])
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();

const refused = (res: { json: () => unknown }) => errorResponseSchema.parse(res.json());

describe('given a visitor signing up with good details', () => {
  it('stores the member unconfirmed with an argon2id hash, mails a single-use link, and opens no session', async () => {
    const browser = fresh();
    const res = await signup(browser, { usr: ' Willow ', eml: 'Willow@Example.test', pwd: 'river stones 7' });
    expect(res.statusCode, res.body).toBe(200);
    expect(signupResponseSchema.parse(res.json())).toEqual({ code: 'success' });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(browser.cookies.has('sid')).toBe(false);

    const row = await member('willow');
    expect(row).toMatchObject({ username: 'Willow', email: 'Willow@Example.test', email_confirmed_at: null });
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
    expect(row?.password_hash).not.toContain('river stones 7');

    const mail = await mailedLink(t.dataDir, 'willow@example.test');
    expect(mail?.link).toBe(`${SITE_URL}/api/confirm.php?token=${mail?.token}`);
    // The token is stored hashed, for confirmation, for 48 hours.
    const stored = await t.db
      .selectFrom('member_tokens')
      .selectAll()
      .where('user_id', '=', row?.user_id as number)
      .executeTakeFirstOrThrow();
    expect(Buffer.from(stored.token_hash).equals(tokenHash(mail?.token as string))).toBe(true);
    expect(stored.purpose).toBe('confirm');
    const hours = (new Date(stored.expires_at).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);

    // Before confirming, the right password only says not_confirmed.
    const early = await fresh().login('Willow', 'river stones 7');
    expect(early.statusCode).toBe(403);
    expect(refused(early).code).toBe('not_confirmed');
  });

  it('confirms the address once: the link lands on the page that says so, the member signs in, a replay lands on the page of a dead link', async () => {
    await signup(fresh(), { usr: 'Juniper', eml: 'juniper@example.test', pwd: 'lantern bay 4' });
    const mail = await mailedLink(t.dataDir, 'juniper@example.test');
    const url = new URL(mail?.link as string);
    const open = await app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(open.statusCode).toBe(303);
    expect(open.headers.location).toBe('/email-confirmation/?status=confirmed');
    expect(open.headers['cache-control']).toBe('private, no-store');
    expect((await member('juniper'))?.email_confirmed_at).not.toBeNull();
    expect((await fresh().login('juniper', 'lantern bay 4')).statusCode).toBe(200);

    const replay = await app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(replay.statusCode).toBe(303);
    expect(replay.headers.location).toBe('/email-confirmation/?status=invalid');
  });
});

describe('given sign-up details that break the rules', () => {
  it('names every bad field at once, stores nothing and sends nothing', async () => {
    const before = (await readOutbox(`${t.dataDir}/outbox`)).length;
    const res = await signup(fresh(), { usr: 'ab', eml: 'not-an-email', pwd: '1234' });
    expect(res.statusCode).toBe(400);
    expect(refused(res)).toEqual({
      code: 'usr_too_short',
      errors: [
        { field: 'usr', code: 'usr_too_short', params: { length: 3 } },
        { field: 'eml', code: 'eml_invalid' },
        { field: 'pwd', code: 'pwd_too_short', params: { length: 8 } },
      ],
    });
    expect(await member('ab')).toBeUndefined();
    expect((await readOutbox(`${t.dataDir}/outbox`)).length).toBe(before);
  });

  it('requires every field of an empty form, the captcha token included', async () => {
    const res = await fresh().post('/api/signup.php', { act: 'signup' });
    expect(res.statusCode).toBe(400);
    expect(refused(res).errors).toEqual([
      { field: 'usr', code: 'required' },
      { field: 'eml', code: 'required' },
      { field: 'pwd', code: 'required' },
      { field: 'tok', code: 'required' },
    ]);
  });

  it.each([
    ['illegal characters', { usr: 'two words' }, { field: 'usr', code: 'usr_bad_symbols' }],
    ['a NUL character', { usr: 'nul\u0000name' }, { field: 'usr', code: 'usr_bad_symbols' }],
    [
      'a username over 25',
      { usr: 'a'.repeat(26) },
      { field: 'usr', code: 'max_length', params: { length: 25 } },
    ],
    ['an email over 254', { eml: `${'a'.repeat(250)}@example.test` }, { field: 'eml', code: 'eml_invalid' }],
    ['a common password', { pwd: 'Sunshine' }, { field: 'pwd', code: 'pwd_common' }],
    [
      'a password of 7 characters',
      { pwd: 'pine co' },
      { field: 'pwd', code: 'pwd_too_short', params: { length: 8 } },
    ],
    [
      'a password equal to the username in another case',
      { usr: 'Aspenwood', pwd: 'ASPENWOOD' },
      { field: 'pwd', code: 'pwd_contains_username' },
    ],
    [
      'a password containing the username',
      { pwd: 'my aspen 9' },
      { field: 'pwd', code: 'pwd_contains_username' },
    ],
    [
      'a password that is the e-mail address',
      { usr: 'Birch', eml: 'quill@example.test', pwd: 'Quill@Example.test' },
      { field: 'pwd', code: 'pwd_contains_email' },
    ],
    [
      'a password containing the e-mail’s local part',
      { usr: 'Birch', eml: 'quill.pen@example.test', pwd: '2024 QUILL.PEN' },
      { field: 'pwd', code: 'pwd_contains_email' },
    ],
    [
      'a 5000-character password',
      { pwd: 'x'.repeat(5000) },
      { field: 'pwd', code: 'max_length', params: { length: 1024 } },
    ],
  ])('refuses %s', async (_, change, error) => {
    const res = await signup(fresh(), {
      usr: 'Aspen',
      eml: 'aspen@example.test',
      pwd: 'pine cone 9',
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(refused(res).errors).toEqual([error]);
    expect(await member('aspen')).toBeUndefined();
  });

  it('answers a password made of the username or e-mail with its own code', async () => {
    const res = await signup(fresh(), { usr: 'Cedar', eml: 'cedar@example.test', pwd: 'cedar tree 1' });
    expect(res.statusCode).toBe(400);
    expect(refused(res)).toEqual({
      code: 'pwd_contains_username',
      errors: [{ field: 'pwd', code: 'pwd_contains_username' }],
    });
    expect(await member('cedar')).toBeUndefined();
  });

  it('tells a username and an address already taken, in any case, both at once', async () => {
    const res = await signup(fresh(), { usr: 'FERN', eml: 'Fern@Example.TEST', pwd: 'pine cone 9' });
    expect(res.statusCode).toBe(400);
    expect(refused(res)).toEqual({
      code: 'usr_taken',
      errors: [
        { field: 'usr', code: 'usr_taken' },
        { field: 'eml', code: 'eml_taken' },
      ],
    });
  });

  it('answers bot_detected to a captcha token that does not verify', async () => {
    const res = await signup(fresh(), {
      usr: 'Hazel',
      eml: 'hazel@example.test',
      pwd: 'pine cone 9',
      tok: 'forged',
    });
    expect(res.statusCode).toBe(403);
    expect(refused(res)).toEqual({ code: 'bot_detected', errors: [{ field: 'tok', code: 'bot_detected' }] });
    expect(await member('hazel')).toBeUndefined();
  });

  it('refuses a sign-up without the CSRF token, a repeated field, and a signed-in member', async () => {
    const form = { usr: 'Rowan', eml: 'rowan@example.test', pwd: 'pine cone 9' };
    const forged = await signup(fresh(), form, { csrf: false });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({ code: 'invalid_csrf' });

    const browser = fresh();
    const twice = await browser.request({
      method: 'POST',
      url: '/api/signup.php',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrf-token': await browser.csrf() },
      payload: 'act=signup&usr=Rowan&usr=Other&eml=rowan%40example.test&pwd=pine+cone+9&tok=test-pass',
    });
    expect(twice.statusCode).toBe(400);
    expect(refused(twice).errors).toEqual([{ field: 'usr', code: 'invalid' }]);

    const signedIn = fresh();
    await signedIn.login('Fern', 'quiet meadow');
    const again = await signup(signedIn, form);
    expect(again.statusCode).toBe(409);
    expect(refused(again).code).toBe('already_logged');
    expect(await member('rowan')).toBeUndefined();
  });
});

describe('given many sign-ups from one address', () => {
  it(`accepts ${ACCOUNT_LIMITS.signupsPerAddress.max} an hour, then answers too_many_attempts (other addresses go on)`, async () => {
    const browser = new Browser(app, '203.0.113.77');
    for (let i = 0; i < ACCOUNT_LIMITS.signupsPerAddress.max; i++) {
      const ok = await signup(browser, { usr: `bulk${i}`, eml: `bulk${i}@example.test`, pwd: 'pine cone 9' });
      expect(ok.statusCode, ok.body).toBe(200);
    }
    const over = await signup(browser, { usr: 'bulkmore', eml: 'bulkmore@example.test', pwd: 'pine cone 9' });
    expect(over.statusCode).toBe(429);
    expect(refused(over)).toEqual({ code: 'too_many_attempts' });
    expect(await member('bulkmore')).toBeUndefined();
    const elsewhere = await signup(fresh(), {
      usr: 'bulkmore',
      eml: 'bulkmore@example.test',
      pwd: 'pine cone 9',
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('given a confirmation link that does not work', () => {
  it.each([
    ['no token', ''],
    ['a short token', '?token=abc'],
    ['two tokens', `?token=${'a'.repeat(43)}&token=${'b'.repeat(43)}`],
    ['an unknown token', `?token=${randomBytes(32).toString('base64url')}`],
    ['a huge token', `?token=${'x'.repeat(5000)}`],
    ['odd characters', '?token=%00%27%22%3Cscript%3E'],
  ])('sends %s to the page of a dead link (not raw JSON)', async (_, query) => {
    const res = await app.inject({ method: 'GET', url: `/api/confirm.php${query}` });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/email-confirmation/?status=invalid');
  });

  it('refuses an expired link, and a restore link used as a confirmation link', async () => {
    await signup(fresh(), { usr: 'Sorrel', eml: 'sorrel@example.test', pwd: 'pine cone 9' });
    const mail = await mailedLink(t.dataDir, 'sorrel@example.test');
    await t.db
      .updateTable('member_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', tokenHash(mail?.token as string))
      .execute();
    const expired = await app.inject({ method: 'GET', url: `/api/confirm.php?token=${mail?.token}` });
    expect(expired.headers.location).toBe('/email-confirmation/?status=invalid');
    expect((await member('sorrel'))?.email_confirmed_at).toBeNull();

    await t.db
      .updateTable('member_tokens')
      .set({ expires_at: new Date(Date.now() + 60_000), purpose: 'restore' })
      .where('token_hash', '=', tokenHash(mail?.token as string))
      .execute();
    const wrongKind = await app.inject({ method: 'GET', url: `/api/confirm.php?token=${mail?.token}` });
    expect(wrongKind.headers.location).toBe('/email-confirmation/?status=invalid');
    expect((await member('sorrel'))?.email_confirmed_at).toBeNull();
  });
});

describe('given a mail server that fails', () => {
  it('answers general_error and takes the account back, so the name and address stay free', async () => {
    const failing = await accountsApp(t, {
      mailer: {
        send: async () => {
          throw new Error('connection refused');
        },
      },
    });
    try {
      const res = await signup(new Browser(failing, '192.0.2.200'), {
        usr: 'Linden',
        eml: 'linden@example.test',
        pwd: 'pine cone 9',
      });
      expect(res.statusCode).toBe(503);
      expect(refused(res).code).toBe('general_error');
      expect(await member('linden')).toBeUndefined();
    } finally {
      await failing.close();
    }
  });
});

describe('given hostile bodies on every account call', () => {
  it('answers each with a 4xx JSON code, never a 500', async () => {
    await addAccount(t.db, { username: 'Target', password: 'quiet meadow 2' });
    const member = fresh();
    await member.login('Target', 'quiet meadow 2');
    const long = 'é'.repeat(2000);
    const forms: Record<string, string>[] = [
      { act: 'signup', usr: long, eml: long, pwd: long, tok: long },
      {
        act: 'signup',
        usr: '\u0000',
        eml: '\u0000@x.y',
        pwd: '\u0000\u0000\u0000\u0000\u0000',
        tok: '\u0000',
      },
      { act: 'restore', eml: `${long}@example.test`, tok: long },
      { act: 'restore', eml: 'a\u0000b@example.test', tok: CAPTCHA },
      { act: 'reset', token: long, pwd: long },
      { act: 'nothing' },
    ];
    const memberForms: Record<string, string>[] = [
      { act: 'profile', section: 'edit', username: long, about_me: long, birth_date: long, website: long },
      { act: 'profile', section: 'edit', username: 'Target', gender: '-1', country: '\u0000\u0000' },
      { act: 'profile', section: 'change_password', new_password: long },
      { act: 'upload', section: 'u_ava' },
      { act: 'upload', section: long },
    ];
    const answers = [
      ...(await Promise.all(forms.map((form) => fresh().post('/api/signup.php', form)))),
      ...(await Promise.all(memberForms.map((form) => member.post('/api/member.php', form)))),
    ];
    const json = (headers: Record<string, string>, payload: string) =>
      member.request({ method: 'POST', url: '/api/signup.php', headers, payload });
    const token = await member.csrf();
    answers.push(
      await json({ 'content-type': 'application/json', 'x-csrf-token': token }, '{"act":{"$ne":1}}'),
      await json({ 'content-type': 'application/json', 'x-csrf-token': token }, '[1,2,3]'),
      await json({ 'content-type': 'application/json', 'x-csrf-token': token }, '{"act":"signup"'),
      await json({ 'content-type': 'text/plain', 'x-csrf-token': token }, 'act=signup'),
    );
    for (const res of answers) {
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(typeof refused(res).code).toBe('string');
    }
  });
});
