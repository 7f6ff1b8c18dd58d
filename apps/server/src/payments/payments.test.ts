import { TEXT_LIMITS } from '@site/api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from '../accounts/fixtures.js';
import { clientOf, signedIn } from '../actions/fixtures.js';
import { buildApp } from '../app.js';
import { createTestCaptcha } from '../captcha/index.js';
import { addMember, addVideo } from '../community/fixtures.js';
import { latestMailTo } from '../mail/index.js';
import { canDownload } from '../playback/download.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';
import { DAY_MS, LOCAL_PAY_PREFIX, PAYMENT, SIGNATURE_HEADER, WEBHOOK_PATH } from './constants.js';
import { sendLocalWebhook } from './local.js';
import type { WebhookBody } from './provider.js';
import { signatureHeader } from './signature.js';

const SECRET = 'w'.repeat(40);
let t: TestDb;
let app: FastifyInstance;
/** The injectable clock every payment call reads. */
let clock = Date.now();
let owner: number;
let video: number;
let otherVideo: number;

beforeAll(async () => {
  t = await openTestDb();
  app = await buildApp({
    db: t.db,
    dataDir: t.dataDir,
    captcha: createTestCaptcha(),
    siteUrl: 'http://site.test',
    payments: { webhookSecret: SECRET, now: () => clock },
  });
  owner = await addMember(t.db, { username: 'Uploader' });
  video = await addVideo(t.db, { user_id: owner });
  otherVideo = await addVideo(t.db, { user_id: owner });
});

afterAll(() => closeAll(app, t));

let seq = 0;
const member = (options: Parameters<typeof signedIn>[3] = {}) => signedIn(app, t, `Payer${++seq}`, options);
const seconds = () => Math.floor(clock / 1000);

async function chargeOf(userId: number) {
  return t.db
    .selectFrom('payment_charges')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
}
async function paidUntil(userId: number) {
  const row = await t.db
    .selectFrom('members')
    .select('paid_until')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.paid_until ? new Date(row.paid_until).getTime() : null;
}
const mayDownload = (userId: number, videoId = video, at = clock) =>
  canDownload(t.db, { user_id: userId, role: 'member' }, { user_id: owner, video_id: videoId }, at);

/** A member with a fresh charge, as the pay step of the modal makes it. */
async function withCharge() {
  const m = await member();
  const answer = await clientOf(m.browser).payments.charge({ email: 'payer@example.test' });
  const charge = await chargeOf(m.id);
  return { ...m, answer, charge };
}

/** "Pays" on the local processor's hosted page, as the member who opened the charge (their session and token). */
const pay = (m: { browser: Browser; charge: { charge_id: string } }, cents: number) =>
  m.browser.post(`${LOCAL_PAY_PREFIX}${m.charge.charge_id}`, { amount: String(cents) });

const paymentBody = (chargeId: string, cents: number, id = `evt_${++seq}_${chargeId}`): WebhookBody => ({
  id,
  type: 'charge.payment',
  created: seconds(),
  data: { charge_id: chargeId, amount_cents: cents, currency: 'USD' },
});

function postWebhook(payload: string, signature: string | undefined) {
  return app.inject({
    method: 'POST',
    url: WEBHOOK_PATH,
    headers: { 'content-type': 'application/json', ...(signature ? { [SIGNATURE_HEADER]: signature } : {}) },
    payload,
  });
}

