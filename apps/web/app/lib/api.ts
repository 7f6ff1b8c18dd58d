import { type ApiClient, createApiClient } from '@site/api';
import type { AppLoadContext } from 'react-router';

/** The browser's client: same-origin calls to the cached §7 paths. */
export const browserApi: ApiClient = createApiClient();

/** The client for server rendering: goes through the server's in-process fetch. */
export function serverApi(context: AppLoadContext): ApiClient {
  return createApiClient({ fetch: context.apiFetch });
}
