import type { ApiClient, ModelListParams, VideoListParams } from '@site/api';
import { modelHref } from '@site/api/display';
import { modelQueries, videoQueries } from '@site/api/query';
import { HydrationBoundary, type QueryClient } from '@tanstack/react-query';
import { ModelPage } from '../components/catalog/ModelPage';
import { ModelsPage } from '../components/catalog/ModelsPage';
import { browserApi, serverApi } from '../lib/api';
import {
  entityVideosFromUrl,
  modelListFromUrl,
  modelListUrl,
  modelListValue,
  modelsSegment,
  requestGender,
} from '../lib/catalog-params';
import { metaT, pageMeta } from '../lib/head';
import { fetchDetail, loadBrowser, loadServer, notFound } from '../lib/route-data';
import type { Route } from './+types/models';

/** What `/models/` or `/models/{segment}/` shows: a page of the list, or one model. */
export type ModelsRouteData =
  | { kind: 'list'; params: ModelListParams }
  | {
      kind: 'model';
      dir: string;
      videos: VideoListParams;
      meta: { title: string; image: string | null; description: string } | null;
    };

/**
 * One module decides (§2): `/models/2/` is a page of the list, `/models/{dir}/` a model (its details and
 * the first page of its videos). Bad segments, bad filters and missing models answer 404.
 */
export async function loadModels(
  queryClient: QueryClient,
  api: ApiClient,
  segmentParam: string | undefined,
  request: Request,
  url: URL,
): Promise<ModelsRouteData> {
  const segment = modelsSegment(segmentParam) ?? notFound();
  const gender = requestGender(request);
  if (segment.kind === 'page') {
    const params = modelListFromUrl(segment.page, url, gender) ?? notFound();
    await queryClient.prefetchQuery(modelQueries.list(api, params));
    return { kind: 'list', params };
  }
  const videos = entityVideosFromUrl('model', segment.dir, 1, url, gender) ?? notFound();
  const [detail] = await Promise.all([
    fetchDetail(() => queryClient.fetchQuery(modelQueries.detail(api, segment.dir))),
    queryClient.prefetchQuery(videoQueries.list(api, videos)),
  ]);
  const model = detail?.model;
  return {
    kind: 'model',
    dir: segment.dir,
    videos,
    meta: model ? { title: model.title, image: model.img, description: model.description } : null,
  };
}

export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const { result, dehydratedState } = await loadServer((qc) =>
    loadModels(qc, serverApi(context), params.segment, request, url),
  );
  return { data: result, dehydratedState };
}

export async function clientLoader({ params, request, url }: Route.ClientLoaderArgs) {
  const data = await loadBrowser((qc) => loadModels(qc, browserApi, params.segment, request, url));
  return { data, dehydratedState: null };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const { t } = metaT(matches);
  const data = loaderData?.data;
  if (data?.kind === 'model') {
    const name = data.meta?.title ?? data.dir;
    return pageMeta(matches, {
      title: name,
      description: data.meta?.description || t('catalog.model.description', { name }),
      path: modelHref(data.dir),
      image: data.meta?.image ?? null,
      type: 'profile',
    });
  }
  const base = t('catalog.models.title');
  const page = data?.params.page ?? 1;
  return pageMeta(matches, {
    title: page > 1 ? t('catalog.titlePage', { title: base, page }) : base,
    description: t('catalog.models.description'),
    path: data ? modelListUrl(modelListValue(data.params), page) : '/models/',
  });
}

export default function Models({ loaderData }: Route.ComponentProps) {
  const { data } = loaderData;
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      {data.kind === 'list' ? (
        <ModelsPage params={data.params} api={browserApi} />
      ) : (
        <ModelPage key={data.dir} dir={data.dir} videos={data.videos} api={browserApi} />
      )}
    </HydrationBoundary>
  );
}
