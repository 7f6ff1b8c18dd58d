import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client.js';
import { videoQueries } from './index.js';

describe('given the video query factory', () => {
  const fetch = vi.fn(
    async (_input: string) =>
      new Response(JSON.stringify({ videos: [], total_count: 0, code: 'videos_not_found' })),
  );
  const api = createApiClient({ fetch });

  it('keys lists from general to specific with the parsed parameters', () => {
    const q = videoQueries.list(api, { sort: 'longest', page: 2 });
    expect(q.queryKey.slice(0, 2)).toEqual(['videos', 'list']);
    expect(q.queryKey[2]).toMatchObject({ sort: 'longest', page: 2, count: 60, gender: 'str' });
    expect(videoQueries.list(api, { sort: 'longest', page: 2 }).queryKey).toEqual(
      videoQueries.list(api, { page: 2, sort: 'longest', count: 60 }).queryKey,
    );
  });

  it('keeps list data fresh for the lifetime of §9 (14400 s)', () => {
    expect(videoQueries.list(api).staleTime).toBe(14_400_000);
  });

  it('fetches once and serves the cache while fresh', async () => {
    fetch.mockClear();
    const qc = new QueryClient();
    await qc.fetchQuery(videoQueries.list(api));
    await qc.fetchQuery(videoQueries.list(api));
    expect(fetch).toHaveBeenCalledOnce();
    expect(qc.getQueryData(videoQueries.list(api).queryKey)).toMatchObject({ code: 'videos_not_found' });
  });
});
