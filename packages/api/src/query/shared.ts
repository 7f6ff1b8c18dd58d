import { callParams } from '../calls/declared.js';
import type { ReadName } from '../calls/names.js';
import { isApiError } from '../errors.js';

/** A §9 lifetime in seconds as a staleTime in milliseconds. */
export const seconds = (lifetime: number): number => lifetime * 1000;

/**
 * The parameters a query key holds: those of the declared call `name` with their defaults filled, so equal
 * lists share one key (read from the route table, without a schema: calls/declared.ts `paramsOf`). A
 * missing or invalid parameter is left for the call itself to report (§5) when it runs.
 */
export function keyParams(name: ReadName, input: unknown): Record<string, unknown> {
  return callParams(name, input);
}

/**
 * Whether a failed read may pass when asked again: a network failure, a 5xx, a timeout (408) or too many
 * requests (429). A refusal (any other 4xx: `no_permission`, a not-found) or a call the client would not
 * send (status 0: `missing_params`) says the same the next time.
 */
export function mayPassAgain(error: unknown): boolean {
  if (!isApiError(error)) return true;
  if (error.code === 'network_error') return true;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}

/** A retry policy for QueryClient defaults: what may pass again (`mayPassAgain`) is asked twice more. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < 2 && mayPassAgain(error);
}
