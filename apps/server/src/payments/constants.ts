import { PAID_DOWNLOAD } from '@site/api';

/** The business constants of paid downloads (§6, §9: $5 per month, crypto only). */
export const PAYMENT = {
  /** The price of one paid period, in cents of `currency`. */
  priceCents: PAID_DOWNLOAD.usdPerMonth * 100,
  currency: 'USD',
  /** A fully paid charge grants this many days (extending a period that still runs). */
  periodDays: PAID_DOWNLOAD.periodDays,
  /** How long a charge can be paid before it expires. */
  chargeMinutes: 60,
  /** A webhook whose timestamp is further than this from the server's clock is refused (replays). */
  webhookToleranceSeconds: 300,
} as const;

/** A member may send at most this many download descriptions per `hours` (§5: 150 to 500 characters). */
export const DOWNLOAD_REQUEST_LIMIT = { count: 5, hours: 24 } as const;

/** The provider's webhook is POSTed here (server to server: no session, no CSRF; an HMAC signature). */
export const WEBHOOK_PATH = '/api/payments/webhook.php';
/** The local provider's hosted charge pages: `${LOCAL_PAY_PREFIX}<charge_id>`. */
export const LOCAL_PAY_PREFIX = '/api/payments/local/';
/** The header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. */
export const SIGNATURE_HEADER = 'x-payment-signature';

export const DAY_MS = 24 * 60 * 60 * 1000;
