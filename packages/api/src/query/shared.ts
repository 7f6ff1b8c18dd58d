import { callParams } from '../calls/declared.js';
import type { CallName } from '../contract/calls.js';
import { isApiError } from '../errors.js';

/** A §9 lifetime in seconds as a staleTime in milliseconds. */
export const seconds = (lifetime: number): number => lifetime * 1000;

/**
 * The parameters a query key holds: those of the declared call `name` with their defaults filled, so equal
 * lists share one key (read from the route table, without a schema: calls/declared.ts `paramsOf`). A
 * missing or invalid parameter is left for the call itself to report (§5) when it runs.
 */
export function keyParams(name: CallName, input: unknown): Record<string, unknown> {
  return callParams(name, input);
}

/**
 * A retry policy for QueryClient defaults: parameter and contract errors (status 0 or 4xx) are not
 * retried; network failures and 5xx twice.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (!isApiError(error)) return true;
  if (error.code === 'network_error') return true;
  return error.status >= 500;
}
