import { type ApiClient, createApiClient, csrfFromCookie, isInvalidCsrf } from '@site/api';
import { type ServerContext, siteLoadContext } from './load-context';

/**
 * The browser's client: same-origin calls to the cached §7 paths; every write carries the CSRF token the
 * server left in the readable `csrf_token` cookie (GET /api/csrf.php issues one when there is none).
 */
export const browserApi: ApiClient = createApiClient({
  csrfToken: () => (typeof document === 'undefined' ? null : csrfFromCookie(document.cookie)),
});

/** The client for server rendering: goes through the server's in-process fetch. */
export function serverApi(context: ServerContext): ApiClient {
  return createApiClient({ fetch: siteLoadContext(context).apiFetch });
}

/**
 * Runs a write; when the server refuses it for its CSRF token (403 `invalid_csrf`: a visitor who has no
 * token yet, or one from before a sign-in in another tab), asks for a fresh one (GET /api/csrf.php, which
 * also sets the cookie the client reads) and sends it once more.
 */
export async function withCsrf<T>(write: () => Promise<T>, api: ApiClient = browserApi): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isInvalidCsrf(error)) throw error;
    await api.auth.csrf();
    return write();
  }
}
