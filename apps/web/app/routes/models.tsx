import { lazy, Suspense } from 'react';
import { ModelsPage } from '../components/catalog/ModelsPage';
import { browserApi } from '../lib/api';
import { modelListValue } from '../lib/catalog-params';
import { metaT, pageMeta } from '../lib/head';
import { loadModels } from '../lib/models-route';
import { inBrowser, onServer, routeData } from '../lib/route-data';
import { modelHref, modelListUrl, SECTION_URLS } from '../lib/urls';
import type { Route } from './+types/models';
import '../messages/use-catalog';
import { PageHydration } from '../components/PageHydration';

/**
 * One model's page (its facts and videos) loads when a model is opened: the list, a listing page under the
 * JavaScript budget, does not carry it. A server-rendered model page keeps its HTML until the code arrives.
 */
const ModelPage = lazy(() =>
  import('../components/catalog/ModelPage').then((m) => ({ default: m.ModelPage })),
);

/**
 * `/models/` and `/models/{segment}/`. The loading lives in lib/models-route.ts: a function the route
 * module shares between `loader` and `clientLoader` went missing from the split client-loader chunk of
 * the build (clicking Models in the header opened the general error).
 */
export const loader = ({ params, request, url, context }: Route.LoaderArgs) =>
  routeData(onServer(context), async (q) => ({ data: await loadModels(q, params.segment, request, url) }));
export const clientLoader = ({ params, request, url }: Route.ClientLoaderArgs) =>
  routeData(inBrowser, async (q) => ({ data: await loadModels(q, params.segment, request, url) }));

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
    path: data ? modelListUrl(modelListValue(data.params), page) : SECTION_URLS.models,
  });
}

export default function Models({ loaderData }: Route.ComponentProps) {
  const { data } = loaderData;
  return (
    <PageHydration state={loaderData.dehydratedState}>
      {data.kind === 'list' ? (
        <ModelsPage params={data.params} api={browserApi} />
      ) : (
        <Suspense>
          <ModelPage key={data.dir} dir={data.dir} videos={data.videos} api={browserApi} />
        </Suspense>
      )}
    </PageHydration>
  );
}
