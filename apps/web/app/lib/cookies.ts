/** The value of cookie `name` in a `Cookie` header or `document.cookie`, decoded; null when absent. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/** A cookie string for `document.cookie`: site-wide, a year by default, SameSite=Lax. */
export function cookieString(name: string, value: string, maxAgeSeconds = 365 * 24 * 3600): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax`;
}
