/**
 * The BTCPay Server adapter against a local fake of its Greenfield API (btcpay-fake.ts), over real HTTP:
 * charge creation, webhook signatures, underpayment, confirmation, expiry and replay, on PGlite and
 * PostgreSQL alike.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Browser } from '../accounts/fixtures.js';
import { clientOf, signedIn } from '../actions/fixtures.js';
import { buildApp } from '../app.js';
import { createTestCaptcha } from '../captcha/index.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';
import { BTCPAY_SIGNATURE_HEADER } from './btcpay.js';
import { type FakeBtcpay, startFakeBtcpay } from './btcpay-fake.js';
import { DAY_MS, WEBHOOK_PATH } from './constants.js';

let t: TestDb;
let app: FastifyInstance;
let fake: FakeBtcpay;

beforeAll(async () => {
  t = await openTestDb();
  fake = await startFakeBtcpay();
  app = await buildApp({
    db: t.db,
    dataDir: t.dataDir,
    captcha: createTestCaptcha(),
    siteUrl: 'http://site.test',
    payments: {
      provider: { name: 'btcpay', url: fake.url, storeId: fake.storeId, apiKey: fake.apiKey },
      webhookSecret: fake.webhookSecret,
    },
  });
});

afterAll(() => closeAll(app, fake, t));

beforeEach(() => {
  fake.up = true;
});

let seq = 0;

/** A member who opened a charge in the pay modal: their browser, the invoice behind it. */
async function withCharge() {
  const m = await signedIn(app, t, `Btc${++seq}`);
  const answer = await clientOf(m.browser).payments.charge({ email: 'payer@example.test' });
  const row = await charge(m.id);
  return { ...m, answer, invoiceId: row.provider_ref };
}

const charge = (userId: number) =>
  t.db
    .selectFrom('payment_charges')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();

const paidUntil = async (userId: number) => {
  const row = await t.db
    .selectFrom('members')
    .select('paid_until')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.paid_until ? new Date(row.paid_until).getTime() : null;
};

/** Delivers a webhook as BTCPay Server does: the raw JSON and its signature header. */
const deliver = (hook: { body: string; signature?: string | undefined }) =>
  app.inject({
    method: 'POST',
    url: WEBHOOK_PATH,
    headers: {
      'content-type': 'application/json',
      ...(hook.signature ? { [BTCPAY_SIGNATURE_HEADER]: hook.signature } : {}),
    },
    payload: hook.body,
  });

describe('a charge on BTCPay Server', () => {
  it("opens a $5 invoice with the store's key and hands the member its checkout page and wallet link", async () => {
    const m = await withCharge();
    const invoice = fake.invoices.get(m.invoiceId);
    expect(invoice).toMatchObject({ amount: '5.00', currency: 'USD', expirationMinutes: 60 });
    expect(invoice?.metadata).toEqual({
      orderId: (await charge(m.id)).charge_id,
      buyerEmail: 'payer@example.test',
    });
    expect(m.answer.data?.charge_url).toBe(`${fake.url}/i/${m.invoiceId}`);
    expect(m.answer.data?.wallets_links).toEqual({
      BTC: expect.stringMatching(/^bitcoin:bcrt1q\w+\?amount=0\.00010000$/),
    });
    expect(fake.calls.every((c) => c.authorized)).toBe(true);
    // The modal asked again: the same invoice, not a second one.
    const invoices = fake.invoices.size;
    const again = await clientOf(m.browser).payments.charge({ email: 'payer@example.test' });
    expect(again.data?.charge_url).toBe(m.answer.data?.charge_url);
    expect(fake.invoices.size).toBe(invoices);
  });

  it('answers 503 payment_unavailable while the processor is down, and keeps no charge', async () => {
    const m = await signedIn(app, t, `Btc${++seq}`);
    fake.up = false;
    const res = await m.browser.post('/api/cb.php', { act: 'chr', email: 'payer@example.test' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: 'payment_unavailable' });
    const rows = await t.db
      .selectFrom('payment_charges')
      .select('charge_id')
      .where('user_id', '=', m.id)
      .execute();
    expect(rows).toEqual([]);
  });
});

