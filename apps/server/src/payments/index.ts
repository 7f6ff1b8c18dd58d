/**
 * Paid downloads (#13; README.md): POST /api/cb.php (act chr: where to pay; act status: the modal's 10 s
 * re-poll), the provider's signed webhook, the local provider's hosted pages, input.php act download (the
 * description step) and the staff's review of download requests at /api/downloads.php.
 */
import { createHmac } from 'node:crypto';
import type { PayStatusResponse } from '@site/api';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import type { Deps } from '../deps/index.js';
import { cacheFor } from '../http/cache.js';
import { type CallHandler, refuse } from '../http/call.js';
import { fail } from '../http/errors.js';
import type { Viewer } from '../http/viewer.js';
import { downloadsEverything, paidUntil } from './access.js';
import { BTCPAY_PROVIDER, type BtcpaySettings, createBtcpayProvider } from './btcpay.js';
import { WEBHOOK_PATH } from './constants.js';
import { createLocalProvider, LOCAL_PROVIDER, localProviderRoutes } from './local.js';
import { createLocalMessenger, LOCAL_MESSENGER_PATH, localMessengerRoutes } from './messenger-local.js';
import { type PaymentProvider, PaymentProviderError } from './provider.js';
import { downloadRequest } from './requests.js';
import { applyEvent, type EventOutcome, openCharge } from './store.js';
import { recordSubscription, type SubscriptionChecker } from './subscription.js';

/** The `subscriptions` option of the local stand-in channel. */
export const LOCAL_MESSENGER = 'local';

export { downloadsEverything, memberMayDownload } from './access.js';
export { PAYMENT } from './constants.js';
export type { PaymentProvider } from './provider.js';
export {
  createLocalSubscriptionChecker,
  createTelegramSubscriptionChecker,
  type SubscriptionChecker,
} from './subscription.js';
export { LOCAL_MESSENGER_PATH };

export const PAYMENT_PROVIDERS = [LOCAL_PROVIDER, BTCPAY_PROVIDER] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** The processor as configured: the local one, or a BTCPay Server store (its secret is `webhookSecret`). */
export type PaymentProviderSetting =
  | { name: typeof LOCAL_PROVIDER }
  | ({ name: typeof BTCPAY_PROVIDER } & Pick<BtcpaySettings, 'url' | 'storeId' | 'apiKey'>);

export interface PaymentsOptions {
  /** Which processor (default the local one, offline), or one made already (tests). */
  provider?: PaymentProviderSetting | PaymentProvider | undefined;
  /** The secret webhooks are signed with (default, for the local processor only: derived from the app's secret). */
  webhookSecret?: string | undefined;
  /** The clock, milliseconds since the epoch (tests). */
  now?: (() => number) | undefined;
  /**
   * The messaging-app subscribe-to-download check (§4): a checker, or `local` for the site's own stand-in
   * channel (messenger-local.ts, its page mounted too); none: cb.php act sub answers 404.
   */
  subscriptions?: SubscriptionChecker | typeof LOCAL_MESSENGER | undefined;
}

/**
 * Whether the media gate would hand the member the video's file now (playback/download.ts
 * `mayDownloadVideo`, handed in by app.ts: the gate asks access.ts here who may download, so playback
 * sits above this module and is not imported by it).
 */
export type MayDownloadVideo = (db: Db, viewer: Viewer, videoId: number, now: number) => Promise<boolean>;

/** The webhook secret when none is configured: an HMAC of the app's secret (stable across restarts). */
export const derivedWebhookSecret = (secret: string) =>
  createHmac('sha256', secret).update('payment-webhook').digest('hex');

/**
 * cb.php act chr: 401 need_auth (visitor), 400 invalid_params (email), 409 paid_user (already downloads
 * everything, unless `renew`), else where to pay.
 */
const charge =
  (db: Db, { provider, now }: Payments): CallHandler<'payments.charge'> =>
  async ({ params, viewer, reply }) => {
    const at = now();
    // A running period, or a member who downloads everything anyway (trusted, subscribed): nothing to buy,
    // unless the member renews on purpose (#32 item 8: the payment moves the period's end on).
    if (!params.renew && (await downloadsEverything(db, viewer.user_id, at))) {
      throw refuse(409, 'paid_user');
    }
    let opened: Awaited<ReturnType<typeof openCharge>>;
    try {
      opened = await openCharge(db, provider, viewer.user_id, params.email, at);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      reply.log.error({ err: error }, 'the payment processor refused a charge');
      throw refuse(503, 'payment_unavailable');
    }
    return {
      code: 'success',
      data: { charge_url: opened.charge_url, wallets_links: opened.wallets_links },
    };
  };

/**
 * cb.php act status: `paid` while the member downloads every video (a running period, trusted, or
 * subscribed in the messaging app: access.ts), and `paid_until`, when their paid period ends or ended
 * (null: never paid; their page shows it, #32 item 8). Asked with a `video_id`, also `may_download`: whether the
 * media gate would hand this member that video's file now (also the owner, staff, and an approved request
 * for it); false for a video the member cannot see. The code is `success` either way (the client
 * treats any other code of a write as a failure, and the modal re-polls until `paid`).
 */
const status =
  (db: Db, { now, mayDownloadVideo }: Payments): CallHandler<'payments.status'> =>
  async ({ params, viewer }) => {
    const at = now();
    const paid = await downloadsEverything(db, viewer.user_id, at);
    const until = await paidUntil(db, viewer.user_id);
    const body: PayStatusResponse = { code: 'success', paid, paid_until: until?.toISOString() ?? null };
    const videoId = params.video_id;
    if (videoId !== undefined) body.may_download = await mayDownloadVideo(db, viewer, videoId, at);
    return body;
  };