describe('the charge call (cb.php act chr)', () => {
  it('answers a visitor need_auth and makes no charge', async () => {
    const browser = new Browser(app);
    await browser.csrf();
    const visitor = clientOf(browser);
    await expect(visitor.payments.charge({ email: 'guest@example.test' })).rejects.toMatchObject({
      code: 'need_auth',
    });
    await expect(visitor.payments.status()).rejects.toMatchObject({ code: 'need_auth' });
    const count = await t.db
      .selectFrom('payment_charges')
      .select(t.db.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('gives a member the hosted page and wallet links of a $5 charge, the same one until it is paid', async () => {
    const m = await withCharge();
    expect(m.answer.code).toBe('success');
    expect(m.answer.data?.charge_url).toBe(`http://site.test${LOCAL_PAY_PREFIX}${m.charge.charge_id}`);
    expect(Object.keys(m.answer.data?.wallets_links ?? {})).toEqual(['BTC', 'ETH', 'USDT']);
    expect(m.charge).toMatchObject({ amount_cents: 500, currency: 'USD', status: 'pending', paid_cents: 0 });
    const again = await clientOf(m.browser).payments.charge({ email: 'payer@example.test' });
    expect(again.data?.charge_url).toBe(m.answer.data?.charge_url);
    expect((await clientOf(m.browser).payments.status()).paid).toBe(false);
    // The hosted page tells the payer what is due.
    const page = await m.browser.get(`${LOCAL_PAY_PREFIX}${m.charge.charge_id}`);
    expect(page.json().charge).toMatchObject({ status: 'pending', amount_cents: 500, paid_cents: 0 });
  });

  it('refuses a bad e-mail with invalid_params on email', async () => {
    const m = await member();
    const res = await m.browser.post('/api/cb.php', { act: 'chr', email: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_params', errors: [{ field: 'email' }] });
  });
});

describe('the signed webhook', () => {
  it('refuses a forged signature, a tampered body and a missing header, and changes nothing', async () => {
    const m = await withCharge();
    const body = JSON.stringify(paymentBody(m.charge.charge_id, 500));
    const forged = await postWebhook(body, signatureHeader('x'.repeat(40), seconds(), body));
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ code: 'invalid_signature' });
    const other = JSON.stringify(paymentBody(m.charge.charge_id, 1));
    const tampered = await postWebhook(body, signatureHeader(SECRET, seconds(), other));
    expect(tampered.statusCode).toBe(401);
    expect((await postWebhook(body, undefined)).statusCode).toBe(401);
    expect(await chargeOf(m.id)).toMatchObject({ status: 'pending', paid_cents: 0 });
    expect(await paidUntil(m.id)).toBeNull();
    const events = await t.db
      .selectFrom('payment_events')
      .select('event_id')
      .where('charge_id', '=', m.charge.charge_id)
      .execute();
    expect(events).toEqual([]);
  });

  it('refuses a correctly signed event whose timestamp is stale', async () => {
    const m = await withCharge();
    const body = JSON.stringify(paymentBody(m.charge.charge_id, 500));
    const old = seconds() - PAYMENT.webhookToleranceSeconds - 1;
    const res = await postWebhook(body, signatureHeader(SECRET, old, body));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'stale_signature' });
    expect(await paidUntil(m.id)).toBeNull();
  });

  it('applies a replayed event once', async () => {
    const m = await withCharge();
    const body = paymentBody(m.charge.charge_id, 500, 'evt_replayed');
    const first = await sendLocalWebhook(app, SECRET, body, seconds());
    expect(first.body).toMatchObject({ outcome: 'granted' });
    const until = await paidUntil(m.id);
    const second = await sendLocalWebhook(app, SECRET, body, seconds() + 1);
    expect(second).toMatchObject({ status: 200, body: { outcome: 'duplicate' } });
    expect(await paidUntil(m.id)).toBe(until);
    expect((await chargeOf(m.id)).paid_cents).toBe(500);
  });
});

describe('paying on the local processor', () => {
  it('answers only the member who opened the charge, and only with their CSRF token', async () => {
    const m = await withCharge();
    const url = `${LOCAL_PAY_PREFIX}${m.charge.charge_id}`;
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    // Anyone holding the link: with no token, refused as any write; a visitor with a token, need_auth.
    const anon = await app.inject({ method: 'POST', url, headers: form, payload: 'amount=500' });
    expect(anon.json()).toEqual({ code: 'invalid_csrf' });
    const visitor = new Browser(app);
    const asVisitor = await visitor.post(url, { amount: '500' });
    expect(asVisitor.statusCode).toBe(401);
    expect(asVisitor.json()).toEqual({ code: 'need_auth' });
    expect((await visitor.get(url)).statusCode).toBe(401);
    // Another member learns nothing of it.
    const other = await member();
    expect((await other.browser.post(url, { amount: '500' })).statusCode).toBe(404);
    expect((await other.browser.get(url)).statusCode).toBe(404);
    // The owner's session without the token (a page of another site posting the form): refused.
    const forged = await m.browser.post(url, { amount: '500' }, { csrf: false });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({ code: 'invalid_csrf' });
    expect(await chargeOf(m.id)).toMatchObject({ status: 'pending', paid_cents: 0 });
    expect(await paidUntil(m.id)).toBeNull();
  });

  it("pays from the hosted page's own form, which carries the token as a field", async () => {
    const m = await withCharge();
    const url = `${LOCAL_PAY_PREFIX}${m.charge.charge_id}`;
    const page = await m.browser.request({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const token = /name="_csrf" value="([^"]+)"/.exec(page.body)?.[1];
    expect(token).toBeDefined();
    const res = await m.browser.request({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: new URLSearchParams({ _csrf: token ?? '', amount: '500' }).toString(),
    });
    expect(res.statusCode, res.body).toBe(200);
    // The browser gets the page again, saying it is paid (no raw JSON, no second form).
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('paid, 5.00 USD of 5.00 USD received');
    expect(res.body).toContain('<strong>Paid.</strong>');
    expect(res.body).not.toContain('<form');
    expect(await chargeOf(m.id)).toMatchObject({ status: 'paid', paid_cents: 500 });
  });

  it('grants nothing for an underpayment, and the period once the rest arrives', async () => {
    const m = await withCharge();
    const under = await pay(m, 300);
    expect(under.json().charge).toMatchObject({ status: 'underpaid', paid_cents: 300 });
    expect((await clientOf(m.browser).payments.status()).paid).toBe(false);
    expect(await mayDownload(m.id)).toBe(false);
    const outcome = await t.db
      .selectFrom('payment_events')
      .select('outcome')
      .where('charge_id', '=', m.charge.charge_id)
      .execute();
    expect(outcome).toEqual([{ outcome: 'underpaid' }]);
    // The member tops the same charge up.
    const again = await clientOf(m.browser).payments.charge({ email: 'payer@example.test' });
    expect(again.data?.charge_url).toBe(m.answer.data?.charge_url);
    expect((await pay(m, 200)).json().charge).toMatchObject({ status: 'paid' });
    expect((await clientOf(m.browser).payments.status()).paid).toBe(true);
  });

  it('makes a full payment a paid period of 30 days: status paid, downloads, paid_user on a new charge', async () => {
    const m = await withCharge();
    expect(await mayDownload(m.id)).toBe(false);
    expect((await pay(m, 500)).json().charge).toMatchObject({
      status: 'paid',
      paid_cents: 500,
    });
    expect(await paidUntil(m.id)).toBe(clock + 30 * DAY_MS);
    expect(await clientOf(m.browser).payments.status()).toEqual({
      code: 'success',
      paid: true,
      paid_until: new Date(clock + 30 * DAY_MS).toISOString(),
    });
    await expect(clientOf(m.browser).payments.charge({ email: 'payer@example.test' })).rejects.toMatchObject({
      code: 'paid_user',
    });
    expect(await mayDownload(m.id, video, clock + 29 * DAY_MS)).toBe(true);
    expect(await mayDownload(m.id, otherVideo, clock + 29 * DAY_MS)).toBe(true);
    expect(await mayDownload(m.id, video, clock + 31 * DAY_MS)).toBe(false);
  });

  it('records an overpayment and grants the same 30 days', async () => {
    const m = await withCharge();
    await pay(m, 900);
    expect(await chargeOf(m.id)).toMatchObject({ status: 'paid', paid_cents: 900 });
    expect(await paidUntil(m.id)).toBe(clock + 30 * DAY_MS);
  });

  it('extends a period that still runs from its end', async () => {
    const m = await withCharge();
    const end = clock + 10 * DAY_MS;
    await t.db
      .updateTable('members')
      .set({ paid_until: new Date(end) })
      .where('user_id', '=', m.id)
      .execute();
    await pay(m, 500);
    expect(await paidUntil(m.id)).toBe(end + 30 * DAY_MS);
  });

  it('renews on purpose while the period runs (#32 item 8): the end moves on by 30 days, and status says when', async () => {
    const m = await withCharge();
    await pay(m, 500);
    const api = clientOf(m.browser);
    const end = clock + 30 * DAY_MS;
    expect((await api.payments.status()).paid_until).toBe(new Date(end).toISOString());
    // Without `renew` there is nothing to buy; with it, a new charge whose payment extends the period.
    await expect(api.payments.charge({ email: 'payer@example.test' })).rejects.toMatchObject({
      code: 'paid_user',
    });
    const renewal = await api.payments.charge({ email: 'payer@example.test', renew: true });
    expect(renewal.data?.charge_url).not.toBe(m.answer.data?.charge_url);
    const charge_id = renewal.data?.charge_url.split(LOCAL_PAY_PREFIX)[1] ?? '';
    expect((await pay({ ...m, charge: { charge_id } }, 500)).json().charge).toMatchObject({ status: 'paid' });
    expect(await paidUntil(m.id)).toBe(end + 30 * DAY_MS);
    expect((await api.payments.status()).paid_until).toBe(new Date(end + 30 * DAY_MS).toISOString());
  });

  it('tells a lapsed member when the period ended, and lets them buy a new one', async () => {
    const m = await member();
    const ended = clock - 3 * DAY_MS;
    await t.db
      .updateTable('members')
      .set({ paid_until: new Date(ended) })
      .where('user_id', '=', m.id)
      .execute();
    const api = clientOf(m.browser);
    expect(await api.payments.status()).toEqual({
      code: 'success',
      paid: false,
      paid_until: new Date(ended).toISOString(),
    });
    const answer = await api.payments.charge({ email: 'payer@example.test', renew: true });
    expect(answer.code).toBe('success');
    await pay({ ...m, charge: await chargeOf(m.id) }, 500);
    expect(await paidUntil(m.id)).toBe(clock + 30 * DAY_MS);
  });

  it('expires an unpaid charge: the page refuses payment and the next charge call makes a new one', async () => {
    const m = await withCharge();
    const start = clock;
    try {
      clock += (PAYMENT.chargeMinutes + 1) * 60_000;
      const res = await pay(m, 500);
      expect(res.statusCode).toBe(410);
      expect(res.json()).toEqual({ code: 'charge_expired' });
      expect((await chargeOf(m.id)).status).toBe('expired');
      expect(await paidUntil(m.id)).toBeNull();
      const next = await clientOf(m.browser).payments.charge({ email: 'payer@example.test' });
      expect(next.data?.charge_url).not.toBe(m.answer.data?.charge_url);
    } finally {
      clock = start;
    }
  });
});

describe('the description step (input.php act download) and its review', () => {
  const desc = (n: number) =>
    'A short note on why this clip helps my editing course. '.repeat(20).slice(0, n);
  const request = (browser: Browser, form: Record<string, string>) =>
    browser.post('/api/input.php', { act: 'download', ...form });

  it('refuses a description outside 150 to 500 characters with the §5 length code', async () => {
    const m = await member();
    for (const n of [TEXT_LIMITS.downloadDescMin - 1, TEXT_LIMITS.downloadDescMax + 1]) {
      const res = await request(m.browser, { video_id: String(video), desc: desc(n) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'invalid_params',
        errors: [{ field: 'desc', code: 'min_max_length', params: { min: 150, max: 500 } }],
      });
    }
    const count = await t.db
      .selectFrom('download_requests')
      .select('request_id')
      .where('user_id', '=', m.id)
      .execute();
    expect(count).toEqual([]);
  });

  it('answers a visitor need_auth', async () => {
    const res = await request(new Browser(app), { video_id: String(video), desc: desc(200) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'need_auth' });
  });

  it('lets staff approve a request, after which the member downloads that video only', async () => {
    const m = await member();
    await clientOf(m.browser).downloads.request({ video_id: video, desc: desc(200) });
    expect((await request(m.browser, { video_id: String(video), desc: desc(200) })).json()).toEqual({
      code: 'already_requested',
    });
    expect(await mayDownload(m.id)).toBe(false);

    const moderator = await member({ role: 'moderator' });
    expect((await m.browser.get('/api/downloads.php')).statusCode).toBe(403);
    const queue = await moderator.browser.get('/api/downloads.php');
    const mine = queue.json().requests.find((r: { user_id: number }) => r.user_id === m.id);
    expect(mine).toMatchObject({ video_id: video, status: 'pending', description: desc(200) });
    // A member cannot approve their own request.
    expect(
      (await m.browser.post('/api/downloads.php', { act: 'approve', request_id: String(mine.request_id) }))
        .statusCode,
    ).toBe(403);
    const approved = await moderator.browser.post('/api/downloads.php', {
      act: 'approve',
      request_id: String(mine.request_id),
    });
    expect(approved.json()).toEqual({ code: 'success' });
    // The member is told, by mail, with the video's address.
    const [row] = await t.db.selectFrom('members').select('email').where('user_id', '=', m.id).execute();
    const mail = await latestMailTo(`${t.dataDir}/outbox`, row?.email ?? '');
    expect(mail?.subject).toMatch(/^You may download "/);
    expect(mail?.text).toMatch(new RegExp(`/videos/${video}/[^/]+/$`, 'm'));
    expect(await mayDownload(m.id, video)).toBe(true);
    expect(await mayDownload(m.id, otherVideo)).toBe(false);
    expect((await request(m.browser, { video_id: String(video), desc: desc(200) })).json()).toEqual({
      code: 'already_approved',
    });
    const twice = await moderator.browser.post('/api/downloads.php', {
      act: 'reject',
      request_id: String(mine.request_id),
    });
    expect(twice.json()).toEqual({ code: 'already_decided' });
  });

  it('keeps a rejected member from downloading, and lets them ask again', async () => {
    const m = await member();
    await clientOf(m.browser).downloads.request({ video_id: otherVideo, desc: desc(300) });
    const row = await t.db
      .selectFrom('download_requests')
      .select('request_id')
      .where('user_id', '=', m.id)
      .executeTakeFirstOrThrow();
    const moderator = await member({ role: 'moderator' });
    await moderator.browser.post('/api/downloads.php', { act: 'reject', request_id: String(row.request_id) });
    expect(await mayDownload(m.id, otherVideo)).toBe(false);
    const [mine] = await t.db.selectFrom('members').select('email').where('user_id', '=', m.id).execute();
    expect((await latestMailTo(`${t.dataDir}/outbox`, mine?.email ?? ''))?.subject).toMatch(
      /was not approved$/,
    );
    expect((await request(m.browser, { video_id: String(otherVideo), desc: desc(300) })).json()).toEqual({
      code: 'success',
    });
  });

  it('refuses more than 5 requests a day, and an unknown video', async () => {
    const m = await member();
    for (let i = 0; i < 5; i++) {
      const v = await addVideo(t.db, { user_id: owner });
      expect((await request(m.browser, { video_id: String(v), desc: desc(160) })).statusCode).toBe(200);
    }
    const sixth = await request(m.browser, { video_id: String(otherVideo), desc: desc(160) });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ code: 'download_request_limit' });
    const other = await member();
    expect((await request(other.browser, { video_id: '999999', desc: desc(160) })).statusCode).toBe(404);
  });
});

