import { SitemapPage, sitemapQueries } from '../components/pages/SitemapPage';
import { metaT, pageMeta } from '../lib/head';
import { inBrowser, onServer, type RouteQueries, routeData } from '../lib/route-data';
import { visitorSettings } from '../lib/site';
import { SECTION_URLS } from '../lib/urls';
import type { Route } from './+types/sitemap';
import '../messages/use-pages';
import { PageHydration } from '../components/PageHydration';

/** `/sitemap/`: the HTML sitemap, its category and top lists prefetched (§2). */
async function load(q: RouteQueries, { request, url }: Pick<Route.LoaderArgs, 'request' | 'url'>) {
  const [categories, main] = sitemapQueries(q.api, visitorSettings(request, url));
  await Promise.all([q.prefetch(categories), q.prefetch(main)]);
  return {};
}

export const loader = (args: Route.LoaderArgs) => routeData(onServer(args.context), (q) => load(q, args));
export const clientLoader = (args: Route.ClientLoaderArgs) => routeData(inBrowser, (q) => load(q, args));

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
    <PageHydration state={loaderData.dehydratedState}>
      <SitemapPage />
    </PageHydration>
  );
}
