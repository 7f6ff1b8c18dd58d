import { type ApiClient, type Language, PAGING } from '@site/api';
import { videoQueries } from '@site/api/query';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSite } from '../../lib/site';

/** The one related call of a video (§4: up to 50 kept), titled in the page's language. */
export const relatedQuery = (api: ApiClient, videoId: number, lang: Language) =>
  videoQueries.related(api, { video_id: videoId, count: PAGING.relatedLoaded, lang });

/**
 * The related videos of a video (§4): one call keeping up to 50, the video itself left out. The page's list
 * and the player's end screen share it (one query); the embed asks only once its video plays (`enabled`).
 * A module of its own, so the embed does not load the page's list with it.
 */
export function useRelatedVideos(api: ApiClient, videoId: number, { enabled = true } = {}) {
  const { lang } = useSite();
  const query = useQuery({
    ...relatedQuery(api, videoId, lang),
    enabled,
  });
  const videos = useMemo(
    () => (query.data?.videos ?? []).filter((v) => v.video_id !== videoId).slice(0, PAGING.relatedLoaded),
    [query.data, videoId],
  );
  return { query, videos };
}

/**
 * The related videos a player's end screen offers, asked for once playback starts (most embeds are never
 * played; a page of islands carries the list beside the player in another island): pass `onPlay` to the
 * player. Where the cache already holds them (the router's page), they are there at once.
 */
export function useEndScreenVideos(api: ApiClient, videoId: number) {
  const [played, setPlayed] = useState(false);
  const { videos } = useRelatedVideos(api, videoId, { enabled: played });
  return { related: videos, onPlay: () => setPlayed(true) };
}
