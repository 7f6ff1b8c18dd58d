import { type ApiClient, PAGING } from '@site/api';
import { videoQueries } from '@site/api/query';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

/**
 * The related videos of a video (§4): one call keeping up to 50, the video itself left out. The page's list
 * and the player's end screen share it (one query); the embed asks only once its video plays (`enabled`).
 * A module of its own, so the embed does not load the page's list with it.
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
