import { errorResponseSchema, memberResponseSchema, okResponseSchema } from '@site/api/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMailTo } from '../mail/index.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';
import { accountsApp, profile } from './account-fixtures.js';
import { addAccount, Browser } from './fixtures.js';
import { createSession } from './sessions.js';
import { THROTTLE } from './throttle.js';

let t: TestDb;
let app: FastifyInstance;

beforeAll(async () => {
  t = await openTestDb();
  app = await accountsApp(t);
  await addAccount(t.db, { username: 'Taken', email: 'taken@example.test' });
});

afterAll(() => closeAll(app, t));

let address = 0;
const fresh = () => new Browser(app, `198.51.100.${++address}`);
const refused = (res: { json: () => unknown }) => errorResponseSchema.parse(res.json());

/** A new member, signed in on a browser of its own. */
async function signedInMember(username: string, password = 'first lamp 1') {
  const id = await addAccount(t.db, { username, password, email: `${username.toLowerCase()}@example.test` });
  const browser = fresh();
  const res = await browser.login(username, password);
  expect(res.statusCode, res.body).toBe(200);
  return { id, browser };
}

/** Whether the browser's session still opens the member's acts (see restore.test.ts). */
async function signedIn(browser: Browser): Promise<boolean> {
  browser.cookies.delete('csrf_token');
  // An edit without its username: 400 for the member (nothing changes), 401 for a visitor.
  const res = await profile(browser, { section: 'edit' });
  expect([400, 401]).toContain(res.statusCode);
  return res.statusCode !== 401;
}

const row = (id: number) =>
  t.db.selectFrom('members').selectAll().where('user_id', '=', id).executeTakeFirstOrThrow();

describe('given a visitor', () => {
  it.each([
    ['edit', { section: 'edit', username: 'Someone' }],
    ['change_password', { section: 'change_password', new_password: 'visitor pass 1' }],
  ])('answers the profile act (%s) with 401 need_auth', async (_, form) => {
    const res = await profile(fresh(), form);
    expect(res.statusCode).toBe(401);
    expect(refused(res)).toEqual({ code: 'need_auth' });
  });

  it('names a missing section before the access check, as every declared act does', async () => {
    const res = await profile(fresh(), {});
    expect(res.statusCode).toBe(400);
    expect(refused(res)).toEqual({
      code: 'invalid_params',
      errors: [{ field: 'section', code: 'required' }],
    });
  });
});

