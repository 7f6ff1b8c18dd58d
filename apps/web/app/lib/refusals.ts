import { ApiError, type FieldError, isApiError, isInvalidCsrf } from '@site/api';
import { mayPassAgain } from '@site/api/query';
import type { DehydratedState } from '@tanstack/react-query';

/**
 * A read the server refused for good (a 4xx that says the same the next time: `no_permission` on a private
 * list, a not-found), which the server's render hands the browser with the page (route-data.ts) so the
 * page shows it at once. A failure that may pass when asked again (a 5xx, a network failure) is left to the
 * browser, and so is a read sent as a POST that the server's render could not send (`invalid_csrf`: the
 * render has no write token; the browser's client has one).
 */
export function isRefusal(error: unknown): error is ApiError {
  return isApiError(error) && error.status >= 400 && !mayPassAgain(error) && !isInvalidCsrf(error);
}

/**
 * A refusal as the page data carries it: a plain object with its code, status and field errors (an
 * ApiError's class does not survive the page data's serialization).
 */
export interface RefusalData extends Error {
  refusal: { code: string; status: number; errors: FieldError[] };
}

export function refusalData(error: ApiError): RefusalData {
  return {
    name: error.name,
    message: error.message,
    refusal: { code: error.code, status: error.status, errors: error.errors },
  };
}

function isRefusalData(value: unknown): value is RefusalData {
  return typeof value === 'object' && value !== null && 'refusal' in value;
}

/** The server's dehydrated state with each refusal it carries an ApiError again, as the page reads errors. */
export function withRefusals(state: DehydratedState): DehydratedState {
  if (!state.queries.some((query) => isRefusalData(query.state.error))) return state;
  return {
    ...state,
    queries: state.queries.map((query) => {
      const error: unknown = query.state.error;
      if (!isRefusalData(error)) return query;
      const { code, status, errors } = error.refusal;
      const revived = new ApiError(code, status, errors);
      return { ...query, state: { ...query.state, error: revived, fetchFailureReason: revived } };
    }),
  };
}

/**
 * A failed read's "Try again" (`onRetry`, spread into the list or the ErrorState that shows the failure): none
 * under a refusal, which asking again cannot change ("You do not have permission to see this list"). Every
 * read's error state on the site takes its retry from here.
 */
export function retryOf(query: { error: unknown; refetch: () => unknown }): { onRetry?: () => void } {
  return isRefusal(query.error) ? {} : { onRetry: () => void query.refetch() };
}
