import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../actions/fixtures.js';
import { buildApp } from '../app.js';
import { createTestCaptcha } from '../captcha/index.js';
import { addMember, addVideo } from '../community/fixtures.js';
import { canDownload } from '../playback/download.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';
import {
  createLocalSubscriptionChecker,
  createTelegramSubscriptionChecker,
  SUBSCRIPTION_GRANT_MS,
} from './subscription.js';

let t: TestDb;
let app: FastifyInstance;
let video: number;
let owner: number;
const clock = Date.now();
const channel = createLocalSubscriptionChecker();

beforeAll(async () => {
  t = await openTestDb();
  app = await buildApp({
    db: t.db,
    dataDir: t.dataDir,
    captcha: createTestCaptcha(),
    payments: { subscriptions: channel, now: () => clock },
  });
  owner = await addMember(t.db, { username: 'Maker' });
  video = await addVideo(t.db, { user_id: owner });
});

afterAll(() => closeAll(app, t));

let seq = 0;
async function messengerMember(telegramId: number | null) {
  const m = await signedIn(app, t, `Reader${++seq}`);
  await t.db.updateTable('members').set({ telegram_id: telegramId }).where('user_id', '=', m.id).execute();
  return m;
}
const sub = (browser: Awaited<ReturnType<typeof messengerMember>>['browser']) =>
  browser.post('/api/cb.php', { act: 'sub' });
const mayDownload = (userId: number, at = clock) =>
  canDownload(t.db, { user_id: userId, role: 'member' }, { user_id: owner, video_id: video }, at);

describe('given the messaging-app subscribe-to-download mode (§4)', () => {
  it('refuses before the member subscribes, and lets them download for a day after', async () => {
    const m = await messengerMember(7_000_001);
    const before = await sub(m.browser);
    expect(before.statusCode).toBe(403);
    expect(before.json()).toEqual({ code: 'not_subscribed' });
    expect(await mayDownload(m.id)).toBe(false);
    channel.subscribe('7000001');
    expect((await sub(m.browser)).json()).toEqual({ code: 'success', subscribed: true });
    expect(await mayDownload(m.id)).toBe(true);
    expect(await mayDownload(m.id, clock + SUBSCRIPTION_GRANT_MS + 1000)).toBe(false);
    // Unsubscribing shows at the next check.
    channel.unsubscribe('7000001');
    expect((await sub(m.browser)).statusCode).toBe(403);
    expect(await mayDownload(m.id)).toBe(false);
  });

  it('answers a member without a messaging-app account, and a visitor', async () => {
    const m = await messengerMember(null);
    const res = await sub(m.browser);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'no_messenger_account' });
    const { Browser } = await import('../accounts/fixtures.js');
    const visitor = await new Browser(app).post('/api/cb.php', { act: 'sub' });
    expect(visitor.json()).toEqual({ code: 'need_auth' });
  });
});

describe('the messaging-app checker', () => {
  const answering = (status: number, body: unknown) => {
    const urls: string[] = [];
    const checker = createTelegramSubscriptionChecker({
      botToken: '12345:abc',
      channel: '@calm_channel',
      fetch: async (url) => {
        urls.push(url);
        return { ok: status === 200, json: async () => body };
      },
    });
    return { checker, urls };
  };

  it('asks getChatMember for the channel and the account, and reads the member statuses', async () => {
    for (const [result, expected] of [
      [{ status: 'member' }, true],
      [{ status: 'creator' }, true],
      [{ status: 'restricted', is_member: true }, true],
      [{ status: 'restricted', is_member: false }, false],
      [{ status: 'left' }, false],
      [{ status: 'kicked' }, false],
    ] as const) {
      const { checker, urls } = answering(200, { ok: true, result });
      expect(await checker.isSubscribed('42')).toBe(expected);
      expect(urls[0]).toBe(
        'https://api.telegram.org/bot12345:abc/getChatMember?chat_id=%40calm_channel&user_id=42',
      );
    }
  });

  it('counts a failed answer or a bad account id as not subscribed, without asking', async () => {
    expect(await answering(400, { ok: false }).checker.isSubscribed('42')).toBe(false);
    const bad = answering(200, { ok: true, result: { status: 'member' } });
    expect(await bad.checker.isSubscribed('42&chat_id=x')).toBe(false);
    expect(bad.urls).toEqual([]);
  });
});
