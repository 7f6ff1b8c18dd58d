import { RESTORE_ERROR_CODES } from '@site/api';
import { errorResponseSchema, okResponseSchema } from '@site/api/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeAll, openTestDb, type TestDb } from '../testing.js';
import { accountsApp, mailedLink, profile, reset, restore, SITE_URL } from './account-fixtures.js';
import { addAccount, Browser } from './fixtures.js';
import { ACCOUNT_LIMITS } from './limits.js';
import { tokenHash } from './tokens.js';

let t: TestDb;
let app: FastifyInstance;

beforeAll(async () => {
  t = await openTestDb();
  app = await accountsApp(t);
});

afterAll(() => closeAll(app, t));

let address = 0;
const fresh = () => new Browser(app, `198.51.100.${++address}`);
const refused = (res: { json: () => unknown }) => errorResponseSchema.parse(res.json());

/**
 * Whether the browser's session cookie still opens the member's own acts: with a CSRF token fetched now
 * (for the session if it lives, for a visitor if not), a visitor gets 401 need_auth.
 */
async function signedIn(browser: Browser): Promise<boolean> {
  browser.cookies.delete('csrf_token');
  const res = await profile(browser, { section: 'edit' });
  expect([400, 401]).toContain(res.statusCode);
  return res.statusCode !== 401;
}

/** Asks for a restore link for `email` and returns its token. */
async function restoreToken(email: string): Promise<string> {
  const res = await restore(fresh(), email);
  expect(res.statusCode, res.body).toBe(200);
  return (await mailedLink(t.dataDir, email))?.token as string;
}

describe('given a restore request that must fail', () => {
  it.each([
    ['an empty email', ''],
    ['an email of 3 characters', 'a@b'],
    ['an email with spaces', 'a b@example.test'],
    ['an email over 254 characters', `${'a'.repeat(250)}@example.test`],
  ])('answers %s with eml_invalid', async (_, email) => {
    const res = await restore(fresh(), email);
    expect(res.statusCode).toBe(400);
    expect(refused(res)).toEqual({ code: 'eml_invalid', errors: [{ field: 'eml', code: 'eml_invalid' }] });
  });

  it('answers an unknown address with eml_not_found, a bad captcha with bot_detected, no token with required', async () => {
    const unknown = await restore(fresh(), 'nobody@example.test');
    expect(unknown.statusCode).toBe(404);
    expect(refused(unknown)).toEqual({
      code: 'eml_not_found',
      errors: [{ field: 'eml', code: 'eml_not_found' }],
    });

    await addAccount(t.db, { username: 'Basil', email: 'basil@example.test' });
    const bot = await restore(fresh(), 'basil@example.test', { tok: 'forged' });
    expect(bot.statusCode).toBe(403);
    expect(refused(bot).code).toBe('bot_detected');
    const noToken = await fresh().post('/api/signup.php', { act: 'restore', eml: 'basil@example.test' });
    expect(noToken.statusCode).toBe(400);
    expect(refused(noToken).errors).toEqual([{ field: 'tok', code: 'required' }]);
    expect(await mailedLink(t.dataDir, 'basil@example.test')).toBeUndefined();
  });
});

