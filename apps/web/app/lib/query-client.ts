import { mayPassAgain } from '@site/api/query';
import { QueryClient } from '@tanstack/react-query';

/**
 * A failed read is asked once more when it may pass then (`mayPassAgain`: a network failure, a 5xx, 408,
 * 429). A final refusal (`no_permission`, a not-found) is not: the page shows its message a retry delay
 * sooner.
 */
const retryOnce = (failureCount: number, error: unknown): boolean => failureCount < 1 && mayPassAgain(error);

function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: retryOnce,
        // Nor is a final refusal asked again when a page shows it: the server's render hands one over
        // (route-data.ts), which the page then shows as it is, on the server and after hydration.
        retryOnMount: (query) => mayPassAgain(query.state.error),
        refetchOnWindowFocus: false,
      },
    },
  });
}

let browserClient: QueryClient | undefined;

/** One client per request on the server; one for the whole session in the browser. */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return makeQueryClient();
  browserClient ??= makeQueryClient();
  return browserClient;
}
