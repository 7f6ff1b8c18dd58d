import { loginResponseSchema, sessionResponseSchema } from '@site/api/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';
import { addAccount, Browser } from './fixtures.js';
import { tokenHash } from './tokens.js';

let t: TestDb;
let app: FastifyInstance;
let fern: number;

beforeAll(async () => {
  t = await openTestDb();
  fern = await addAccount(t.db, { username: 'Fern', password: 'quiet meadow' });
  await addAccount(t.db, { username: 'pending', password: 'quiet meadow', confirmed: false });
  await addAccount(t.db, { username: 'banned', password: 'quiet meadow', banned_until: 'infinity' });
  await addAccount(t.db, {
    username: 'resting',
    password: 'quiet meadow',
    banned_until: new Date(Date.now() + 86_400_000),
  });
  await addAccount(t.db, {
    username: 'rested',
    password: 'quiet meadow',
    banned_until: new Date(Date.now() - 86_400_000),
  });
  await addAccount(t.db, { username: 'off', password: 'quiet meadow', is_disabled: 1 });
  app = await buildApp({
    db: t.db,
    dataDir: t.dataDir,
    captcha: { challenge: async () => null, verify: async (token) => token === 'solved' },
  });
});

afterAll(() => closeAll(app, t));

beforeEach(async () => {
  await t.db.deleteFrom('login_failures').execute();
});

const body = (res: { json: () => unknown }) => loginResponseSchema.parse(res.json());

describe('given a member signing in', () => {
  it('opens a session: httpOnly SameSite=Lax cookie, the session user, a new CSRF token for it', async () => {
    const browser = new Browser(app);
    const visitorToken = await browser.csrf();
    const res = await browser.login('  fern ', 'quiet meadow');
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res)).toMatchObject({
      code: 'success',
      success: true,
      user: { user_id: fern, username: 'Fern' },
    });
    const sid = res.cookies.find((c) => c.name === 'sid');
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(res.headers['cache-control']).toBe('private, no-store');
    // The token is only in the cookie: the database keeps its hash.
    const stored = await t.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('user_id', '=', fern)
      .execute();
    expect(stored.map((s) => Buffer.from(s.token_hash).toString('hex'))).toContain(
      tokenHash(sid?.value as string).toString('hex'),
    );
    expect(stored.some((s) => Buffer.from(s.token_hash).toString() === sid?.value)).toBe(false);
    // The visitor's CSRF token does not work for the session.
    expect(browser.cookies.get('csrf_token')).not.toBe(visitorToken);
    const stale = await browser.post('/api/logout.php', {}, { csrf: visitorToken });
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toEqual({ code: 'invalid_csrf' });
  });

  it('gives every login a new session token (rotation), and refuses a second login as already_logged', async () => {
    const first = new Browser(app);
    await first.login('Fern', 'quiet meadow');
    const second = new Browser(app);
    await second.login('Fern', 'quiet meadow');
    expect(first.cookies.get('sid')).not.toBe(second.cookies.get('sid'));
    const again = await first.login('Fern', 'quiet meadow');
    expect(again.statusCode).toBe(409);
    expect(body(again).code).toBe('already_logged');
  });

  it('marks the cookies Secure behind HTTPS', async () => {
    const proxied = await buildApp({ db: t.db, dataDir: t.dataDir, trustProxy: ['127.0.0.1'] });
    try {
      const browser = new Browser(proxied);
      await browser.csrf();
      const res = await browser.request({
        method: 'POST',
        url: '/api/login.php',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-csrf-token': browser.cookies.get('csrf_token') as string,
          'x-forwarded-proto': 'https',
        },
        payload: 'usr=Fern&pwd=quiet+meadow',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.cookies.find((c) => c.name === 'sid')?.secure).toBe(true);
    } finally {
      await proxied.close();
    }
  });
});

