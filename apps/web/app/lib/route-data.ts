import {
  type DehydratedState,
  dehydrate,
  type FetchQueryOptions,
  QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { getQueryClient } from './query-client';

// biome-ignore lint/suspicious/noExplicitAny: any query factory's options, whatever its data type
type AnyQuery = FetchQueryOptions<any, any, any, QueryKey>;

/**
 * Server rendering: prefetches the route's query factories into a fresh client and dehydrates it, for
 * `<HydrationBoundary state={...}>`. Failed queries are left out: the page renders their error state
 * and the browser asks again.
 */
export async function prefetchForServer(queries: readonly AnyQuery[]): Promise<DehydratedState> {
  const queryClient = new QueryClient();
  await Promise.all(queries.map((q) => queryClient.prefetchQuery(q)));
  return dehydrate(queryClient);
}

/**
 * In the browser: the same factories through the session's client (the cached §7 paths), so navigation
 * never needs a per-page server endpoint. Answers null for the route's `dehydratedState`.
 */
export async function prefetchInBrowser(queries: readonly AnyQuery[]): Promise<null> {
  const queryClient = getQueryClient();
  await Promise.all(queries.map((q) => queryClient.prefetchQuery(q)));
  return null;
}
