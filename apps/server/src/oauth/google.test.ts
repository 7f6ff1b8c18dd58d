import { sessionResponseSchema } from '@site/api/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, Browser } from '../accounts/fixtures.js';
import { buildApp } from '../app.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';
import { sealFlow } from './flow.js';
import { FLOW_COOKIE } from './google.js';
import { startTestProvider, type TestAccount, type TestProvider } from './test-provider.js';

const SITE = 'http://localhost:3000';
const SECRET = 'a-server-secret-for-the-google-sign-in-tests-0123456789';
let t: TestDb;
let provider: TestProvider;
let app: FastifyInstance;

beforeAll(async () => {
  t = await openTestDb();
  provider = await startTestProvider(`${SITE}/api/login.g.php`);
  app = await buildApp({
    db: t.db,
    dataDir: t.dataDir,
    secret: SECRET,
    siteUrl: SITE,
    google: { issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret },
  });
});

afterAll(() => closeAll(app, provider, t));

/** Where a redirect goes, as a path of the site (or the absolute address elsewhere). */
const location = (res: LightMyRequestResponse) => {
  const value = String(res.headers.location ?? '');
  return value.startsWith(SITE) ? value.slice(SITE.length) : value;
};

/** The site's callback address the provider sends the browser back to, as a path and query. */
const onSite = (url: URL) => {
  expect(url.origin).toBe(SITE);
  return url.pathname + url.search;
};

/** Starts a sign-in in the browser: the provider's authorization address. */
async function start(browser: Browser, query = ''): Promise<string> {
  const res = await browser.get(`/api/login.g.php${query}`);
  expect(res.statusCode, res.body).toBe(302);
  const to = String(res.headers.location);
  expect(to.startsWith(`${provider.issuer}/`)).toBe(true);
  return to;
}

/** A whole sign-in as `account`: the site's last answer (its redirect). */
async function signIn(browser: Browser, account: TestAccount | 'deny', query = '') {
  provider.signInAs(account);
  const back = await provider.authorize(await start(browser, query));
  return browser.get(onSite(back));
}

const sessionUser = async (browser: Browser) =>
  sessionResponseSchema.parse((await browser.get('/api/session.php')).json()).user;

const memberBySub = (sub: string) =>
  t.db
    .selectFrom('members')
    .select(['user_id', 'username', 'email', 'email_confirmed_at', 'password_hash'])
    .where('google_sub', '=', sub)
    .executeTakeFirst();

