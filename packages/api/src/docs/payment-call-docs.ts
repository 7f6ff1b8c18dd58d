import { documentCalls } from '../contract/call.js';
import { PAYMENT_CALLS } from '../contract/payment-calls.js';

/** What the OpenAPI document and the mock API say of the paid download's calls (payment-calls.ts). */
export const PAYMENT_CALL_DOCS = /* @__PURE__ */ documentCalls(PAYMENT_CALLS, {
  'payments.charge': {
    summary: 'act chr: where to pay, with the e-mail the receipt goes to',
    description:
      '409 `paid_user`: the member downloads every video already (unless `renew=1`: the member renews the paid period, whose end the payment moves on by a period); 503 `payment_unavailable` when the payment processor refused the charge.',
    exampleParams: { email: 'heron@example.test' },
    example: {
      code: 'success',
      data: { charge_url: 'https://pay.example.test/charge/1', wallets_links: { btc: 'bitcoin:demo' } },
    },
  },
  'payments.status': {
    summary: 'act status: the 10 s re-poll; with video_id also may_download',
    description:
      '`paid` while the member downloads every video; `may_download` whether the media gate hands them that video now (false for a video they cannot see); `paid_until` when their paid period ends or ended (null: never paid), for their page.',
    exampleParams: { video_id: 7 },
    example: { code: 'success', paid: false, may_download: false, paid_until: '2026-05-01T12:00:00.000Z' },
  },
  'payments.subscription': {
    summary: 'act sub: subscribe-to-download',
    description:
      "Subscribed to the site's channel in the messaging app, the member downloads every video for a day. 403 `not_subscribed`, 409 `no_messenger_account` (never signed in with the messaging app), 404 `not_found` when the site has no channel.",
    example: { code: 'success', subscribed: true },
  },
});
