import { CategoryVideos } from '../components/listing/CategoryVideos';
import { loadCategory } from '../components/listing/category-loader';
import { PageHydration } from '../components/PageHydration';
import { ISLANDS_HANDLE } from '../islands/page';
import { metaT, pageMeta } from '../lib/head';
import { DEFAULT_FILTERS } from '../lib/list-params';
import { inBrowser, onServer, routeData } from '../lib/route-data';
import { categoryVideosUrl } from '../lib/urls';
import type { Route } from './+types/category-videos';

export const loader = ({ params, request, url, context }: Route.LoaderArgs) =>
  routeData(onServer(context), (q) => loadCategory(q, params, request, url));
export const clientLoader = ({ params, request, url }: Route.ClientLoaderArgs) =>
  routeData(inBrowser, (q) => loadCategory(q, params, request, url));

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const { t } = metaT(matches);
  if (!loaderData) return [];
  const { params, title: category } = loaderData;
  const title = t('listings.category.title', { category });
  return pageMeta(matches, {
    title: params.page > 1 ? t('listings.pageTitle', { title, page: params.page }) : title,
    description: t('listings.category.description', { category }),
    // The sort stays (another order is another page); the filters only narrow it.
    path: categoryVideosUrl({ ...DEFAULT_FILTERS, dir: params.dir, page: params.page, sort: params.sort }),
  });
}

/** The page hydrates only its islands: the header, the filters, the cards (app/islands). */
export const handle = ISLANDS_HANDLE;

export default function CategoryVideosPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageHydration state={loaderData.dehydratedState}>
      <CategoryVideos params={loaderData.params} />
    </PageHydration>
  );
}
