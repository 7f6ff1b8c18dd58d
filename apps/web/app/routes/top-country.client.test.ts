// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getQueryClient } from '../lib/query-client';
import { videoFixture } from '../test/fixtures';
import * as topCountry from './top-country';

/** The browser's calls answered with a list of `total` videos; every path asked is recorded. */
function answering(total: number) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      asked.push(String(input).replace(/^https?:\/\/[^/]+/, ''));
      const body = { videos: [videoFixture(1)], total_count: total, code: 'success' };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return asked;
}

const fromServer = { page: 2, country: 'pl', picked: null, dehydratedState: null };

const navigate = (path: string, page?: string) => {
  const url = new URL(path, 'http://localhost');
  const serverLoader = vi.fn(async () => fromServer);
  const loaded = topCountry.clientLoader({
    params: page ? { page } : {},
    request: new Request(url),
    url,
    serverLoader,
  } as never);
  return { loaded, serverLoader };
};

afterEach(() => {
  vi.unstubAllGlobals();
  getQueryClient().clear();
});

describe('given a client navigation to the top-country list', () => {
  it("asks the country the address picked, and the server for the visitor's own (only it knows it)", async () => {
    const asked = answering(200);
    const picked = navigate('/top-country/?country=jp');
    await expect(picked.loaded).resolves.toMatchObject({ page: 1, country: 'jp', picked: 'jp' });
    expect(picked.serverLoader).not.toHaveBeenCalled();
    expect(asked).toEqual([
      '/api/json/videos2/14400/str/latest-updates/60/top_country.jp.1.all.all.all.json',
    ]);
    const own = navigate('/top-country/2/', '2');
    await expect(own.loaded).resolves.toBe(fromServer);
    expect(own.serverLoader).toHaveBeenCalledOnce();
    expect(asked).toHaveLength(1);
  });

  it('answers the 404 that links the last page past the end of a picked list, as the server does', async () => {
    answering(61);
    await expect(navigate('/top-country/5/?country=fr', '5').loaded).rejects.toMatchObject({
      init: { status: 404 },
      data: { lastPage: 2, lastPageHref: '/top-country/2/?country=fr' },
    });
    await expect(navigate('/top-country/2/?country=fr', '2').loaded).resolves.toMatchObject({ page: 2 });
  });
});