describe('given a member whose password predates the rules of new passwords', () => {
  it.each([
    ['5 characters (the old minimum)', 'Aster', 'lamp7'],
    ['7 characters', 'Betony', 'lamp 77'],
    ['the username', 'Campion', 'campion'],
    ['a password containing the username', 'Dittany', 'my dittany'],
    ['a password containing the e-mail’s local part', 'Elder', 'elder.mail 2'],
    ['a common password', 'Flax', 'sunshine'],
  ])(
    'signs in with %s and is asked to change it (password_change_required)',
    async (_, username, password) => {
      await addAccount(t.db, { username, password, email: `${username.toLowerCase()}.mail@example.test` });
      const browser = new Browser(app);
      const res = await browser.login(username, password);
      expect(res.statusCode, res.body).toBe(200);
      expect(body(res)).toMatchObject({
        code: 'success',
        success: true,
        user: { username },
        password_change_required: true,
      });
      expect(browser.cookies.has('sid')).toBe(true);
    },
  );

  it('does not ask a member whose password keeps the rules', async () => {
    const res = await new Browser(app).login('Fern', 'quiet meadow');
    expect(res.statusCode).toBe(200);
    expect(body(res).password_change_required).toBeUndefined();
  });

  it('tells nothing about the stored password when the one given is wrong', async () => {
    await addAccount(t.db, { username: 'Gromwell', password: 'lamp7' });
    const res = await new Browser(app).login('Gromwell', 'lamp8');
    expect(res.statusCode).toBe(401);
    expect(body(res).password_change_required).toBeUndefined();
  });
});

describe('given a login that must fail', () => {
  it.each([
    ['a wrong password', 'Fern', 'loud meadow'],
    ['an unknown member', 'nobody', 'quiet meadow'],
    ['a username under 3 characters', 'fe', 'quiet meadow'],
    ['a password under 5 characters', 'Fern', 'quie'],
  ])('answers %s with invalid_usr_or_pwd on usr and pwd, opening nothing', async (_, usr, pwd) => {
    const browser = new Browser(app);
    const res = await browser.login(usr, pwd);
    expect(res.statusCode).toBe(401);
    expect(body(res)).toEqual({
      code: 'invalid_usr_or_pwd',
      success: false,
      errors: [
        { field: 'usr', code: 'invalid_usr_or_pwd' },
        { field: 'pwd', code: 'invalid_usr_or_pwd' },
      ],
    });
    expect(browser.cookies.has('sid')).toBe(false);
  });

  it('requires both fields, and never answers 500 to odd bodies', async () => {
    const browser = new Browser(app);
    const missing = await browser.post('/api/login.php', { usr: 'Fern' });
    expect(missing.statusCode).toBe(400);
    expect(body(missing).errors).toEqual([{ field: 'pwd', code: 'required' }]);
    const repeated = await browser.request({
      method: 'POST',
      url: '/api/login.php',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-csrf-token': await browser.csrf(),
      },
      payload: 'usr=Fern&usr=Other&pwd=quiet+meadow',
    });
    expect(repeated.statusCode).toBe(400);
    // The declared route's own refusal carries the login's `success: false` too, on the form's field.
    expect(body(repeated)).toEqual({
      code: 'invalid_params',
      success: false,
      errors: [{ field: 'usr', code: 'invalid' }],
    });
    const huge = await browser.login('Fern', 'x'.repeat(5000));
    expect(huge.statusCode).toBe(401);
  });

  it.each([
    ['pending', 'not_confirmed'],
    ['banned', 'banned'],
    ['resting', 'temp_banned'],
    ['off', 'disabled_user'],
  ])('tells %s apart only with the right password (%s)', async (username, code) => {
    const right = await new Browser(app).login(username, 'quiet meadow');
    expect(right.statusCode).toBe(code === 'not_confirmed' ? 403 : 403);
    expect(body(right).code).toBe(code);
    const wrong = await new Browser(app).login(username, 'loud meadow');
    expect(body(wrong).code).toBe('invalid_usr_or_pwd');
  });

  it('lets a member whose temporary ban is over sign in', async () => {
    expect((await new Browser(app).login('rested', 'quiet meadow')).statusCode).toBe(200);
  });

  it('refuses a login without its CSRF token', async () => {
    const res = await new Browser(app).post(
      '/api/login.php',
      { usr: 'Fern', pwd: 'quiet meadow' },
      { csrf: false },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'invalid_csrf' });
  });
});

