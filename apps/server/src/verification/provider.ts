/**
 * The seam to an identity-verification provider (#31): it is handed an uploader's application (the legal
 * name, the date of birth, the document and the selfie), checks them its own way, and tells us its decision
 * later through a signed callback, which it authenticates and turns into a decision. `local` asks nobody:
 * staff review every application in the console. `idcheck.ts` speaks a provider's HTTP API;
 * `idcheck-fake.ts` is a local fake of that API for tests. Staff may still decide a pending application
 * whatever the provider.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { SignatureCheck } from '../payments/signature.js';

export interface IdentityCheckRequest {
  /** Our id of the application (its provider_ref comes back in the decision). */
  reference: string;
  legalName: string;
  birthDate: string;
  idDocument: { data: Buffer; type: string };
  selfie: { data: Buffer; type: string };
  /** Where the provider posts its decision. */
  callbackUrl: string;
}

export interface IdentityDecision {
  providerRef: string;
  decision: 'approved' | 'rejected';
  reason: string | null;
}

export interface IdentityProvider {
  /** `local` (staff review) or the provider's name, stored with the application. */
  readonly name: string;
  /** Hands the application over; its id at the provider, or null when nobody outside is asked. */
  start(request: IdentityCheckRequest): Promise<{ providerRef: string } | null>;
  /** Whether a callback (headers, raw body) comes from the provider, in constant time. */
  verifyCallback(headers: IncomingHttpHeaders, body: string, nowSeconds: number): SignatureCheck;
  /** The decision a verified callback body carries; null when it is not one. */
  readDecision(body: string): IdentityDecision | null;
}

/** The provider could not be reached, or answered what we cannot use. */
export class IdentityProviderError extends Error {
  override readonly name = 'IdentityProviderError';
}

export const LOCAL_IDENTITY_PROVIDER = 'local';

/** Where the provider posts its signed decision (routes.ts), as the provider is told with each check. */
export const IDENTITY_CALLBACK_PATH = '/api/uploader_verification/callback.php';

/** Staff review: nobody outside is asked, and no callback is believed. */
export const localIdentityProvider: IdentityProvider = {
  name: LOCAL_IDENTITY_PROVIDER,
  start: async () => null,
  verifyCallback: () => 'missing',
  readDecision: () => null,
};
