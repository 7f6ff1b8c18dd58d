import type { ModelListParams, VideoListParams } from '@site/api';
import { modelQueries, videoQueries } from '@site/api/query';
import { entityVideosFromUrl, modelListFromUrl, modelListValue, modelsSegment } from './catalog-params';
import { notFound, type RouteQueries } from './route-data';
import { visitorSettings } from './site';
import { modelListUrl } from './urls';

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
  q: RouteQueries,
  segmentParam: string | undefined,
  request: Request,
  url: URL,
): Promise<ModelsRouteData> {
  const segment = modelsSegment(segmentParam) ?? notFound();
  const site = visitorSettings(request, url);
  const { gender } = site;
  if (segment.kind === 'page') {
    const params = modelListFromUrl(segment.page, url, gender) ?? notFound();
    await q.page(modelQueries.list(q.api, params), {
      page: params.page,
      count: params.count,
      href: (page) => modelListUrl(modelListValue(params), page),
    });
    return { kind: 'list', params };
  }
  const videos = entityVideosFromUrl('model', segment.dir, 1, url, site) ?? notFound();
  const [detail] = await Promise.all([
    q.fetch(modelQueries.detail(q.api, segment.dir)),
    q.prefetch(videoQueries.list(q.api, videos)),
  ]);
  const model = detail?.model;
  return {
    kind: 'model',
    dir: segment.dir,
    videos,
    meta: model ? { title: model.title, image: model.img, description: model.description } : null,
  };
}
