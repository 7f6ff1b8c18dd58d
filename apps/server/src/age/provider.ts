/**
 * The seam to an age-assurance provider (#31 item 5), shaped like the payment seam (payments/provider.ts):
 * the site sends the visitor to the provider's page with a `state` of its own; the provider checks the
 * visitor's age its way (a document, a face estimate, a bank or carrier check) and sends them back to the
 * site's callback with a signed result that names the state. `local.ts` behaves like one, offline, for
 * development and tests. A real provider's adapter implements the same two functions.
 */
import { checkSignature, type SignatureCheck, signPayload } from '../payments/signature.js';

/** Where the provider sends the visitor back to (apps/server serves it: assurance.ts). */
export const AGE_CALLBACK_PATH = '/age-check/callback/';

/** How long a provider's signed result may be used after it was made (a link in a history is not reused later). */
export const RESULT_TOLERANCE_SECONDS = 600;

/** What a provider's signed return says. */
export type AgeResult =
  | { ok: true; state: string; adult: boolean }
  | { ok: false; reason: Exclude<SignatureCheck, 'ok'> };

export interface AgeProvider {
  readonly name: string;
  /** The provider's page for this check (`state` comes back with the result). */
  startUrl(state: string): string;
  /** Reads the provider's return to AGE_CALLBACK_PATH (its query), checked against its signature and the clock. */
  readResult(query: Readonly<Record<string, unknown>>, nowSeconds: number): AgeResult;
}

/** The signed part of a result: the state and the outcome. */
const signed = (state: string, result: string) => `${state}|${result}`;

/**
 * The return's query as the local provider writes it (and a real adapter may map its provider's onto):
 * `state`, `result` (`adult` or `minor`), `t` (unix seconds) and `sig` (hex HMAC-SHA256 of
 * `<t>.<state>|<result>` with the shared secret, payments/signature.ts).
 */
export function signResult(secret: string, state: string, adult: boolean, nowSeconds: number) {
  const result = adult ? 'adult' : 'minor';
  return {
    state,
    result,
    t: String(nowSeconds),
    sig: signPayload(secret, nowSeconds, signed(state, result)),
  };
}

const text = (value: unknown) => (typeof value === 'string' && value.length <= 500 ? value : undefined);

/** Checks a return of the shape above; constant time, the timestamp inside the MAC. */
export function readSignedResult(
  secret: string,
  query: Readonly<Record<string, unknown>>,
  nowSeconds: number,
): AgeResult {
  const state = text(query.state);
  const result = text(query.result);
  const t = text(query.t);
  const sig = text(query.sig);
  if (!state || (result !== 'adult' && result !== 'minor') || !t || !sig)
    return { ok: false, reason: 'missing' };
  const check = checkSignature(
    secret,
    `t=${t},v1=${sig}`,
    signed(state, result),
    nowSeconds,
    RESULT_TOLERANCE_SECONDS,
  );
  return check === 'ok' ? { ok: true, state, adult: result === 'adult' } : { ok: false, reason: check };
}
