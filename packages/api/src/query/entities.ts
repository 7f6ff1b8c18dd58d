import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client.js';
import type { ChannelListParamsInput } from '../contract/channel.js';
import type { CommentsParamsInput } from '../contract/comment.js';
import { DETAIL_LIFETIME, LIFETIME, PAGING } from '../contract/constants.js';
import type { MemberListParamsInput } from '../contract/member.js';
import type { CategoriesParamsInput, MainParamsInput } from '../contract/misc.js';
import type { ModelListParamsInput } from '../contract/model.js';
import type { PlaylistListParamsInput } from '../contract/playlist.js';
import type { Language, MemberDetailSection } from '../contract/values.js';
import { callQuery } from './declared.js';
import { keyParams, seconds } from './shared.js';

export const modelQueries = {
  all: () => ['models'] as const,
  lists: () => [...modelQueries.all(), 'list'] as const,
  list: (api: ApiClient, params: ModelListParamsInput = {}) => {
    const p = keyParams('models.list', params);
    return queryOptions({
      queryKey: [...modelQueries.lists(), p] as const,
      queryFn: ({ signal }) => api.models.list(p as ModelListParamsInput, signal),
      staleTime: seconds(LIFETIME.models),
    });
  },
  details: () => [...modelQueries.all(), 'detail'] as const,
  detail: (api: ApiClient, modelDir: string) =>
    queryOptions({
      queryKey: [...modelQueries.details(), modelDir] as const,
      queryFn: ({ signal }) => api.models.get({ model_dir: modelDir }, signal),
      staleTime: seconds(DETAIL_LIFETIME.model),
    }),
};

export const channelQueries = {
  all: () => ['channels'] as const,
  lists: () => [...channelQueries.all(), 'list'] as const,
  list: (api: ApiClient, params: ChannelListParamsInput = {}) => {
    const p = keyParams('channels.list', params);
    return queryOptions({
      queryKey: [...channelQueries.lists(), p] as const,
      queryFn: ({ signal }) => api.channels.list(p as ChannelListParamsInput, signal),
      staleTime: seconds(LIFETIME.channels),
    });
  },
  details: () => [...channelQueries.all(), 'detail'] as const,
  /** The channel's detail in every language asked (what a vote or a subscription updates). */
  detailsOf: (channelDir: string) => [...channelQueries.details(), channelDir] as const,
  /** The channel's page, its category names in `lang`. */
  detail: (api: ApiClient, channelDir: string, lang: Language = 'en') =>
    queryOptions({
      queryKey: [...channelQueries.detailsOf(channelDir), lang] as const,
      queryFn: ({ signal }) => api.channels.get({ channel_dir: channelDir, lang }, signal),
      staleTime: seconds(DETAIL_LIFETIME.channel),
    }),
};

export const memberQueries = {
  all: () => ['members'] as const,
  lists: () => [...memberQueries.all(), 'list'] as const,
  /** A search disables caching (§7), as does `fresh` (one's own friends): staleTime 0. */
  list: (api: ApiClient, params: MemberListParamsInput = {}) => {
    const p = keyParams('members.list', params);
    return queryOptions({
      queryKey: [...memberQueries.lists(), p] as const,
      queryFn: ({ signal }) => api.members.list(p as MemberListParamsInput, signal),
      staleTime: p.search || p.fresh ? 0 : seconds(LIFETIME.members),
    });
  },
  details: () => [...memberQueries.all(), 'detail'] as const,
  /**
   * `fresh` (one's own page, lifetime 0: `members.fresh`, a POST no cache keeps) shares the key and is never
   * fresh.
   */
  detail: (
    api: ApiClient,
    userId: number,
    options: { section?: MemberDetailSection; fresh?: boolean } = {},
  ) => {
    const section = options.section ?? 'profile';
    const fresh = options.fresh ?? false;
    return queryOptions({
      queryKey: [...memberQueries.details(), userId, section] as const,
      queryFn: ({ signal }) =>
        (fresh ? api.members.fresh : api.members.get)({ user_id: userId, section }, signal),
      staleTime: fresh ? 0 : seconds(LIFETIME.member),
    });
  },
  subscriptionLists: () => [...memberQueries.all(), 'subscriptions'] as const,
  subscriptions: (api: ApiClient, userId: number) =>
    queryOptions({
      queryKey: [...memberQueries.subscriptionLists(), userId] as const,
      queryFn: ({ signal }) => api.members.subscriptions({ user_id: userId }, signal),
      staleTime: seconds(LIFETIME.subscriptions),
    }),
};

