/**
 * The seam to a crypto payment processor: it creates a hosted charge (where to pay, wallet links) and
 * tells us what happened through signed webhooks (signature.ts), whose bodies it parses into events.
 * `local.ts` is the only implementation: it behaves like a real processor, offline.
 */
import { z } from 'zod';

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
  createCharge(request: ChargeRequest): Promise<CreatedCharge>;
  /** The event in a webhook body whose signature was checked; null when it is not one we know. */
  parseEvent(body: string): PaymentEvent | null;
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