describe('given repeated failures', () => {
  it('stops one address after 5 failures on an account, while the member signs in from elsewhere', async () => {
    const attacker = new Browser(app, '203.0.113.9');
    for (let i = 0; i < 5; i++)
      expect(body(await attacker.login('Fern', `wrong ${i}!`)).code).toBe('invalid_usr_or_pwd');
    const blocked = await attacker.login('Fern', 'quiet meadow');
    expect(blocked.statusCode).toBe(429);
    expect(body(blocked).code).toBe('too_many_attempts');
    const member = await new Browser(app, '198.51.100.7').login('Fern', 'quiet meadow');
    expect(member.statusCode).toBe(200);
  });

  it('stops an address spraying many accounts after 20 failures', async () => {
    const sprayer = new Browser(app, '203.0.113.10');
    for (let i = 0; i < 20; i++) await sprayer.login(`member${i}`, 'password1');
    expect(body(await sprayer.login('Fern', 'quiet meadow')).code).toBe('too_many_attempts');
  });

  it('asks for a solved captcha, not a lockout, when an account fails from many addresses', async () => {
    for (let i = 0; i < 10; i++) await new Browser(app, `192.0.2.${i + 1}`).login('Fern', 'guess guess');
    const without = await new Browser(app, '198.51.100.8').login('Fern', 'quiet meadow');
    expect(without.statusCode).toBe(429);
    expect(body(without)).toMatchObject({
      code: 'too_many_attempts',
      errors: [{ field: 'tok', code: 'required' }],
    });
    const withCaptcha = await new Browser(app, '198.51.100.8').login('Fern', 'quiet meadow', {
      tok: 'solved',
    });
    expect(withCaptcha.statusCode).toBe(200);
  });
});

describe('given a member signing out', () => {
  it('ends the session: the cookie, even stolen before, opens nothing afterwards', async () => {
    const browser = new Browser(app);
    await browser.login('Fern', 'quiet meadow');
    const stolen = browser.cookies.get('sid') as string;
    const out = await browser.post('/api/logout.php', {});
    expect(out.statusCode, out.body).toBe(200);
    expect(browser.cookies.has('sid')).toBe(false);

    const thief = new Browser(app, '203.0.113.50');
    thief.cookies.set('sid', stolen);
    // A signed-in member could not log in again; the thief is a visitor, and the dead cookie is cleared.
    const res = await thief.login('Fern', 'wrong password');
    expect(body(res).code).toBe('invalid_usr_or_pwd');
    expect(thief.cookies.has('sid')).toBe(false);
  });

  it('refuses a cross-site logout without the CSRF token', async () => {
    const browser = new Browser(app);
    await browser.login('Fern', 'quiet meadow');
    const forged = await browser.post('/api/logout.php', {}, { csrf: false });
    expect(forged.statusCode).toBe(403);
    expect(body(await browser.login('Fern', 'quiet meadow')).code).toBe('already_logged');
  });
});

describe('given GET /api/session.php', () => {
  it('answers nulls to a visitor, never cached', async () => {
    const res = await new Browser(app).get('/api/session.php');
    expect(res.statusCode).toBe(200);
    expect(sessionResponseSchema.parse(res.json())).toEqual({ code: 'success', user: null, role: null });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('answers the signed-in member and their role, and nulls again after logout', async () => {
    const browser = new Browser(app);
    expect((await browser.login('Fern', 'quiet meadow')).statusCode).toBe(200);
    const res = await browser.get('/api/session.php');
    expect(sessionResponseSchema.parse(res.json())).toMatchObject({
      user: { user_id: fern, username: 'Fern' },
      role: 'member',
    });
    await browser.post('/api/logout.php', {});
    expect(sessionResponseSchema.parse((await browser.get('/api/session.php')).json()).user).toBeNull();
  });
});
