import { categoryQueries } from '@site/api/query';
import { CategoriesPage } from '../components/listing/CategoriesPage';
import { CategoryVideos } from '../components/listing/CategoryVideos';
import { loadCategory } from '../components/listing/category-loader';
import { PageHydration } from '../components/PageHydration';
import { islandsWhen } from '../islands/page';
import { metaT, pageMeta } from '../lib/head';
import { categorySectionOf, DEFAULT_FILTERS } from '../lib/list-params';
import { inBrowser, onServer, type RouteQueries, routeData } from '../lib/route-data';
import { visitorSettings } from '../lib/site';
import { categoriesUrl, categoryVideosUrl } from '../lib/urls';
import type { Route } from './+types/categories';

/**
 * `/categories/` (A to Z) and `/categories/{dir}/`: a `dir` naming a categories section (`popular`) is
 * that order of the categories; any other dir is a category (the cards link to `/categories/{dir}/`),
 * whose first page of videos is shown, as at `/categories/{dir}/1/`.
 */
async function load(
  q: RouteQueries,
  { params, request, url }: Pick<Route.LoaderArgs, 'params' | 'request' | 'url'>,
) {
  const section = params.dir === undefined ? 'all' : categorySectionOf(params.dir);
  if (!section) return { kind: 'category' as const, ...(await loadCategory(q, params, request, url)) };
  const { gender, lang } = visitorSettings(request, url);
  await q.prefetch(categoryQueries.list(q.api, { gender, lang, section }));
  return { kind: 'categories' as const, section };
}

export const loader = (args: Route.LoaderArgs) => routeData(onServer(args.context), (q) => load(q, args));
export const clientLoader = (args: Route.ClientLoaderArgs) => routeData(inBrowser, (q) => load(q, args));

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const { t } = metaT(matches);
  if (!loaderData) return [];
  if (loaderData.kind === 'category') {
    const category = loaderData.title;
    return pageMeta(matches, {
      title: t('listings.category.title', { category }),
      description: t('listings.category.description', { category }),
      path: categoryVideosUrl({ ...DEFAULT_FILTERS, dir: loaderData.params.dir, page: 1 }),
    });
  }
  return pageMeta(matches, {
    title:
      loaderData.section === 'popular'
        ? t('listings.categories.titlePopular')
        : t('listings.categories.title'),
    description: t('listings.categories.description'),
    path: categoriesUrl(loaderData.section),
  });
}

/** A category's page hydrates only its islands: the header, the filters, the cards (app/islands). */
export const handle = islandsWhen((data: Awaited<ReturnType<typeof loader>>) => data.kind === 'category');

export default function Categories({ loaderData }: Route.ComponentProps) {
  return (
    <PageHydration state={loaderData.dehydratedState}>
      {loaderData.kind === 'category' ? (
        <CategoryVideos params={loaderData.params} />
      ) : (
        <CategoriesPage section={loaderData.section} />
      )}
    </PageHydration>
  );
}
