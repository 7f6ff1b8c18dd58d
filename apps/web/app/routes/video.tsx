import { type ApiClient, PAGING } from '@site/api';
import { commentQueries, videoQueries } from '@site/api/query';
import { HydrationBoundary } from '@tanstack/react-query';
import { data, isRouteErrorResponse, Link, redirect } from 'react-router';
import { NotFoundPage } from '../components/NotFoundPage';
import { VideoPage } from '../components/video/VideoPage';
import { browserApi, serverApi } from '../lib/api';
import { metaT, pageMeta } from '../lib/head';
import { useT } from '../lib/i18n';
import { getQueryClient } from '../lib/query-client';
import {
  type Prefetch,
  prefetch,
  prefetchBrowser,
  prefetchServer,
  serverQueryClient,
} from '../lib/route-data';
import { videoHref } from '../lib/urls';
import { isUnlisted, loadVideo, metaDescription, playlistIdOf, videoPageStatus } from '../lib/video-route';
import type { Route } from './+types/video';

/** A path whose dir is not the video's own goes to the right one (one address per video). */
function canonicalRedirect(video: { video_id: number; dir: string }, dir: string | undefined, url: URL) {
  if (dir !== video.dir) throw redirect(`${videoHref(video)}${url.search}`, 301);
}

/**
 * What the page shows besides the detail (related videos, comments), prefetched through the same factories;
 * a failed one is left to the block's own error state.
 */
function pageQueries(api: ApiClient, videoId: number): Prefetch[] {
  return [
    prefetch(videoQueries.related(api, { video_id: videoId, count: PAGING.relatedLoaded })),
    prefetch(commentQueries.list(api, { section: 'video', object_id: videoId })),
  ];
}

/**
 * Server rendering: the detail through the query factory (status 404 when missing, 410 when deleted), the
 * related videos and the comments prefetched for the first render.
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const video = await loadVideo(serverQueryClient(), api, params.videoId);
  canonicalRedirect(video, params.dir, url);
  const dehydratedState = await prefetchServer(pageQueries(api, video.video_id));
  return data(
    { video, playlistId: playlistIdOf(url.searchParams), dehydratedState },
    { status: videoPageStatus(video) },
  );
}

/** In the browser the detail comes from its cached §7 path (lifetime 0: always asked again). */
export async function clientLoader({ params, url }: Route.ClientLoaderArgs) {
  const video = await loadVideo(getQueryClient(), browserApi, params.videoId);
  canonicalRedirect(video, params.dir, url);
  // The rest loads while the page is already shown (its blocks have their own loading states).
  void prefetchBrowser(pageQueries(browserApi, video.video_id));
  return { video, playlistId: playlistIdOf(url.searchParams), dehydratedState: null };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const { t } = metaT(matches);
  if (!loaderData) return pageMeta(matches, { title: t('notFound.title'), path: '/', noindex: true });
  const { video } = loaderData;
  return pageMeta(matches, {
    title: video.title,
    description: metaDescription(video),
    path: videoHref(video),
    type: 'video.other',
    image: video.scr || null,
    noindex: isUnlisted(video),
  });
}

export default function Video({ loaderData }: Route.ComponentProps) {
  // A new video is a new page view: its state (and view timer) starts over.
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <VideoPage
        key={loaderData.video.video_id}
        video={loaderData.video}
        api={browserApi}
        playlistId={loaderData.playlistId}
      />
    </HydrationBoundary>
  );
}

/** 404 renders the site's 404 page inside the layout; anything else the general error with a way home. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useT();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <section role="alert">
      <h1>{t('video.error.title')}</h1>
      <p>{t('video.error.body')}</p>
      <Link to="/">{t('notFound.home')}</Link>
    </section>
  );
}
