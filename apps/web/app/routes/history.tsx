import { HistoryPage } from '../components/listing/HistoryPage';
import { metaT, pageMeta } from '../lib/head';
import { parsePage } from '../lib/list-params';
import { notFound } from '../lib/route-data';
import { historyUrl } from '../lib/urls';
import type { Route } from './+types/history';

/**
 * `/history/` and `/history/{page}/` (§2). The list is the viewer's own (a member's from the server, never
 * cached; a visitor's from this device), so nothing is prefetched: the page loads it in the browser.
 */
function pageOf(params: Route.LoaderArgs['params']): number {
  return parsePage(params.page) ?? notFound();
}

export function loader({ params }: Route.LoaderArgs) {
  return { page: pageOf(params) };
}

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { page: pageOf(params) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const { t } = metaT(matches);
  if (!loaderData) return [];
  const title = t('listings.history.title');
  return pageMeta(matches, {
    title: loaderData.page > 1 ? t('listings.pageTitle', { title, page: loaderData.page }) : title,
    path: historyUrl(loaderData.page),
    // One viewer's own list: not for search engines.
    noindex: true,
  });
}

export default function History({ loaderData }: Route.ComponentProps) {
  return <HistoryPage page={loaderData.page} />;
}
