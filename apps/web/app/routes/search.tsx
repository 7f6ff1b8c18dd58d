import { PAGE_SIZE } from '@site/api';
import { SearchResults, searchQuery } from '../components/listing/SearchResults';
import { PageHydration } from '../components/PageHydration';
import { metaT, pageMeta } from '../lib/head';
import { isSearchable, type SearchListParams, searchParamsFromUrl } from '../lib/list-params';
import { inBrowser, notFound, onServer, type RouteQueries, routeData } from '../lib/route-data';
import { visitorSettings } from '../lib/site';
import { searchUrl } from '../lib/urls';
import type { Route } from './+types/search';

/** `/search/?s=` and `/search/{page}/` with optional type and duration; a bad page or filter is a 404. */
function searchParams(params: Route.LoaderArgs['params'], url: URL): SearchListParams {
  return searchParamsFromUrl(params, url) ?? notFound();
}

async function load(
  q: RouteQueries,
  { params, request, url }: Pick<Route.LoaderArgs, 'params' | 'request' | 'url'>,
) {
  const p = searchParams(params, url);
  const site = visitorSettings(request, url);
  if (isSearchable(p.s)) {
    await q.page(searchQuery(q.api, p, site), {
      page: p.page,
      count: PAGE_SIZE.videos,
      href: (page) => searchUrl({ ...p, page }),
    });
  }
  return { params: p };
}

export const loader = (args: Route.LoaderArgs) => routeData(onServer(args.context), (q) => load(q, args));
export const clientLoader = (args: Route.ClientLoaderArgs) => routeData(inBrowser, (q) => load(q, args));

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
    <PageHydration state={loaderData.dehydratedState}>
      <SearchResults params={loaderData.params} />
    </PageHydration>
  );
}
