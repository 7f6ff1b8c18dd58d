import { PAGE_SIZE } from '@site/api';
import { categoryParamsFromUrl } from '../../lib/list-params';
import { notFound, type RouteQueries } from '../../lib/route-data';
import { visitorSettings } from '../../lib/site';
import { categoryVideosUrl } from '../../lib/urls';
import { categoryTitlesQuery, categoryVideosQuery } from './CategoryVideos';

type RouteParams = { objectId?: string | undefined; dir?: string | undefined; page?: string | undefined };

/**
 * A category's page of videos, for the routes that show one: an unknown category (the list answers not
 * found), a bad page or filter is a 404. The titles name the category in the head.
 */
export async function loadCategory(q: RouteQueries, params: RouteParams, request: Request, url: URL) {
  const p = categoryParamsFromUrl(params, url) ?? notFound();
  const site = visitorSettings(request, url);
  const titles = categoryTitlesQuery(q.api, site.gender, site.lang);
  await Promise.all([
    q.page(categoryVideosQuery(q.api, p, site), {
      page: p.page,
      count: PAGE_SIZE.videos,
      href: (page) => categoryVideosUrl({ ...p, page }),
    }),
    q.prefetch(titles),
  ]);
  const title = q.queryClient.getQueryData(titles.queryKey)?.categories.find((c) => c.dir === p.dir)?.title;
  return { params: p, title: title ?? p.dir };
}
