import { join } from 'node:path';
import { callUrl } from '@site/api';
import { accountSettingsResponseSchema } from '@site/api/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsApp, mailedLink } from '../accounts/account-fixtures.js';
import { Browser } from '../accounts/fixtures.js';
import { clientOf, expectError, signedIn } from '../actions/fixtures.js';
import { addVideo, befriend, subscribe } from '../community/fixtures.js';
import { latestMailTo } from '../mail/index.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';

let t: TestDb;
let app: FastifyInstance;
type Who = { id: number; browser: Browser };
let ash: Who;
let birch: Who;

const PASSWORD = 'quiet meadow';

beforeAll(async () => {
  t = await openTestDb();
  app = await accountsApp(t);
  ash = await signedIn(app, t, 'Ash');
  birch = await signedIn(app, t, 'Birch');
});

afterAll(() => closeAll(app, t));

async function settingsOf(who: Who) {
  const res = await who.browser.get(callUrl('settings.get'));
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return accountSettingsResponseSchema.parse(res.json());
}

const favouritesUrl = (userId: number) =>
  callUrl('videos.list', { section: 'favourites', object_id: String(userId), page: 1 });

describe('privacy of the lists', () => {
  it('a visitor is asked to sign in for the settings', async () => {
    const res = await new Browser(app).get(callUrl('settings.get'));
    expectError(res, 401, 'need_auth');
  });

  it('lists are public until their member makes them private, then refused to others but not to them', async () => {
    const video = await addVideo(t.db, { user_id: birch.id, title: 'Harbour lights' });
    await t.db.insertInto('favourites').values({ user_id: ash.id, video_id: video }).execute();
    await t.db.insertInto('watch_later').values({ user_id: ash.id, video_id: video }).execute();
    await befriend(t.db, ash.id, birch.id);
    const model = await t.db
      .insertInto('models')
      .values({ dir: 'quiet-fern', title: 'quiet fern', img: '/media/models/quiet-fern.jpg' })
      .returning('model_id')
      .executeTakeFirstOrThrow();
    await subscribe(t.db, ash.id, 'model', model.model_id);
    const visitor = new Browser(app);

    expect((await settingsOf(ash)).privacy).toEqual({
      favourites: false,
      watch_later: false,
      friends: false,
      subscriptions: false,
    });
    expect((await visitor.get(favouritesUrl(ash.id))).statusCode).toBe(200);

    const answer = await clientOf(ash.browser).settings.privacy({
      favourites: true,
      watch_later: true,
      friends: true,
      subscriptions: true,
    });
    expect(answer.privacy).toEqual({
      favourites: true,
      watch_later: true,
      friends: true,
      subscriptions: true,
    });
    expect((await settingsOf(ash)).privacy.friends).toBe(true);

    const laterUrl = callUrl('videos.list', { section: 'watch_later', object_id: String(ash.id), page: 1 });
    const friendsUrl = callUrl('members.list', { section: 'friends', user_id: ash.id, page: 1 });
    const subsUrl = callUrl('members.subscriptions', { user_id: ash.id });
    for (const browser of [visitor, birch.browser]) {
      expectError(await browser.get(favouritesUrl(ash.id)), 403, 'no_permission');
      expectError(await browser.get(laterUrl), 403, 'no_permission');
      expectError(await browser.get(friendsUrl), 403, 'no_permission');
      expectError(await browser.get(subsUrl), 403, 'no_permission');
    }

    // The owner: their own lists, answered to them alone.
    const own = await clientOf(ash.browser).videos.listOwn({
      section: 'favourites',
      object_id: String(ash.id),
      page: 1,
    });
    expect(own.videos.map((v) => v.video_id)).toEqual([video]);
    const friends = await ash.browser.get(friendsUrl);
    expect(friends.statusCode).toBe(200);
    expect(friends.headers['cache-control']).toBe('private, no-store');
    expect(friends.json().members.map((m: { user_id: number }) => m.user_id)).toEqual([birch.id]);
    const subs = await ash.browser.get(subsUrl);
    expect(subs.statusCode).toBe(200);
    expect(subs.headers['cache-control']).toBe('private, no-store');
    expect(subs.json().models).toHaveLength(1);

    // Another member's lists are untouched by Ash's switches.
    expect((await visitor.get(favouritesUrl(birch.id))).statusCode).toBe(200);

    // One list made public again: only it opens.
    const after = await clientOf(ash.browser).settings.privacy({ favourites: false });
    expect(after.privacy).toEqual({
      favourites: false,
      watch_later: true,
      friends: true,
      subscriptions: true,
    });
    const open = await visitor.get(favouritesUrl(ash.id));
    expect(open.statusCode).toBe(200);
    expect(open.json().videos).toHaveLength(1);
    expectError(await visitor.get(laterUrl), 403, 'no_permission');
  });
});