describe('given Google sign-in against a local OpenID provider', () => {
  // First: the extra apps' upload folders are made (asynchronously) long before the data folder goes.
  it('answers 404 not_found without configuration, and oauth_unavailable when the provider is down', async () => {
    const plain = await buildApp({ db: t.db, dataDir: t.dataDir });
    try {
      const res = await plain.inject({ method: 'GET', url: '/api/login.g.php' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'not_found' });
    } finally {
      await plain.close();
    }
    const down = await buildApp({
      db: t.db,
      dataDir: t.dataDir,
      google: { issuer: 'http://127.0.0.1:9', clientId: 'x', clientSecret: 'y' },
    });
    try {
      const res = await down.inject({ method: 'GET', url: '/api/login.g.php' });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/signin?error=oauth_unavailable');
    } finally {
      await down.close();
    }
  });

  it('sends the browser to the provider with PKCE (S256), a state and a nonce', async () => {
    const browser = new Browser(app);
    const to = new URL(await start(browser));
    expect(to.searchParams.get('code_challenge_method')).toBe('S256');
    expect(to.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(to.searchParams.get('state')).toBeTruthy();
    expect(to.searchParams.get('nonce')).toBeTruthy();
    expect(to.searchParams.get('redirect_uri')).toBe(`${SITE}/api/login.g.php`);
    expect(to.searchParams.get('scope')).toBe('openid email profile');
    // The flow waits in an httpOnly cookie of this browser, readable by no page.
    expect(browser.cookies.has(FLOW_COOKIE)).toBe(true);
  });

  it('creates a member at the first sign-in, signs them in and goes home; the next time finds the same member', async () => {
    const browser = new Browser(app);
    const account = {
      sub: 'g-1001',
      email: 'Calm.Owl@example.test',
      email_verified: true,
      given_name: 'Calm',
    };
    const res = await signIn(browser, account);
    expect(res.statusCode).toBe(302);
    expect(location(res)).toBe('/');
    expect(browser.cookies.has('sid')).toBe(true);
    expect(browser.cookies.has(FLOW_COOKIE)).toBe(false);
    const user = await sessionUser(browser);
    expect(user?.username).toBe('Calm');
    const member = await memberBySub('g-1001');
    expect(member).toMatchObject({
      user_id: user?.user_id,
      email: 'calm.owl@example.test',
      password_hash: null,
    });
    expect(member?.email_confirmed_at).not.toBeNull();

    const again = new Browser(app);
    await signIn(again, account);
    expect((await sessionUser(again))?.user_id).toBe(user?.user_id);
    const count = await t.db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('google_sub', '=', 'g-1001')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('makes a free username when the name is taken', async () => {
    await addAccount(t.db, { username: 'Heron', email: 'heron-first@example.test' });
    const browser = new Browser(app);
    await signIn(browser, {
      sub: 'g-1002',
      email: 'other.heron@example.test',
      email_verified: true,
      name: 'Heron',
    });
    expect((await sessionUser(browser))?.username).toBe('Heron2');
  });

  it('goes back to a same-origin return path, and home for any other', async () => {
    const account = { sub: 'g-1003', email: 'back@example.test', email_verified: true, name: 'Backer' };
    const back = await signIn(new Browser(app), account, '?return=%2Fvideos%2F1%2Fa%2F%3Fplaylist%3D2');
    expect(location(back)).toBe('/videos/1/a/?playlist=2');
    for (const evil of [
      '//evil.example/x',
      '/\\evil.example',
      '/.//evil.example',
      '/%2e//evil.example',
      '/x/..//evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
    ]) {
      const res = await signIn(new Browser(app), account, `?return=${encodeURIComponent(evil)}`);
      expect(location(res), evil).toBe('/');
    }
  });

  it("joins the member whose confirmed address is the account's verified one", async () => {
    const id = await addAccount(t.db, { username: 'quiet_lake', email: 'Quiet.Lake@example.test' });
    const browser = new Browser(app);
    const res = await signIn(browser, {
      sub: 'g-1004',
      email: 'quiet.lake@example.test',
      email_verified: true,
    });
    expect(location(res)).toBe('/');
    expect((await sessionUser(browser))?.user_id).toBe(id);
    expect((await memberBySub('g-1004'))?.user_id).toBe(id);
    // Their password still works too.
    const password = await new Browser(app).login('quiet_lake', 'correct horse');
    expect(password.statusCode).toBe(200);
  });

  it('does not join a member who never confirmed the address, nor use an unverified address', async () => {
    await addAccount(t.db, { username: 'unsure_fox', email: 'unsure@example.test', confirmed: false });
    const unconfirmed = new Browser(app);
    const res = await signIn(unconfirmed, {
      sub: 'g-1005',
      email: 'unsure@example.test',
      email_verified: true,
    });
    expect(location(res)).toBe('/signin?error=not_confirmed');
    expect(unconfirmed.cookies.has('sid')).toBe(false);

    const unverified = new Browser(app);
    const other = await signIn(unverified, {
      sub: 'g-1006',
      email: 'fresh@example.test',
      email_verified: false,
    });
    expect(location(other)).toBe('/signin?error=email_unverified');
    expect(await memberBySub('g-1005')).toBeUndefined();
    expect(await memberBySub('g-1006')).toBeUndefined();
  });

  it('refuses a tampered state, a flow from another browser and an altered flow cookie', async () => {
    const account = { sub: 'g-1007', email: 'state@example.test', email_verified: true };
    provider.signInAs(account);
    const browser = new Browser(app);
    const back = await provider.authorize(await start(browser));
    const tampered = new URL(back);
    tampered.searchParams.set('state', 'an-attackers-state-value');
    const res = await browser.get(onSite(tampered));
    expect(location(res)).toBe('/signin?error=oauth_state');
    expect(browser.cookies.has('sid')).toBe(false);

    // The genuine answer opened in a browser that did not start the flow (login CSRF).
    const stranger = new Browser(app);
    expect(location(await stranger.get(onSite(back)))).toBe('/signin?error=oauth_state');

    const altered = new Browser(app);
    provider.signInAs(account);
    const back2 = await provider.authorize(await start(altered));
    const sealed = altered.cookies.get(FLOW_COOKIE) as string;
    // One character in the middle, whose every bit counts (the last ones may be padding bits, and replacing
    // the last two could give the same text again: the test failed when the cookie ended in "BA").
    const middle = Math.floor(sealed.length / 2);
    const other = sealed[middle] === 'A' ? 'B' : 'A';
    altered.cookies.set(FLOW_COOKIE, `${sealed.slice(0, middle)}${other}${sealed.slice(middle + 1)}`);
    expect(location(await altered.get(onSite(back2)))).toBe('/signin?error=oauth_state');
    expect(await memberBySub('g-1007')).toBeUndefined();
  });

  it('refuses a code exchanged with a wrong PKCE verifier, and a replayed code', async () => {
    const account = { sub: 'g-1008', email: 'pkce@example.test', email_verified: true };
    // A flow cookie with the right state and nonce but another verifier (sealed with the server's secret).
    provider.signInAs(account);
    const forger = new Browser(app);
    const to = new URL(await start(forger));
    const back = await provider.authorize(to.href);
    forger.cookies.set(
      FLOW_COOKIE,
      sealFlow(
        {
          state: to.searchParams.get('state') as string,
          nonce: to.searchParams.get('nonce') as string,
          verifier: 'x'.repeat(43),
          back: '/',
          at: Date.now(),
        },
        SECRET,
      ),
    );
    expect(location(await forger.get(onSite(back)))).toBe('/signin?error=oauth_failed');
    expect(forger.cookies.has('sid')).toBe(false);

    // A code used once does not sign in again, even with the flow it belonged to.
    provider.signInAs(account);
    const first = new Browser(app);
    const back2 = await provider.authorize(await start(first));
    const flow = first.cookies.get(FLOW_COOKIE) as string;
    expect(location(await first.get(onSite(back2)))).toBe('/');
    const replay = new Browser(app);
    replay.cookies.set(FLOW_COOKIE, flow);
    expect(location(await replay.get(onSite(back2)))).toBe('/signin?error=oauth_failed');
    expect(replay.cookies.has('sid')).toBe(false);
  });

  it('sends a member who declines at the provider back to the sign-in page', async () => {
    const browser = new Browser(app);
    const res = await signIn(browser, 'deny');
    expect(location(res)).toBe('/signin?error=oauth_denied');
    expect(browser.cookies.has('sid')).toBe(false);
  });

  it('refuses a banned, a temporarily banned and a disabled member with their codes', async () => {
    const cases = [
      ['g-1009', { banned_until: 'infinity' as const }, 'banned'],
      ['g-1010', { banned_until: new Date(Date.now() + 86_400_000) }, 'temp_banned'],
      ['g-1011', { is_disabled: 1 as const }, 'disabled_user'],
    ] as const;
    for (const [sub, standing, code] of cases) {
      const account = { sub, email: `${sub}@example.test`, email_verified: true, name: sub };
      await signIn(new Browser(app), account);
      await t.db
        .updateTable('members')
        .set({
          banned_until: 'banned_until' in standing ? (standing.banned_until as unknown as Date) : null,
          is_disabled: 'is_disabled' in standing ? standing.is_disabled : 0,
        })
        .where('google_sub', '=', sub)
        .execute();
      const browser = new Browser(app);
      const res = await signIn(browser, account);
      expect(location(res), code).toBe(`/signin?error=${code}`);
      expect(browser.cookies.has('sid')).toBe(false);
    }
    // A banned member is not joined to a Google account by address either.
    await addAccount(t.db, { username: 'gone_gull', email: 'gone@example.test', banned_until: 'infinity' });
    const res = await signIn(new Browser(app), {
      sub: 'g-1012',
      email: 'gone@example.test',
      email_verified: true,
    });
    expect(location(res)).toBe('/signin?error=banned');
    expect(await memberBySub('g-1012')).toBeUndefined();
  });

  it('sends a member already signed in on without a new sign-in', async () => {
    const browser = new Browser(app);
    await browser.login('quiet_lake', 'correct horse');
    const res = await browser.get('/api/login.g.php?return=%2Fhistory%2F');
    expect(res.statusCode).toBe(302);
    expect(location(res)).toBe('/history/');
  });
});
