/**
 * A local fake of BTCPay Server's Greenfield API for tests, over real HTTP: the calls the adapter makes
 * (create an invoice, read it, read its payment methods, with the store's API key) and the webhooks the
 * real server sends (`BTCPay-Sig: sha256=<HMAC of the body>`), which the test delivers to the site.
 * Money arrives as BTC at a locked rate; a payment is first Processing (unconfirmed), then Settled.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** USD per BTC of every invoice. */
export const FAKE_BTC_RATE = 50_000;

export interface FakeInvoice {
  id: string;
  storeId: string;
  amount: string;
  currency: string;
  metadata: Record<string, unknown>;
  expirationMinutes: number;
  status: 'New' | 'Processing' | 'Settled' | 'Expired';
  payments: { id: string; value: string; status: 'Processing' | 'Settled' }[];
}

export interface FakeBtcpay {
  url: string;
  storeId: string;
  apiKey: string;
  webhookSecret: string;
  invoices: Map<string, FakeInvoice>;
  /** Every API call: method, path and whether its key was right. */
  calls: { method: string; path: string; authorized: boolean }[];
  /** false: the API answers 503 to everything (the server is down). */
  up: boolean;
  /** Money from a wallet: `usdCents` worth of BTC, unconfirmed (`settled: false`) or confirmed. */
  pay(invoiceId: string, usdCents: number, options?: { settled?: boolean }): string;
  /** The payment gets its confirmations. */
  settle(invoiceId: string, paymentId: string): void;
  /** The invoice's time runs out. */
  expire(invoiceId: string): void;
  /** A webhook body as BTCPay sends it, and its signature header (with this store's secret unless given). */
  webhook(
    type: string,
    invoiceId: string,
    options?: { storeId?: string; secret?: string },
  ): { body: string; signature: string };
  close(): Promise<void>;
}

const id = (n: number) => randomBytes(n).toString('base64url').replace(/[-_]/g, 'x');

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of req) text += chunk;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** An invoice's status after a payment: Settled once confirmed money covers it, else Processing. */
function refresh(inv: FakeInvoice) {
  if (inv.status === 'Expired') return;
  const settled = inv.payments
    .filter((p) => p.status === 'Settled')
    .reduce((sum, p) => sum + Number(p.value) * FAKE_BTC_RATE, 0);
  inv.status = settled + 1e-9 >= Number(inv.amount) ? 'Settled' : 'Processing';
}

export async function startFakeBtcpay(): Promise<FakeBtcpay> {
  const storeId = id(33);
  const apiKey = id(30);
  const webhookSecret = id(20);
  const invoices = new Map<string, FakeInvoice>();
  const calls: FakeBtcpay['calls'] = [];
  let base = '';

  const view = (inv: FakeInvoice) => ({
    id: inv.id,
    storeId: inv.storeId,
    amount: inv.amount,
    currency: inv.currency,
    status: inv.status,
    additionalStatus: 'None',
    metadata: inv.metadata,
    checkoutLink: `${base}/i/${inv.id}`,
    createdTime: Math.floor(Date.now() / 1000),
  });
  const methods = (inv: FakeInvoice) => [
    {
      paymentMethodId: 'BTC-CHAIN',
      cryptoCode: 'BTC',
      destination: `bcrt1q${inv.id.toLowerCase().slice(0, 20)}`,
      paymentLink: `bitcoin:bcrt1q${inv.id.toLowerCase().slice(0, 20)}?amount=${(Number(inv.amount) / FAKE_BTC_RATE).toFixed(8)}`,
      rate: FAKE_BTC_RATE.toFixed(2),
      amount: (Number(inv.amount) / FAKE_BTC_RATE).toFixed(8),
      payments: inv.payments.map((p) => ({ ...p, receivedDate: 0, fee: '0', destination: 'x' })),
    },
  ];

  const fake: FakeBtcpay = {
    url: '',
    storeId,
    apiKey,
    webhookSecret,
    invoices,
    calls,
    up: true,
    pay(invoiceId, usdCents, options = {}) {
      const inv = invoices.get(invoiceId);
      if (!inv) throw new Error(`no invoice ${invoiceId}`);
      const paymentId = `${id(16)}-0`;
      const value = (usdCents / 100 / FAKE_BTC_RATE).toFixed(8);
      inv.payments.push({
        id: paymentId,
        value,
        status: options.settled === false ? 'Processing' : 'Settled',
      });
      refresh(inv);
      return paymentId;
    },
    settle(invoiceId, paymentId) {
      const payment = invoices.get(invoiceId)?.payments.find((p) => p.id === paymentId);
      if (!payment) throw new Error(`no payment ${paymentId}`);
      payment.status = 'Settled';
      refresh(invoices.get(invoiceId) as FakeInvoice);
    },
    expire(invoiceId) {
      const inv = invoices.get(invoiceId);
      if (!inv) throw new Error(`no invoice ${invoiceId}`);
      inv.status = 'Expired';
    },
    webhook(type, invoiceId, options = {}) {
      const body = JSON.stringify({
        deliveryId: id(16),
        webhookId: 'wh1',
        originalDeliveryId: id(16),
        isRedelivery: false,
        type,
        timestamp: Math.floor(Date.now() / 1000),
        storeId: options.storeId ?? storeId,
        invoiceId,
        metadata: invoices.get(invoiceId)?.metadata ?? {},
      });
      const mac = createHmac('sha256', options.secret ?? webhookSecret)
        .update(body)
        .digest('hex');
      return { body, signature: `sha256=${mac}` };
    },
    close: () => new Promise((done) => server.close(() => done())),
  };

  const server: Server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const authorized = req.headers.authorization === `token ${apiKey}`;
    calls.push({ method: req.method ?? '', path, authorized });
    if (!fake.up) return send(res, 503, { code: 'service-unavailable' });
    if (!authorized)
      return send(res, 401, { code: 'unauthenticated', message: 'Authentication is required' });
    const m = /^\/api\/v1\/stores\/([^/]+)\/invoices(?:\/([^/]+)(\/payment-methods)?)?$/.exec(path);
    if (!m || m[1] !== storeId) return send(res, 404, { code: 'store-not-found' });
    const [, , invoiceId, paymentMethods] = m;
    if (!invoiceId && req.method === 'POST') {
      const body = (await readBody(req)) as {
        amount?: string;
        currency?: string;
        metadata?: Record<string, unknown>;
        checkout?: { expirationMinutes?: number };
      };
      if (!body?.amount || !/^\d+(\.\d+)?$/.test(body.amount)) {
        return send(res, 422, [{ path: 'amount', message: 'Amount is required' }]);
      }
      const inv: FakeInvoice = {
        id: id(22),
        storeId,
        amount: body.amount,
        currency: body.currency ?? 'USD',
        metadata: body.metadata ?? {},
        expirationMinutes: body.checkout?.expirationMinutes ?? 15,
        status: 'New',
        payments: [],
      };
      invoices.set(inv.id, inv);
      return send(res, 200, view(inv));
    }
    const inv = invoiceId ? invoices.get(invoiceId) : undefined;
    if (!inv || req.method !== 'GET') return send(res, 404, { code: 'invoice-not-found' });
    return send(res, 200, paymentMethods ? methods(inv) : view(inv));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.url = base;
  return fake;
}
