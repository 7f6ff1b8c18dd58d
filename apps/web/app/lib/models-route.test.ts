import type { ApiClient } from '@site/api';
import { ApiError } from '@site/api';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, testSide, thrownStatus } from '../test/site';
import { loadModels } from './models-route';
import { routeData } from './route-data';

/** The models route's body for `segment` at `path`, as its loaders run it. */
function models(client: ApiClient, segment: string | undefined, path: string, cookie?: string) {
  return routeData(testSide(client), (q) => loadModels(q, segment, ...at(path, cookie)));
}

/** A loader's `request` and `url` for `path`. */
function at(path: string, cookie?: string): [Request, URL] {
  const request = new Request(`http://localhost${path}`, cookie ? { headers: { cookie } } : {});
  return [request, new URL(request.url)];
}

function api(
  modelGet: () => Promise<unknown> = async () => ({ model: { title: 'Amber Wave' }, code: 'success' }),
) {
  const calls = {
    models: {
      // Four pages of 60: every page asked here is within the list.
      list: vi.fn(async () => ({ models: [], total_count: 240, code: 'success' })),
      get: vi.fn(modelGet),
    },
    videos: { list: vi.fn(async () => ({ videos: [], total_count: 0, code: 'success' })) },
  };
  return { calls, client: fakeApi(calls as never) };
}

describe('the models route', () => {
  it('reads /models/ and a numeric segment as pages of the list, with its filters', async () => {
    const { calls, client } = api();
    const first = await models(client, undefined, '/models/');
    expect(first).toMatchObject({ kind: 'list', params: { page: 1 } });
    const third = await models(client, '3', '/models/3/?letter=b&sex=male');
    expect(third).toMatchObject({ kind: 'list', params: { page: 3, letter: 'b', gender: 'gay' } });
    expect(calls.models.list).toHaveBeenCalledTimes(2);
    expect(calls.models.get).not.toHaveBeenCalled();
  });

  it('answers a page past the end of the list with the 404 that links its last page, filters kept', async () => {
    const { client } = api();
    await expect(models(client, '9', '/models/9/?letter=b')).rejects.toMatchObject({
      init: { status: 404 },
      data: { lastPage: 4, lastPageHref: '/models/4/?letter=b' },
    });
  });

  it('reads any other segment as a model: its detail and first page of videos', async () => {
    const { calls, client } = api();
    const data = await models(client, 'amber-wave', '/models/amber-wave/', 'gender=she');
    expect(data).toMatchObject({ kind: 'model', dir: 'amber-wave', meta: { title: 'Amber Wave' } });
    expect(calls.models.get).toHaveBeenCalledWith({ model_dir: 'amber-wave' }, expect.anything());
    expect(calls.videos.list).toHaveBeenCalledWith(
      expect.objectContaining({ section: 'model', object_id: 'amber-wave', page: 1, gender: 'she' }),
      expect.anything(),
    );
    expect(calls.models.list).not.toHaveBeenCalled();
  });

  it('answers 404 for a bad segment, a bad filter value and a missing model', async () => {
    const { client } = api(async () => {
      throw new ApiError('model_not_found', 404);
    });
    expect(await thrownStatus(() => models(client, '0', '/models/0/'))).toBe(404);
    expect(await thrownStatus(() => models(client, 'a b', '/models/a%20b/'))).toBe(404);
    expect(await thrownStatus(() => models(client, '2', '/models/2/?tattoo=maybe'))).toBe(404);
    expect(await thrownStatus(() => models(client, 'nobody', '/models/nobody/'))).toBe(404);
  });

  it('still renders a model whose detail failed for another reason (the page shows its error)', async () => {
    const { client } = api(async () => {
      throw new ApiError('general_error', 500);
    });
    const data = await models(client, 'amber-wave', '/models/amber-wave/');
    expect(data).toMatchObject({ kind: 'model', meta: null });
  });
});
