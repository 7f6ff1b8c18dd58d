/**
 * Cookies for the typed client outside a browser (a script or a server of another site calling this one):
 * what the answers set is sent back with the next calls, as a browser would, so signing in and writing
 * work (the session cookie, and the CSRF token's cookie the client reads its token from).
 */
export interface CookieStore {
  /** The `Cookie` header for the next call, or undefined when there is nothing to send. */
  header(): string | undefined;
  /** Keeps what an answer's `Set-Cookie` headers set (a cleared or expired cookie is forgotten). */
  take(setCookies: readonly string[]): void;
}

/**
 * A cookie store in memory for one site (one origin): name → value, no paths or domains. For cookies of
 * several sites, pass a store over a full cookie jar (e.g. tough-cookie's) through the same interface.
 */
export function createCookieJar(): CookieStore & { get(name: string): string | undefined } {
  const jar = new Map<string, string>();
  return {
    header: () =>
      jar.size === 0 ? undefined : [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    take(setCookies) {
      for (const line of setCookies) {
        const [pair = ''] = line.split(';');
        const at = pair.indexOf('=');
        if (at <= 0) continue;
        const name = pair.slice(0, at).trim();
        const value = pair.slice(at + 1).trim();
        const expired =
          /;\s*max-age=(0|-\d+)\s*(;|$)/i.test(line) || /;\s*expires=thu, 01 jan 1970/i.test(line);
        if (!value || expired) jar.delete(name);
        else jar.set(name, value);
      }
    },
    get: (name) => jar.get(name),
  };
}
