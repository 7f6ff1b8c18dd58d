import type { ChannelListParams } from '@site/api';
import { channelQueries } from '@site/api/query';
import { ChannelsPage } from '../components/catalog/ChannelsPage';
import { browserApi } from '../lib/api';
import { channelListFromUrl } from '../lib/catalog-params';
import { metaT, pageMeta } from '../lib/head';
import { inBrowser, notFound, onServer, type RouteQueries, routeData } from '../lib/route-data';
import { visitorSettings } from '../lib/site';
import { channelListUrl, SECTION_URLS } from '../lib/urls';
import type { Route } from './+types/channels';
import '../messages/use-catalog';
import { PageHydration } from '../components/PageHydration';

type Params = { page?: string; objectId?: string };

function paramsOrNotFound(params: Params, request: Request, url: URL): ChannelListParams {
  return channelListFromUrl(params, url, visitorSettings(request, url)) ?? notFound();
}

/** The page of channels through its query factory; in the browser later pages come from the cached §7 path. */
async function load(
  q: RouteQueries,
  { params, request, url }: Pick<Route.LoaderArgs, 'params' | 'request' | 'url'>,
) {
  const p = paramsOrNotFound(params, request, url);
  await q.page(channelQueries.list(q.api, p), {
    page: p.page,
    count: p.count,
    href: (page) => channelListUrl({ ...p, page }),
  });
  return { params: p };
}

export const loader = (args: Route.LoaderArgs) => routeData(onServer(args.context), (q) => load(q, args));
export const clientLoader = (args: Route.ClientLoaderArgs) => routeData(inBrowser, (q) => load(q, args));

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
    <PageHydration state={loaderData.dehydratedState}>
      <ChannelsPage params={loaderData.params} api={browserApi} />
    </PageHydration>
  );
}
