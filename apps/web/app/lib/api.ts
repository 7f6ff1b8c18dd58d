import { type ApiClient, createApiClient, csrfFromCookie } from '@site/api';
import type { AppLoadContext } from 'react-router';

/**
 * The browser's client: same-origin calls to the cached §7 paths; every write carries the CSRF token the
 * server left in the readable `csrf_token` cookie (GET /api/csrf.php issues one when there is none).
 */
export const browserApi: ApiClient = createApiClient({
  csrfToken: () => (typeof document === 'undefined' ? null : csrfFromCookie(document.cookie)),
});

/** The client for server rendering: goes through the server's in-process fetch. */
export function serverApi(context: AppLoadContext): ApiClient {
  return createApiClient({ fetch: context.apiFetch });
}
