import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../errors.js';
import { createMockApi } from '../testing/mock-api.js';
import {
  categoryQueries,
  channelQueries,
  commentQueries,
  friendQueries,
  langQueries,
  mainQueries,
  memberQueries,
  messageQueries,
  modelQueries,
  playlistQueries,
  shouldRetry,
  suggesterQueries,
  videoQueries,
} from './index.js';

const { api } = createMockApi();
const H = 3_600_000;

describe('given the query factories', () => {
  it.each([
    ['videos.own', videoQueries.own(api, { section: 'favourites', object_id: '5' }), ['videos', 'own'], 0],
    ['videos.search', videoQueries.search(api, { s: 'calm' }), ['videos', 'search'], 4 * H],
    ['videos.related', videoQueries.related(api, { video_id: 7 }), ['videos', 'related'], 4 * H],
    ['videos.detail', videoQueries.detail(api, 7), ['videos', 'detail', 7], 0],
    ['videos.file', videoQueries.file(api, 7), ['videos', 'file', 7], 240 * H],
    ['models.list', modelQueries.list(api), ['models', 'list'], 24 * H],
    ['models.detail', modelQueries.detail(api, 'jade-fox'), ['models', 'detail', 'jade-fox'], 24 * H],
    ['channels.list', channelQueries.list(api), ['channels', 'list'], 24 * H],
    ['channels.detail', channelQueries.detail(api, 'blue'), ['channels', 'detail', 'blue'], 24 * H],
    ['members.list', memberQueries.list(api), ['members', 'list'], 24 * H],
    ['members.list search', memberQueries.list(api, { search: 'heron' }), ['members', 'list'], 0],
    ['members.detail', memberQueries.detail(api, 5), ['members', 'detail', 5, 'profile'], 2 * H],
    [
      'members.detail fresh',
      memberQueries.detail(api, 5, { fresh: true }),
      ['members', 'detail', 5, 'profile'],
      0,
    ],
    ['members.subscriptions', memberQueries.subscriptions(api, 5), ['members', 'subscriptions', 5], 4 * H],
    ['playlists.list', playlistQueries.list(api), ['playlists', 'list'], 24 * H],
    ['playlists.detail', playlistQueries.detail(api, 77), ['playlists', 'detail', 77], 24 * H],
    [
      'comments.list',
      commentQueries.list(api, { section: 'video', object_id: 7 }),
      ['comments', 'list', 'video', '7'],
      600_000,
    ],
    [
      'comments.list fresh',
      commentQueries.list(api, { section: 'video', object_id: 7, fresh: true }),
      ['comments', 'list', 'video', '7'],
      0,
    ],
    ['categories.list', categoryQueries.list(api), ['categories'], 4 * H],
    ['main.top', mainQueries.top(api), ['main', 'top'], 4 * H],
    ['main.keywords', mainQueries.keywords(api), ['main', 'keywords'], 4 * H],
    ['suggester.letter', suggesterQueries.letter(api, 'A'), ['suggester', 'letter', 'a'], 24 * H],
    ['suggester.query', suggesterQueries.query(api, ' calm '), ['suggester', 'query', 'en', 'calm'], 24 * H],
    ['langs.messages', langQueries.messages(api, 'de', 3), ['langs', 'de', 3], Number.POSITIVE_INFINITY],
    ['messages.dialogs', messageQueries.dialogs(api), ['messages', 'dialogs'], 0],
    ['messages.conversation', messageQueries.conversation(api, 9), ['messages', 'conversation', 9], 0],
    [
      'members.list friends fresh',
      memberQueries.list(api, { section: 'friends', user_id: 5, fresh: true }),
      ['members', 'list'],
      0,
    ],
    ['friends.requests', friendQueries.requests(api), ['friends', 'requests'], 0],
    ['friends.state', friendQueries.state(api, 9), ['friends', 'state', 9], 0],
  ] as const)('%s keys from general to specific with the §9 lifetime', (_name, q, prefix, staleTime) => {
    expect(q.queryKey.slice(0, prefix.length)).toEqual(prefix);
    expect(q.staleTime).toBe(staleTime);
  });

  it('shares one key between equal parameter sets (defaults filled)', () => {
    expect(modelQueries.list(api, { sort: 'most-popular' }).queryKey).toEqual(
      modelQueries.list(api).queryKey,
    );
    expect(playlistQueries.list(api, { page: 1 }).queryKey).toEqual(playlistQueries.list(api).queryKey);
  });

  it('fetches every factory through the client and caches the answer', async () => {
    const qc = new QueryClient();
    const all = [
      videoQueries.own(api),
      videoQueries.search(api, { s: 'calm' }),
      videoQueries.related(api, { video_id: 7 }),
      videoQueries.detail(api, 7),
      videoQueries.file(api, 7),
      modelQueries.list(api),
      modelQueries.detail(api, 'jade-fox'),
      channelQueries.list(api),
      channelQueries.detail(api, 'blue'),
      memberQueries.list(api),
      memberQueries.detail(api, 5),
      memberQueries.subscriptions(api, 5),
      playlistQueries.list(api),
      playlistQueries.detail(api, 77),
      commentQueries.list(api, { section: 'video', object_id: 7 }),
      categoryQueries.list(api),
      mainQueries.top(api),
      mainQueries.keywords(api),
      suggesterQueries.letter(api, 'a'),
      suggesterQueries.query(api, 'calm'),
      langQueries.messages(api, 'de', 3),
      messageQueries.dialogs(api),
      messageQueries.conversation(api, 9),
      friendQueries.requests(api),
      friendQueries.state(api, 9),
    ];
    // biome-ignore lint/suspicious/noExplicitAny: a mixed list of query options
    const results = await Promise.all(all.map((q) => qc.fetchQuery(q as any)));
    expect(results.every((r) => r !== undefined)).toBe(true);
  });

  it('lets a query with a missing id fail with missing_params, logging once and calling nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const mock = createMockApi();
    const qc = new QueryClient({ defaultOptions: { queries: { retry: shouldRetry } } });
    await expect(
      // @ts-expect-error the object_id is required
      qc.fetchQuery(commentQueries.list(mock.api, { section: 'video' })),
    ).rejects.toMatchObject({ code: 'missing_params' });
    expect(mock.calls).toHaveLength(0);
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });

  it('retries network failures, 5xx, 408 and 429 only', () => {
    expect(shouldRetry(0, new ApiError('network_error', 0))).toBe(true);
    expect(shouldRetry(0, new ApiError('general_error', 502))).toBe(true);
    expect(shouldRetry(0, new ApiError('timeout', 408))).toBe(true);
    expect(shouldRetry(0, new ApiError('too_many_requests', 429))).toBe(true);
    expect(shouldRetry(0, new ApiError('no_permission', 403))).toBe(false);
    expect(shouldRetry(0, new ApiError('missing_params', 0))).toBe(false);
    expect(shouldRetry(0, new ApiError('not_found', 404))).toBe(false);
    expect(shouldRetry(2, new ApiError('network_error', 0))).toBe(false);
  });
});
