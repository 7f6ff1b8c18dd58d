import type { ApiClient } from '@site/api';
import { playlistQueries, videoQueries } from '@site/api/query';
import { HydrationBoundary, type QueryClient } from '@tanstack/react-query';
import { PlaylistPage, playlistVideosParams } from '../components/catalog/PlaylistPage';
import { browserApi, serverApi } from '../lib/api';
import { parsePage, parsePlaylistId } from '../lib/catalog-params';
import { metaT, pageMeta } from '../lib/head';
import { fetchDetail, loadBrowser, loadServer, notFound } from '../lib/route-data';
import { playlistPageUrl, SECTION_URLS } from '../lib/urls';
import type { Route } from './+types/playlist';

/**
 * `/playlist/{playlist_id}/` and `/playlist/{playlist_id}/{page}/`: the playlist (404 when missing) and a
 * page of its videos. An owner-only playlist reaches only its owner, who reads the own variant.
 */
async function load(queryClient: QueryClient, api: ApiClient, params: { playlistId: string; page?: string }) {
  const playlistId = parsePlaylistId(params.playlistId) ?? notFound();
  const page = params.page === undefined ? 1 : (parsePage(params.page) ?? notFound());
  const detail = await fetchDetail(() => queryClient.fetchQuery(playlistQueries.detail(api, playlistId)));
  const playlist = detail?.playlist ?? null;
  if (playlist) {
    const videos = playlistVideosParams(playlist, page);
    // Only its owner reaches an owner-only playlist: they read the own variant.
    if (playlist.visible === 0) await queryClient.prefetchQuery(videoQueries.own(api, videos));
    else await queryClient.prefetchQuery(videoQueries.list(api, videos));
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

export async function loader({ params, context }: Route.LoaderArgs) {
  const { result, dehydratedState } = await loadServer((qc) => load(qc, serverApi(context), params));
  return { ...result, dehydratedState };
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const result = await loadBrowser((qc) => load(qc, browserApi, params));
  return { ...result, dehydratedState: null };
}

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
    <HydrationBoundary state={loaderData.dehydratedState}>
      <PlaylistPage
        key={loaderData.playlistId}
        playlistId={loaderData.playlistId}
        page={loaderData.page}
        api={browserApi}
      />
    </HydrationBoundary>
  );
}
