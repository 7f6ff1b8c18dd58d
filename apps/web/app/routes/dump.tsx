import { DISPLAY } from '@site/api';
import { DumpPage, dumpPageFromUrl, dumpQuery } from '../components/pages/DumpPage';
import { metaT, pageMeta } from '../lib/head';
import { inBrowser, notFound, onServer, type RouteQueries, routeData } from '../lib/route-data';
import { visitorSettings } from '../lib/site';
import { dumpUrl } from '../lib/urls';
import type { Route } from './+types/dump';
import '../messages/use-pages';
import { PageHydration } from '../components/PageHydration';

/** `/dump/?page=N`: the webmasters' dump of the latest videos (see DumpPage); a bad page is a 404. */
function dumpPage(url: URL): number {
  return dumpPageFromUrl(url) ?? notFound();
}

async function load(q: RouteQueries, { request, url }: Pick<Route.LoaderArgs, 'request' | 'url'>) {
  const page = dumpPage(url);
  await q.prefetch(dumpQuery(q.api, visitorSettings(request, url), page));
  return { page };
}

export const loader = (args: Route.LoaderArgs) => routeData(onServer(args.context), (q) => load(q, args));
export const clientLoader = (args: Route.ClientLoaderArgs) => routeData(inBrowser, (q) => load(q, args));

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const { t } = metaT(matches);
  const page = loaderData?.page ?? 1;
  return pageMeta(matches, {
    title: page > 1 ? t('pages.dump.titlePage', { page }) : t('pages.dump.title'),
    description: t('pages.dump.description', { width: DISPLAY.embedWidth, height: DISPLAY.embedHeight }),
    path: dumpUrl(page),
    // Bulk copies of the video pages: kept out of search results.
    noindex: true,
  });
}

export default function Dump({ loaderData }: Route.ComponentProps) {
  return (
    <PageHydration state={loaderData.dehydratedState}>
      <DumpPage page={loaderData.page} />
    </PageHydration>
  );
}
