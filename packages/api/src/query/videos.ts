import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client.js';
import { DETAIL_LIFETIME, LIFETIME } from '../contract/constants.js';
import type {
  VideoListParamsInput,
  VideoRelatedParamsInput,
  VideoSearchParamsInput,
} from '../contract/params.js';
import type { Language } from '../contract/values.js';
import { keyParams, seconds } from './shared.js';

/**
 * Query factories: keys run from general to specific (all → lists → list(params)), staleTime comes
 * from the lifetime of §9. The client is passed in so the server can render with its own fetch.
 */
export const videoQueries = {
  all: () => ['videos'] as const,
  lists: () => [...videoQueries.all(), 'list'] as const,
  list: (api: ApiClient, params: VideoListParamsInput = {}) => {
    const p = keyParams('videos.list', params) as VideoListParamsInput;
    return queryOptions({
      queryKey: [...videoQueries.lists(), p] as const,
      queryFn: ({ signal }) => api.videos.list(p, signal),
      staleTime: LIFETIME.videoList * 1000,
    });
  },
  /** The owner's own lists (the videos2_own variant): never fresh, always refetched. */
  ownLists: () => [...videoQueries.all(), 'own'] as const,
  own: (api: ApiClient, params: VideoListParamsInput = {}) => {
    const p = keyParams('videos.listOwn', params) as VideoListParamsInput;
    return queryOptions({
      queryKey: [...videoQueries.ownLists(), p] as const,
      queryFn: ({ signal }) => api.videos.listOwn(p, signal),
      staleTime: 0,
    });
  },
  searches: () => [...videoQueries.all(), 'search'] as const,
  search: (api: ApiClient, params: VideoSearchParamsInput) => {
    const p = keyParams('videos.search', params);
    return queryOptions({
      queryKey: [...videoQueries.searches(), p] as const,
      queryFn: ({ signal }) => api.videos.search(p as VideoSearchParamsInput, signal),
      staleTime: seconds(LIFETIME.videoList),
    });
  },
  related: (api: ApiClient, params: VideoRelatedParamsInput) => {
    const p = keyParams('videos.related', params);
    return queryOptions({
      queryKey: [...videoQueries.all(), 'related', p] as const,
      queryFn: ({ signal }) => api.videos.related(p as VideoRelatedParamsInput, signal),
      staleTime: seconds(DETAIL_LIFETIME.related),
    });
  },
  details: () => [...videoQueries.all(), 'detail'] as const,
  /** The video's detail in every language asked (what a vote or a privacy change updates). */
  detailsOf: (videoId: number) => [...videoQueries.details(), videoId] as const,
  /** The video page's video, its words in `lang` (English where it has none). */
  detail: (api: ApiClient, videoId: number, lang: Language = 'en') =>
    queryOptions({
      queryKey: [...videoQueries.detailsOf(videoId), lang] as const,
      queryFn: ({ signal }) => api.videos.get({ video_id: videoId, lang }, signal),
      staleTime: seconds(LIFETIME.videoDetail),
    }),
  /** The member's own state of a video (their vote, the lists holding it): theirs, never fresh. */
  states: () => [...videoQueries.all(), 'state'] as const,
  state: (api: ApiClient, videoId: number) =>
    queryOptions({
      queryKey: [...videoQueries.states(), videoId] as const,
      queryFn: ({ signal }) => api.videos.state({ video_id: videoId }, signal),
      staleTime: 0,
    }),
  file: (api: ApiClient, videoId: number) =>
    queryOptions({
      queryKey: [...videoQueries.all(), 'file', videoId] as const,
      queryFn: ({ signal }) => api.videos.file({ video_id: videoId }, signal),
      staleTime: seconds(LIFETIME.videoFile),
    }),
};
