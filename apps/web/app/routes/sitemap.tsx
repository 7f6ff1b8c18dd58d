import { HydrationBoundary } from '@tanstack/react-query';
import { SitemapPage, sitemapPrefetches } from '../components/pages/SitemapPage';
import { browserApi, serverApi } from '../lib/api';
import { metaT, pageMeta } from '../lib/head';
import { prefetchBrowser, prefetchServer } from '../lib/route-data';
import { visitorSettings } from '../lib/site';
import { SECTION_URLS } from '../lib/urls';
import type { Route } from './+types/sitemap';
import '../messages/use-pages';

/** `/sitemap/`: the HTML sitemap, its category and top lists prefetched on the server (§2). */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const dehydratedState = await prefetchServer(
    sitemapPrefetches(serverApi(context), visitorSettings(request, url)),
  );
  return { dehydratedState };
}

export async function clientLoader({ request, url }: Route.ClientLoaderArgs) {
  const dehydratedState = await prefetchBrowser(sitemapPrefetches(browserApi, visitorSettings(request, url)));
  return { dehydratedState };
}

export function meta({ matches }: Route.MetaArgs) {
  const { t } = metaT(matches);
  return pageMeta(matches, {
    title: t('pages.sitemap.title'),
    description: t('pages.sitemap.description'),
    path: SECTION_URLS.sitemap,
  });
}

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <SitemapPage />
    </HydrationBoundary>
  );
}
