/**
 * The local payment provider: a crypto processor that lives in this server, for development and tests
 * without a network. It behaves like the real ones: a charge has an id, a hosted page and wallet links,
 * expires after PAYMENT.chargeMinutes, and takes any amount (an underpayment, the price, an overpayment);
 * whatever happens is told to the site by an HMAC-signed webhook with a timestamp and an event id, POSTed
 * to WEBHOOK_PATH through the same HTTP handling as a real processor's (app.inject).
 *
 * The hosted page: GET `/api/payments/local/<charge_id>` (JSON, or a small HTML page with a pay form for a
 * browser); POST `/api/payments/local/<charge_id>` with `amount` (cents) "pays" it. It is money that does
 * not exist: PAYMENT_PROVIDER=local must never face real members.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import { bodyFields, field } from '../http/acts.js';
import { cacheFor } from '../http/cache.js';
import { LOCAL_PAY_PREFIX, SIGNATURE_HEADER, WEBHOOK_PATH } from './constants.js';
import { type PaymentProvider, parseWebhookBody, type WebhookBody } from './provider.js';
import { signatureHeader } from './signature.js';

export const LOCAL_PROVIDER = 'local';

/** The coins the hosted page offers (links to the page with the coin chosen). */
const COINS = ['BTC', 'ETH', 'USDT'] as const;

export function createLocalProvider(options: { siteUrl: string }): PaymentProvider {
  return {
    name: LOCAL_PROVIDER,
    async createCharge(request) {
      const chargeUrl = `${options.siteUrl}${LOCAL_PAY_PREFIX}${request.chargeId}`;
      const wallets = Object.fromEntries(COINS.map((coin) => [coin, `${chargeUrl}?coin=${coin}`]));
      return { providerRef: request.chargeId, chargeUrl, wallets };
    },
    parseEvent: parseWebhookBody,
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

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

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

function page(reply: FastifyReply, charge: ChargeRow, coin: string | undefined) {
  const left = (charge.amount_cents - charge.paid_cents) / 100;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local payment</title></head>
<body><main><h1>Local test payment</h1><p>No real money: this processor runs inside the site for development.</p>
<p>Charge ${escapeHtml(charge.charge_id)}${coin ? ` (${escapeHtml(coin)})` : ''}: ${escapeHtml(charge.status)}, ${(charge.paid_cents / 100).toFixed(2)} of ${(charge.amount_cents / 100).toFixed(2)} ${escapeHtml(charge.currency)} received.</p>
<form method="post"><label>Amount in cents <input name="amount" type="number" min="1" value="${Math.max(1, Math.round(left * 100))}"></label> <button type="submit">Pay</button></form></main></body></html>`;
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

interface ChargeRow {
  charge_id: string;
  status: string;
  amount_cents: number;
  paid_cents: number;
  currency: string;
  expires_at: Date;
}

async function findCharge(db: Db, id: string): Promise<ChargeRow | undefined> {
  return db
    .selectFrom('payment_charges')
    .select(['charge_id', 'status', 'amount_cents', 'paid_cents', 'currency', 'expires_at'])
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

/** The local processor's hosted page and its pay action (only mounted with PAYMENT_PROVIDER=local). */
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
      cacheFor(reply, 0);
      const id = chargeIdSchema.safeParse(request.params.id);
      const charge = id.success ? await findCharge(db, id.data) : undefined;
      if (!charge) return reply.code(404).send({ code: 'not_found' });
      if (new Date(charge.expires_at).getTime() <= now()) await expire(charge);
      const fresh = (await findCharge(db, charge.charge_id)) ?? charge;
      const coin =
        typeof request.query.coin === 'string' && /^[A-Z]{2,5}$/.test(request.query.coin)
          ? request.query.coin
          : undefined;
      if ((request.headers.accept ?? '').includes('text/html')) return page(reply, fresh, coin);
      return chargeJson(fresh);
    },
  );

  // Paying: as a processor's page would, from the payer's browser (another origin: no CSRF token).
  app.post<{ Params: { id: string } }>(
    `${LOCAL_PAY_PREFIX}:id`,
    { config: { csrf: false } },
    async (request, reply) => {
      cacheFor(reply, 0);
      const id = chargeIdSchema.safeParse(request.params.id);
      const charge = id.success ? await findCharge(db, id.data) : undefined;
      if (!charge) return reply.code(404).send({ code: 'not_found' });
      const fields = bodyFields(request);
      const amount = amountSchema.safeParse(fields ? field(fields, 'amount') : undefined);
      if (!amount.success) {
        return reply
          .code(400)
          .send({ code: 'invalid_params', errors: [{ field: 'amount', code: 'invalid' }] });
      }
      if (new Date(charge.expires_at).getTime() <= now() || charge.status === 'expired') {
        await expire(charge);
        return reply.code(410).send({ code: 'charge_expired' });
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
      if (sent.status !== 200) return reply.code(502).send({ code: 'webhook_failed' });
      const after = (await findCharge(db, charge.charge_id)) ?? charge;
      return chargeJson(after);
    },
  );
}
