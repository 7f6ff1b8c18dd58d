import { commentQueries } from '@site/api/query';
import { data, isRouteErrorResponse, Link, redirect } from 'react-router';
import { NotFoundPage } from '../components/NotFoundPage';
import { PageHydration } from '../components/PageHydration';
import { relatedQuery } from '../components/video/useRelatedVideos';
import { VideoPage } from '../components/video/VideoPage';
import { islandsWhen } from '../islands/page';
import { browserApi } from '../lib/api';
import { metaT, pageMeta } from '../lib/head';
import { useT } from '../lib/i18n';
import { inBrowser, onServer, type RouteQueries, routeData } from '../lib/route-data';
import { visitorSettings } from '../lib/site';
import { videoHref } from '../lib/urls';
import { isUnlisted, loadVideo, metaDescription, playlistIdOf, videoPageStatus } from '../lib/video-route';
import type { Route } from './+types/video';

/** A path whose dir is not the video's own goes to the right one (one address per video). */
function canonicalRedirect(video: { video_id: number; dir: string }, dir: string | undefined, url: URL) {
  if (dir !== video.dir) throw redirect(`${videoHref(video)}${url.search}`, 301);
}

/**
 * The detail through the query factory (404 when missing; the server answers 410 for a deleted one), then
 * what the page shows besides it (related videos, comments) through the same factories: the server renders
 * with them, the browser shows the page at once and their blocks have their own loading and error states.
 */
async function load(
  q: RouteQueries,
  { params, request, url }: Pick<Route.LoaderArgs, 'params' | 'request' | 'url'>,
) {
  const { lang } = visitorSettings(request, url);
  const video = await loadVideo(q, params.videoId, lang);
  canonicalRedirect(video, params.dir, url);
  void q.prefetch(relatedQuery(q.api, video.video_id, lang));
  void q.prefetch(commentQueries.list(q.api, { section: 'video', object_id: video.video_id }));
  return { video, playlistId: playlistIdOf(url.searchParams) };
}

export async function loader(args: Route.LoaderArgs) {
  const answer = await routeData(onServer(args.context), (q) => load(q, args));
  return data(answer, { status: videoPageStatus(answer.video) });
}

export const clientLoader = (args: Route.ClientLoaderArgs) => routeData(inBrowser, (q) => load(q, args));

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

/**
 * The page hydrates only its islands (the player, the actions, the details, the comments, the related
 * cards), unless it shows a playlist, whose links move through the router.
 */
export const handle = islandsWhen((data: { playlistId: number | null }) => data.playlistId === null);

export default function Video({ loaderData }: Route.ComponentProps) {
  // A new video is a new page view: its state (and view timer) starts over.
  return (
    <PageHydration state={loaderData.dehydratedState}>
      <VideoPage
        key={loaderData.video.video_id}
        video={loaderData.video}
        api={browserApi}
        playlistId={loaderData.playlistId}
      />
    </PageHydration>
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
