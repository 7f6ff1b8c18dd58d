import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client.js';
import { LIFETIME } from '../contract/constants.js';
import { type VideoListParamsInput, videoListParamsSchema } from '../contract/params.js';

/**
 * Query factories: keys run from general to specific (all → lists → list(params)), staleTime comes
 * from the lifetime of §9. The client is passed in so the server can render with its own fetch.
 */
export const videoQueries = {
  all: () => ['videos'] as const,
  lists: () => [...videoQueries.all(), 'list'] as const,
  list: (api: ApiClient, params: VideoListParamsInput = {}) => {
    const p = videoListParamsSchema.parse(params);
    return queryOptions({
      queryKey: [...videoQueries.lists(), p] as const,
      queryFn: ({ signal }) => api.videos.list(p, signal),
      staleTime: LIFETIME.videoList * 1000,
    });
  },
};
