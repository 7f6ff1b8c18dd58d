import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The least length of SESSION_SECRET (and of a generated secret's hex): 32 characters. */
export const SECRET_MIN_LENGTH = 32;

/**
 * The server's secret (signs the CSRF cookie, keys CSRF tokens and captcha challenges): SESSION_SECRET
 * when set (every server of a site shares it), else one generated on the first start and kept in
 * `<dataDir>/secret.key` (readable by its owner only), so sessions and tokens survive a restart of the
 * embedded setup without any configuration.
 */
export function loadSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = join(dataDir, 'secret.key');
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= SECRET_MIN_LENGTH) return kept;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