/**
 * cb.php act sub (decision; §4 subscribe-to-download): asks the messaging app whether the member's account
 * is subscribed to the channel and records it; subscribed: `{code:'success', subscribed:true}` and they
 * may download for a day; else 403 `not_subscribed`. 401 `need_auth`; 409 `no_messenger_account` for a
 * member who never signed in with the messaging app (the local stand-in has an account for everyone); 404
 * when no checker is configured.
 */
const subscription =
  (db: Db, { subscriptions: checker, now }: Payments): CallHandler<'payments.subscription'> =>
  async ({ viewer }) => {
    if (!checker) throw refuse(404, 'not_found');
    const member = await db
      .selectFrom('members')
      .select('telegram_id')
      .where('user_id', '=', viewer.user_id)
      .executeTakeFirst();
    const account =
      member?.telegram_id !== null && member?.telegram_id !== undefined
        ? String(member.telegram_id)
        : checker.accountOf?.(viewer.user_id);
    if (account === undefined) throw refuse(409, 'no_messenger_account');
    const subscribed = await checker.isSubscribed(account);
    await recordSubscription(db, viewer.user_id, subscribed, now());
    if (!subscribed) throw refuse(403, 'not_subscribed');
    return { code: 'success', subscribed: true };
  };

/**
 * The declared calls of this module with their handlers: cb.php's acts chr, status and sub, and the
 * description step (input.php act download).
 */
export function paymentCalls({ db, payments }: { db: Db; payments: Payments }) {
  return {
    'payments.charge': charge(db, payments),
    'payments.status': status(db, payments),
    'payments.subscription': subscription(db, payments),
    'downloads.request': downloadRequest(db),
  };
}

function makeProvider(
  chosen: PaymentProviderSetting | PaymentProvider,
  webhookSecret: string,
  configuredSecret: string | undefined,
  siteUrl: string,
): PaymentProvider {
  if ('createCharge' in chosen) return chosen;
  if (chosen.name === LOCAL_PROVIDER) return createLocalProvider({ siteUrl, webhookSecret });
  if (!configuredSecret)
    throw new Error('BTCPay Server needs the secret of its webhook (PAYMENT_WEBHOOK_SECRET)');
  return createBtcpayProvider({ ...chosen, webhookSecret: configuredSecret, returnUrl: `${siteUrl}/` });
}

/** What the payment calls and routes share: the processor as configured, its webhook secret and the clock. */
export interface Payments {
  provider: PaymentProvider;
  webhookSecret: string;
  now: () => number;
  subscriptions: SubscriptionChecker | undefined;
  /** Whether the checker is the local stand-in channel, whose page paymentRoutes mounts. */
  localMessenger: boolean;
  mayDownloadVideo: MayDownloadVideo;
}

/** The processor and clock of the app's options (a BTCPay Server store without its webhook secret throws). */
export function setUpPayments(
  deps: Pick<Deps, 'db' | 'secret' | 'siteUrl'>,
  mayDownloadVideo: MayDownloadVideo,
  options: PaymentsOptions = {},
): Payments {
  const webhookSecret = options.webhookSecret ?? derivedWebhookSecret(deps.secret);
  const provider = makeProvider(
    options.provider ?? { name: LOCAL_PROVIDER },
    webhookSecret,
    options.webhookSecret,
    deps.siteUrl,
  );
  return {
    provider,
    webhookSecret,
    now: options.now ?? Date.now,
    subscriptions:
      options.subscriptions === LOCAL_MESSENGER ? createLocalMessenger(deps.db) : options.subscriptions,
    localMessenger: options.subscriptions === LOCAL_MESSENGER,
    mayDownloadVideo,
  };
}

/** The processor's signed webhook and, for the local processor, its hosted pages (cb.php is declared calls). */
export async function paymentRoutes(
  app: FastifyInstance,
  deps: Pick<Deps, 'db'>,
  { provider, webhookSecret, now, localMessenger }: Payments,
): Promise<void> {
  // The webhook: its own context, to keep the raw JSON body the signature covers.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_r, body, done) => done(null, String(body)),
    );
    scope.post(WEBHOOK_PATH, { config: { csrf: false } }, async (request, reply) => {
      cacheFor(reply, 0);
      const raw = typeof request.body === 'string' ? request.body : '';
      const check = provider.verifyWebhook(request.headers, raw, Math.floor(now() / 1000));
      if (check !== 'ok') {
        request.log.warn({ check }, 'payment webhook refused');
        return fail(reply, 401, check === 'stale' ? 'stale_signature' : 'invalid_signature');
      }
      let events: Awaited<ReturnType<PaymentProvider['readEvents']>>;
      try {
        events = await provider.readEvents(raw);
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        // The processor retries a webhook that failed; by then its API may answer.
        request.log.error({ err: error }, 'a payment webhook could not be read back from the processor');
        return fail(reply, 503, 'payment_unavailable');
      }
      if (!events) return fail(reply, 400, 'invalid_params');
      const outcomes: EventOutcome[] = [];
      for (const event of events) outcomes.push(await applyEvent(deps.db, provider.name, event, now()));
      // One event (the local processor's) answers its outcome; a read-back of several, the last.
      return { code: 'success', outcome: outcomes.at(-1) ?? 'ignored', outcomes };
    });
  });

  if (provider.name === LOCAL_PROVIDER) localProviderRoutes(app, { db: deps.db, webhookSecret, now });
  if (localMessenger) localMessengerRoutes(app, { db: deps.db, now });
}
