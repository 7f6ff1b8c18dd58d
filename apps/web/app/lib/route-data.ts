import { type DehydratedState, dehydrate, QueryClient } from '@tanstack/react-query';
import { getQueryClient } from './query-client';

/** The options a query factory of `@site/api/query` makes (`queryOptions`): a key and a fetcher. */
interface AnyQuery {
  queryKey: readonly unknown[];
  queryFn?: unknown;
}

/**
 * Server rendering: prefetches the route's query factories into a fresh client and dehydrates it, for
 * `<HydrationBoundary state={...}>`. Failed queries are left out: the page renders their error state
 * and the browser asks again.
 */
export async function prefetchForServer(queries: readonly AnyQuery[]): Promise<DehydratedState> {
  const queryClient = new QueryClient();
  await Promise.all(
    queries.map((q) => queryClient.prefetchQuery(q as Parameters<QueryClient['prefetchQuery']>[0])),
  );
  return dehydrate(queryClient);
}

/**
 * In the browser: the same factories through the session's client (the cached §7 paths), so navigation
 * never needs a per-page server endpoint. Answers null for the route's `dehydratedState`.
 */
export async function prefetchInBrowser(queries: readonly AnyQuery[]): Promise<null> {
  const queryClient = getQueryClient();
  await Promise.all(
    queries.map((q) => queryClient.prefetchQuery(q as Parameters<QueryClient['prefetchQuery']>[0])),
  );
  return null;
}
