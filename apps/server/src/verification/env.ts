import { z } from 'zod';
import { ConfigError, envOptionalFlag, envUrl, unset } from '../lib/env-schema.js';
import { RECORDS_ENV_KEYS, sealerFromEnv } from '../security/sealed.js';
import type { VerificationSetup } from './applications.js';
import { createIdcheckProvider, IDCHECK_PROVIDER } from './idcheck.js';
import { LOCAL_IDENTITY_PROVIDER, localIdentityProvider } from './provider.js';

/**
 * Verified uploaders' settings (README.md beside this file):
 *   UPLOADS_VERIFIED_ONLY        only approved uploaders upload; default true with NODE_ENV=production
 *   UPLOADS_CONSENT_REQUIRED     a video is approved only with its performers' records; default as the above
 *   VERIFICATION_PROVIDER        local (staff review) or idcheck (the provider's API, idcheck.ts)
 *   IDCHECK_URL, IDCHECK_API_KEY, IDCHECK_WEBHOOK_SECRET   with idcheck, all three
 *   RECORDS_KEY, RECORDS_OLD_KEYS                          the records' keys (security/sealed.ts)
 */
const verificationEnvSchema = z.object({
  UPLOADS_VERIFIED_ONLY: envOptionalFlag(),
  UPLOADS_CONSENT_REQUIRED: envOptionalFlag(),
  VERIFICATION_PROVIDER: z.preprocess(
    unset,
    z.enum([LOCAL_IDENTITY_PROVIDER, IDCHECK_PROVIDER]).default(LOCAL_IDENTITY_PROVIDER),
  ),
  IDCHECK_URL: envUrl(['http:', 'https:'], "must be the provider API's http(s):// address", { host: true }),
  IDCHECK_API_KEY: z.preprocess(unset, z.string().trim().min(1).optional()),
  IDCHECK_WEBHOOK_SECRET: z.preprocess(unset, z.string().trim().min(24).optional()),
});

/**
 * Whether approval asks for the performers' consent records (UPLOADS_CONSENT_REQUIRED, default as
 * UPLOADS_VERIFIED_ONLY): for the worker, whose trusted uploads skip review only with them.
 */
export function consentRequiredFromEnv(env: Record<string, string | undefined>): boolean {
  const parsed = verificationEnvSchema
    .pick({ UPLOADS_VERIFIED_ONLY: true, UPLOADS_CONSENT_REQUIRED: true })
    .safeParse(env);
  if (!parsed.success)
    throw new ConfigError(
      'Invalid environment:\n  UPLOADS_VERIFIED_ONLY, UPLOADS_CONSENT_REQUIRED: true or false',
    );
  const verifiedOnly = parsed.data.UPLOADS_VERIFIED_ONLY ?? env.NODE_ENV?.trim() === 'production';
  return parsed.data.UPLOADS_CONSENT_REQUIRED ?? verifiedOnly;
}

/** The variables of verified uploaders (listed in .env.example). */
export const VERIFICATION_ENV_KEYS = [...Object.keys(verificationEnvSchema.shape), ...RECORDS_ENV_KEYS];

/** The setup the environment asks for; a ConfigError naming the variable when it is bad. */
export function verificationFromEnv(
  env: Record<string, string | undefined>,
  dataDir: string,
  warn: (message: string) => void,
): VerificationSetup {
  const parsed = verificationEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const verifiedOnly = e.UPLOADS_VERIFIED_ONLY ?? env.NODE_ENV?.trim() === 'production';
  const consentRequired = e.UPLOADS_CONSENT_REQUIRED ?? verifiedOnly;
  const sealer = sealerFromEnv(env, dataDir, warn);
  if (e.VERIFICATION_PROVIDER === LOCAL_IDENTITY_PROVIDER) {
    return { verifiedOnly, consentRequired, sealer, provider: localIdentityProvider };
  }
  if (!e.IDCHECK_URL || !e.IDCHECK_API_KEY || !e.IDCHECK_WEBHOOK_SECRET) {
    throw new ConfigError(
      "Invalid environment:\n  IDCHECK_URL, IDCHECK_API_KEY, IDCHECK_WEBHOOK_SECRET: VERIFICATION_PROVIDER=idcheck needs the provider API's address, its API key and the secret (24 characters or more) its callbacks are signed with",
    );
  }
  return {
    verifiedOnly,
    consentRequired,
    sealer,
    provider: createIdcheckProvider({
      url: e.IDCHECK_URL,
      apiKey: e.IDCHECK_API_KEY,
      webhookSecret: e.IDCHECK_WEBHOOK_SECRET,
    }),
  };
}
