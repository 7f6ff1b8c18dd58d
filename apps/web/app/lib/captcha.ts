import type { ApiClient } from '@site/api';
import { type Challenge, solveChallenge } from 'altcha-lib';

type DeriveKey = NonNullable<Parameters<typeof solveChallenge>[0]['deriveKey']>;

/**
 * altcha-lib's key derivations use `node:crypto`; in the browser the same derivations run on WebCrypto:
 * PBKDF2 with the challenge's hash and cost, or `cost` rounds of SHA.
 */
export const webDeriveKey: DeriveKey = async (parameters, salt, password) => {
  const { algorithm, cost, keyLength = 32 } = parameters;
  const bytes = (buffer: ArrayBufferLike | Uint8Array) =>
    buffer instanceof Uint8Array ? buffer : new Uint8Array(buffer);
  if (algorithm.startsWith('PBKDF2/')) {
    const hash = algorithm.slice('PBKDF2/'.length);
    const key = await crypto.subtle.importKey(
      'raw',
      bytes(password as Uint8Array) as BufferSource,
      'PBKDF2',
      false,
      ['deriveBits'],
    );
    const bits = await crypto.subtle.deriveBits(
      { name: 'PBKDF2', salt: bytes(salt as Uint8Array) as BufferSource, iterations: cost, hash },
      key,
      keyLength * 8,
    );
    return { parameters: {}, derivedKey: new Uint8Array(bits) };
  }
  if (algorithm.startsWith('SHA-')) {
    const first = new Uint8Array([...bytes(salt as Uint8Array), ...bytes(password as Uint8Array)]);
    let data: Uint8Array = first;
    for (let i = 0; i < Math.max(1, cost); i++) {
      data = new Uint8Array(await crypto.subtle.digest(algorithm, data as BufferSource));
    }
    return { parameters: {}, derivedKey: data.subarray(0, keyLength) };
  }
  throw new Error(`Unsupported captcha algorithm ${algorithm}`);
};

/** The base64 (UTF-8 safe) of the JSON the server expects as `tok`: `{ challenge, solution }`. */
function tokenOf(value: unknown): string {
  const utf8 = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  for (const byte of utf8) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * The captcha token of §7 (`tok` of login, sign-up and restore, `captcha` of the report form): a fresh
 * challenge from GET /api/captcha.php, solved in the page (ALTCHA proof of work, no third party).
 * Undefined when the server has no challenge (404: no captcha configured).
 */
export async function solveCaptcha(api: ApiClient, signal?: AbortSignal): Promise<string | undefined> {
  let challenge: Challenge;
  try {
    challenge = (await api.auth.captchaChallenge(signal)) as unknown as Challenge;
  } catch (error) {
    if ((error as { status?: number }).status === 404) return undefined;
    throw error;
  }
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort());
  const solution = await solveChallenge({ challenge, deriveKey: webDeriveKey, controller, timeout: 120_000 });
  if (!solution) throw new Error('The captcha could not be solved in time');
  return tokenOf({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } });
}
