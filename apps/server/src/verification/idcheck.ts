/**
 * An identity-verification provider's HTTP API (the shape most such services share; `idcheck-fake.ts` is
 * its local fake): `POST <url>/v1/checks` with `Authorization: Bearer <api key>` and a JSON body
 * `{reference, legal_name, birth_date, id_document: {type, data (base64)}, selfie: {…}, callback_url}`
 * answers `{id}`; later the provider posts `{check_id, reference, decision: approved|rejected, reason}` to
 * the callback URL, signed `IdCheck-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` with
 * the webhook secret (payments/signature.ts).
 */
import { z } from 'zod';
import { checkSignature } from '../payments/signature.js';
import { type IdentityProvider, IdentityProviderError } from './provider.js';

export const IDCHECK_PROVIDER = 'idcheck';
export const IDCHECK_SIGNATURE_HEADER = 'idcheck-signature';
/** How old a callback may be (its timestamp is inside the signature). */
const TOLERANCE_SECONDS = 300;

export const idcheckDecisionSchema = z.object({
  check_id: z.string().min(1).max(200),
  reference: z.string().min(1).max(200),
  decision: z.enum(['approved', 'rejected']),
  reason: z.string().max(1000).nullable().default(null),
});

export interface IdcheckOptions {
  url: string;
  apiKey: string;
  webhookSecret: string;
  fetch?: typeof fetch;
}

export function createIdcheckProvider(options: IdcheckOptions): IdentityProvider {
  const doFetch = options.fetch ?? fetch;
  return {
    name: IDCHECK_PROVIDER,
    async start(request) {
      let response: Response;
      try {
        response = await doFetch(new URL('/v1/checks', options.url), {
          method: 'POST',
          headers: { authorization: `Bearer ${options.apiKey}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            reference: request.reference,
            legal_name: request.legalName,
            birth_date: request.birthDate,
            id_document: { type: request.idDocument.type, data: request.idDocument.data.toString('base64') },
            selfie: { type: request.selfie.type, data: request.selfie.data.toString('base64') },
            callback_url: request.callbackUrl,
          }),
          signal: AbortSignal.timeout(15_000),
        });
      } catch (error) {
        throw new IdentityProviderError(
          `the identity provider cannot be reached: ${(error as Error).message}`,
        );
      }
      if (!response.ok) throw new IdentityProviderError(`the identity provider answered ${response.status}`);
      const body = z
        .object({ id: z.string().min(1).max(200) })
        .safeParse(await response.json().catch(() => null));
      if (!body.success) throw new IdentityProviderError('the identity provider answered without a check id');
      return { providerRef: body.data.id };
    },
    verifyCallback(headers, body, nowSeconds) {
      return checkSignature(
        options.webhookSecret,
        headers[IDCHECK_SIGNATURE_HEADER],
        body,
        nowSeconds,
        TOLERANCE_SECONDS,
      );
    },
    readDecision(body) {
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        return null;
      }
      const parsed = idcheckDecisionSchema.safeParse(json);
      if (!parsed.success) return null;
      return {
        providerRef: parsed.data.check_id,
        decision: parsed.data.decision,
        reason: parsed.data.reason,
      };
    },
  };
}
