import { type ApiClient, isApiError, type SessionUser } from '@site/api';
import { pageCount } from '@site/api/display';
import {
  type DefaultError,
  type DehydratedState,
  defaultShouldDehydrateQuery,
  dehydrate,
  type FetchQueryOptions,
  QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { data, isRouteErrorResponse } from 'react-router';
import { browserApi, serverApi } from './api';
import type { ServerContext } from './load-context';
import { getQueryClient } from './query-client';
import { isRefusal, refusalData } from './refusals';
import { browserViewer, serverViewer } from './site';

/**
 * The one shape of a route's loading (TanStack Query's React Router example): the route writes its body
 * once, `(q) => { ... }`, with the same query factories as its components, and both `loader` and
 * `clientLoader` are one line running it through `routeData`. On the server (`onServer(context)`) the body
 * runs with a fresh client, dehydrated for `<HydrationBoundary>`; in the browser (`inBrowser`) with the
 * session's client (the cached §7 paths), answering `dehydratedState: null`. A failed query is left to the
 * page's error state; only the entity the route names decides its 404 (`q.fetch`, `q.require`).
 */

/** The 404 of a route whose parameters name nothing (the root ErrorBoundary renders the 404 page). */
export function notFound(): never {
  throw data(null, { status: 404 });
}

/** What the 404 of a page past a list's end carries: the list's last page and its address. */
export interface PastLastPage {
  readonly lastPage: number;
  readonly lastPageHref: string;
}

/**
 * The 404 of a page past a list's end (`/top-rated/99/` of a list of 5 pages): the not-found page with
 * robots NOINDEX, saying where the list ends and linking its last page.
 */
export function pastLastPage(lastPage: number, lastPageHref: string): never {
  throw data({ lastPage, lastPageHref } satisfies PastLastPage, { status: 404 });
}

/** The last page a 404 links to, when the route's error is a page past a list's end. */
export function pastLastPageOf(error: unknown): PastLastPage | null {
  const body = isRouteErrorResponse(error) && (error.data as Partial<PastLastPage> | null);
  return body && typeof body.lastPageHref === 'string' ? (body as PastLastPage) : null;
}

/** Where a paged list is: the page asked for, the page size, and the address of any of its pages. */
export interface Paging {
  page: number;
  count: number;
  href: (page: number) => string;
}

/** Whether a call failed because its object does not exist (§8: any code containing not_found). */
function isNotFound(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.code.includes('not_found'));
}

/** A fresh client for one server render (no retries: a failed read is left to the browser). */
function serverQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/** What a route's body loads with: the side's API client and its query cache. */
export interface RouteQueries {
  readonly api: ApiClient;
  /** For reading an answer already loaded (a title for the head). */
  readonly queryClient: QueryClient;
  /** The signed-in member, or null for a visitor (the session is asked once per request or page load). */
  viewer(): Promise<SessionUser | null>;
  /** A query of the page loaded ahead; a failure is left to the page's error state. */
  prefetch<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
    options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
  ): Promise<void>;
  /**
   * The entity the route names: not found is the route's 404; any other failure answers null and leaves the
   * page to show its error state (the browser asks again).
   */
  fetch<TQueryFnData, TError = DefaultError, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
    options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
  ): Promise<TData | null>;
  /**
   * A page of a paged list (an answer with `total_count`), as `fetch`: its object not found is the route's
   * 404; a page past the list's last is the 404 that links the last page (`pastLastPage`); any other
   * failure is left to the page's error state. Page 1 is never past the end: an empty list shows its
   * empty state.
   */
  page<
    TQueryFnData,
    TError = DefaultError,
    TData extends { total_count: number } = TQueryFnData & { total_count: number },
    TQueryKey extends QueryKey = QueryKey,
  >(
    options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
    paging: Paging,
  ): Promise<TData | null>;
  /**
   * An entity the page cannot render without, handed to it as loader data: not found is the route's 404,
   * any other failure the route's error boundary. Left out of the server's dehydrated cache (the loader
   * data already carries it).
   */
  require<TQueryFnData, TError = DefaultError, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
    options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
  ): Promise<TData>;
}

