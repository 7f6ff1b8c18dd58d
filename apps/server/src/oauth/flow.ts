import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';

/**
 * What the sign-in keeps between sending the browser to the provider and its return: the state, the
 * nonce, the PKCE verifier and where to go afterwards. It lives in the browser that started the flow, in a
 * short-lived httpOnly cookie sealed with AES-256-GCM under a key derived from the server's secret: the
 * page cannot read the verifier, a changed cookie does not open, and a callback arriving in another
 * browser (a login-CSRF attempt) has no cookie to match its state. Nothing is stored on the server, so
 * any server of the site can finish a flow another one started.
 */
export interface Flow {
  state: string;
  nonce: string;
  verifier: string;
  /** A same-origin path (`safeReturn`). */
  back: string;
  /** When the flow started (ms since the epoch). */
  at: number;
}

/** How long a started sign-in may take (the cookie's lifetime and the sealed flow's own limit). */
export const FLOW_SECONDS = 600;

const flowSchema = z.object({
  state: z.string().min(16).max(200),
  nonce: z.string().min(16).max(200),
  verifier: z.string().min(43).max(128),
  back: z.string().max(500),
  at: z.number().int().positive(),
});

const keyFrom = (secret: string) => createHash('sha256').update(`oauth-flow\0${secret}`).digest();

/** The flow sealed for the cookie: base64url of IV (12 bytes), tag (16 bytes) and ciphertext. */
export function sealFlow(flow: Flow, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(secret), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(flow), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The sealed flow, or null when it is missing, altered, sealed with another secret or too old. */
export function openFlow(sealed: string | undefined, secret: string, now = Date.now()): Flow | null {
  if (!sealed || sealed.length > 2000 || !/^[A-Za-z0-9_-]+$/.test(sealed)) return null;
  const raw = Buffer.from(sealed, 'base64url');
  if (raw.length < 29) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(secret), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    const flow = flowSchema.safeParse(JSON.parse(text));
    if (!flow.success) return null;
    const age = now - flow.data.at;
    return age >= -60_000 && age <= FLOW_SECONDS * 1000 ? flow.data : null;
  } catch {
    return null;
  }
}

/**
 * Where the browser may be sent after signing in: a path of this site (`/videos/…`), never another origin
 * (`//evil.example`, `/\evil.example`, `https://…`, `javascript:`), else `/` (the home page).
 */
export function safeReturn(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 500) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  // Control characters, backslashes and spaces have no place in a path the site links to.
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code <= 0x20 || code === 0x7f || char === '\\') return '/';
  }
  try {
    const url = new URL(value, 'http://site.invalid');
    if (url.origin !== 'http://site.invalid') return '/';
    // Back to the sign-in pages would only show the form again.
    if (url.pathname === '/signin' || url.pathname === '/signup' || url.pathname.startsWith('/api/'))
      return '/';
    // Checked again once normalised: `/.//evil.example`, `/%2e//…` and `/x/..//…` resolve to `//evil.example`,
    // which a browser reads as another host.
    const path = url.pathname + url.search + url.hash;
    return path.startsWith('//') || path.startsWith('/\\') ? '/' : path;
  } catch {
    return '/';
  }
}
