/**
 * The local payment provider: a crypto processor that lives in this server, for development and tests
 * without a network. It behaves like the real ones: a charge has an id, a hosted page and wallet links,
 * expires after PAYMENT.chargeMinutes, and takes any amount (an underpayment, the price, an overpayment);
 * whatever happens is told to the site by an HMAC-signed webhook with a timestamp and an event id, POSTed
 * to WEBHOOK_PATH through the same HTTP handling as a real processor's (app.inject).
 *
 * The hosted page: GET `/api/payments/local/<charge_id>` (JSON, or a small HTML page with a pay form for a
 * browser); POST `/api/payments/local/<charge_id>` with `amount` (cents) and the CSRF token "pays" it. Both
 * answer only the member who opened the charge (a visitor 401 `need_auth`, anyone else 404). It is money
 * that does not exist: the server refuses to start with it in production unless ALLOW_FAKE_PAYMENTS says
 * so (config.ts), which only a demo should.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import { bodyFields } from '../http/body.js';
import { cacheFor } from '../http/cache.js';
import { fail, needAuth, notFound } from '../http/errors.js';
import { field } from '../http/fields.js';
import { CSRF_FIELD, issueCsrf } from '../http/session.js';
import { viewerOf } from '../http/viewer.js';
import { escapeHtml } from '../lib/html.js';
import { LOCAL_PAY_PREFIX, PAYMENT, SIGNATURE_HEADER, WEBHOOK_PATH } from './constants.js';
import { type PaymentProvider, parseWebhookBody, type WebhookBody } from './provider.js';
import { checkSignature, signatureHeader } from './signature.js';

export const LOCAL_PROVIDER = 'local';

/** The coins the hosted page offers (links to the page with the coin chosen). */
const COINS = ['BTC', 'ETH', 'USDT'] as const;

export function createLocalProvider(options: { siteUrl: string; webhookSecret: string }): PaymentProvider {
  return {
    name: LOCAL_PROVIDER,
    async createCharge(request) {
      const chargeUrl = `${options.siteUrl}${LOCAL_PAY_PREFIX}${request.chargeId}`;
      const wallets = Object.fromEntries(COINS.map((coin) => [coin, `${chargeUrl}?coin=${coin}`]));
      return { providerRef: request.chargeId, chargeUrl, wallets };
    },
    verifyWebhook: (headers, body, nowSeconds) =>
      checkSignature(
        options.webhookSecret,
        headers[SIGNATURE_HEADER],
        body,
        nowSeconds,
        PAYMENT.webhookToleranceSeconds,
      ),
    async readEvents(body) {
      const event = parseWebhookBody(body);
      return event ? [event] : null;
    },
  };
}

export interface LocalProviderRoutesOptions {
  db: Db;
  /** Signs the webhooks (the site checks them with the same secret). */
  webhookSecret: string;
  now: () => number;
}

const chargeIdSchema = z.string().regex(/^ch_[A-Za-z0-9_-]{8,64}$/);
const amountSchema = z.coerce.number().int().min(1).max(100_000_000);

/** The local processor's event, signed and POSTed to the site's webhook; answers the site's status. */
export async function sendLocalWebhook(
  app: FastifyInstance,
  secret: string,
  body: WebhookBody,
  timestamp: number,
): Promise<{ status: number; body: unknown }> {
  const payload = JSON.stringify(body);
  const res = await app.inject({
    method: 'POST',
    url: WEBHOOK_PATH,
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signatureHeader(secret, timestamp, payload),
    },
    payload,
  });
  return { status: res.statusCode, body: res.json() };
}