/** Where a route's body runs: the server's fresh client (dehydrated) or the browser's session client. */
export interface Side<S> {
  readonly api: ApiClient;
  queryClient(): QueryClient;
  viewer(): Promise<SessionUser | null>;
  /** What the page hydrates from, once the body is done (`started`: every query it started). */
  finish(queryClient: QueryClient, started: readonly Promise<unknown>[]): Promise<S>;
}

export function onServer(context: ServerContext): Side<DehydratedState> {
  return {
    api: serverApi(context),
    queryClient: serverQueryClient,
    viewer: () => serverViewer(context),
    finish: async (queryClient, started) => {
      await Promise.all(started);
      return dehydrateForPage(queryClient);
    },
  };
}

/**
 * A query kept out of the server's dehydrated cache: an answer the page shows only part of, through a
 * query of its own that is dehydrated instead (`shownKeywordsQuery`: 50 of the main call's 1000 keywords).
 * Marks the options' `meta`; the browser fetches it again only if the page ever needs the whole answer.
 */
export function apart<T extends { meta?: Record<string, unknown> | undefined }>(options: T): T {
  return { ...options, meta: { ...options.meta, [APART]: true } };
}

const APART = 'keptApart';

/**
 * What the server's render hands the browser: every loaded query but those kept `apart`, and every read the
 * server refused for good (a private list's 403), as its code and status (lib/refusals.ts), so the page
 * says so in its first HTML instead of "Loading" until the browser asks again.
 */
function dehydrateForPage(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      query.meta?.[APART] !== true && (defaultShouldDehydrateQuery(query) || isRefusal(query.state.error)),
  });
  return {
    ...state,
    queries: state.queries.map((query) =>
      isRefusal(query.state.error)
        ? {
            ...query,
            state: { ...query.state, error: refusalData(query.state.error), fetchFailureReason: null },
          }
        : query,
    ),
  };
}

/** The browser needs no hydration: the session's client already holds what the body loaded. */
export const inBrowser: Side<null> = {
  api: browserApi,
  queryClient: getQueryClient,
  viewer: () => browserViewer(browserApi),
  finish: async () => null,
};

/**
 * The loader of a route: its body is written once and runs on either side, so `loader` and `clientLoader`
 * ask the same queries. A query the body starts without waiting for it is still in the server's render
 * (it waits for everything started before dehydrating) while the browser shows the page at once.
 */
export async function routeData<T extends object, S>(
  side: Side<S>,
  body: (q: RouteQueries) => Promise<T>,
): Promise<T & { dehydratedState: S }> {
  const queryClient = side.queryClient();
  const started: Promise<unknown>[] = [];
  const track = <R>(promise: Promise<R>): Promise<R> => {
    started.push(promise.catch(() => undefined));
    return promise;
  };
  const fetch: RouteQueries['fetch'] = (options) =>
    track(
      queryClient.fetchQuery(options).catch((error: unknown) => {
        if (isNotFound(error)) notFound();
        return null;
      }),
    );
  const q: RouteQueries = {
    api: side.api,
    queryClient,
    viewer: side.viewer,
    prefetch: (options) => track(queryClient.prefetchQuery(options)),
    fetch,
    page: async (options, { page, count, href }) => {
      const answer = await fetch(options);
      const last = answer ? Math.max(1, pageCount(answer.total_count, count)) : page;
      if (page > last) pastLastPage(last, href(last));
      return answer;
    },
    // On the server `side.queryClient()` is a fresh client again, one that is not dehydrated.
    require: (options) =>
      side
        .queryClient()
        .fetchQuery(options)
        .catch((error: unknown) => {
          if (isNotFound(error)) notFound();
          throw error;
        }),
  };
  const result = await body(q);
  return { ...result, dehydratedState: await side.finish(queryClient, started) };
}
