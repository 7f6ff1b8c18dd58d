import type { VideoListParams } from '@site/api';
import { videoQueries } from '@site/api/query';
import { useQuery } from '@tanstack/react-query';
import { ContinueRow } from '../components/listing/ContinueRow';
import { HomeSidebar } from '../components/listing/HomeSidebar';
import { HomeSlider, sliderQuery } from '../components/listing/HomeSlider';
import { shownKeywordsQuery } from '../components/listing/keywords';
import { LIST_ADDRESS } from '../components/listing/ListingFilters';
import * as styles from '../components/listing/listing.css';
import { listingResult, VideoListing } from '../components/listing/VideoListing';
import { PageHydration } from '../components/PageHydration';
import { Island } from '../islands/Island';
import { ISLANDS_HANDLE } from '../islands/page';
import { browserApi } from '../lib/api';
import { metaT, pageMeta } from '../lib/head';
import { useT } from '../lib/i18n';
import { listParamsFromUrl } from '../lib/list-params';
import { inBrowser, notFound, onServer, type RouteQueries, routeData } from '../lib/route-data';
import { useSite, visitorSettings } from '../lib/site';
import type { Route } from './+types/home';

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
    q.prefetch(sliderQuery(q.api, gender)),
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

/** The page hydrates only its islands: the header, the filters, the cards, the sidebar, the slider. */
export const handle = ISLANDS_HANDLE;

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
  return (
    <div className={styles.withSidebar}>
      <div className={styles.homeMain}>
        <Island name="continue" component={ContinueRow} props={{}} hydrate="idle" />
        <VideoListing
          title={t('listings.home.title')}
          filters={params}
          page={params.page}
          pageSize={params.count}
          address={LIST_ADDRESS}
          result={listingResult(query)}
        />
        {/* The slider of advertised videos (§2) sits below the listing: it hydrates when scrolled to. */}
        <Island
          name="slider"
          component={HomeSlider}
          props={{}}
          queries={[sliderQuery(browserApi, gender).queryKey]}
          hydrate="visible"
        />
      </div>
      {/* Hydrated when scrolled near: beside the cards on a desktop, that is at once; on a phone it comes
          after all 60 of them. Its flags name their countries (Intl.DisplayNames), whose first use reads
          the language's region names: 25–35 ms of the main thread, which a phone need not pay at load. */}
      <div className={styles.homeAside}>
        <Island
          name="sidebar"
          component={HomeSidebar}
          props={{ seed }}
          queries={[shownKeywordsQuery(browserApi, { gender, lang }, seed).queryKey]}
          hydrate="visible"
        />
      </div>
    </div>
  );
}
