import { data, isRouteErrorResponse } from 'react-router';
import { EmbedPage } from '../components/video/EmbedPage';
import * as styles from '../components/video/video.css';
import { browserApi } from '../lib/api';
import { metaT, pageMeta } from '../lib/head';
import { useT } from '../lib/i18n';
import { inBrowser, onServer, type RouteQueries, routeData } from '../lib/route-data';
import { visitorSettings } from '../lib/site';
import { videoHref } from '../lib/urls';
import { loadVideo, videoPageStatus } from '../lib/video-route';
import type { Route } from './+types/embed';

/** The root layout renders this route alone: no header, footer or other site chrome. */
export const handle = { chrome: false };

/** The video alone (the player needs nothing else, so there is no cache to hand over). */
const load = async (
  q: RouteQueries,
  { params, request, url }: Pick<Route.LoaderArgs, 'params' | 'request' | 'url'>,
) => ({
  video: await loadVideo(q, params.videoId, visitorSettings(request, url).lang),
});

export async function loader(args: Route.LoaderArgs) {
  const { video } = await routeData(onServer(args.context), (q) => load(q, args));
  return data({ video, origin: args.url.origin }, { status: videoPageStatus(video) });
}

export async function clientLoader(args: Route.ClientLoaderArgs) {
  const { video } = await routeData(inBrowser, (q) => load(q, args));
  return { video, origin: window.location.origin };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const { t } = metaT(matches);
  // The embed repeats the video page: search engines index that one (canonical to it, noindex here).
  if (!loaderData) return pageMeta(matches, { title: t('notFound.title'), path: '/', noindex: true });
  return pageMeta(matches, {
    title: loaderData.video.title,
    path: videoHref(loaderData.video),
    type: 'video.other',
    noindex: true,
  });
}

export default function Embed({ loaderData }: Route.ComponentProps) {
  return <EmbedPage key={loaderData.video.video_id} video={loaderData.video} api={browserApi} />;
}

/** A missing video or a failure fills the frame with the message, still without site chrome. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const { t } = useT();
  return (
    <main className={styles.embed}>
      <div className={styles.panel} role="alert">
        <h1 className={styles.panelTitle}>{notFound ? t('video.notFound.title') : t('video.error.title')}</h1>
        <a className={styles.embedLink} href="/" target="_blank" rel="noopener">
          {t('embed.watchOn', { site: t('site.name') })}
        </a>
      </div>
    </main>
  );
}
