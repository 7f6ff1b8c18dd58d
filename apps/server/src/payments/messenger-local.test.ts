import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from '../accounts/fixtures.js';
import { signedIn } from '../actions/fixtures.js';
import { buildApp } from '../app.js';
import { createTestCaptcha } from '../captcha/index.js';
import { addMember, addVideo } from '../community/fixtures.js';
import { canDownload } from '../playback/download.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';
import { LOCAL_MESSENGER, LOCAL_MESSENGER_PATH } from './index.js';

let t: TestDb;
let app: FastifyInstance;
let video: number;
let owner: number;

beforeAll(async () => {
  t = await openTestDb();
  app = await buildApp({
    db: t.db,
    dataDir: t.dataDir,
    captcha: createTestCaptcha(),
    payments: { subscriptions: LOCAL_MESSENGER },
  });
  owner = await addMember(t.db, { username: 'Maker' });
  video = await addVideo(t.db, { user_id: owner });
});

afterAll(() => closeAll(app, t));

const sub = (browser: Browser) => browser.post('/api/cb.php', { act: 'sub' });
const mayDownload = (userId: number) =>
  canDownload(t.db, { user_id: userId, role: 'member' }, { user_id: owner, video_id: video }, Date.now());

describe('the local stand-in channel (a server without the messaging-app bot)', () => {
  it('lets a member without a messaging-app account subscribe on its page, and cb.php act sub sees it', async () => {
    const m = await signedIn(app, t, 'LocalReader');
    const before = await sub(m.browser);
    expect(before.statusCode).toBe(403);
    expect(before.json()).toEqual({ code: 'not_subscribed' });
    expect(await mayDownload(m.id)).toBe(false);

    // The page a browser opens from the modal's Subscribe link: a form carrying the member's CSRF token.
    const html = await m.browser.request({
      method: 'GET',
      url: LOCAL_MESSENGER_PATH,
      headers: { accept: 'text/html' },
    });
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('Local test channel');
    expect(html.body).toContain('Not subscribed.');
    const token = /name="_csrf" value="([^"]+)"/.exec(html.body)?.[1];
    expect(token).toBeTruthy();
    const subscribed = await m.browser.request({
      method: 'POST',
      url: LOCAL_MESSENGER_PATH,
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ _csrf: token ?? '', act: 'subscribe' }).toString(),
    });
    expect(subscribed.statusCode).toBe(200);
    expect(subscribed.body).toContain('Subscribed.');

    expect((await sub(m.browser)).json()).toEqual({ code: 'success', subscribed: true });
    expect(await mayDownload(m.id)).toBe(true);

    // Unsubscribing shows at the next check.
    const left = await m.browser.post(LOCAL_MESSENGER_PATH, { act: 'unsubscribe' });
    expect(left.json()).toEqual({ code: 'success', subscribed: false });
    expect((await sub(m.browser)).statusCode).toBe(403);
  });

  it('keeps one member apart from another', async () => {
    const a = await signedIn(app, t, 'LocalOne');
    const b = await signedIn(app, t, 'LocalTwo');
    expect((await a.browser.post(LOCAL_MESSENGER_PATH, { act: 'subscribe' })).json()).toEqual({
      code: 'success',
      subscribed: true,
    });
    expect((await sub(a.browser)).statusCode).toBe(200);
    expect((await sub(b.browser)).statusCode).toBe(403);
    expect((await b.browser.get(LOCAL_MESSENGER_PATH)).json()).toEqual({
      code: 'success',
      subscribed: false,
    });
  });

  it('refuses a visitor, a write without the CSRF token, and an unknown act', async () => {
    const visitor = new Browser(app);
    expect((await visitor.get(LOCAL_MESSENGER_PATH)).statusCode).toBe(401);
    expect((await visitor.post(LOCAL_MESSENGER_PATH, { act: 'subscribe' })).json()).toEqual({
      code: 'need_auth',
    });
    const m = await signedIn(app, t, 'LocalThree');
    const forged = await m.browser.post(LOCAL_MESSENGER_PATH, { act: 'subscribe' }, { csrf: false });
    expect(forged.statusCode).toBe(403);
    expect((await sub(m.browser)).statusCode).toBe(403);
    const bad = await m.browser.post(LOCAL_MESSENGER_PATH, { act: 'join' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: 'invalid_params', errors: [{ field: 'act', code: 'invalid' }] });
  });
});
