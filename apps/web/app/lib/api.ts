import { type ApiClient, createApiClient, csrfFromCookie } from '@site/api';
import { type ServerContext, siteLoadContext } from './load-context';

/**
 * The browser's client: same-origin calls to the cached §7 paths; every write carries the CSRF token the
 * server left in the readable `csrf_token` cookie. A write refused for it (a visitor with no token yet, or
 * one from before a sign-in in another tab) asks GET /api/csrf.php for a fresh one and is sent once more:
 * the client does it (`csrfRetry`, on because a `csrfToken` is given), so call sites just call the write.
 */
export const browserApi: ApiClient = createApiClient({
  csrfToken: () => (typeof document === 'undefined' ? null : csrfFromCookie(document.cookie)),
});

/**
 * The client for server rendering: goes through the server's in-process fetch, with the visitor's cookies.
 * Its reads that are POSTs (one's own member page, `members.fresh`: no cache keeps them) carry the visitor's
 * CSRF token as the browser's would; without it the server refused them and the page came without the
 * member's data until the browser asked again. No retry: the in-process calls cannot take a new cookie.
 */
export function serverApi(context: ServerContext): ApiClient {
  const { apiFetch, csrfToken } = siteLoadContext(context);
  return createApiClient({ fetch: apiFetch, csrfToken, csrfRetry: false });
}
