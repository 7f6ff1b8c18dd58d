import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's first recommended configuration (Password Storage Cheat Sheet): 19 MiB of
 * memory, 2 iterations, 1 lane. About 30 ms a hash on this machine: slow for an attacker with a copy of
 * the table, cheap enough for a login.
 */
export const ARGON2_OPTIONS = {
  /** Algorithm.Argon2id (a const enum, which this project's module syntax cannot read). */
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** Whether `password` matches the stored PHC string; a malformed hash is a mismatch, not an error. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/**
 * A hash of nothing, verified when the member does not exist or has no password, so that a login takes
 * as long whether the username exists or not (no user enumeration by timing).
 */
let decoy: Promise<string> | undefined;
export async function verifyDecoy(password: string): Promise<false> {
  decoy ??= hashPassword('decoy password of no member');
  await verifyPassword(await decoy, password);
  return false;
}
