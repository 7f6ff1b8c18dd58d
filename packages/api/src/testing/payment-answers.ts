import type { CallName } from '../contract/calls.js';

/** The mock API's answers of the paid download's calls (contract/payment-calls.ts) that depend on what was sent. */
export const PAYMENT_ANSWERS: Partial<
  Record<CallName, (query: URLSearchParams, fields: Record<string, string>) => object>
> = {
  // `may_download` answers a video_id only.
  'payments.status': (_query, fields) =>
    fields.video_id === undefined
      ? { code: 'success', paid: false }
      : { code: 'success', paid: false, may_download: false },
};
