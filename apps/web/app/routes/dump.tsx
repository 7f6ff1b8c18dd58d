import { DISPLAY } from '@site/api';
import { HydrationBoundary } from '@tanstack/react-query';
import { DumpPage, dumpPageFromUrl, dumpQuery } from '../components/pages/DumpPage';
import { browserApi, serverApi } from '../lib/api';
import { metaT, pageMeta } from '../lib/head';
import { notFound, prefetch, prefetchBrowser, prefetchServer } from '../lib/route-data';
import { visitorSettings } from '../lib/site';
import { dumpUrl } from '../lib/urls';
import type { Route } from './+types/dump';
import '../messages/use-pages';

/** `/dump/?page=N`: the webmasters' dump of the latest videos (see DumpPage); a bad page is a 404. */
function dumpPage(url: URL): number {
  return dumpPageFromUrl(url) ?? notFound();
}

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const page = dumpPage(url);
  const { gender } = visitorSettings(request, url);
  const dehydratedState = await prefetchServer([prefetch(dumpQuery(serverApi(context), gender, page))]);
  return { page, dehydratedState };
}

export async function clientLoader({ request, url }: Route.ClientLoaderArgs) {
  const page = dumpPage(url);
  const { gender } = visitorSettings(request, url);
  const dehydratedState = await prefetchBrowser([prefetch(dumpQuery(browserApi, gender, page))]);
  return { page, dehydratedState };
}

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
    <HydrationBoundary state={loaderData.dehydratedState}>
      <DumpPage page={loaderData.page} />
    </HydrationBoundary>
  );
}