describe('the download check of one video (cb.php act status with video_id)', () => {
  const status = (browser: Browser, videoId: number | string) =>
    browser.post('/api/cb.php', { act: 'status', video_id: String(videoId) });

  it('answers may_download as the media gate would: not before the approval, then that video only', async () => {
    const m = await member();
    expect((await status(m.browser, video)).json()).toEqual({
      code: 'success',
      paid: false,
      may_download: false,
      paid_until: null,
    });
    await clientOf(m.browser).downloads.request({
      video_id: video,
      desc: 'A note on why this clip helps my editing course, long enough for the rule. '.repeat(3),
    });
    const row = await t.db
      .selectFrom('download_requests')
      .select('request_id')
      .where('user_id', '=', m.id)
      .executeTakeFirstOrThrow();
    const moderator = await member({ role: 'moderator' });
    await moderator.browser.post('/api/downloads.php', {
      act: 'approve',
      request_id: String(row.request_id),
    });
    // The client's call reads the same answer.
    await expect(clientOf(m.browser).payments.status({ video_id: video })).resolves.toEqual({
      code: 'success',
      paid: false,
      may_download: true,
      paid_until: null,
    });
    expect((await status(m.browser, otherVideo)).json()).toMatchObject({ may_download: false });
  });

  it('lets the owner download their own video, and nobody else a private one', async () => {
    const uploader = await member();
    const mine = await addVideo(t.db, { user_id: uploader.id, is_private: 1 });
    expect((await status(uploader.browser, mine)).json()).toMatchObject({ may_download: true });
    const trusted = await member();
    await t.db.updateTable('members').set({ is_trusted: 1 }).where('user_id', '=', trusted.id).execute();
    // A trusted member downloads every video they can see, but not one that is private to someone else.
    expect((await status(trusted.browser, mine)).json()).toEqual({
      code: 'success',
      paid: true,
      may_download: false,
      paid_until: null,
    });
    expect((await status(trusted.browser, 999_999)).json()).toMatchObject({ may_download: false });
  });

  it('refuses a malformed video id with invalid_params and a visitor with need_auth', async () => {
    const m = await member();
    const bad = await status(m.browser, 'x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'invalid_params', errors: [{ field: 'video_id' }] });
    const visitor = await status(new Browser(app), video);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ code: 'need_auth' });
  });
});

