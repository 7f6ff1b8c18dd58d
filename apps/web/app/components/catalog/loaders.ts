import { isApiError } from '@site/api';
import { QueryClient } from '@tanstack/react-query';
import { data } from 'react-router';

/** The route answers 404 (the root's error boundary shows the 404 page). */
export function notFound(): never {
  throw data(null, { status: 404 });
}

/** Whether a call failed because its object does not exist (§8: any code containing not_found). */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.code.includes('not_found'));
}

/** A fresh client for one server render (no retries: a failed read is left to the browser). */
export function serverQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/**
 * Fetches an entity's detail for a loader: a missing one is a 404; any other failure answers null and
 * leaves the page to show its error state (the browser asks again).
 */
export async function fetchDetail<T>(fetch: () => Promise<T>): Promise<T | null> {
  try {
    return await fetch();
  } catch (error) {
    if (isNotFound(error)) notFound();
    return null;
  }
}
