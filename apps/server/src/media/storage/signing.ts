/**
 * Signed, expiring media URLs of the local adapter: `<path>?e=<expiry epoch seconds>&s=<signature>`, plus
 * `&dl=<file name>` for a download. The signature is an HMAC-SHA256 (base64url) of a purpose label, the
 * exact path, the expiry and the download name, so none of them can be changed; it is checked in constant
 * time. The label lets the server's general secret be reused here without signatures crossing purposes.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { checkDownloadName } from './keys.js';

const LABEL = 'media-url:v1';

function mac(secret: string, path: string, expires: number, download: string | undefined): Buffer {
  return createHmac('sha256', secret)
    .update(`${LABEL}\n${path}\n${expires}\n${download ?? ''}`)
    .digest();
}

export interface SignOptions {
  /** Seconds from `now` until the URL expires. */
  expiresIn: number;
  download?: string | undefined;
  /** Milliseconds since the epoch (default: now). */
  now?: number | undefined;
}

/** Signs a URL path (which must need no escaping, as storage keys do not). */
export function signLocalUrl(path: string, secret: string, options: SignOptions): string {
  if (!secret) throw new Error('a media URL secret is required');
  const download = options.download === undefined ? undefined : checkDownloadName(options.download);
  const expires = Math.floor((options.now ?? Date.now()) / 1000) + options.expiresIn;
  const query = new URLSearchParams({ e: String(expires) });
  query.set('s', mac(secret, path, expires, download).toString('base64url'));
  if (download !== undefined) query.set('dl', download);
  return `${path}?${query}`;
}

/** A valid signed URL's parts. */
export interface SignedUrl {
  path: string;
  /** Expiry, seconds since the epoch. */
  expires: number;
  download: string | undefined;
}

/** The parts of a signed URL (path and query, as in `request.url`), or null if it is forged or expired. */
export function checkLocalUrl(pathAndQuery: string, secret: string, now = Date.now()): SignedUrl | null {
  if (!secret) return null;
  const q = pathAndQuery.indexOf('?');
  if (q < 0) return null;
  const path = pathAndQuery.slice(0, q);
  const query = new URLSearchParams(pathAndQuery.slice(q + 1));
  const one = (name: string) => {
    const values = query.getAll(name);
    return values.length > 1 ? null : values[0];
  };
  const e = one('e');
  const s = one('s');
  const download = one('dl');
  if (!e || !s || download === null || !/^\d{1,12}$/.test(e) || !/^[A-Za-z0-9_-]{43}$/.test(s)) return null;
  const expires = Number(e);
  if (now >= expires * 1000) return null;
  const given = Buffer.from(s, 'base64url');
  const expected = mac(secret, path, expires, download);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { path, expires, download };
}

/** Whether a signed URL (path and query) is genuine and not expired at `now` (milliseconds). */
export function verifyLocalUrl(pathAndQuery: string, secret: string, now = Date.now()): boolean {
  return checkLocalUrl(pathAndQuery, secret, now) !== null;
}