describe('sessions', () => {
  it('lists the open sessions with the asking one marked, and signs out one or all others', async () => {
    const id = (await signedIn(app, t, 'Cedar')).id;
    const phone = new Browser(app, '10.0.0.2');
    const tablet = new Browser(app, '10.0.0.3');
    const desk = new Browser(app, '10.0.0.4');
    for (const [browser, agent] of [
      [phone, 'PhoneBrowser/1.0'],
      [tablet, 'TabletBrowser/2.0'],
      [desk, 'DeskBrowser/3.0'],
    ] as const) {
      const res = await browser.request({
        method: 'POST',
        url: '/api/login.php',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'user-agent': agent,
          'x-csrf-token': await browser.csrf(),
        },
        payload: new URLSearchParams({ usr: 'Cedar', pwd: PASSWORD }).toString(),
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const who = { id, browser: desk };
    const listed = (await settingsOf(who)).sessions;
    expect(listed).toHaveLength(4);
    expect(listed.filter((s) => s.current).map((s) => s.user_agent)).toEqual(['DeskBrowser/3.0']);
    const phoneSession = listed.find((s) => s.user_agent === 'PhoneBrowser/1.0');
    expect(phoneSession).toBeDefined();

    // Another member cannot end it, and the asking session is not ended this way.
    const other = await birch.browser.post('/api/settings.php', {
      act: 'end_session',
      session_id: String(phoneSession?.session_id),
    });
    expectError(other, 404, 'not_found');
    const current = listed.find((s) => s.current);
    expectError(
      await desk.post('/api/settings.php', { act: 'end_session', session_id: String(current?.session_id) }),
      404,
      'not_found',
    );

    const left = await clientOf(desk).settings.endSession({ session_id: phoneSession?.session_id ?? 0 });
    expect(left.sessions.map((s) => s.user_agent)).not.toContain('PhoneBrowser/1.0');
    expect((await phone.get('/api/session.php')).json().user).toBeNull();
    expect((await tablet.get('/api/session.php')).json().user).not.toBeNull();

    const rest = await clientOf(desk).settings.endOtherSessions();
    expect(rest.sessions).toHaveLength(1);
    expect(rest.sessions[0]?.current).toBe(true);
    expect((await tablet.get('/api/session.php')).json().user).toBeNull();
    expect((await desk.get('/api/session.php')).json().user).not.toBeNull();
  });
});

describe('change of e-mail address', () => {
  it('asks for the password, refuses a taken address, and changes it only when the new mailbox opens the link', async () => {
    const dune = await signedIn(app, t, 'Dune');
    const post = (form: Record<string, string>) =>
      dune.browser.post('/api/settings.php', { act: 'change_email', ...form });

    expect(
      await expectError(
        await post({ email: 'not an address', current_password: PASSWORD }),
        400,
        'eml_invalid',
      ),
    ).toEqual([{ field: 'email', code: 'eml_invalid' }]);
    expect(
      await expectError(await post({ email: 'dune.new@example.test' }), 400, 'invalid_password'),
    ).toEqual([{ field: 'current_password', code: 'required' }]);
    expectError(
      await post({ email: 'dune.new@example.test', current_password: 'wrong words' }),
      400,
      'wrong_password',
    );
    expect(
      await expectError(
        await post({ email: 'ASH@example.test', current_password: PASSWORD }),
        400,
        'eml_taken',
      ),
    ).toEqual([{ field: 'email', code: 'eml_taken' }]);

    const asked = await post({ email: ' dune.new@example.test ', current_password: PASSWORD });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({ code: 'success', pending_email: 'dune.new@example.test' });
    const settings = await settingsOf(dune);
    expect(settings.email).toBe('dune@example.test');
    expect(settings.pending_email).toBe('dune.new@example.test');

    // The old mailbox is told (with the new address masked), the new one gets the link.
    const notice = await latestMailTo(join(t.dataDir, 'outbox'), 'dune@example.test');
    expect(notice?.subject).toBe('A change of your email address was asked');
    expect(notice?.text).toContain('d***@e***.test');
    expect(notice?.text).not.toContain('dune.new@');
    const link = await mailedLink(t.dataDir, 'dune.new@example.test');
    expect(link?.link).toMatch(/^https:\/\/site\.example\/api\/confirm_email\.php\?token=/);

    // Opened (in any browser): the address changes and the link is spent.
    const opened = await new Browser(app).get(`/api/confirm_email.php?token=${link?.token}`);
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/my_settings/?email=changed');
    const changed = await settingsOf(dune);
    expect(changed.email).toBe('dune.new@example.test');
    expect(changed.pending_email).toBeNull();
    const again = await new Browser(app).get(`/api/confirm_email.php?token=${link?.token}`);
    expect(again.headers.location).toBe('/my_settings/?email=invalid');
    expect((await new Browser(app).get('/api/confirm_email.php?token=nonsense')).headers.location).toBe(
      '/my_settings/?email=invalid',
    );
  });

  it('a link loses to a member who took the address meanwhile', async () => {
    const elm = await signedIn(app, t, 'Elm');
    const asked = await clientOf(elm.browser).settings.changeEmail({
      email: 'shared.box@example.test',
      current_password: PASSWORD,
    });
    expect(asked.pending_email).toBe('shared.box@example.test');
    await t.db
      .updateTable('members')
      .set({ email: 'shared.box@example.test' })
      .where('user_id', '=', ash.id)
      .execute();
    const link = await mailedLink(t.dataDir, 'shared.box@example.test');
    const opened = await new Browser(app).get(`/api/confirm_email.php?token=${link?.token}`);
    expect(opened.headers.location).toBe('/my_settings/?email=invalid');
    expect((await settingsOf(elm)).email).toBe('elm@example.test');
  });
});
