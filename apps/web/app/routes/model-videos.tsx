import { modelQueries, videoQueries } from '@site/api/query';
import { ModelPage } from '../components/catalog/ModelPage';
import { browserApi } from '../lib/api';
import { entityVideosFromUrl, parseDir } from '../lib/catalog-params';
import { metaT, pageMeta } from '../lib/head';
import { parsePage } from '../lib/list-params';
import { inBrowser, notFound, onServer, type RouteQueries, routeData } from '../lib/route-data';
import { visitorSettings } from '../lib/site';
import { modelVideosUrl, SECTION_URLS } from '../lib/urls';
import type { Route } from './+types/model-videos';
import '../messages/use-catalog';
import { PageHydration } from '../components/PageHydration';

/** `/models/{object_id}/{page}/`: the model (404 when missing) and a page of its videos with filters. */
async function load(
  q: RouteQueries,
  { params, request, url }: Pick<Route.LoaderArgs, 'params' | 'request' | 'url'>,
) {
  const dir = parseDir(params.objectId) ?? notFound();
  const page = parsePage(params.page) ?? notFound();
  const videos = entityVideosFromUrl('model', dir, page, url, visitorSettings(request, url)) ?? notFound();
  const [detail] = await Promise.all([
    q.fetch(modelQueries.detail(q.api, dir)),
    q.page(videoQueries.list(q.api, videos), {
      page,
      count: videos.count,
      href: (p) => modelVideosUrl(dir, { ...videos, page: p }),
    }),
  ]);
  const model = detail?.model;
  return { dir, videos, meta: model ? { title: model.title, image: model.img } : null };
}

export const loader = (args: Route.LoaderArgs) => routeData(onServer(args.context), (q) => load(q, args));
export const clientLoader = (args: Route.ClientLoaderArgs) => routeData(inBrowser, (q) => load(q, args));

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const { t } = metaT(matches);
  const name = loaderData?.meta?.title ?? loaderData?.dir ?? '';
  const base = t('catalog.videosOf', { name });
  const videos = loaderData?.videos;
  return pageMeta(matches, {
    title: videos && videos.page > 1 ? t('catalog.titlePage', { title: base, page: videos.page }) : base,
    description: t('catalog.model.description', { name }),
    path: loaderData ? modelVideosUrl(loaderData.dir, loaderData.videos) : SECTION_URLS.models,
    image: loaderData?.meta?.image ?? null,
  });
}

export default function ModelVideos({ loaderData }: Route.ComponentProps) {
  return (
    <PageHydration state={loaderData.dehydratedState}>
      <ModelPage dir={loaderData.dir} videos={loaderData.videos} api={browserApi} paged />
    </PageHydration>
  );
}
