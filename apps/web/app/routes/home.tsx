import { STORAGE_KEYS, type VideoListParams } from '@site/api';
import { callQuery, videoQueries } from '@site/api/query';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { HomeSidebar } from '../components/listing/HomeSidebar';
import { shownKeywordsQuery } from '../components/listing/keywords';
import * as styles from '../components/listing/listing.css';
import { listingResult, VideoListing } from '../components/listing/VideoListing';
import { PageHydration } from '../components/PageHydration';
import { browserApi } from '../lib/api';
import { metaT, pageMeta } from '../lib/head';
import { useT } from '../lib/i18n';
import { listParamsFromUrl } from '../lib/list-params';
import { inBrowser, notFound, onServer, type RouteQueries, routeData } from '../lib/route-data';
import { useSessionUser, useSite, visitorSettings } from '../lib/site';
import { listUrl } from '../lib/urls';
import type { Route } from './+types/home';

/**
 * The slider of advertised videos (§2) sits below the listing: its code loads after the page's own (home
 * is a listing page under the JavaScript budget), and the server's HTML shows it until then.
 */
const HomeSlider = lazy(() =>
  import('../components/listing/HomeSlider').then((m) => ({ default: m.HomeSlider })),
);

/**
 * The "Continue watching" row (#32 item 3): drawn in the browser only (the server's home is cached for
 * visitors), and its code loaded only for a member or a visitor who kept positions on this device.
 */
const ContinueWatching = lazy(() =>
  import('../components/listing/ContinueWatching').then((m) => ({ default: m.ContinueWatching })),
);

function useContinueRow(signedIn: boolean): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    try {
      setShown(signedIn || Boolean(window.localStorage.getItem(STORAGE_KEYS.watchPositions)));
    } catch {
      setShown(signedIn);
    }
  }, [signedIn]);
  return shown;
}

/** The home page is the first page of the latest videos; its filters may be set in the query (§2). */
function homeParams(url: URL): VideoListParams {
  return listParamsFromUrl({}, url) ?? notFound();
}

/** A seed for the keyword pick, shared by the server's render and the hydration (§9: a random 50). */
const newSeed = () => Math.floor(Math.random() * 2 ** 31);

async function load(q: RouteQueries, { request, url }: Pick<Route.LoaderArgs, 'request' | 'url'>) {
  const p = homeParams(url);
  const { gender, lang } = visitorSettings(request, url);
  const seed = newSeed();
  await Promise.all([
    q.prefetch(videoQueries.list(q.api, { ...p, gender, lang })),
    q.prefetch(shownKeywordsQuery(q.api, { gender, lang }, seed)),
    q.prefetch(callQuery(q.api, 'videos.slider', { gender })),
  ]);
  return { params: p, seed };
}

export const loader = (args: Route.LoaderArgs) => routeData(onServer(args.context), (q) => load(q, args));
export const clientLoader = (args: Route.ClientLoaderArgs) => routeData(inBrowser, (q) => load(q, args));

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
    <PageHydration state={loaderData.dehydratedState}>
      <HomeContent params={loaderData.params} seed={loaderData.seed} />
    </PageHydration>
  );
}

function HomeContent({ params, seed }: { params: VideoListParams; seed: number }) {
  const { t } = useT();
  const { gender, lang } = useSite();
  const query = useQuery(videoQueries.list(browserApi, { ...params, gender, lang }));
  const user = useSessionUser();
  const continueRow = useContinueRow(user !== null);
  return (
    <div className={styles.withSidebar}>
      <div className={styles.homeMain}>
        {continueRow && (
          <Suspense>
            <ContinueWatching user={user} />
          </Suspense>
        )}
        <VideoListing
          title={t('listings.home.title')}
          filters={params}
          page={params.page}
          pageSize={params.count}
          hrefFor={listUrl}
          result={listingResult(query)}
        />
        <Suspense>
          <HomeSlider />
        </Suspense>
      </div>
      <HomeSidebar seed={seed} />
    </div>
  );
}
