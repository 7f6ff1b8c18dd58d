// The CSRF token's cookie and header, apart from the schemas of auth.ts: the browser's client reads them (#28).

/** The readable cookie in which the server also hands the page its CSRF token. */
export const CSRF_COOKIE = 'csrf_token';
/** The header every non-GET call carries the CSRF token in; without it a write is 403 `invalid_csrf`. */
export const CSRF_HEADER = 'x-csrf-token';

/**
 * The CSRF token in a `Cookie` header or `document.cookie` string (the `csrf_token` cookie), or null. A
 * ready getter for the client's `csrfToken` option: `() => csrfFromCookie(document.cookie)`.
 */
export function csrfFromCookie(cookie: string | null | undefined): string | null {
  for (const part of (cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== CSRF_COOKIE) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw) || null;
    } catch {
      return raw || null;
    }
  }
  return null;
}
