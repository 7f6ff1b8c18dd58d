// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getQueryClient } from '../lib/query-client';
import { COUNTRY_META } from '../lib/site';
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

function renderedCountry(code: string) {
  const meta = document.createElement('meta');
  meta.name = COUNTRY_META;
  meta.content = code;
  document.head.append(meta);
}

const navigate = (path: string, page?: string) => {
  const url = new URL(path, 'http://localhost');
  return topCountry.clientLoader({
    params: page ? { page } : {},
    request: new Request(url),
    url,
  } as never);
};

afterEach(() => {
  vi.unstubAllGlobals();
  getQueryClient().clear();
  document.head.replaceChildren();
});

describe('given a client navigation to the top-country list', () => {
  it("asks for the visitor's country as the server rendered it, or the one the address picked", async () => {
    renderedCountry('PL');
    const asked = answering(200);
    await expect(navigate('/top-country/2/', '2')).resolves.toMatchObject({
      page: 2,
      country: 'pl',
      picked: null,
    });
    await expect(navigate('/top-country/?country=jp')).resolves.toMatchObject({
      country: 'jp',
      picked: 'jp',
    });
    expect(asked).toEqual([
      '/api/json/videos2/14400/str/latest-updates/60/top_country.pl.2.all.all.all.json',
      '/api/json/videos2/14400/str/latest-updates/60/top_country.jp.1.all.all.all.json',
    ]);
  });

  it('answers the 404 that links the last page past the end, as the server does', async () => {
    renderedCountry('de');
    answering(61);
    await expect(navigate('/top-country/5/?country=fr', '5')).rejects.toMatchObject({
      init: { status: 404 },
      data: { lastPage: 2, lastPageHref: '/top-country/2/?country=fr' },
    });
    await expect(navigate('/top-country/2/', '2')).resolves.toMatchObject({ page: 2, country: 'de' });
  });
});
