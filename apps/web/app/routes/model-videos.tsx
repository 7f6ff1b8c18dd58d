import type { ApiClient } from '@site/api';
import { modelQueries, videoQueries } from '@site/api/query';
import { HydrationBoundary, type QueryClient } from '@tanstack/react-query';
import { ModelPage } from '../components/catalog/ModelPage';
import { browserApi, serverApi } from '../lib/api';
import { entityVideosFromUrl, parseDir, parsePage } from '../lib/catalog-params';
import { metaT, pageMeta } from '../lib/head';
import { fetchDetail, loadBrowser, loadServer, notFound } from '../lib/route-data';
import { visitorSettings } from '../lib/site';
import { modelVideosUrl, SECTION_URLS } from '../lib/urls';
import type { Route } from './+types/model-videos';

/** `/models/{object_id}/{page}/`: the model (404 when missing) and a page of its videos with filters. */
async function load(
  queryClient: QueryClient,
  api: ApiClient,
  params: { objectId: string; page: string },
  request: Request,
  url: URL,
) {
  const dir = parseDir(params.objectId) ?? notFound();
  const page = parsePage(params.page) ?? notFound();
  const videos =
    entityVideosFromUrl('model', dir, page, url, visitorSettings(request, url).gender) ?? notFound();
  const [detail] = await Promise.all([
    fetchDetail(() => queryClient.fetchQuery(modelQueries.detail(api, dir))),
    queryClient.prefetchQuery(videoQueries.list(api, videos)),
  ]);
  const model = detail?.model;
  return { dir, videos, meta: model ? { title: model.title, image: model.img } : null };
}

export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const { result, dehydratedState } = await loadServer((qc) =>
    load(qc, serverApi(context), params, request, url),
  );
  return { ...result, dehydratedState };
}

export async function clientLoader({ params, request, url }: Route.ClientLoaderArgs) {
  const result = await loadBrowser((qc) => load(qc, browserApi, params, request, url));
  return { ...result, dehydratedState: null };
}

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
    <HydrationBoundary state={loaderData.dehydratedState}>
      <ModelPage dir={loaderData.dir} videos={loaderData.videos} api={browserApi} paged />
    </HydrationBoundary>
  );
}
