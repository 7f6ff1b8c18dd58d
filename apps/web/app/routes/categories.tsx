import type { CategorySection } from '@site/api';
import { categoryQueries } from '@site/api/query';
import { type DehydratedState, HydrationBoundary } from '@tanstack/react-query';
import { CategoriesPage } from '../components/listing/CategoriesPage';
import { CategoryVideos } from '../components/listing/CategoryVideos';
import {
  type CategoryLoaderData,
  categoryBrowserData,
  categoryServerData,
} from '../components/listing/category-loader';
import { browserApi, serverApi } from '../lib/api';
import { metaT, pageMeta } from '../lib/head';
import { categorySectionOf, DEFAULT_FILTERS } from '../lib/list-params';
import { prefetch, prefetchBrowser, prefetchServer } from '../lib/route-data';
import { visitorSettings } from '../lib/site';
import { categoriesUrl, categoryVideosUrl } from '../lib/urls';
import type { Route } from './+types/categories';

/**
 * `/categories/` (A to Z) and `/categories/{dir}/`: a `dir` naming a categories section (`popular`) is
 * that order of the categories; any other dir is a category (the cards link to `/categories/{dir}/`),
 * whose first page of videos is shown, as at `/categories/{dir}/1/`.
 */
type Data =
  | { kind: 'categories'; section: CategorySection; dehydratedState: DehydratedState | null }
  | ({ kind: 'category' } & CategoryLoaderData);

export async function loader({ params, request, url, context }: Route.LoaderArgs): Promise<Data> {
  const section = params.dir === undefined ? 'all' : categorySectionOf(params.dir);
  if (!section) return { kind: 'category', ...(await categoryServerData(params, request, url, context)) };
  const { gender, lang } = visitorSettings(request, url);
  const dehydratedState = await prefetchServer([
    prefetch(categoryQueries.list(serverApi(context), { gender, lang, section })),
  ]);
  return { kind: 'categories', section, dehydratedState };
}

export async function clientLoader({ params, request, url }: Route.ClientLoaderArgs): Promise<Data> {
  const section = params.dir === undefined ? 'all' : categorySectionOf(params.dir);
  if (!section) return { kind: 'category', ...(await categoryBrowserData(params, request, url)) };
  const { gender, lang } = visitorSettings(request, url);
  const dehydratedState = await prefetchBrowser([
    prefetch(categoryQueries.list(browserApi, { gender, lang, section })),
  ]);
  return { kind: 'categories', section, dehydratedState };
}

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

export default function Categories({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      {loaderData.kind === 'category' ? (
        <CategoryVideos params={loaderData.params} />
      ) : (
        <CategoriesPage section={loaderData.section} />
      )}
    </HydrationBoundary>
  );
}
