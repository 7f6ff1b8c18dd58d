import { isApiError, listingErrorKey, VIDEO_SORTS, type VideoListParams } from '@site/api';
import { videoQueries } from '@site/api/query';
import { VideoCard, VideoCardSkeleton } from '@site/ui';
import { dehydrate, HydrationBoundary, QueryClient, useQuery } from '@tanstack/react-query';
import { data, Link } from 'react-router';
import { browserApi, serverApi } from '../lib/api';
import { listParamsFromUrl, listUrl } from '../lib/list-params';
import { hasSiteMessage, type SiteMessageKey, tSite } from '../lib/messages';
import { getQueryClient } from '../lib/query-client';
import * as styles from '../styles/layout.css';
import type { Route } from './+types/home';

function paramsOrNotFound(params: Route.LoaderArgs['params'], request: Request): VideoListParams {
  const p = listParamsFromUrl(params, new URL(request.url));
  if (!p) throw data(null, { status: 404 });
  return p;
}

/** Server rendering: prefetch through the query factory and hand the cache to the browser. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const p = paramsOrNotFound(params, request);
  const queryClient = new QueryClient();
  await queryClient.prefetchQuery(videoQueries.list(serverApi(context), p));
  return { params: p, dehydratedState: dehydrate(queryClient) };
}

/** In the browser, later pages come from the cached §7 path itself, not a per-page server endpoint. */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const p = paramsOrNotFound(params, request);
  await getQueryClient().prefetchQuery(videoQueries.list(browserApi, p));
  return { params: p, dehydratedState: null };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const page = loaderData?.params.page ?? 1;
  const title = page > 1 ? `${tSite('list.title')} — ${tSite('list.page', { page })}` : tSite('list.title');
  return [{ title: `${title} | ${tSite('site.name')}` }];
}

export default function Videos({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <VideoListing params={loaderData.params} />
    </HydrationBoundary>
  );
}

function listingErrorMessage(error: unknown): string {
  const key = listingErrorKey(isApiError(error) ? error.code : undefined);
  return tSite(hasSiteMessage(key) ? key : 'listing.error.general_error');
}

function VideoListing({ params }: { params: VideoListParams }) {
  const query = useQuery(videoQueries.list(browserApi, params));
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total_count / params.count)) : 1;

  return (
    <section aria-labelledby="listing-title">
      <div className={styles.toolbar}>
        <h1 id="listing-title">{tSite('list.title')}</h1>
        <nav aria-label={tSite('list.sorts')}>
          <ul className={styles.tabs}>
            {VIDEO_SORTS.map((sort) => (
              <li key={sort}>
                <Link
                  className={styles.tab}
                  to={listUrl({ ...params, sort, page: 1 })}
                  aria-current={sort === params.sort ? 'page' : undefined}
                >
                  {tSite(`sort.${sort}` as SiteMessageKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      {query.isPending ? (
        <ul className={styles.grid} aria-busy="true">
          {Array.from({ length: params.count }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={i}>
              <VideoCardSkeleton />
            </li>
          ))}
        </ul>
      ) : query.isError ? (
        <p role="alert" className={styles.error}>
          {listingErrorMessage(query.error)}
        </p>
      ) : query.data.videos.length === 0 ? (
        <p role="status">{tSite('listing.error.not_found')}</p>
      ) : (
        <ul className={styles.grid}>
          {query.data.videos.map((video, index) => (
            <li key={video.video_id}>
              <VideoCard
                video={video}
                headingLevel={2}
                priority={index < 8}
                {...(video.preview ? { preview: video.preview } : {})}
              />
            </li>
          ))}
        </ul>
      )}

      {pages > 1 && (
        <nav aria-label={tSite('list.pages')} className={styles.pager}>
          {params.page > 1 && (
            <Link className={styles.pagerLink} rel="prev" to={listUrl({ ...params, page: params.page - 1 })}>
              {tSite('list.previous')}
            </Link>
          )}
          <span aria-current="page">{tSite('list.page', { page: params.page })}</span>
          {params.page < pages && (
            <Link className={styles.pagerLink} rel="next" to={listUrl({ ...params, page: params.page + 1 })}>
              {tSite('list.next')}
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}
