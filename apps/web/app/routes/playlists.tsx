import type { PlaylistListParams } from '@site/api';
import { playlistQueries } from '@site/api/query';
import { PlaylistsPage } from '../components/catalog/PlaylistsPage';
import { browserApi } from '../lib/api';
import { playlistListFromUrl } from '../lib/catalog-params';
import { metaT, pageMeta } from '../lib/head';
import { inBrowser, notFound, onServer, type RouteQueries, routeData } from '../lib/route-data';
import { visitorSettings } from '../lib/site';
import { playlistListUrl, SECTION_URLS } from '../lib/urls';
import type { Route } from './+types/playlists';
import '../messages/use-catalog';
import { PageHydration } from '../components/PageHydration';

function paramsOrNotFound(params: { page?: string }, request: Request, url: URL): PlaylistListParams {
  return playlistListFromUrl(params, url, visitorSettings(request, url).gender) ?? notFound();
}

async function load(
  q: RouteQueries,
  { params, request, url }: Pick<Route.LoaderArgs, 'params' | 'request' | 'url'>,
) {
  const p = paramsOrNotFound(params, request, url);
  await q.page(playlistQueries.list(q.api, p), {
    page: p.page,
    count: p.count,
    href: (page) => playlistListUrl({ ...p, page }),
  });
  return { params: p };
}

export const loader = (args: Route.LoaderArgs) => routeData(onServer(args.context), (q) => load(q, args));
export const clientLoader = (args: Route.ClientLoaderArgs) => routeData(inBrowser, (q) => load(q, args));

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const { t } = metaT(matches);
  const base = t('catalog.playlists.title');
  const page = loaderData?.params.page ?? 1;
  return pageMeta(matches, {
    title: page > 1 ? t('catalog.titlePage', { title: base, page }) : base,
    description: t('catalog.playlists.description'),
    path: loaderData ? playlistListUrl(loaderData.params) : SECTION_URLS.playlists,
  });
}

export default function Playlists({ loaderData }: Route.ComponentProps) {
  return (
    <PageHydration state={loaderData.dehydratedState}>
      <PlaylistsPage params={loaderData.params} api={browserApi} />
    </PageHydration>
  );
}
