import { playlistQueries, videoQueries } from '@site/api/query';
import { PlaylistPage, playlistVideosParams } from '../components/catalog/PlaylistPage';
import { browserApi } from '../lib/api';
import { parsePlaylistId } from '../lib/catalog-params';
import { metaT, pageMeta } from '../lib/head';
import { parsePage } from '../lib/list-params';
import { inBrowser, notFound, onServer, type RouteQueries, routeData } from '../lib/route-data';
import { visitorSettings } from '../lib/site';
import { playlistPageUrl, SECTION_URLS } from '../lib/urls';
import type { Route } from './+types/playlist';
import '../messages/use-catalog';
import { PageHydration } from '../components/PageHydration';

/**
 * `/playlist/{playlist_id}/` and `/playlist/{playlist_id}/{page}/`: the playlist (404 when missing) and a
 * page of its videos. An owner-only playlist reaches only its owner, who reads the own variant.
 */
async function load(
  q: RouteQueries,
  { params, request, url }: Pick<Route.LoaderArgs, 'params' | 'request' | 'url'>,
) {
  const playlistId = parsePlaylistId(params.playlistId) ?? notFound();
  const page = params.page === undefined ? 1 : (parsePage(params.page) ?? notFound());
  const detail = await q.fetch(playlistQueries.detail(q.api, playlistId));
  const playlist = detail?.playlist ?? null;
  if (playlist) {
    const videos = playlistVideosParams(playlist, page, visitorSettings(request, url).lang);
    // Only its owner reaches an owner-only playlist: they read the own variant.
    const paging = { page, count: videos.count, href: (p: number) => playlistPageUrl(playlistId, p) };
    if (playlist.visible === 0) await q.page(videoQueries.own(q.api, videos), paging);
    else await q.page(videoQueries.list(q.api, videos), paging);
  }
  return {
    playlistId,
    page,
    meta: playlist && {
      title: playlist.title,
      description: playlist.description,
      owner: playlist.user.username,
      image: playlist.thumbs[0] ?? null,
      visible: playlist.visible,
    },
  };
}

export const loader = (args: Route.LoaderArgs) => routeData(onServer(args.context), (q) => load(q, args));
export const clientLoader = (args: Route.ClientLoaderArgs) => routeData(inBrowser, (q) => load(q, args));

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const { t } = metaT(matches);
  const m = loaderData?.meta;
  const name = m?.title ?? t('catalog.playlists.title');
  const page = loaderData?.page ?? 1;
  return pageMeta(matches, {
    title: page > 1 ? t('catalog.titlePage', { title: name, page }) : name,
    description: m?.description || (m ? t('catalog.playlist.description', { name: m.owner }) : undefined),
    path: loaderData ? playlistPageUrl(loaderData.playlistId, page) : SECTION_URLS.playlists,
    image: m?.image ?? null,
    noindex: !m || m.visible === 0,
  });
}

export default function PlaylistRoute({ loaderData }: Route.ComponentProps) {
  return (
    <PageHydration state={loaderData.dehydratedState}>
      <PlaylistPage
        key={loaderData.playlistId}
        playlistId={loaderData.playlistId}
        page={loaderData.page}
        api={browserApi}
      />
    </PageHydration>
  );
}
