import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiClient, createApiClient } from '../client.js';
import { createMockApi } from '../testing/mock-api.js';
import { SAMPLES, takeNavigations } from './samples.js';

describe('given one sample call of every client function', () => {
  it('covers every function the client exposes', () => {
    const api = createApiClient();
    const functions = Object.entries(api).flatMap(([group, calls]) =>
      Object.keys(calls as object).map((fn) => `${group}.${fn}`),
    );
    expect(functions.length).toBeGreaterThan(50);
    expect([...new Set(SAMPLES.map((s) => s.fn))].sort()).toEqual([...functions].sort());
  });

  it('has no two samples of the same request', () => {
    const requests = SAMPLES.map((s) => `${s.method} ${s.url} ${JSON.stringify(s.body)}`);
    expect(new Set(requests).size).toBe(requests.length);
  });

  for (const sample of SAMPLES) {
    it(`${sample.fn} sends ${sample.method} ${sample.url}`, async () => {
      const mock = createMockApi({ client: { csrfToken: 'csrf-1' } });
      const result = await sample.call(mock.api);
      if (sample.navigation) {
        expect(result).toBe(sample.url);
        expect(takeNavigations()).toEqual([sample.url]);
        expect(mock.calls).toHaveLength(0);
        return;
      }
      expect(mock.calls).toHaveLength(1);
      const call = mock.last();
      expect(call.method).toBe(sample.method);
      expect(call.url).toBe(sample.url);
      expect(call.body).toEqual(sample.body);
      expect(call.headers.accept).toBe('application/json');
      if (sample.method === 'GET') {
        expect(call.headers['x-csrf-token']).toBeUndefined();
        expect(call.headers['content-type']).toBeUndefined();
      } else {
        expect(call.headers['x-csrf-token']).toBe('csrf-1');
        if (typeof sample.body === 'string') {
          expect(call.upload).toBe(false);
          expect(call.headers['content-type']).toBe('application/x-www-form-urlencoded;charset=UTF-8');
        } else {
          // Multipart: the transport sets the boundary; no content-type is forced.
          expect(call.upload).toBe(true);
          expect(call.headers['content-type']).toBeUndefined();
        }
      }
    });
  }
});

describe('given a call with a required parameter missing (§5)', () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  afterEach(() => error.mockClear());

  const cases: [string, (api: ReturnType<typeof createApiClient>) => Promise<unknown>, string[]][] = [
    // @ts-expect-error video_id is required
    ['videos.get', (api) => api.videos.get({}), ['video_id']],
    // @ts-expect-error video_id is required
    ['videos.related', (api) => api.videos.related({}), ['video_id']],
    // @ts-expect-error video_id is required
    ['videos.file', (api) => api.videos.file({}), ['video_id']],
    // @ts-expect-error s is required
    ['videos.search', (api) => api.videos.search({}), ['s']],
    // @ts-expect-error model_dir is required
    ['models.get', (api) => api.models.get({}), ['model_dir']],
    // @ts-expect-error channel_dir is required
    ['channels.get', (api) => api.channels.get({}), ['channel_dir']],
    // @ts-expect-error user_id is required
    ['members.get', (api) => api.members.get({}), ['user_id']],
    // @ts-expect-error user_id is required
    ['members.subscriptions', (api) => api.members.subscriptions({}), ['user_id']],
    // @ts-expect-error playlist_id is required
    ['playlists.get', (api) => api.playlists.get({}), ['playlist_id']],
    // @ts-expect-error object_id and section are required
    ['comments.list', (api) => api.comments.list({}), ['section', 'object_id']],
    // @ts-expect-error object_id is required
    ['comments.list', (api) => api.comments.list({ section: 'video' }), ['object_id']],
    // @ts-expect-error video_id is required
    ['videos.remove', (api) => api.videos.remove({}), ['video_id']],
    // @ts-expect-error object_id is required
    ['actions.vote', (api) => api.actions.vote({ section: 'video', vote: 1 }), ['object_id']],
    // @ts-expect-error user_id and msg are required
    ['messages.send', (api) => api.messages.send({}), ['user_id', 'msg']],
    // @ts-expect-error upload_id is required
    ['uploads.check', (api) => api.uploads.check({}), ['upload_id']],
    // @ts-expect-error user_id is required
    ['friends.state', (api) => api.friends.state({}), ['user_id']],
    // @ts-expect-error object_id is required
    ['friends.accept', (api) => api.friends.accept({}), ['object_id']],
    [
      'uploads.info',
      // @ts-expect-error upload_id, title, categories and orientation are required
      (api) => api.uploads.info({ description: 'Boats' }),
      ['upload_id', 'title', 'categories', 'orientation'],
    ],
    // @ts-expect-error imgfile (a multipart call's file) is required
    ['uploads.avatar', (api) => api.uploads.avatar({}), ['imgfile']],
    // @ts-expect-error video_id is required
    ['moderation.approve', (api) => api.moderation.approve({}), ['video_id']],
    // @ts-expect-error reason is required
    ['moderation.reject', (api) => api.moderation.reject({ video_id: 501 }), ['reason']],
    // @ts-expect-error lang is required (the version may be left out: an hour's cache)
    ['langs.get', (api) => api.langs.get({}), ['lang']],
  ];

  for (const [name, call, fields] of cases) {
    it(`${name} logs a console error, makes no call and rejects with missing_params`, async () => {
      const mock = createMockApi();
      const result = await call(mock.api).catch((e: unknown) => e);
      expect(result).toMatchObject({ code: 'missing_params', status: 0 });
      expect((result as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(fields);
      expect(mock.calls).toHaveLength(0);
      expect(error).toHaveBeenCalledOnce();
      expect(String(error.mock.calls[0]?.[0])).toContain(name);
      expect(String(error.mock.calls[0]?.[0])).toContain(fields.join(', '));
    });
  }

  it('rejects an id that is present but invalid as invalid_params, without a console error', async () => {
    const mock = createMockApi();
    await expect(mock.api.videos.get({ video_id: -3 })).rejects.toMatchObject({ code: 'invalid_params' });
    await expect(mock.api.models.get({ model_dir: 'no/slashes' })).rejects.toMatchObject({
      code: 'invalid_params',
    });
    expect(mock.calls).toHaveLength(0);
    expect(error).not.toHaveBeenCalled();
  });
});

describe('given a declared read whose params may be left at their defaults', () => {
  it.each([
    ['moderation.queue', (api: ApiClient) => api.moderation.queue({ page: 1 }), '/api/moderation/queue.php'],
    [
      'moderation.members',
      (api: ApiClient) => api.moderation.members({ q: '  ', filter: 'all', page: 1 }),
      '/api/moderation/members.php',
    ],
    [
      'moderation.downloadRequests',
      (api: ApiClient) => api.moderation.downloadRequests(),
      '/api/downloads.php',
    ],
    [
      'moderation.downloadRequests',
      (api: ApiClient) => api.moderation.downloadRequests({ status: 'pending', page: 3 }),
      '/api/downloads.php?page=3',
    ],
  ])('%s leaves out what the server takes for an absent param: one URL per request', async (_, call, url) => {
    const mock = createMockApi();
    await call(mock.api);
    expect(mock.last().url).toBe(url);
  });
});
