import { channelQueries, videoQueries } from '@site/api/query';
import { ChannelPage } from '../components/catalog/ChannelPage';
import { browserApi } from '../lib/api';
import { entityVideosFromUrl, parseDir } from '../lib/catalog-params';
import { metaT, pageMeta } from '../lib/head';
import { parsePage } from '../lib/list-params';
import { inBrowser, notFound, onServer, type RouteQueries, routeData } from '../lib/route-data';
import { visitorSettings } from '../lib/site';
import { channelHref, channelVideosUrl } from '../lib/urls';
import type { Route } from './+types/channel';
import '../messages/use-catalog';
import { PageHydration } from '../components/PageHydration';

type Params = { channelDir?: string; objectId?: string; page?: string };

/** `/channel/{channel_dir}/` (first page) or `/channel/{object_id}/{page}/`; both name the channel's dir. */
function readParams(params: Params, request: Request, url: URL) {
  const dir = parseDir(params.channelDir ?? params.objectId) ?? notFound();
  const page = params.page === undefined ? 1 : (parsePage(params.page) ?? notFound());
  const videos = entityVideosFromUrl('channel', dir, page, url, visitorSettings(request, url)) ?? notFound();
  return { dir, videos };
}

/** The channel (404 when it does not exist) and its page of videos. */
async function load(
  q: RouteQueries,
  { params, request, url }: Pick<Route.LoaderArgs, 'params' | 'request' | 'url'>,
) {
  const { dir, videos } = readParams(params, request, url);
  const [detail] = await Promise.all([
    q.fetch(channelQueries.detail(q.api, dir, videos.lang)),
    q.page(videoQueries.list(q.api, videos), {
      page: videos.page,
      count: videos.count,
      href: (page) => channelVideosUrl(dir, { ...videos, page }),
    }),
  ]);
  const channel = detail?.channel ?? null;
  return {
    dir,
    videos,
    meta: channel && { title: channel.title, image: channel.img, dir: channel.dir },
  };
}

export const loader = (args: Route.LoaderArgs) => routeData(onServer(args.context), (q) => load(q, args));
export const clientLoader = (args: Route.ClientLoaderArgs) => routeData(inBrowser, (q) => load(q, args));

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const { t } = metaT(matches);
  const name = loaderData?.meta?.title ?? loaderData?.dir ?? '';
  const videos = loaderData?.videos;
  const firstPage =
    !videos ||
    (videos.page === 1 &&
      videos.sort === 'latest-updates' &&
      videos.type === 'all' &&
      videos.duration === 'all' &&
      videos.date === 'all');
  const title = videos && videos.page > 1 ? t('catalog.titlePage', { title: name, page: videos.page }) : name;
  return pageMeta(matches, {
    title,
    description: t('catalog.channel.description', { name }),
    path:
      firstPage || !videos ? channelHref(loaderData?.dir ?? '') : channelVideosUrl(loaderData.dir, videos),
    image: loaderData?.meta?.image ?? null,
  });
}

export default function Channel({ loaderData }: Route.ComponentProps) {
  return (
    <PageHydration state={loaderData.dehydratedState}>
      <ChannelPage dir={loaderData.dir} videos={loaderData.videos} api={browserApi} />
    </PageHydration>
  );
}
