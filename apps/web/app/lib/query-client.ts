import { isApiError } from '@site/api';
import { QueryClient } from '@tanstack/react-query';

/**
 * A failed read is asked once more, unless the server's answer was final: a 4xx refusal (`no_permission`,
 * `not_found`, a bad parameter) says the same the second time, and the page shows its message a retry delay
 * sooner. A timeout (408), too many requests (429), a 5xx or a network failure may pass the next time.
 */
export function retryOnce(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (!isApiError(error)) return true;
  return error.status < 400 || error.status >= 500 || error.status === 408 || error.status === 429;
}

function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: retryOnce, refetchOnWindowFocus: false } },
  });
}

let browserClient: QueryClient | undefined;

/** One client per request on the server; one for the whole session in the browser. */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return makeQueryClient();
  browserClient ??= makeQueryClient();
  return browserClient;
}
