/**
 * The payment records: charges, the events applied to them (each once), and the paid period they grant
 * (`members.paid_until`). Every change to a charge and to the member's period happens in one transaction
 * with the event's row, so an event is applied exactly once even when it is delivered twice at once.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.js';
import type { ChargeStatus } from '../db/schema.js';
import { DAY_MS, PAYMENT } from './constants.js';
import type { PaymentEvent, PaymentProvider } from './provider.js';

export interface ChargeView {
  charge_id: string;
  charge_url: string;
  wallets_links: Record<string, string>;
}

function walletsOf(text: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      return Object.fromEntries(Object.entries(value).filter(([, v]) => typeof v === 'string')) as Record<
        string,
        string
      >;
    }
  } catch {}
  return {};
}

/**
 * Where the member pays: their charge that can still be paid (pending or underpaid, not expired at `now`),
 * else a new one made by the provider for the price of one period.
 */
export async function openCharge(
  db: Db,
  provider: PaymentProvider,
  userId: number,
  email: string,
  now: number,
): Promise<ChargeView> {
  const open = await db
    .selectFrom('payment_charges')
    .select(['charge_id', 'charge_url', 'wallets'])
    .where('user_id', '=', userId)
    .where('provider', '=', provider.name)
    .where('status', 'in', ['pending', 'underpaid'])
    .where('expires_at', '>', new Date(now))
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (open)
    return { charge_id: open.charge_id, charge_url: open.charge_url, wallets_links: walletsOf(open.wallets) };

  const chargeId = `ch_${randomBytes(16).toString('base64url')}`;
  const expiresAt = new Date(now + PAYMENT.chargeMinutes * 60_000);
  const made = await provider.createCharge({
    chargeId,
    amountCents: PAYMENT.priceCents,
    currency: PAYMENT.currency,
    email,
    expiresAt,
  });
  await db
    .insertInto('payment_charges')
    .values({
      charge_id: chargeId,
      user_id: userId,
      provider: provider.name,
      provider_ref: made.providerRef,
      email,
      amount_cents: PAYMENT.priceCents,
      currency: PAYMENT.currency,
      charge_url: made.chargeUrl,
      wallets: JSON.stringify(made.wallets),
      expires_at: expiresAt,
      created_at: new Date(now),
    })
    .execute();
  return { charge_id: chargeId, charge_url: made.chargeUrl, wallets_links: made.wallets };
}

/** What applying an event did. */
export type EventOutcome =
  | 'duplicate'
  | 'unknown_charge'
  | 'granted'
  | 'underpaid'
  | 'overpaid'
  | 'wrong_currency'
  | 'expired'
  | 'ignored';

/**
 * Applies a verified event once (by provider and event id). A payment adds to what the charge received:
 * once it reaches the price the charge is paid and the member's period is extended by 30 days from its
 * end (or from `now` when none runs); below the price the charge is underpaid and grants nothing; money
 * beyond it, or on a charge already paid, is recorded (overpaid) and grants nothing more. A payment
 * confirmed after the charge expired still counts: the processor holds the money. An expiry marks a
 * charge that received nothing as expired.
 */
export async function applyEvent(
  db: Db,
  provider: string,
  event: PaymentEvent,
  now: number,
): Promise<EventOutcome> {
  return db.transaction().execute(async (trx) => {
    const charge = await trx
      .selectFrom('payment_charges')
      .selectAll()
      .where('provider', '=', provider)
      .where('provider_ref', '=', event.providerRef)
      .forUpdate()
      .executeTakeFirst();
    const amount = event.type === 'charge.payment' ? event.amountCents : 0;
    const stored = await trx
      .insertInto('payment_events')
      .values({
        provider,
        event_id: event.id,
        charge_id: charge?.charge_id ?? null,
        type: event.type,
        amount_cents: amount,
        outcome: 'ignored',
        received_at: new Date(now),
      })
      .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
      .returning('event_id')
      .executeTakeFirst();
    if (!stored) return 'duplicate';

    let outcome: EventOutcome;
    if (!charge) outcome = 'unknown_charge';
    else if (event.type === 'charge.expired') {
      if (charge.status === 'pending') {
        await trx
          .updateTable('payment_charges')
          .set({ status: 'expired' })
          .where('charge_id', '=', charge.charge_id)
          .execute();
        outcome = 'expired';
      } else outcome = 'ignored';
    } else if (event.currency !== charge.currency) outcome = 'wrong_currency';
    else {
      const paid = charge.paid_cents + event.amountCents;
      if (charge.status === 'paid') {
        outcome = 'overpaid';
        await trx
          .updateTable('payment_charges')
          .set({ paid_cents: paid })
          .where('charge_id', '=', charge.charge_id)
          .execute();
      } else if (paid < charge.amount_cents) {
        outcome = 'underpaid';
        await trx
          .updateTable('payment_charges')
          .set({ paid_cents: paid, status: 'underpaid' satisfies ChargeStatus })
          .where('charge_id', '=', charge.charge_id)
          .execute();
      } else {
        const member = await trx
          .selectFrom('members')
          .select('paid_until')
          .where('user_id', '=', charge.user_id)
          .forUpdate()
          .executeTakeFirstOrThrow();
        const current = member.paid_until ? new Date(member.paid_until).getTime() : 0;
        const until = new Date(Math.max(current, now) + PAYMENT.periodDays * DAY_MS);
        await trx
          .updateTable('members')
          .set({ paid_until: until })
          .where('user_id', '=', charge.user_id)
          .execute();
        await trx
          .updateTable('payment_charges')
          .set({ paid_cents: paid, status: 'paid', paid_at: new Date(now), granted_until: until })
          .where('charge_id', '=', charge.charge_id)
          .execute();
        // An overpayment grants the same period; what was paid beyond the price stays in paid_cents.
        outcome = 'granted';
      }
    }
    await trx
      .updateTable('payment_events')
      .set({ outcome })
      .where('provider', '=', provider)
      .where('event_id', '=', event.id)
      .execute();
    return outcome;
  });
}
