import { createHash, randomBytes } from 'node:crypto';

/**
 * Opaque tokens (sessions, email links): 32 random bytes (256 bits), base64url in the cookie or link, and
 * only their SHA-256 in the database, so a copy of the tables opens nothing. A fast hash is right here:
 * the token is random, not a password.
 */
export function newToken(): { token: string; hash: Buffer } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: tokenHash(token) };
}

export function tokenHash(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

/** A token as newToken writes it: 43 base64url characters. Anything else is not looked up. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
