import type { ChannelListParams } from '@site/api';
import { channelQueries } from '@site/api/query';
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { ChannelsPage } from '../components/catalog/ChannelsPage';
import { notFound, serverQueryClient } from '../components/catalog/loaders';
import { browserApi, serverApi } from '../lib/api';
import { channelListFromUrl, channelListUrl, requestGender } from '../lib/catalog-params';
import { metaT, pageMeta } from '../lib/head';
import { getQueryClient } from '../lib/query-client';
import type { Route } from './+types/channels';

type Params = { page?: string; objectId?: string };

function paramsOrNotFound(params: Params, request: Request): ChannelListParams {
  return channelListFromUrl(params, new URL(request.url), requestGender(request)) ?? notFound();
}

/** Server rendering: the page of channels through its query factory, handed to the browser. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const p = paramsOrNotFound(params, request);
  const queryClient = serverQueryClient();
  await queryClient.prefetchQuery(channelQueries.list(serverApi(context), p));
  return { params: p, dehydratedState: dehydrate(queryClient) };
}

/** In the browser, later pages come from the cached §7 path. */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const p = paramsOrNotFound(params, request);
  await getQueryClient().prefetchQuery(channelQueries.list(browserApi, p));
  return { params: p, dehydratedState: null };
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
    path: p ? channelListUrl(p) : '/channels/',
  });
}

export default function Channels({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <ChannelsPage params={loaderData.params} api={browserApi} />
    </HydrationBoundary>
  );
}
