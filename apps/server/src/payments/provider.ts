/**
 * The seam to a crypto payment processor: it creates a hosted charge (where to pay, wallet links) and
 * tells us what happened through signed webhooks, which it authenticates and turns into events. `btcpay.ts`
 * is a real processor (BTCPay Server's Greenfield API); `local.ts` behaves like one, offline, for
 * development and tests.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import type { SignatureCheck } from './signature.js';

export interface ChargeRequest {
  /** Our id of the charge (payment_charges.charge_id). */
  chargeId: string;
  amountCents: number;
  currency: string;
  email: string;
  expiresAt: Date;
}

export interface CreatedCharge {
  /** The processor's id of the charge; its events name it. */
  providerRef: string;
  /** The hosted page where the member pays. */
  chargeUrl: string;
  /** Payment links by coin (`BTC`, `ETH`, `USDT`…). */
  wallets: Record<string, string>;
}

/** What a verified webhook says: money arrived on a charge (any amount), or the charge expired. */
export type PaymentEvent =
  | { id: string; type: 'charge.payment'; providerRef: string; amountCents: number; currency: string }
  | { id: string; type: 'charge.expired'; providerRef: string };

export interface PaymentProvider {
  readonly name: string;
  /** Opens the charge at the processor; throws `PaymentProviderError` when it cannot be reached or refuses. */
  createCharge(request: ChargeRequest): Promise<CreatedCharge>;
  /** Whether a webhook (its headers, its raw body) comes from the processor, in constant time. */
  verifyWebhook(headers: IncomingHttpHeaders, body: string, nowSeconds: number): SignatureCheck;
  /**
   * The events a verified webhook body stands for (none: nothing we act on); null when the body is not a
   * webhook of this processor. Each event id is applied once (store.ts), so an adapter may answer the same
   * events again. May ask the processor (throws `PaymentProviderError` when it cannot).
   */
  readEvents(body: string): Promise<PaymentEvent[] | null>;
}

/** The processor could not be reached, or answered what we cannot use. */
export class PaymentProviderError extends Error {
  override readonly name = 'PaymentProviderError';
}

/** The webhook body of the local provider (and the shape a real adapter maps its processor's onto). */
export const webhookBodySchema = z.object({
  id: z.string().min(1).max(200),
  type: z.enum(['charge.payment', 'charge.expired']),
  created: z.number().int().nonnegative(),
  data: z.object({
    charge_id: z.string().min(1).max(200),
    amount_cents: z.number().int().nonnegative().max(100_000_000).default(0),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .default('USD'),
  }),
});
export type WebhookBody = z.infer<typeof webhookBodySchema>;

/** Parses a body of the shape above (JSON); null for anything else. */
export function parseWebhookBody(body: string): PaymentEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return null;
  }
  const parsed = webhookBodySchema.safeParse(json);
  if (!parsed.success) return null;
  const { id, type, data } = parsed.data;
  return type === 'charge.payment'
    ? { id, type, providerRef: data.charge_id, amountCents: data.amount_cents, currency: data.currency }
    : { id, type, providerRef: data.charge_id };
}
