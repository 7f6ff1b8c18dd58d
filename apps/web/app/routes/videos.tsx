import type { VideoListParams } from '@site/api';
import { videoQueries } from '@site/api/query';
import { useQuery } from '@tanstack/react-query';
import { LIST_ADDRESS } from '../components/listing/ListingFilters';
import { listingResult, VideoListing } from '../components/listing/VideoListing';
import { PageHydration } from '../components/PageHydration';
import { ISLANDS_HANDLE } from '../islands/page';
import { browserApi } from '../lib/api';
import { metaT, pageMeta } from '../lib/head';
import { useT } from '../lib/i18n';
import { listParamsFromUrl } from '../lib/list-params';
import { inBrowser, notFound, onServer, type RouteQueries, routeData } from '../lib/route-data';
import { useSite, visitorSettings } from '../lib/site';
import { listUrl } from '../lib/urls';
import type { Route } from './+types/videos';

/** `/videos/` and `/{sort}/{page}/` with optional `date`, `type` and `duration` (§2); anything else is a 404. */
function videosParams(params: Route.LoaderArgs['params'], url: URL): VideoListParams {
  return listParamsFromUrl(params, url) ?? notFound();
}

async function load(
  q: RouteQueries,
  { params, request, url }: Pick<Route.LoaderArgs, 'params' | 'request' | 'url'>,
) {
  const p = videosParams(params, url);
  const { gender, lang } = visitorSettings(request, url);
  await q.page(videoQueries.list(q.api, { ...p, gender, lang }), {
    page: p.page,
    count: p.count,
    href: (page) => listUrl({ ...p, page }),
  });
  return { params: p };
}

export const loader = (args: Route.LoaderArgs) => routeData(onServer(args.context), (q) => load(q, args));
export const clientLoader = (args: Route.ClientLoaderArgs) => routeData(inBrowser, (q) => load(q, args));

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const { t } = metaT(matches);
  const p = loaderData?.params;
  if (!p) return [];
  const title = t(`listings.sort.${p.sort}`);
  return pageMeta(matches, {
    title: p.page > 1 ? t('listings.pageTitle', { title, page: p.page }) : title,
    description: t('listings.videos.description', { title }),
    // The filters narrow the same listing: the canonical page is the unfiltered one.
    path: listUrl({ sort: p.sort, page: p.page, type: 'all', duration: 'all', date: 'all' }),
  });
}

/** The page hydrates only its islands: the header, the filters, the cards (app/islands). */
export const handle = ISLANDS_HANDLE;

export default function Videos({ loaderData }: Route.ComponentProps) {
  return (
    <PageHydration state={loaderData.dehydratedState}>
      <VideosListing params={loaderData.params} />
    </PageHydration>
  );
}

function VideosListing({ params }: { params: VideoListParams }) {
  const { t } = useT();
  const { gender, lang } = useSite();
  const query = useQuery(videoQueries.list(browserApi, { ...params, gender, lang }));
  return (
    <VideoListing
      title={t(`listings.sort.${params.sort}`)}
      filters={params}
      page={params.page}
      pageSize={params.count}
      address={LIST_ADDRESS}
      result={listingResult(query)}
    />
  );
}
