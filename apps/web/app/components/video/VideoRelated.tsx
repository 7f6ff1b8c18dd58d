import { type ApiClient, errorCode, PAGING } from '@site/api';
import { videoQueries } from '@site/api/query';
import { RelatedVideos } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

/**
 * The related videos of a video (§4): one call keeping up to 50, the video itself left out. The page's list
 * and the player's end screen share it (one query); the embed asks only once its video plays (`enabled`).
 */
export function useRelatedVideos(api: ApiClient, videoId: number, { enabled = true } = {}) {
  const query = useQuery({
    ...videoQueries.related(api, { video_id: videoId, count: PAGING.relatedLoaded }),
    enabled,
  });
  const videos = useMemo(
    () => (query.data?.videos ?? []).filter((v) => v.video_id !== videoId).slice(0, PAGING.relatedLoaded),
    [query.data, videoId],
  );
  return { query, videos };
}

/**
 * Related videos (§4): fetched once (up to 50 kept), shown 10 at a time and paged locally, with no further
 * request.
 */
export function VideoRelated({ api, videoId }: { api: ApiClient; videoId: number }) {
  const { query, videos } = useRelatedVideos(api, videoId);
  return (
    <RelatedVideos
      videos={videos}
      pageSize={PAGING.relatedShown}
      paging="pages"
      loading={query.isPending}
      error={query.isError ? errorCode(query.error) : null}
      onRetry={() => void query.refetch()}
    />
  );
}
