/**
 * Webhook signatures: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` (the scheme of the
 * common crypto and card processors). The timestamp is inside the MAC, so a captured request cannot be
 * re-sent later than the tolerance; within it, the event id makes a replay a no-op (store.ts).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export function signPayload(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

export function signatureHeader(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${signPayload(secret, timestamp, body)}`;
}

export type SignatureCheck = 'ok' | 'missing' | 'bad_signature' | 'stale';

/** Checks a signature header against the raw body and the clock (seconds), in constant time. */
export function checkSignature(
  secret: string,
  header: string | string[] | undefined,
  body: string,
  nowSeconds: number,
  toleranceSeconds: number,
): SignatureCheck {
  if (typeof header !== 'string' || header.length > 1000) return 'missing';
  const parts = new Map<string, string[]>();
  for (const item of header.split(',')) {
    const at = item.indexOf('=');
    if (at <= 0) continue;
    const key = item.slice(0, at).trim();
    parts.set(key, [...(parts.get(key) ?? []), item.slice(at + 1).trim()]);
  }
  const t = parts.get('t')?.[0];
  const signatures = parts.get('v1') ?? [];
  if (parts.get('t')?.length !== 1 || t === undefined || !/^\d{1,12}$/.test(t) || signatures.length === 0) {
    return 'missing';
  }
  const timestamp = Number(t);
  const expected = Buffer.from(signPayload(secret, timestamp, body), 'hex');
  const valid = signatures.some((s) => {
    if (!/^[0-9a-f]{64}$/.test(s)) return false;
    return timingSafeEqual(Buffer.from(s, 'hex'), expected);
  });
  if (!valid) return 'bad_signature';
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) return 'stale';
  return 'ok';
}
