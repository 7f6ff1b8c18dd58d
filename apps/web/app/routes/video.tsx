import { videoHref } from '@site/api/display';
import { QueryClient } from '@tanstack/react-query';
import { data, isRouteErrorResponse, Link, redirect } from 'react-router';
import { NotFoundPage } from '../components/NotFoundPage';
import { VideoPage } from '../components/video/VideoPage';
import { browserApi, serverApi } from '../lib/api';
import { tSite } from '../lib/messages';
import { getQueryClient } from '../lib/query-client';
import { isUnlisted, loadVideo, metaDescription, videoPageStatus } from '../lib/video-route';
import type { Route } from './+types/video';

/** A path whose dir is not the video's own goes to the right one (one address per video). */
function canonicalRedirect(video: { video_id: number; dir: string }, dir: string | undefined, url: URL) {
  if (dir !== video.dir) throw redirect(`${videoHref(video)}${url.search}`, 301);
}

/** Server rendering: the detail through the query factory (status 404 when missing, 410 when deleted). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const video = await loadVideo(new QueryClient(), serverApi(context), params.videoId);
  canonicalRedirect(video, params.dir, url);
  return data({ video, origin: url.origin }, { status: videoPageStatus(video) });
}

/** In the browser the detail comes from its cached §7 path (lifetime 0: always asked again). */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const video = await loadVideo(getQueryClient(), browserApi, params.videoId);
  canonicalRedirect(video, params.dir, url);
  return { video, origin: url.origin };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: `${tSite('notFound.title')} | ${tSite('site.name')}` }];
  const { video, origin } = loaderData;
  const canonical = `${origin}${videoHref(video)}`;
  const description = metaDescription(video);
  return [
    { title: `${video.title} | ${tSite('site.name')}` },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: canonical },
    { property: 'og:type', content: 'video.other' },
    { property: 'og:title', content: video.title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    ...(video.scr ? [{ property: 'og:image', content: new URL(video.scr, origin).href }] : []),
    ...(isUnlisted(video) ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}

export default function Video({ loaderData }: Route.ComponentProps) {
  // A new video is a new page view: its state (and view timer) starts over.
  return <VideoPage key={loaderData.video.video_id} video={loaderData.video} api={browserApi} />;
}

/** 404 renders the site's 404 page inside the layout; anything else the general error with a way home. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <section role="alert">
      <h1>{tSite('video.error.title')}</h1>
      <p>{tSite('video.error.body')}</p>
      <Link to="/">{tSite('notFound.home')}</Link>
    </section>
  );
}
