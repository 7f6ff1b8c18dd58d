import type { FieldError } from './contract/responses.js';

/** The default error code of §4 and §8. */
export const GENERAL_ERROR = 'general_error';

/** A failed call: carries the spec's error code, the HTTP status and any field errors. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: string,
    readonly status: number,
    readonly errors: FieldError[] = [],
  ) {
    super(`API error ${code} (HTTP ${status})`);
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** The listing message key of §8: any code containing `not_found` folds to `not_found`. */
export function listingErrorKey(code: string | undefined): string {
  const c = code || GENERAL_ERROR;
  return `listing.error.${c.includes('not_found') ? 'not_found' : c}`;
}
