import type { z } from 'zod';
import { isApiError } from '../errors.js';

/** A §9 lifetime in seconds as a staleTime in milliseconds. */
export const seconds = (lifetime: number): number => lifetime * 1000;

/**
 * The parameters a query key holds: parsed (defaults filled, so equal lists share one key) when valid; as
 * given otherwise, so the call itself reports the missing or invalid parameter (§5) when it runs.
 */
export function keyParams<S extends z.ZodType>(
  schema: S,
  input: unknown,
): z.output<S> | Record<string, unknown> {
  const parsed = schema.safeParse(input ?? {});
  return parsed.success ? parsed.data : { ...(input as Record<string, unknown>) };
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
