import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from '../lib/env-schema.js';

/**
 * Records sealed at rest (#31: uploaders' identity documents, later the performers' consent records):
 * AES-256-GCM, a fresh 96-bit nonce per record, the key's id inside every sealed record so a rotated key
 * still opens what it sealed. The layout of a sealed record:
 *
 *   "SLD1" | key id length (1 byte) | key id (ASCII) | nonce (12) | tag (16) | ciphertext
 *
 * The magic, the key id and the nonce are the GCM's additional data, so changing any byte (the key id
 * included) fails the open as tampered (`SealedError`), never yields other plaintext.
 *
 * Keys: RECORDS_KEY (32 bytes, base64) seals; RECORDS_OLD_KEYS (base64 keys, comma-separated) only open.
 * A key's id is the first 16 hex digits of its SHA-256 (the key cannot be told from it). Rotation: put
 * the old key in RECORDS_OLD_KEYS, the new one in RECORDS_KEY, restart, run `records:reseal` (cli), then
 * the old key can go. Without RECORDS_KEY the server generates a key in `<DATA_DIR>/records.key` and warns:
 * fine for development and a demo, not for a site with real records (whoever reads the data folder reads
 * the key beside it).
 */

const MAGIC = Buffer.from('SLD1', 'ascii');
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
export const RECORDS_KEY_BYTES = 32;

/** A sealed record that cannot be opened: tampered with, cut short, or sealed by a key not configured. */
export class SealedError extends Error {
  override readonly name = 'SealedError';
}

export interface Sealer {
  /** The id of the key that seals (stored in each record, and beside it in the database). */
  readonly keyId: string;
  seal(plain: Buffer): Buffer;
  /** The plaintext; throws SealedError when the record was changed or its key is unknown. */
  open(sealed: Buffer): Buffer;
  /** The id of the key a sealed record names (null: not a sealed record). */
  keyIdOf(sealed: Buffer): string | null;
}

export const keyIdOf = (key: Buffer): string => createHash('sha256').update(key).digest('hex').slice(0, 16);

function header(
  sealed: Buffer,
): { keyId: string; nonce: Buffer; tag: Buffer; body: Buffer; aad: Buffer } | null {
  if (sealed.length < MAGIC.length + 1 || !sealed.subarray(0, MAGIC.length).equals(MAGIC)) return null;
  const idLength = sealed[MAGIC.length] ?? 0;
  const idEnd = MAGIC.length + 1 + idLength;
  if (idLength === 0 || sealed.length < idEnd + NONCE_BYTES + TAG_BYTES) return null;
  const keyId = sealed.subarray(MAGIC.length + 1, idEnd).toString('ascii');
  const nonce = sealed.subarray(idEnd, idEnd + NONCE_BYTES);
  const tag = sealed.subarray(idEnd + NONCE_BYTES, idEnd + NONCE_BYTES + TAG_BYTES);
  return {
    keyId,
    nonce,
    tag,
    body: sealed.subarray(idEnd + NONCE_BYTES + TAG_BYTES),
    aad: sealed.subarray(0, idEnd + NONCE_BYTES),
  };
}

/** A sealer with `key` (32 bytes) sealing and opening, and `oldKeys` opening only. */
export function createSealer(key: Buffer, oldKeys: readonly Buffer[] = []): Sealer {
  for (const k of [key, ...oldKeys]) {
    if (k.length !== RECORDS_KEY_BYTES) throw new Error(`a records key has ${RECORDS_KEY_BYTES} bytes`);
  }
  const keyId = keyIdOf(key);
  const keys = new Map<string, Buffer>([...oldKeys, key].map((k) => [keyIdOf(k), k]));
  return {
    keyId,
    seal(plain) {
      const nonce = randomBytes(NONCE_BYTES);
      const id = Buffer.from(keyId, 'ascii');
      const aad = Buffer.concat([MAGIC, Buffer.from([id.length]), id, nonce]);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      cipher.setAAD(aad);
      const body = Buffer.concat([cipher.update(plain), cipher.final()]);
      return Buffer.concat([aad, cipher.getAuthTag(), body]);
    },
    open(sealed) {
      const parts = header(sealed);
      if (!parts) throw new SealedError('not a sealed record');
      const k = keys.get(parts.keyId);
      if (!k) throw new SealedError(`sealed by key ${parts.keyId}, which is not configured`);
      try {
        const decipher = createDecipheriv('aes-256-gcm', k, parts.nonce);
        decipher.setAAD(parts.aad);
        decipher.setAuthTag(parts.tag);
        return Buffer.concat([decipher.update(parts.body), decipher.final()]);
      } catch {
        throw new SealedError('the sealed record was changed');
      }
    },
    keyIdOf(sealed) {
      return header(sealed)?.keyId ?? null;
    },
  };
}

/** Text sealed as base64 (for a database column) and back. */
export const sealText = (sealer: Sealer, text: string): string =>
  sealer.seal(Buffer.from(text, 'utf8')).toString('base64');
export const openText = (sealer: Sealer, sealed: string): string =>
  sealer.open(Buffer.from(sealed, 'base64')).toString('utf8');

/** The variables of the records' keys (listed in .env.example). */
export const RECORDS_ENV_KEYS = ['RECORDS_KEY', 'RECORDS_OLD_KEYS'] as const;

function decodeKey(name: string, value: string): Buffer {
  const key = Buffer.from(value.trim(), 'base64');
  if (key.length !== RECORDS_KEY_BYTES || !/^[A-Za-z0-9+/]+=*$/.test(value.trim())) {
    throw new ConfigError(
      `Invalid environment:\n  ${name}: must be ${RECORDS_KEY_BYTES} random bytes in base64 (openssl rand -base64 32)`,
    );
  }
  return key;
}

/**
 * The sealer of the environment: RECORDS_KEY and RECORDS_OLD_KEYS, or (no RECORDS_KEY) the key generated in
 * `<dataDir>/records.key`, with `warn` told so. A bad key is a ConfigError naming its variable.
 */
export function sealerFromEnv(
  env: Record<string, string | undefined>,
  dataDir: string,
  warn: (message: string) => void,
): Sealer {
  const oldKeys = (env.RECORDS_OLD_KEYS ?? '')
    .split(',')
    .filter((k) => k.trim() !== '')
    .map((k) => decodeKey('RECORDS_OLD_KEYS', k));
  if (env.RECORDS_KEY?.trim()) return createSealer(decodeKey('RECORDS_KEY', env.RECORDS_KEY), oldKeys);
  const file = join(dataDir, 'records.key');
  let key: Buffer;
  try {
    key = decodeKey('records.key', readFileSync(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    key = randomBytes(RECORDS_KEY_BYTES);
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  }
  warn(
    `RECORDS_KEY is not set: identity records are sealed with the key in ${file}, beside the data. Set RECORDS_KEY (openssl rand -base64 32) on a site with real records.`,
  );
  return createSealer(key, oldKeys);
}