describe('given a member who forgot the password', () => {
  it('mails a single-use link to the address on file, valid for an hour', async () => {
    const id = await addAccount(t.db, { username: 'Clover', email: 'clover@example.test' });
    const res = await restore(fresh(), '  CLOVER@example.TEST ');
    expect(res.statusCode, res.body).toBe(200);
    expect(okResponseSchema.parse(res.json())).toEqual({ code: 'success' });
    const mail = await mailedLink(t.dataDir, 'clover@example.test');
    expect(mail?.link).toBe(`${SITE_URL}/restore/?token=${mail?.token}`);
    const row = await t.db
      .selectFrom('member_tokens')
      .selectAll()
      .where('token_hash', '=', tokenHash(mail?.token as string))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: id, purpose: 'restore', used_at: null });
    const minutes = (new Date(row.expires_at).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it('sets the new password, ends every session, and a replayed link is invalid_token', async () => {
    await addAccount(t.db, { username: 'Mallow', email: 'mallow@example.test', password: 'old garden 1' });
    const laptop = fresh();
    const phone = fresh();
    await laptop.login('Mallow', 'old garden 1');
    await phone.login('Mallow', 'old garden 1');
    const stolenCookie = phone.cookies.get('sid') as string;
    expect(await signedIn(laptop)).toBe(true);

    const token = await restoreToken('mallow@example.test');
    const done = await reset(laptop, token, 'new garden 2');
    expect(done.statusCode, done.body).toBe(200);
    expect(okResponseSchema.parse(done.json())).toEqual({ code: 'success' });
    // The browser that reset is signed out too (its cookie cleared), and so is every other session.
    expect(laptop.cookies.has('sid')).toBe(false);
    expect(await signedIn(phone)).toBe(false);
    const thief = fresh();
    thief.cookies.set('sid', stolenCookie);
    expect(await signedIn(thief)).toBe(false);

    expect((await fresh().login('Mallow', 'old garden 1')).statusCode).toBe(401);
    expect((await fresh().login('Mallow', 'new garden 2')).statusCode).toBe(200);

    const replay = await reset(fresh(), token, 'third garden 3');
    expect(replay.statusCode).toBe(400);
    expect(refused(replay)).toEqual({
      code: 'invalid_token',
      errors: [{ field: 'token', code: 'invalid_token' }],
    });
    expect((await fresh().login('Mallow', 'third garden 3')).statusCode).toBe(401);
  });

  it('refuses a weak or missing new password and keeps the link usable', async () => {
    await addAccount(t.db, { username: 'Thyme', email: 'garden.plot@example.test' });
    const token = await restoreToken('garden.plot@example.test');
    for (const [pwd, code, error] of [
      ['', 'invalid_password', { field: 'pwd', code: 'required' }],
      ['1234', 'pwd_too_short', { field: 'pwd', code: 'pwd_too_short', params: { length: 8 } }],
      ['thyme77', 'pwd_too_short', { field: 'pwd', code: 'pwd_too_short', params: { length: 8 } }],
      ['qwerty123', 'pwd_common', { field: 'pwd', code: 'pwd_common' }],
      ['wild thyme 5', 'pwd_contains_username', { field: 'pwd', code: 'pwd_contains_username' }],
      ['Thyme@Example.test', 'pwd_contains_username', { field: 'pwd', code: 'pwd_contains_username' }],
      ['garden.plot 5', 'pwd_contains_email', { field: 'pwd', code: 'pwd_contains_email' }],
      ['y'.repeat(3000), 'invalid_password', { field: 'pwd', code: 'max_length', params: { length: 1024 } }],
    ] as const) {
      const res = await reset(fresh(), token, pwd);
      expect(res.statusCode).toBe(400);
      expect(refused(res)).toEqual({ code, errors: [error] });
      expect(RESTORE_ERROR_CODES).toContain(code);
    }
    expect((await reset(fresh(), token, 'sage and time 5')).statusCode).toBe(200);
  });

  it('confirms the email of a member who never opened the confirmation link', async () => {
    await addAccount(t.db, { username: 'Yarrow', email: 'yarrow@example.test', confirmed: false });
    const token = await restoreToken('yarrow@example.test');
    expect((await reset(fresh(), token, 'meadow path 8')).statusCode).toBe(200);
    expect((await fresh().login('Yarrow', 'meadow path 8')).statusCode).toBe(200);
  });

  it('ends an older link when a newer one is sent, and refuses an expired one', async () => {
    await addAccount(t.db, { username: 'Sage', email: 'sage@example.test' });
    const first = await restoreToken('sage@example.test');
    const second = await restoreToken('sage@example.test');
    expect(first).not.toBe(second);
    expect(refused(await reset(fresh(), first, 'sage leaf 12')).code).toBe('invalid_token');

    await t.db
      .updateTable('member_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', tokenHash(second))
      .execute();
    expect(refused(await reset(fresh(), second, 'sage leaf 12')).code).toBe('invalid_token');
  });

  it('refuses garbage tokens and a confirmation token with invalid_token, never a 500', async () => {
    for (const token of ['', 'x', 'y'.repeat(10_000), "' or 1=1 --", 'a'.repeat(43)]) {
      const res = await reset(fresh(), token, 'fine password 1');
      expect(res.statusCode).toBe(400);
      expect(refused(res).code).toBe('invalid_token');
    }
    const missing = await fresh().post('/api/signup.php', { act: 'reset' });
    expect(refused(missing).code).toBe('invalid_token');
  });

  it('refuses a reset without the CSRF token and leaves the password alone', async () => {
    await addAccount(t.db, { username: 'Laurel', email: 'laurel@example.test', password: 'bay leaf 1' });
    const token = await restoreToken('laurel@example.test');
    const forged = await reset(fresh(), token, 'forged leaf 2', { csrf: false });
    expect(forged.statusCode).toBe(403);
    expect((await fresh().login('Laurel', 'bay leaf 1')).statusCode).toBe(200);
  });
});

describe('given many restore requests', () => {
  it(`mails one address at most ${ACCOUNT_LIMITS.restoresPerEmail.max} times an hour, from any address`, async () => {
    await addAccount(t.db, { username: 'Tansy', email: 'tansy@example.test' });
    for (let i = 0; i < ACCOUNT_LIMITS.restoresPerEmail.max; i++) {
      expect((await restore(fresh(), 'tansy@example.test')).statusCode).toBe(200);
    }
    const over = await restore(fresh(), 'TANSY@example.test');
    expect(over.statusCode).toBe(429);
    expect(refused(over)).toEqual({ code: 'too_many_attempts' });
  });

  it(`takes ${ACCOUNT_LIMITS.restoresPerAddress.max} requests an hour from one address, found or not`, async () => {
    const prober = new Browser(app, '203.0.113.66');
    for (let i = 0; i < ACCOUNT_LIMITS.restoresPerAddress.max; i++) {
      expect((await restore(prober, `guess${i}@example.test`)).statusCode).toBe(404);
    }
    const over = await restore(prober, 'guess-more@example.test');
    expect(over.statusCode).toBe(429);
    expect(refused(over).code).toBe('too_many_attempts');
  });
});