/** The hosted page: what the charge received, and the pay form while it can be paid. */
function page(reply: FastifyReply, charge: ChargeRow, coin: string | undefined, csrf: string) {
  const left = Math.max(0, charge.amount_cents - charge.paid_cents);
  const money = (cents: number) => `${(cents / 100).toFixed(2)} ${escapeHtml(charge.currency)}`;
  const next =
    charge.status === 'paid'
      ? '<p role="status"><strong>Paid.</strong> You can close this tab: the site sees the payment within seconds and your download starts there.</p>'
      : charge.status === 'expired'
        ? '<p role="status"><strong>This charge expired.</strong> Close this tab and ask for a new one on the site.</p>'
        : `<form method="post"><input type="hidden" name="${CSRF_FIELD}" value="${escapeHtml(csrf)}"><label>Amount in cents <input name="amount" type="number" min="1" value="${Math.max(1, left)}"></label> <button type="submit">Pay</button></form>`;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Local payment</title></head>
<body><main><h1>Local test payment</h1><p>No real money: this processor runs inside the site for development.</p>
<p>Charge ${escapeHtml(charge.charge_id)}${coin ? ` (${escapeHtml(coin)})` : ''}: ${escapeHtml(charge.status)}, ${money(charge.paid_cents)} of ${money(charge.amount_cents)} received.</p>
${next}</main></body></html>`;
  // Its own policy, stricter than the site's (http/security-headers.ts), which it replaces: nothing loads,
  // the form posts here, and no site may frame it.
  return reply
    .header('content-type', 'text/html; charset=utf-8')
    .header(
      'content-security-policy',
      "default-src 'none'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    )
    .send(html);
}

const wantsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

interface ChargeRow {
  charge_id: string;
  user_id: number;
  status: string;
  amount_cents: number;
  paid_cents: number;
  currency: string;
  expires_at: Date;
}

async function findCharge(db: Db, id: string): Promise<ChargeRow | undefined> {
  return db
    .selectFrom('payment_charges')
    .select(['charge_id', 'user_id', 'status', 'amount_cents', 'paid_cents', 'currency', 'expires_at'])
    .where('provider', '=', LOCAL_PROVIDER)
    .where('charge_id', '=', id)
    .executeTakeFirst();
}

const chargeJson = (c: ChargeRow) => ({
  code: 'success',
  charge: {
    charge_id: c.charge_id,
    status: c.status,
    amount_cents: c.amount_cents,
    paid_cents: c.paid_cents,
    currency: c.currency,
    expires_at: new Date(c.expires_at).toISOString(),
  },
});

/**
 * The charge of the route's id when the request comes from the member who opened it; otherwise the
 * answer already sent: a visitor 401 `need_auth`, anyone else (or no such charge) 404 `not_found`.
 */
async function ownCharge(
  db: Db,
  request: FastifyRequest<{ Params: { id: string } }>,
  reply: FastifyReply,
): Promise<ChargeRow | null> {
  cacheFor(reply, 0);
  const viewer = viewerOf(request);
  if (!viewer) {
    needAuth(reply);
    return null;
  }
  const id = chargeIdSchema.safeParse(request.params.id);
  const charge = id.success ? await findCharge(db, id.data) : undefined;
  if (!charge || charge.user_id !== viewer.user_id) {
    notFound(reply);
    return null;
  }
  return charge;
}

/**
 * The local processor's hosted page and its pay action (only mounted with PAYMENT_PROVIDER=local), for
 * the member who opened the charge; paying is a write of theirs like any other, with the CSRF token the
 * page's form carries.
 */
export function localProviderRoutes(app: FastifyInstance, options: LocalProviderRoutesOptions): void {
  const { db, webhookSecret, now } = options;
  const seconds = () => Math.floor(now() / 1000);
  const expire = async (charge: ChargeRow) => {
    if (charge.status !== 'pending') return;
    await sendLocalWebhook(
      app,
      webhookSecret,
      {
        id: `evt_${randomBytes(12).toString('base64url')}`,
        type: 'charge.expired',
        created: seconds(),
        data: { charge_id: charge.charge_id, amount_cents: 0, currency: charge.currency },
      },
      seconds(),
    );
  };

  app.get<{ Params: { id: string }; Querystring: { coin?: string } }>(
    `${LOCAL_PAY_PREFIX}:id`,
    async (request, reply) => {
      const charge = await ownCharge(db, request, reply);
      if (!charge) return reply;
      if (new Date(charge.expires_at).getTime() <= now()) await expire(charge);
      const fresh = (await findCharge(db, charge.charge_id)) ?? charge;
      const coin =
        typeof request.query.coin === 'string' && /^[A-Z]{2,5}$/.test(request.query.coin)
          ? request.query.coin
          : undefined;
      if (wantsHtml(request)) return page(reply, fresh, coin, issueCsrf(request, reply));
      return chargeJson(fresh);
    },
  );

  app.post<{ Params: { id: string } }>(`${LOCAL_PAY_PREFIX}:id`, async (request, reply) => {
    const charge = await ownCharge(db, request, reply);
    if (!charge) return reply;
    const fields = bodyFields(request);
    const amount = amountSchema.safeParse(fields ? field(fields, 'amount') : undefined);
    if (!amount.success) {
      return fail(reply, 400, 'invalid_params', [{ field: 'amount', code: 'invalid' }]);
    }
    if (new Date(charge.expires_at).getTime() <= now() || charge.status === 'expired') {
      await expire(charge);
      if (wantsHtml(request)) {
        const expired = (await findCharge(db, charge.charge_id)) ?? charge;
        return page(reply.code(410), expired, undefined, '');
      }
      return fail(reply, 410, 'charge_expired');
    }
    const sent = await sendLocalWebhook(
      app,
      webhookSecret,
      {
        id: `evt_${randomBytes(12).toString('base64url')}`,
        type: 'charge.payment',
        created: seconds(),
        data: { charge_id: charge.charge_id, amount_cents: amount.data, currency: charge.currency },
      },
      seconds(),
    );
    if (sent.status !== 200) return fail(reply, 502, 'webhook_failed');
    const after = (await findCharge(db, charge.charge_id)) ?? charge;
    // The page's own form (a browser): the page again, saying what happened; a program: the JSON.
    if (wantsHtml(request)) return page(reply, after, undefined, issueCsrf(request, reply));
    return chargeJson(after);
  });
}
