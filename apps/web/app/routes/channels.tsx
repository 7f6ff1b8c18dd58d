import type { ChannelListParams } from '@site/api';
import { channelQueries } from '@site/api/query';
import { HydrationBoundary } from '@tanstack/react-query';
import { ChannelsPage } from '../components/catalog/ChannelsPage';
import { browserApi, serverApi } from '../lib/api';
import { channelListFromUrl } from '../lib/catalog-params';
import { metaT, pageMeta } from '../lib/head';
import { notFound, prefetch, prefetchBrowser, prefetchServer } from '../lib/route-data';
import { visitorSettings } from '../lib/site';
import { channelListUrl, SECTION_URLS } from '../lib/urls';
import type { Route } from './+types/channels';

type Params = { page?: string; objectId?: string };

function paramsOrNotFound(params: Params, request: Request, url: URL): ChannelListParams {
  return channelListFromUrl(params, url, visitorSettings(request, url).gender) ?? notFound();
}

/** Server rendering: the page of channels through its query factory, handed to the browser. */
export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const p = paramsOrNotFound(params, request, url);
  const dehydratedState = await prefetchServer([prefetch(channelQueries.list(serverApi(context), p))]);
  return { params: p, dehydratedState };
}

/** In the browser, later pages come from the cached §7 path. */
export async function clientLoader({ params, request, url }: Route.ClientLoaderArgs) {
  const p = paramsOrNotFound(params, request, url);
  return {
    params: p,
    dehydratedState: await prefetchBrowser([prefetch(channelQueries.list(browserApi, p))]),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const { t } = metaT(matches);
  const p = loaderData?.params;
  const base =
    p?.section === 'category'
      ? t('catalog.channels.categoryTitle', { category: p.object_id })
      : t('catalog.channels.title');
  const page = p?.page ?? 1;
  return pageMeta(matches, {
    title: page > 1 ? t('catalog.titlePage', { title: base, page }) : base,
    description: t('catalog.channels.description'),
    path: p ? channelListUrl(p) : SECTION_URLS.channels,
  });
}

export default function Channels({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <ChannelsPage params={loaderData.params} api={browserApi} />
    </HydrationBoundary>
  );
}
