import { type ApiClient, PAGE_SIZE } from '@site/api';
import { pageCount } from '@site/api/display';
import { videoQueries } from '@site/api/query';
import { Button, type VideoCardData } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { browserApi } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { DEFAULT_FILTERS } from '../../lib/list-params';
import { useSessionUser, useSite, type VisitorSettings } from '../../lib/site';
import { historyUrl } from '../../lib/urls';
import {
  clearWatchHistory,
  WATCH_HISTORY_EVENT,
  WATCH_HISTORY_KEY,
  watchedVideos,
} from '../../lib/watch-history';
import { NotFoundPage } from '../NotFoundPage';
import { type ListingResult, listingResult, VideoListing } from './VideoListing';

/** A member's own history: videos2_own, section `history`, their user id as object_id (never cached). */
export function memberHistoryQuery(
  api: ApiClient,
  userId: number,
  page: number,
  { gender, lang }: VisitorSettings,
) {
  return videoQueries.own(api, { section: 'history', object_id: String(userId), page, gender, lang });
}

/**
 * The visitor's local history (lib/watch-history), read after the page is shown (the server knows none
 * of it: pending until then, so the hydration matches), and again when it changes in this or another tab.
 */
export function useLocalHistory(): VideoCardData[] | null {
  const [videos, setVideos] = useState<VideoCardData[] | null>(null);
  useEffect(() => {
    const read = () => setVideos(watchedVideos());
    read();
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === WATCH_HISTORY_KEY) read();
    };
    window.addEventListener(WATCH_HISTORY_EVENT, read);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(WATCH_HISTORY_EVENT, read);
      window.removeEventListener('storage', onStorage);
    };
  }, []);
  return videos;
}

/** One page of the local history (60 a page, §9). */
export function localHistoryResult(videos: readonly VideoCardData[] | null, page: number): ListingResult {
  if (videos === null) return { status: 'pending' };
  const start = (page - 1) * PAGE_SIZE.videos;
  return {
    status: 'success',
    videos: videos.slice(start, start + PAGE_SIZE.videos),
    totalCount: videos.length,
  };
}

/**
 * One page of a history: the listing, or for a page past the history's end (`/history/9/` of a 2-page
 * history, known only in the browser) the 404 page that links the last page, as the server-loaded lists
 * answer it (lib/route-data `q.page`). The route's head already says NOINDEX.
 */
function HistoryListing({
  page,
  result,
  intro,
  actions,
}: {
  page: number;
  result: ListingResult;
  intro?: string;
  actions?: ReactNode;
}) {
  const { t } = useT();
  const last = Math.max(1, pageCount(result.totalCount ?? 0, PAGE_SIZE.videos));
  if (result.status === 'success' && page > last) {
    return <NotFoundPage head={false} pastLastPage={{ lastPage: last, lastPageHref: historyUrl(last) }} />;
  }
  return (
    <VideoListing
      title={t('listings.history.title')}
      intro={intro}
      filters={DEFAULT_FILTERS}
      page={page}
      pageSize={PAGE_SIZE.videos}
      hrefFor={(next) => historyUrl(next.page)}
      result={result}
      showFilters={false}
      // §8: an empty history (the videos_not_found case) says the watch history is empty.
      emptyTitle={t('listing.error.empty_history')}
      actions={actions}
    />
  );
}

function MemberHistory({ userId, page, api }: { userId: number; page: number; api: ApiClient }) {
  const query = useQuery(memberHistoryQuery(api, userId, page, useSite()));
  return <HistoryListing page={page} result={listingResult(query)} />;
}

function VisitorHistory({ page }: { page: number }) {
  const { t } = useT();
  const videos = useLocalHistory();
  return (
    <HistoryListing
      page={page}
      result={localHistoryResult(videos, page)}
      intro={t('listings.history.local')}
      actions={
        videos && videos.length > 0 ? (
          <Button variant="secondary" size="sm" onClick={clearWatchHistory}>
            {t('listings.history.clear')}
          </Button>
        ) : undefined
      }
    />
  );
}

/** `/history/` and `/history/{page}/` (§2): a member's history from the server, a visitor's from this device. */
export function HistoryPage({ page, api = browserApi }: { page: number; api?: ApiClient }) {
  const user = useSessionUser();
  return user ? (
    <MemberHistory userId={user.user_id} page={page} api={api} />
  ) : (
    <VisitorHistory page={page} />
  );
}
