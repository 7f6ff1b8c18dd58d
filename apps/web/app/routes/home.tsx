import type { VideoListParams } from '@site/api';
import { mainQueries, videoQueries } from '@site/api/query';
import { HydrationBoundary, useQuery } from '@tanstack/react-query';
import { HomeSidebar } from '../components/listing/HomeSidebar';
import * as styles from '../components/listing/listing.css';
import { listingResult, VideoListing } from '../components/listing/VideoListing';
import { browserApi, serverApi } from '../lib/api';
import { metaT, pageMeta } from '../lib/head';
import { useT } from '../lib/i18n';
import { listParamsFromUrl } from '../lib/list-params';
import { notFound, prefetch, prefetchBrowser, prefetchServer } from '../lib/route-data';
import { useSite, visitorSettings } from '../lib/site';
import { listUrl } from '../lib/urls';
import type { Route } from './+types/home';

/** The home page is the first page of the latest videos; its filters may be set in the query (§2). */
function homeParams(url: URL): VideoListParams {
  return listParamsFromUrl({}, url) ?? notFound();
}

/** A seed for the keyword pick, shared by the server's render and the hydration (§9: a random 50). */
const newSeed = () => Math.floor(Math.random() * 2 ** 31);

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const p = homeParams(url);
  const { gender, lang } = visitorSettings(request, url);
  const api = serverApi(context);
  const dehydratedState = await prefetchServer([
    prefetch(videoQueries.list(api, { ...p, gender })),
    prefetch(mainQueries.keywords(api, { gender, lang })),
  ]);
  return { params: p, seed: newSeed(), dehydratedState };
}

export async function clientLoader({ request, url }: Route.ClientLoaderArgs) {
  const p = homeParams(url);
  const { gender, lang } = visitorSettings(request, url);
  const dehydratedState = await prefetchBrowser([
    prefetch(videoQueries.list(browserApi, { ...p, gender })),
    prefetch(mainQueries.keywords(browserApi, { gender, lang })),
  ]);
  return { params: p, seed: newSeed(), dehydratedState };
}

export function meta({ matches }: Route.MetaArgs) {
  const { t } = metaT(matches);
  return pageMeta(matches, {
    title: t('listings.home.title'),
    description: t('listings.home.description'),
    path: '/',
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <HomeContent params={loaderData.params} seed={loaderData.seed} />
    </HydrationBoundary>
  );
}

function HomeContent({ params, seed }: { params: VideoListParams; seed: number }) {
  const { t } = useT();
  const { gender } = useSite();
  const query = useQuery(videoQueries.list(browserApi, { ...params, gender }));
  return (
    <div className={styles.withSidebar}>
      <VideoListing
        title={t('listings.home.title')}
        filters={params}
        page={params.page}
        pageSize={params.count}
        hrefFor={listUrl}
        result={listingResult(query)}
      />
      <HomeSidebar seed={seed} />
    </div>
  );
}
