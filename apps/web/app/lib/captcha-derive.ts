// The key derivation of the captcha's proof of work, in the page and in its workers (captcha-worker.ts).
import type { solveChallenge } from 'altcha-lib';

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
