import { type ApiClient, PAGE_SIZE } from '@site/api';
import { videoQueries } from '@site/api/query';
import { Button, type VideoCardData } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
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

function MemberHistory({ userId, page, api }: { userId: number; page: number; api: ApiClient }) {
  const { t } = useT();
  const query = useQuery(memberHistoryQuery(api, userId, page, useSite()));
  return (
    <VideoListing
      title={t('listings.history.title')}
      filters={DEFAULT_FILTERS}
      page={page}
      pageSize={PAGE_SIZE.videos}
      hrefFor={(next) => historyUrl(next.page)}
      result={listingResult(query)}
      showFilters={false}
      emptyTitle={t('listing.error.empty_history')}
    />
  );
}

function VisitorHistory({ page }: { page: number }) {
  const { t } = useT();
  const videos = useLocalHistory();
  return (
    <VideoListing
      title={t('listings.history.title')}
      intro={t('listings.history.local')}
      filters={DEFAULT_FILTERS}
      page={page}
      pageSize={PAGE_SIZE.videos}
      hrefFor={(next) => historyUrl(next.page)}
      result={localHistoryResult(videos, page)}
      showFilters={false}
      // §8: an empty local history (the videos_not_found case) says the watch history is empty.
      emptyTitle={t('listing.error.empty_history')}
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