describe('who downloads instantly', () => {
  it('lets a trusted member download without paying or asking', async () => {
    const m = await member();
    expect(await mayDownload(m.id)).toBe(false);
    await t.db.updateTable('members').set({ is_trusted: 1 }).where('user_id', '=', m.id).execute();
    expect(await mayDownload(m.id)).toBe(true);
    // The modal's check says so (no paid period of their own), and there is nothing to buy.
    expect(await clientOf(m.browser).payments.status()).toEqual({
      code: 'success',
      paid: true,
      paid_until: null,
    });
    await expect(clientOf(m.browser).payments.charge({ email: 'payer@example.test' })).rejects.toMatchObject({
      code: 'paid_user',
    });
  });
});

describe('the payment settings', () => {
  it('default to the local processor and refuse an unknown one or a short webhook secret', async () => {
    const { loadConfig } = await import('../config.js');
    expect(loadConfig({})).toMatchObject({
      paymentProvider: { name: 'local' },
      paymentWebhookSecret: undefined,
    });
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'cardco' })).toThrow(/PAYMENT_PROVIDER/);
    expect(() => loadConfig({ PAYMENT_WEBHOOK_SECRET: 'short' })).toThrow(/PAYMENT_WEBHOOK_SECRET/);
    expect(loadConfig({ TELEGRAM_CHANNEL: '@calm_channel' }).telegramChannel).toBe('@calm_channel');
    expect(() => loadConfig({ TELEGRAM_CHANNEL: 'https://t.me/x' })).toThrow(/TELEGRAM_CHANNEL/);
  });

  it('refuse the fake-money processor in production unless ALLOW_FAKE_PAYMENTS says so', async () => {
    const { loadConfig } = await import('../config.js');
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/money that does not exist/);
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'local' })).toThrow(
      /ALLOW_FAKE_PAYMENTS/,
    );
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_FAKE_PAYMENTS: 'true' }).paymentProvider).toEqual({
      name: 'local',
    });
    expect(loadConfig({ NODE_ENV: 'development' }).paymentProvider).toEqual({ name: 'local' });
  });

  it('take BTCPay Server with its address, store, key and webhook secret, and name what is missing', async () => {
    const { loadConfig } = await import('../config.js');
    const btcpay = {
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'btcpay',
      BTCPAY_URL: 'https://pay.example.test',
      BTCPAY_STORE_ID: 'A'.repeat(44),
      BTCPAY_API_KEY: 'k'.repeat(40),
      PAYMENT_WEBHOOK_SECRET: 's'.repeat(28),
    };
    expect(loadConfig(btcpay)).toMatchObject({
      paymentProvider: {
        name: 'btcpay',
        url: 'https://pay.example.test',
        storeId: 'A'.repeat(44),
        apiKey: 'k'.repeat(40),
      },
      paymentWebhookSecret: 's'.repeat(28),
    });
    expect(() => loadConfig({ ...btcpay, BTCPAY_API_KEY: '', PAYMENT_WEBHOOK_SECRET: '' })).toThrow(
      /BTCPAY_API_KEY, PAYMENT_WEBHOOK_SECRET: PAYMENT_PROVIDER=btcpay needs/,
    );
    expect(() => loadConfig({ ...btcpay, BTCPAY_URL: 'ftp://pay.example.test' })).toThrow(/BTCPAY_URL/);
  });
});
