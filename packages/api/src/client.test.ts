import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client.js';
import type { VideoCard } from './contract/video.js';
import { ApiError, listingErrorKey } from './errors.js';

const video: VideoCard = {
  video_id: 7,
  title: 'Amber river at dawn',
  dir: 'amber-river-at-dawn',
  thumb: '/media/thumbs/7.jpg',
  duration: 605,
  video_viewed: 0,
  added_date: '2026-11-01T10:00:00.000Z',
  status_id: 1,
  is_private: 0,
  props: { hd: 1, vr: 0 },
  statistics: { likes: 3, dislikes: 1 },
  user_id: 2,
  display_name: 'quiet_heron',
  is_trusted: 1,
  content_source_id: null,
  content_source_dir: null,
  content_source_name: null,
};

function fakeFetch(status: number, body: unknown) {
  return vi.fn(async (_input: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));
}

describe('given the video list call', () => {
  it('requests the cached videos2 path with the §9 defaults', async () => {
    const fetch = fakeFetch(200, { videos: [video], total_count: 1, code: 'success' });
    const api = createApiClient({ fetch });
    const res = await api.videos.list();
    expect(fetch).toHaveBeenCalledOnce();
    expect(fetch.mock.calls[0]?.[0]).toBe(
      '/api/json/videos2/14400/str/latest-updates/60/all.0.1.all.all.all.json',
    );
    expect(res.videos[0]?.title).toBe('Amber river at dawn');
  });

  it('puts every parameter in its segment and resolves against the base URL', async () => {
    const fetch = fakeFetch(200, { videos: [], total_count: 0, code: 'videos_not_found' });
    const api = createApiClient({ fetch, baseUrl: 'http://127.0.0.1:3000/' });
    await api.videos.list({
      gender: 'gay',
      sort: 'most-popular',
      count: 20,
      section: 'category',
      object_id: 'sunsets',
      page: 3,
      type: 'hd',
      duration: '2',
      date: 'week',
    });
    expect(fetch.mock.calls[0]?.[0]).toBe(
      'http://127.0.0.1:3000/api/json/videos2/14400/gay/most-popular/20/category.sunsets.3.hd.2.week.json',
    );
  });

  it('rejects parameters outside the value sets before calling', async () => {
    const fetch = fakeFetch(200, {});
    const api = createApiClient({ fetch });
    // @ts-expect-error an unknown sort is a compile error too
    await expect(api.videos.list({ sort: 'newest' })).rejects.toMatchObject({
      code: 'invalid_params',
      errors: [{ field: 'sort' }],
    });
    await expect(api.videos.list({ count: 500 })).rejects.toMatchObject({ errors: [{ field: 'count' }] });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('turns an error response into an ApiError with the server code and field errors', async () => {
    const fetch = fakeFetch(400, { code: 'invalid_params', errors: [{ field: 'sort', code: 'invalid' }] });
    const api = createApiClient({ fetch });
    const error = await api.videos.list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'invalid_params',
      status: 400,
      errors: [{ field: 'sort', code: 'invalid' }],
    });
  });

  it('falls back to general_error when the body is not an error response', async () => {
    const fetch = vi.fn(async () => new Response('<html>bad gateway</html>', { status: 502 }));
    const error = await createApiClient({ fetch })
      .videos.list()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'general_error', status: 502 });
  });

  it('rejects a success body that does not match the contract', async () => {
    const fetch = fakeFetch(200, { videos: [{ video_id: 'x' }], total_count: 1, code: 'success' });
    const error = await createApiClient({ fetch })
      .videos.list()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'invalid_response' });
  });

  it('reports a network failure as network_error', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    const error = await createApiClient({ fetch })
      .videos.list()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'network_error', status: 0 });
  });
});

describe('given a listing error code', () => {
  it('folds any code containing not_found to the not-found message (§8)', () => {
    expect(listingErrorKey('videos_not_found')).toBe('listing.error.not_found');
    expect(listingErrorKey('not_found')).toBe('listing.error.not_found');
  });

  it('keys other codes as listing.error.{code}, defaulting to general_error', () => {
    expect(listingErrorKey('no_permission')).toBe('listing.error.no_permission');
    expect(listingErrorKey(undefined)).toBe('listing.error.general_error');
    expect(listingErrorKey('')).toBe('listing.error.general_error');
  });
});
