/**
 * BTCPay Server (https://docs.btcpayserver.org/API/Greenfield/v1/): a self-hosted crypto processor, with no
 * third party between the site and its wallets, and no acceptable-use rules against adult sites. A charge is
 * an invoice of the store (`POST /api/v1/stores/{store}/invoices`), paid on its hosted checkout page
 * (`checkoutLink`) or from a wallet through each payment method's `paymentLink` (`bitcoin:…`).
 *
 * Webhooks (`BTCPay-Sig: sha256=<hex HMAC-SHA256 of the raw body>`, keyed by the webhook's secret) only say
 * that something happened to an invoice. What happened is read back from the API, which the site reaches
 * with its own key: the invoice (its store, currency, status) and its payment methods, whose settled
 * payments, at the invoice's locked rate, are the money received. Each settled payment becomes one
 * `charge.payment` event named by its id, and an invoice that expired with nothing received one
 * `charge.expired`; store.ts applies each event id once. So a forged body cannot name an amount, a replayed
 * or redelivered webhook (BTCPay's carry no signed timestamp) changes nothing, a payment that arrives in
 * parts adds up (an underpayment until the price is reached), and a payment after expiry still counts.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { type PaymentEvent, type PaymentProvider, PaymentProviderError } from './provider.js';

export const BTCPAY_PROVIDER = 'btcpay';
/** The webhook's signature header. */
export const BTCPAY_SIGNATURE_HEADER = 'btcpay-sig';

export interface BtcpaySettings {
  /** The server's base URL (`https://pay.example.com`). */
  url: string;
  storeId: string;
  /** A Greenfield API key of the store with `btcpay.store.cancreateinvoice` and `btcpay.store.canviewinvoices`. */
  apiKey: string;
  /** The secret of the store's webhook to `<site>/api/payments/webhook.php`. */
  webhookSecret: string;
  /** Where the checkout page sends the payer back. */
  returnUrl: string;
  /** How long to wait for the API (default 10 s). */
  timeoutMs?: number;
}