describe("BTCPay Server's webhooks", () => {
  it('refuse a missing, forged or tampered signature and change nothing', async () => {
    const m = await withCharge();
    fake.pay(m.invoiceId, 500);
    const hook = fake.webhook('InvoiceSettled', m.invoiceId);
    const calls = fake.calls.length;
    expect((await deliver({ body: hook.body })).statusCode).toBe(401);
    const forged = fake.webhook('InvoiceSettled', m.invoiceId, { secret: 'not-the-secret-of-the-store' });
    const refused = await deliver(forged);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ code: 'invalid_signature' });
    const other = fake.webhook('InvoiceExpired', m.invoiceId);
    expect((await deliver({ body: hook.body, signature: other.signature })).statusCode).toBe(401);
    // Nothing was asked of the processor and nothing granted.
    expect(fake.calls.length).toBe(calls);
    expect(await paidUntil(m.id)).toBeNull();
    expect(await charge(m.id)).toMatchObject({ status: 'pending', paid_cents: 0 });
  });

  it('grant the 30 days once a payment of the price is confirmed, not while it is unconfirmed', async () => {
    const m = await withCharge();
    const payment = fake.pay(m.invoiceId, 500, { settled: false });
    const seen = await deliver(fake.webhook('InvoiceReceivedPayment', m.invoiceId));
    expect(seen.json()).toMatchObject({ code: 'success', outcomes: [] });
    expect((await clientOf(m.browser).payments.status()).paid).toBe(false);
    fake.settle(m.invoiceId, payment);
    const before = Date.now();
    const settled = await deliver(fake.webhook('InvoicePaymentSettled', m.invoiceId));
    expect(settled.json()).toMatchObject({ code: 'success', outcome: 'granted' });
    expect(await charge(m.id)).toMatchObject({ status: 'paid', paid_cents: 500 });
    expect((await clientOf(m.browser).payments.status()).paid).toBe(true);
    const until = (await paidUntil(m.id)) ?? 0;
    expect(until).toBeGreaterThanOrEqual(before + 30 * DAY_MS);
    expect(until).toBeLessThan(Date.now() + 30 * DAY_MS + 1000);
  });

  it('take the amounts from the API, so an underpayment grants nothing until the rest arrives', async () => {
    const m = await withCharge();
    fake.pay(m.invoiceId, 300);
    const under = await deliver(fake.webhook('InvoicePaymentSettled', m.invoiceId));
    expect(under.json()).toMatchObject({ outcome: 'underpaid' });
    expect(await charge(m.id)).toMatchObject({ status: 'underpaid', paid_cents: 300 });
    expect((await clientOf(m.browser).payments.status()).paid).toBe(false);
    fake.pay(m.invoiceId, 200);
    const rest = await deliver(fake.webhook('InvoiceSettled', m.invoiceId));
    // The first payment is already counted (duplicate); the second completes the price.
    expect(rest.json()).toMatchObject({ outcomes: ['duplicate', 'granted'] });
    expect(await charge(m.id)).toMatchObject({ status: 'paid', paid_cents: 500 });
  });

  it('change nothing when replayed or redelivered', async () => {
    const m = await withCharge();
    fake.pay(m.invoiceId, 500);
    const hook = fake.webhook('InvoiceSettled', m.invoiceId);
    expect((await deliver(hook)).json()).toMatchObject({ outcome: 'granted' });
    const until = await paidUntil(m.id);
    const replay = await deliver(hook);
    expect(replay.json()).toMatchObject({ code: 'success', outcomes: ['duplicate'] });
    const redelivery = await deliver(fake.webhook('InvoicePaymentSettled', m.invoiceId));
    expect(redelivery.json()).toMatchObject({ outcomes: ['duplicate'] });
    expect(await paidUntil(m.id)).toBe(until);
    expect((await charge(m.id)).paid_cents).toBe(500);
  });

  it('expire a charge that received nothing; the next charge call opens a new invoice', async () => {
    const m = await withCharge();
    fake.expire(m.invoiceId);
    const expired = await deliver(fake.webhook('InvoiceExpired', m.invoiceId));
    expect(expired.json()).toMatchObject({ outcome: 'expired' });
    expect((await charge(m.id)).status).toBe('expired');
    const next = await clientOf(m.browser).payments.charge({ email: 'payer@example.test' });
    expect(next.data?.charge_url).not.toBe(m.answer.data?.charge_url);
    // Money that reaches the expired invoice still counts: the store holds it.
    fake.pay(m.invoiceId, 500);
    const late = await deliver(fake.webhook('InvoiceReceivedPayment', m.invoiceId));
    expect(late.json()).toMatchObject({ outcome: 'granted' });
    expect(await paidUntil(m.id)).not.toBeNull();
  });

  it("ignore another store's invoices and events that change nothing", async () => {
    const m = await withCharge();
    fake.pay(m.invoiceId, 500);
    const calls = fake.calls.length;
    const otherStore = await deliver(
      fake.webhook('InvoiceSettled', m.invoiceId, { storeId: 'another-store' }),
    );
    expect(otherStore.json()).toMatchObject({ code: 'success', outcome: 'ignored', outcomes: [] });
    const created = await deliver(fake.webhook('InvoiceCreated', m.invoiceId));
    expect(created.json()).toMatchObject({ outcomes: [] });
    expect(fake.calls.length).toBe(calls);
    expect(await paidUntil(m.id)).toBeNull();
  });

  it('answer 503 while the API cannot be read back, so BTCPay Server delivers the webhook again', async () => {
    const m = await withCharge();
    fake.pay(m.invoiceId, 500);
    const hook = fake.webhook('InvoiceSettled', m.invoiceId);
    fake.up = false;
    const down = await deliver(hook);
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ code: 'payment_unavailable' });
    expect(await paidUntil(m.id)).toBeNull();
    fake.up = true;
    expect((await deliver(hook)).json()).toMatchObject({ outcome: 'granted' });
  });

  it('mount no local pay page: the fake-money processor is not there', async () => {
    const m = await withCharge();
    const local = await new Browser(app).get(`/api/payments/local/${(await charge(m.id)).charge_id}`);
    expect(local.statusCode).toBe(404);
  });
});
