import type { DehydratedState } from '@tanstack/react-query';
import { browserApi, serverApi } from '../../lib/api';
import { type CategoryListParams, categoryParamsFromUrl } from '../../lib/list-params';
import type { ServerContext } from '../../lib/load-context';
import { getQueryClient } from '../../lib/query-client';
import { fetchFirst, notFound, prefetch, prefetchOr404 } from '../../lib/route-data';
import { visitorSettings } from '../../lib/site';
import { categoryTitlesQuery, categoryVideosQuery } from './CategoryVideos';

type RouteParams = { objectId?: string | undefined; dir?: string | undefined; page?: string | undefined };

/** The loader data of a category's videos page: its parameters, its title (for the head) and the cache. */
export interface CategoryLoaderData {
  params: CategoryListParams;
  title: string;
  dehydratedState: DehydratedState | null;
}

/** Server: an unknown category, a bad page or filter answers 404; the list and the titles are prefetched. */
export async function categoryServerData(
  params: RouteParams,
  request: Request,
  url: URL,
  context: ServerContext,
): Promise<CategoryLoaderData> {
  const p = categoryParamsFromUrl(params, url) ?? notFound();
  const { gender, lang } = visitorSettings(request, url);
  const api = serverApi(context);
  const titles = categoryTitlesQuery(api, gender, lang);
  const { queryClient, dehydratedState } = await prefetchOr404(
    fetchFirst(categoryVideosQuery(api, p, gender)),
    [prefetch(titles)],
  );
  const title = queryClient.getQueryData(titles.queryKey)?.categories.find((c) => c.dir === p.dir)?.title;
  return { params: p, title: title ?? p.dir, dehydratedState };
}

/** Browser: the same through the session's cache. */
export async function categoryBrowserData(
  params: RouteParams,
  request: Request,
  url: URL,
): Promise<CategoryLoaderData> {
  const p = categoryParamsFromUrl(params, url) ?? notFound();
  const { gender, lang } = visitorSettings(request, url);
  const client = getQueryClient();
  const [titles] = await Promise.all([
    client.fetchQuery(categoryTitlesQuery(browserApi, gender, lang)).catch(() => null),
    client.prefetchQuery(categoryVideosQuery(browserApi, p, gender)),
  ]);
  const title = titles?.categories.find((c) => c.dir === p.dir)?.title;
  return { params: p, title: title ?? p.dir, dehydratedState: null };
}