export const playlistQueries = {
  all: () => ['playlists'] as const,
  lists: () => [...playlistQueries.all(), 'list'] as const,
  list: (api: ApiClient, params: PlaylistListParamsInput = {}) => {
    const p = keyParams('playlists.list', params);
    return queryOptions({
      queryKey: [...playlistQueries.lists(), p] as const,
      queryFn: ({ signal }) => api.playlists.list(p as PlaylistListParamsInput, signal),
      staleTime: p.fresh ? 0 : seconds(LIFETIME.playlists),
    });
  },
  details: () => [...playlistQueries.all(), 'detail'] as const,
  detail: (api: ApiClient, playlistId: number) =>
    queryOptions({
      queryKey: [...playlistQueries.details(), playlistId] as const,
      queryFn: ({ signal }) => api.playlists.get({ playlist_id: playlistId }, signal),
      staleTime: seconds(DETAIL_LIFETIME.playlist),
    }),
};

export const commentQueries = {
  all: () => ['comments'] as const,
  lists: () => [...commentQueries.all(), 'list'] as const,
  /** One key per thread (section, object_id); `fresh` (members, §7) only changes the lifetime. */
  list: (api: ApiClient, params: CommentsParamsInput) => {
    const p = keyParams('comments.list', params);
    return queryOptions({
      queryKey: [...commentQueries.lists(), String(p.section), String(p.object_id)] as const,
      queryFn: ({ signal }) => api.comments.list(params, signal),
      staleTime: p.fresh ? 0 : seconds(LIFETIME.comments),
    });
  },
};

export const categoryQueries = {
  all: () => ['categories'] as const,
  list: (api: ApiClient, params: CategoriesParamsInput = {}) => {
    const p = keyParams('categories.list', params);
    return queryOptions({
      queryKey: [...categoryQueries.all(), p] as const,
      queryFn: ({ signal }) => api.categories.list(p as CategoriesParamsInput, signal),
      staleTime: seconds(LIFETIME.categories),
    });
  },
};

export const mainQueries = {
  all: () => ['main'] as const,
  top: (api: ApiClient, params: MainParamsInput = {}) => {
    const p = keyParams('main.get', params);
    return queryOptions({
      queryKey: [...mainQueries.all(), 'top', p] as const,
      queryFn: ({ signal }) => api.main.get(p as MainParamsInput, signal),
      staleTime: seconds(LIFETIME.main),
    });
  },
  keywords: (api: ApiClient, params: MainParamsInput = {}) => {
    const p = keyParams('main.get', params);
    return queryOptions({
      queryKey: [...mainQueries.all(), 'keywords', p] as const,
      // The top lists with up to 1000 keywords (§7, §9): the keyword cloud's.
      queryFn: ({ signal }) => api.main.get({ ...(p as MainParamsInput), l: PAGING.keywordsFetched }, signal),
      staleTime: seconds(LIFETIME.main),
    });
  },
};

export const suggesterQueries = {
  all: () => ['suggester'] as const,
  letter: (api: ApiClient, letter: string) =>
    queryOptions({
      queryKey: [...suggesterQueries.all(), 'letter', letter.toLowerCase()] as const,
      queryFn: ({ signal }) => api.suggester.letter({ letter }, signal),
      staleTime: seconds(LIFETIME.suggester),
    }),
  /** `lang`: the page's; English is left out of the address. */
  query: (api: ApiClient, q: string, lang: Language = 'en') =>
    queryOptions({
      queryKey: [...suggesterQueries.all(), 'query', lang, q.trim()] as const,
      queryFn: ({ signal }) => api.suggester.query({ q, ...(lang === 'en' ? {} : { lang }) }, signal),
      staleTime: seconds(LIFETIME.suggester),
    }),
};

export const langQueries = {
  all: () => ['langs'] as const,
  /** Versioned messages never go stale: a new version is a new key. */
  messages: (api: ApiClient, lang: Language, version: number) =>
    queryOptions({
      queryKey: [...langQueries.all(), lang, version] as const,
      queryFn: ({ signal }) => api.langs.get({ lang, version }, signal),
      staleTime: Number.POSITIVE_INFINITY,
    }),
};

export const messageQueries = {
  all: () => ['messages'] as const,
  dialogs: (api: ApiClient) =>
    queryOptions({
      queryKey: [...messageQueries.all(), 'dialogs'] as const,
      queryFn: ({ signal }) => api.messages.dialogs(signal),
      staleTime: 0,
    }),
  conversations: () => [...messageQueries.all(), 'conversation'] as const,
  conversation: (api: ApiClient, userId: number) =>
    queryOptions({
      queryKey: [...messageQueries.conversations(), userId] as const,
      queryFn: ({ signal }) => api.messages.conversation({ user_from_id: userId }, signal),
      staleTime: 0,
    }),
};

/** The signed-in member's friend requests and where they stand with one member: private, never fresh. */
export const friendQueries = {
  all: () => ['friends'] as const,
  requests: (api: ApiClient) => callQuery(api, 'friends.requests'),
  states: () => [...friendQueries.all(), 'state'] as const,
  state: (api: ApiClient, userId: number) =>
    queryOptions({
      queryKey: [...friendQueries.states(), userId] as const,
      queryFn: ({ signal }) => api.friends.state({ user_id: userId }, signal),
      staleTime: 0,
    }),
};