/** A decimal the API writes as a string (`"0.00010000"`) or a number. */
const decimal = z.union([
  z.number(),
  z
    .string()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);

const invoiceSchema = z.object({
  id: z.string().min(1).max(200),
  storeId: z.string().optional(),
  checkoutLink: z.url({ protocol: /^https?$/ }).optional(),
  status: z.string(),
  currency: z.string(),
});

const paymentMethodsSchema = z.array(
  z.object({
    /** Greenfield 2.x names a method `BTC-CHAIN`; 1.x `BTC` (with `cryptoCode`). */
    paymentMethodId: z.string().optional(),
    paymentMethod: z.string().optional(),
    cryptoCode: z.string().optional(),
    paymentLink: z.string().max(2000).nullish(),
    rate: decimal.nullish(),
    payments: z
      .array(z.object({ id: z.string().min(1).max(300), value: decimal, status: z.string() }))
      .default([]),
  }),
);
type PaymentMethod = z.infer<typeof paymentMethodsSchema>[number];

const webhookSchema = z.object({
  type: z.string(),
  storeId: z.string(),
  invoiceId: z.string().min(1).max(200),
});

/** The webhook types after which the invoice is read again; others (InvoiceCreated…) change nothing. */
const INVOICE_CHANGES = new Set([
  'InvoiceReceivedPayment',
  'InvoicePaymentSettled',
  'InvoiceProcessing',
  'InvoiceSettled',
  'InvoiceExpired',
  'InvoiceInvalid',
]);

/** A wallet link the modal may show: a payment URI of a coin (`bitcoin:`, `ethereum:`…) or a web page. */
const WALLET_LINK = /^([a-z][a-z0-9+.-]{1,30}:[^\s<>"]+)$/i;
const UNSAFE_SCHEMES = /^(javascript|data|vbscript|file):/i;

const methodName = (m: PaymentMethod) =>
  (m.cryptoCode ?? m.paymentMethodId ?? m.paymentMethod ?? '').replace(/-CHAIN$/, '');

export function createBtcpayProvider(settings: BtcpaySettings): PaymentProvider {
  const base = `${settings.url.replace(/\/+$/, '')}/api/v1/stores/${encodeURIComponent(settings.storeId)}`;
  const timeout = settings.timeoutMs ?? 10_000;

  async function call<S extends z.ZodType>(path: string, schema: S, body?: unknown): Promise<z.infer<S>> {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          authorization: `token ${settings.apiKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeout),
      });
    } catch (error) {
      throw new PaymentProviderError(`BTCPay Server cannot be reached: ${(error as Error).message}`);
    }
    if (!res.ok) throw new PaymentProviderError(`BTCPay Server answered ${res.status} to ${path}`);
    const parsed = schema.safeParse(await res.json().catch(() => undefined));
    if (!parsed.success)
      throw new PaymentProviderError(`BTCPay Server's answer to ${path} is not understood`);
    return parsed.data;
  }

  const methodsOf = (invoiceId: string) =>
    call(`/invoices/${encodeURIComponent(invoiceId)}/payment-methods`, paymentMethodsSchema);

  return {
    name: BTCPAY_PROVIDER,

    async createCharge(request) {
      const minutes = Math.max(1, Math.round((request.expiresAt.getTime() - Date.now()) / 60_000));
      const invoice = await call('/invoices', invoiceSchema, {
        amount: (request.amountCents / 100).toFixed(2),
        currency: request.currency,
        metadata: { orderId: request.chargeId, buyerEmail: request.email },
        checkout: { expirationMinutes: minutes, redirectURL: settings.returnUrl },
      });
      if (!invoice.checkoutLink) throw new PaymentProviderError('BTCPay Server gave no checkout link');
      // Wallet links are a convenience: the checkout page offers every method anyway.
      const methods = await methodsOf(invoice.id).catch(() => []);
      const wallets: Record<string, string> = {};
      for (const method of methods) {
        const link = method.paymentLink ?? '';
        const name = methodName(method);
        if (name && WALLET_LINK.test(link) && !UNSAFE_SCHEMES.test(link)) wallets[name] = link;
      }
      return { providerRef: invoice.id, chargeUrl: invoice.checkoutLink, wallets };
    },

    verifyWebhook(headers, body) {
      const header = headers[BTCPAY_SIGNATURE_HEADER];
      if (typeof header !== 'string') return 'missing';
      const match = /^sha256=([0-9a-f]{64})$/i.exec(header.trim());
      if (!match?.[1]) return 'missing';
      const expected = createHmac('sha256', settings.webhookSecret).update(body).digest();
      return timingSafeEqual(Buffer.from(match[1], 'hex'), expected) ? 'ok' : 'bad_signature';
    },

    async readEvents(body) {
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        return null;
      }
      const hook = webhookSchema.safeParse(json);
      if (!hook.success) return null;
      if (hook.data.storeId !== settings.storeId || !INVOICE_CHANGES.has(hook.data.type)) return [];
      const invoiceId = hook.data.invoiceId;
      const [invoice, methods] = await Promise.all([
        call(`/invoices/${encodeURIComponent(invoiceId)}`, invoiceSchema),
        methodsOf(invoiceId),
      ]);
      const events: PaymentEvent[] = [];
      for (const method of methods) {
        for (const payment of method.payments) {
          if (payment.status !== 'Settled' || !method.rate) continue;
          events.push({
            id: `payment:${methodName(method)}:${payment.id}`,
            type: 'charge.payment',
            providerRef: invoice.id,
            amountCents: Math.round(payment.value * method.rate * 100),
            currency: invoice.currency.toUpperCase(),
          });
        }
      }
      if (invoice.status === 'Expired' && events.length === 0) {
        events.push({ id: `expired:${invoice.id}`, type: 'charge.expired', providerRef: invoice.id });
      }
      return events;
    },
  };
}
