import { createHmac } from 'node:crypto';
import { type Challenge, createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey as pbkdf2DeriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { deriveKey as shaDeriveKey } from 'altcha-lib/algorithms/sha';
import { z } from 'zod';
import { memoryState, type SharedState } from '../lib/shared-state.js';
import type { CaptchaProvider } from './provider.js';

/**
 * The default captcha: ALTCHA proof of work (altcha-lib 2.x, its v2 "PoW v2" format, which the ALTCHA
 * widget v3 solves), fully offline. No third party sees the visitor.
 *
 * - `challenge()` is a signed challenge (HMAC with `hmacKey`) that expires after `expiresSeconds`. It is
 *   made in altcha's deterministic mode: the server picks the counter the client must reach (between
 *   `maxNumber / 2` and `maxNumber`, each step one key derivation of `cost`), and signs the expected key,
 *   so checking a token costs two HMACs, not a key derivation.
 * - The token (`tok`) is what the widget submits: base64 of the JSON `{ challenge, solution }`.
 *   `verify` accepts it once: a verified challenge's signature is claimed until the challenge expires, and
 *   a replay fails. The claims are the server's shared state (`claim`: lib/shared-state.ts, the database or
 *   Redis), so a token used on one server process is refused by every other; without `claim`, this
 *   process's memory, bounded (`maxRemembered`, least recently used forgotten first).
 * Anything else — garbage, wrong base64 or JSON, a tampered, expired or foreign challenge, a wrong
 * solution — is `false`; `verify` never throws.
 *
 * (altcha-lib 2.x keeps the older API of `createChallenge({ hmacKey, maxNumber, expires })` and
 * `verifySolution(token, hmacKey, true)` under `altcha-lib/v1`; its default export is this v2 API.)
 */

const DERIVE_KEY = {
  'SHA-256': shaDeriveKey,
  'SHA-384': shaDeriveKey,
  'SHA-512': shaDeriveKey,
  'PBKDF2/SHA-256': pbkdf2DeriveKey,
  'PBKDF2/SHA-384': pbkdf2DeriveKey,
  'PBKDF2/SHA-512': pbkdf2DeriveKey,
} as const;
export type AltchaAlgorithm = keyof typeof DERIVE_KEY;

const optionsSchema = z.object({
  /** The secret signing challenges; keep it stable across restarts (else open challenges fail). */
  hmacKey: z.string().min(16, 'hmacKey must be at least 16 characters'),
  /** The key derivation the client repeats (default PBKDF2/SHA-256, as altcha recommends). */
  algorithm: z
    .enum(Object.keys(DERIVE_KEY) as [AltchaAlgorithm, ...AltchaAlgorithm[]])
    .default('PBKDF2/SHA-256'),
  /** The cost of one derivation (PBKDF2 iterations; SHA rounds). Default 5000. */
  cost: z.int().min(1).max(1_000_000).default(5_000),
  /**
   * The highest counter the client may need to reach (the counter is at least half). Default 4 000: with
   * the cost of 5 000 the check is 2 000–4 000 derivations, which a phone's workers get through in about a
   * second (#27: 5 000–10 000 in the page took 8 s), and which still costs a script a few hundred
   * milliseconds of a core for every form it sends.
   */
  maxNumber: z.int().min(2).max(10_000_000).default(4_000),
  /** How long a challenge can be solved and its token used (default 600 s). */
  expiresSeconds: z.int().min(1).max(86_400).default(600),
  /** How many used tokens are remembered at most without `claim` (default 100 000). */
  maxRemembered: z.int().min(1).default(100_000),
});
export type AltchaOptions = z.input<typeof optionsSchema>;

/** Lowercase hex, as altcha writes nonces, salts, keys and signatures. */
const hex = z.string().regex(/^(?:[0-9a-f]{2})+$/);

/** The largest token accepted: a real one is about 600 characters. */
const MAX_TOKEN_LENGTH = 4096;

/** Parses `tok`: base64 of `{ challenge: { parameters, signature }, solution: { counter, derivedKey } }`. */
function parseToken(token: unknown, algorithm: AltchaAlgorithm) {
  if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH) return null;
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(token)) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  const schema = z.object({
    challenge: z.object({
      // Loose: the signature covers every parameter, so none may be dropped before it is checked.
      parameters: z.looseObject({
        algorithm: z.literal(algorithm),
        nonce: hex,
        salt: hex,
        cost: z.int().min(1),
        keyLength: z.int().min(1),
        keyPrefix: hex,
        expiresAt: z.number(),
        keySignature: hex,
      }),
      signature: hex,
    }),
    solution: z.object({ counter: z.int().min(0), derivedKey: hex }),
  });
  const parsed = schema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** The ALTCHA provider (see the top of this file). Throws a ZodError at once for bad options. */
export function createAltchaProvider(
  options: AltchaOptions & { claim?: SharedState['claim'] | undefined },
): CaptchaProvider {
  const { hmacKey, algorithm, cost, maxNumber, expiresSeconds, maxRemembered } = optionsSchema.parse(options);
  const claim = options.claim ?? memoryState(maxRemembered).claim;
  const deriveKey = DERIVE_KEY[algorithm];
  // The derived-key signature gets a secret of its own, derived from the one configured.
  const keySecret = createHmac('sha256', hmacKey).update('altcha derived-key signature').digest('hex');

  return {
    async challenge(): Promise<Challenge> {
      return createChallenge({
        algorithm,
        cost,
        counter: randomInt(maxNumber, Math.ceil(maxNumber / 2)),
        deriveKey,
        expiresAt: Math.floor(Date.now() / 1000) + expiresSeconds,
        hmacSignatureSecret: hmacKey,
        hmacKeySignatureSecret: keySecret,
      });
    },

    async verify(token) {
      try {
        const payload = parseToken(token, algorithm);
        if (!payload) return false;
        const { challenge, solution } = payload;
        const result = await verifySolution({
          challenge,
          solution,
          deriveKey,
          hmacSignatureSecret: hmacKey,
          hmacKeySignatureSecret: keySecret,
        });
        if (!result.verified) return false;
        // The claim is atomic wherever it is kept: of two concurrent uses, on any process, one wins.
        const ttl = Math.max(1, challenge.parameters.expiresAt * 1000 - Date.now() + 1000);
        return await claim(`altcha|${challenge.signature}`, ttl);
      } catch {
        return false;
      }
    },
  };
}