describe('given a member changing the password', () => {
  it('keeps this session, ends the others, and the old password opens nothing', async () => {
    const { browser } = await signedInMember('Ivy');
    const other = fresh();
    await other.login('Ivy', 'first lamp 1');
    const res = await profile(browser, {
      section: 'change_password',
      current_password: 'first lamp 1',
      new_password: 'second lamp 2',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(okResponseSchema.parse(res.json())).toEqual({ code: 'success' });
    expect(res.headers['cache-control']).toBe('private, no-store');

    expect(await signedIn(browser)).toBe(true);
    expect(await signedIn(other)).toBe(false);
    expect((await fresh().login('Ivy', 'first lamp 1')).statusCode).toBe(401);
    expect((await fresh().login('Ivy', 'second lamp 2')).statusCode).toBe(200);
    expect((await latestMailTo(`${t.dataDir}/outbox`, 'ivy@example.test'))?.subject).toBe(
      'Your password was changed',
    );
  });

  // Each case's member: username MossGarden<n>, e-mail moss.mail<n>@example.test.
  it.each([
    ['an empty password', () => '', { field: 'new_password', code: 'required' }],
    ['4 characters', () => 'abcd', { field: 'new_password', code: 'min_length', params: { length: 8 } }],
    ['7 characters', () => 'lamp 77', { field: 'new_password', code: 'min_length', params: { length: 8 } }],
    ['a common password', () => 'Sunshine', { field: 'new_password', code: 'pwd_common' }],
    [
      'the username in another case',
      (n: number) => `MOSSGARDEN${n}`,
      { field: 'new_password', code: 'pwd_contains_username' },
    ],
    [
      'a password containing the username',
      (n: number) => `my mossgarden${n} 2`,
      { field: 'new_password', code: 'pwd_contains_username' },
    ],
    [
      'the e-mail address',
      (n: number) => `Moss.Mail${n}@Example.test`,
      { field: 'new_password', code: 'pwd_contains_email' },
    ],
    [
      'a password containing the e-mail’s local part',
      (n: number) => `1 moss.mail${n} 2`,
      { field: 'new_password', code: 'pwd_contains_email' },
    ],
    [
      '5000 characters',
      () => 'z'.repeat(5000),
      { field: 'new_password', code: 'max_length', params: { length: 1024 } },
    ],
  ])('refuses %s with invalid_password and keeps the old one', async (_, password, error) => {
    const n = ++address;
    const username = `MossGarden${n}`;
    await addAccount(t.db, { username, password: 'first lamp 1', email: `moss.mail${n}@example.test` });
    const browser = fresh();
    expect((await browser.login(username, 'first lamp 1')).statusCode).toBe(200);
    const res = await profile(browser, {
      section: 'change_password',
      current_password: 'first lamp 1',
      new_password: password(n),
    });
    expect(res.statusCode).toBe(400);
    expect(refused(res)).toEqual({ code: 'invalid_password', errors: [error] });
    expect((await fresh().login(username, 'first lamp 1')).statusCode).toBe(200);
  });

  it('accepts a new password of exactly 8 characters', async () => {
    const { browser } = await signedInMember('Rowan8');
    const res = await profile(browser, {
      section: 'change_password',
      current_password: 'first lamp 1',
      new_password: 'lamp 888',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await fresh().login('Rowan8', 'lamp 888')).statusCode).toBe(200);
  });

  it('requires the current password: without it nothing changes and no session ends', async () => {
    const { browser } = await signedInMember('Sorrel');
    const other = fresh();
    await other.login('Sorrel', 'first lamp 1');
    for (const form of [{}, { current_password: '' }] as Record<string, string>[]) {
      const res = await profile(browser, {
        section: 'change_password',
        new_password: 'taken over 9',
        ...form,
      });
      expect(res.statusCode).toBe(400);
      expect(refused(res)).toEqual({
        code: 'invalid_password',
        errors: [{ field: 'current_password', code: 'required' }],
      });
    }
    // Every field's error at once: a missing current password and a weak new one.
    const both = await profile(browser, { section: 'change_password', new_password: 'abc' });
    expect(refused(both)).toEqual({
      code: 'invalid_password',
      errors: [
        { field: 'current_password', code: 'required' },
        { field: 'new_password', code: 'min_length', params: { length: 8 } },
      ],
    });
    expect(await signedIn(other)).toBe(true);
    expect((await fresh().login('Sorrel', 'first lamp 1')).statusCode).toBe(200);
    expect((await fresh().login('Sorrel', 'taken over 9')).statusCode).toBe(401);
  });

  it('refuses a wrong current password with wrong_password: nothing changes and no session ends', async () => {
    const { browser } = await signedInMember('Tansy');
    const other = fresh();
    await other.login('Tansy', 'first lamp 1');
    const res = await profile(browser, {
      section: 'change_password',
      current_password: 'First Lamp 1',
      new_password: 'taken over 9',
    });
    expect(res.statusCode).toBe(400);
    expect(refused(res)).toEqual({
      code: 'wrong_password',
      errors: [{ field: 'current_password', code: 'wrong_password' }],
    });
    expect(await signedIn(browser)).toBe(true);
    expect(await signedIn(other)).toBe(true);
    expect((await fresh().login('Tansy', 'first lamp 1')).statusCode).toBe(200);
    expect((await fresh().login('Tansy', 'taken over 9')).statusCode).toBe(401);
  });

  it('stops guessing the current password after 5 wrong ones (the login throttle), even with the right one', async () => {
    const { browser } = await signedInMember('Vetch');
    for (let i = 0; i < THROTTLE.pairLimit; i++) {
      const res = await profile(browser, {
        section: 'change_password',
        current_password: `guess number ${i}`,
        new_password: 'taken over 9',
      });
      expect(res.statusCode).toBe(400);
      expect(refused(res).code).toBe('wrong_password');
    }
    const right = await profile(browser, {
      section: 'change_password',
      current_password: 'first lamp 1',
      new_password: 'taken over 9',
    });
    expect(right.statusCode).toBe(429);
    expect(refused(right)).toEqual({ code: 'too_many_attempts' });
    // The guesses count against signing in from that address too; the password is unchanged.
    expect((await browser.login('Vetch', 'first lamp 1')).statusCode).toBe(409);
    expect((await new Browser(app, browser.address).login('Vetch', 'first lamp 1')).statusCode).toBe(429);
    expect((await fresh().login('Vetch', 'first lamp 1')).statusCode).toBe(200);
    expect((await fresh().login('Vetch', 'taken over 9')).statusCode).toBe(401);
  });

  it('lets a member without a password (messaging-app or Google sign-in) set one without a current password', async () => {
    const { user_id } = await t.db
      .insertInto('members')
      .values({ username: 'Wren', email: null, email_confirmed_at: new Date() })
      .returning('user_id')
      .executeTakeFirstOrThrow();
    const browser = fresh();
    browser.cookies.set(
      'sid',
      await createSession(t.db, user_id, { ip: browser.address, userAgent: 'test' }),
    );
    const detail = async () =>
      memberResponseSchema.parse(
        (
          await browser.post('/api/member.php', { act: 'user', section: 'edit', user_id: String(user_id) })
        ).json(),
      ).user;
    expect((await detail()).has_password).toBe(0);

    const res = await profile(browser, { section: 'change_password', new_password: 'robin nest 12' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await fresh().login('Wren', 'robin nest 12')).statusCode).toBe(200);
    // From now on the password is asked for, like any member's.
    expect((await detail()).has_password).toBe(1);
    const again = await profile(browser, { section: 'change_password', new_password: 'robin nest 13' });
    expect(refused(again).errors).toEqual([{ field: 'current_password', code: 'required' }]);
  });

  it('refuses a change without the CSRF token', async () => {
    const { browser } = await signedInMember('Fennel');
    const res = await profile(
      browser,
      { section: 'change_password', current_password: 'first lamp 1', new_password: 'forged lamp 3' },
      { csrf: false },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'invalid_csrf' });
    expect((await fresh().login('Fennel', 'first lamp 1')).statusCode).toBe(200);
  });
});

describe('given a member editing the profile', () => {
  it('stores the fields, keeps the ones left out, and clears the ones sent empty', async () => {
    const { id, browser } = await signedInMember('Poppy');
    const res = await profile(browser, {
      section: 'edit',
      username: ' Poppy.Field ',
      about_me: '  I keep bees.\nAnd maps.  ',
      birth_date: '1990-05-17',
      city: 'Harbor',
      country: 'DE',
      education: 'Library school',
      interests: 'bees, maps',
      occupation: 'Beekeeper',
      website: 'https://example.test/poppy',
      gender: '2',
      relationship: '1',
      orientation: '5',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(okResponseSchema.parse(res.json())).toEqual({ code: 'success' });
    expect(await row(id)).toMatchObject({
      username: 'Poppy.Field',
      about_me: 'I keep bees.\nAnd maps.',
      city: 'Harbor',
      country: 'de',
      education: 'Library school',
      interests: 'bees, maps',
      occupation: 'Beekeeper',
      website: 'https://example.test/poppy',
      gender: 2,
      relationship: 1,
      orientation: 5,
    });
    expect(String((await row(id)).birth_date)).toContain('1990');

    const again = await profile(browser, { section: 'edit', username: 'Poppy.Field', city: '', gender: '' });
    expect(again.statusCode, again.body).toBe(200);
    expect(await row(id)).toMatchObject({
      city: null,
      gender: null,
      occupation: 'Beekeeper',
      orientation: 5,
    });
    // The member page, as the edit form reads it, shows the edit.
    const page = await browser.post('/api/member.php', { act: 'user', section: 'edit', user_id: String(id) });
    expect(memberResponseSchema.parse(page.json()).user).toMatchObject({
      username: 'Poppy.Field',
      self: 1,
      city: null,
      gender: null,
      occupation: 'Beekeeper',
      website: 'https://example.test/poppy',
      birth_date: '1990-05-17',
    });
  });

  it('cannot change the e-mail address: the form has no such field, an `email` sent is not stored', async () => {
    const { id, browser } = await signedInMember('Clover');
    const res = await profile(browser, { section: 'edit', username: 'Clover', email: 'thief@example.test' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await row(id)).email).toBe('clover@example.test');
    const page = await browser.post('/api/member.php', { act: 'user', section: 'edit', user_id: String(id) });
    expect(memberResponseSchema.parse(page.json()).user).toMatchObject({
      email: 'clover@example.test',
      has_password: 1,
    });
  });

  it('lets a member change only the case of their own name, not take another member’s', async () => {
    const { id, browser } = await signedInMember('Bramble');
    expect((await profile(browser, { section: 'edit', username: 'BRAMBLE' })).statusCode).toBe(200);
    expect((await row(id)).username).toBe('BRAMBLE');
    const res = await profile(browser, { section: 'edit', username: 'taken' });
    expect(res.statusCode).toBe(400);
    expect(refused(res)).toEqual({
      code: 'invalid_params',
      errors: [{ field: 'username', code: 'usr_taken' }],
    });
    expect((await row(id)).username).toBe('BRAMBLE');
  });

  it('names every bad field at once and changes nothing', async () => {
    const { id, browser } = await signedInMember('Heather');
    const res = await profile(browser, {
      section: 'edit',
      username: 'He',
      about_me: 'a'.repeat(1001),
      birth_date: '2023-02-30',
      city: 'bad\u0000city',
      country: 'DEU',
      website: 'javascript:alert(1)',
      gender: '4',
      relationship: '1.0',
      orientation: 'x',
      occupation: 'b'.repeat(201),
    });
    expect(res.statusCode).toBe(400);
    expect(refused(res)).toEqual({
      code: 'invalid_params',
      errors: [
        { field: 'username', code: 'min_max_length', params: { min: 3, max: 25 } },
        { field: 'about_me', code: 'max_length', params: { length: 1000 } },
        { field: 'birth_date', code: 'invalid' },
        { field: 'city', code: 'invalid' },
        { field: 'country', code: 'invalid' },
        { field: 'occupation', code: 'max_length', params: { length: 200 } },
        { field: 'website', code: 'invalid' },
        { field: 'gender', code: 'invalid' },
        { field: 'relationship', code: 'invalid' },
        { field: 'orientation', code: 'invalid' },
      ],
    });
    expect(await row(id)).toMatchObject({ username: 'Heather', about_me: null, city: null });
  });

  it.each([
    ['no username', {}, { field: 'username', code: 'required' }],
    ['an empty username', { username: '  ' }, { field: 'username', code: 'required' }],
    [
      'a username of 26',
      { username: 'n'.repeat(26) },
      { field: 'username', code: 'min_max_length', params: { min: 3, max: 25 } },
    ],
    ['illegal characters', { username: '<b>name</b>' }, { field: 'username', code: 'usr_bad_symbols' }],
    [
      'a birth date in the future',
      { username: 'Reed', birth_date: '2999-01-01' },
      { field: 'birth_date', code: 'invalid' },
    ],
    [
      'a birth date under 18 years ago',
      { username: 'Reed', birth_date: new Date().toISOString().slice(0, 10) },
      { field: 'birth_date', code: 'invalid' },
    ],
    [
      'a website over 200',
      { username: 'Reed', website: `https://example.test/${'p'.repeat(200)}` },
      { field: 'website', code: 'max_length', params: { length: 200 } },
    ],
  ])('refuses %s', async (_, form, error) => {
    const { browser } = await signedInMember(`Reed${++address}`);
    const res = await profile(browser, { section: 'edit', ...form });
    expect(res.statusCode).toBe(400);
    expect(refused(res).errors).toEqual([error]);
  });

  it('refuses a repeated field, an unknown section, and an edit without the CSRF token', async () => {
    const { id, browser } = await signedInMember('Sedge');
    const twice = await browser.request({
      method: 'POST',
      url: '/api/member.php',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrf-token': await browser.csrf() },
      payload: 'act=profile&section=edit&username=Sedge&city=A&city=B',
    });
    expect(twice.statusCode).toBe(400);
    expect(refused(twice).errors).toEqual([{ field: 'city', code: 'invalid' }]);

    const unknown = await profile(browser, { section: 'delete_everything' });
    expect(unknown.statusCode).toBe(400);
    expect(refused(unknown).errors).toEqual([{ field: 'section', code: 'invalid' }]);

    const forged = await profile(browser, { section: 'edit', username: 'Forged' }, { csrf: false });
    expect(forged.statusCode).toBe(403);
    expect((await row(id)).username).toBe('Sedge');
  });
});
