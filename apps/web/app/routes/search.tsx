import { HydrationBoundary } from '@tanstack/react-query';
import { SearchResults, searchQuery } from '../components/listing/SearchResults';
import { browserApi, serverApi } from '../lib/api';
import { metaT, pageMeta } from '../lib/head';
import { isSearchable, type SearchListParams, searchParamsFromUrl } from '../lib/list-params';
import { notFound, prefetch, prefetchBrowser, prefetchServer } from '../lib/route-data';
import { visitorSettings } from '../lib/site';
import { searchUrl } from '../lib/urls';
import type { Route } from './+types/search';

/** `/search/?s=` and `/search/{page}/` with optional type and duration; a bad page or filter is a 404. */
function searchParams(params: Route.LoaderArgs['params'], url: URL): SearchListParams {
  return searchParamsFromUrl(params, url) ?? notFound();
}

export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const p = searchParams(params, url);
  const { gender } = visitorSettings(request, url);
  const dehydratedState = isSearchable(p.s)
    ? await prefetchServer([prefetch(searchQuery(serverApi(context), p, gender))])
    : null;
  return { params: p, dehydratedState };
}

export async function clientLoader({ params, request, url }: Route.ClientLoaderArgs) {
  const p = searchParams(params, url);
  const { gender } = visitorSettings(request, url);
  if (isSearchable(p.s)) await prefetchBrowser([prefetch(searchQuery(browserApi, p, gender))]);
  return { params: p, dehydratedState: null };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const { t } = metaT(matches);
  if (!loaderData) return [];
  const p = loaderData.params;
  const searchable = isSearchable(p.s);
  const title = searchable ? t('listings.search.title', { query: p.s }) : t('listings.search.titleEmpty');
  return pageMeta(matches, {
    title: p.page > 1 ? t('listings.pageTitle', { title, page: p.page }) : title,
    ...(searchable ? { description: t('listings.search.description', { query: p.s }) } : {}),
    // The term makes the page; the filters only narrow it.
    path: searchUrl({ s: p.s, page: p.page, type: 'all', duration: 'all' }),
    // Search results beyond the first page, and a search that asks for nothing, are not indexed.
    noindex: p.page > 1 || !searchable,
  });
}

export default function Search({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <SearchResults params={loaderData.params} />
    </HydrationBoundary>
  );
}
