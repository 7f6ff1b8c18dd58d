import { okResponseSchema } from '../contract/common.js';
import {
  type ChargeInput,
  chargeInputSchema,
  chargeResponseSchema,
  type PayStatusInput,
  payStatusInputSchema,
  payStatusResponseSchema,
  type ReportInput,
  reportInputSchema,
  subscriptionResponseSchema,
} from '../contract/misc.js';
import { ENDPOINTS } from '../contract/paths.js';
import { type MultipartOptions, multipartBody, prepare, type RequestCore } from '../core.js';

/** The contact/report form: POST /api/report.php, multipart. */
export function reportCalls(core: RequestCore) {
  return {
    async send(input: ReportInput, options?: MultipartOptions) {
      const p = prepare('report.send', reportInputSchema, input, ['subject', 'email', 'message', 'captcha']);
      return core.postMultipart(
        ENDPOINTS.report,
        multipartBody({
          subject: p.subject,
          email: p.email,
          message: p.message,
          captcha: p.captcha,
          file: p.file,
          ref: p.ref,
        }),
        okResponseSchema,
        options,
      );
    },
  };
}
export type ReportCalls = ReturnType<typeof reportCalls>;

/** Paid download: POST /api/cb.php. */
export function paymentCalls(core: RequestCore) {
  return {
    /** act chr with the e-mail: where to pay (data.charge_url, data.wallets_links); paid_user if already paid. */
    async charge(input: ChargeInput, signal?: AbortSignal) {
      const p = prepare('payments.charge', chargeInputSchema, input, ['email']);
      return core.postForm(ENDPOINTS.cb, { act: 'chr', email: p.email }, chargeResponseSchema, signal);
    },
    /**
     * act status (decision): the 10 s re-poll of §4; answers `paid` (every video), and with a `video_id`
     * also `may_download` (that video).
     */
    async status(input: PayStatusInput = {}, signal?: AbortSignal) {
      const p = prepare('payments.status', payStatusInputSchema, input);
      return core.postForm(
        ENDPOINTS.cb,
        { act: 'status', ...(p.video_id === undefined ? {} : { video_id: p.video_id }) },
        payStatusResponseSchema,
        signal,
      );
    },
    /** act sub (§4 subscribe-to-download): subscribed, or `not_subscribed` / `no_messenger_account`. */
    async subscription(signal?: AbortSignal) {
      return core.postForm(ENDPOINTS.cb, { act: 'sub' }, subscriptionResponseSchema, signal);
    },
  };
}
export type PaymentCalls = ReturnType<typeof paymentCalls>;
