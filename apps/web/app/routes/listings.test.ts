import type { VideoDetail } from '@site/api';
import { describe, expect, it } from 'vitest';
import { videoFixture } from '../test/fixtures';
import { serverContext } from '../test/site';
import * as categories from './categories';
import * as categoryVideos from './category-videos';
import * as history from './history';
import * as home from './home';
import * as notFound from './not-found';
import * as search from './search';
import * as topCountry from './top-country';
import * as video from './video';
import * as videos from './videos';

/** A server context whose API answers from `answer` and records every path asked for. */
function server(answer: (path: string) => { status?: number; body: unknown } = () => ({ body: okList })) {
  const asked: string[] = [];
  const context = serverContext({
    country: 'DE',
    apiFetch: async (input: string) => {
      const path = input.replace(/^https?:\/\/[^/]+/, '');
      asked.push(path);
      const { status = 200, body } = answer(path);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    },
  });
  return { asked, context };
}

// A list long enough for every page these tests ask for (17 pages of 60).
const okList = { videos: [videoFixture(1)], total_count: 1000, code: 'success' };
const categoriesAnswer = {
  categories: [{ dir: 'lakes', title: 'Lakes', total_videos: 3, thumb: null }],
  code: 'success',
};
const mainAnswer = { categories: [], models: [], channels: [], keywords: ['lake'], code: 'success' };

function answers(path: string) {
  if (path.startsWith('/api/json/categories/')) return { body: categoriesAnswer };
  if (path.startsWith('/api/json/main/')) return { body: mainAnswer };
  return { body: okList };
}

const req = (path: string, cookie = '') =>
  new Request(`http://localhost${path}`, cookie ? { headers: { cookie } } : {});

// biome-ignore lint/suspicious/noExplicitAny: a route's loader arguments, as the router passes them
type AnyArgs = any;
const call = (
  loader: (args: AnyArgs) => unknown,
  params: Record<string, string>,
  request: Request,
  context: unknown,
) => Promise.resolve().then(() => loader({ params, request, url: new URL(request.url), context }));

const is404 = { init: { status: 404 } };

describe('given the videos routes', () => {
  it('asks for the sort, page and filters of the path, in the gender of the cookie', async () => {
    const { asked, context } = server();
    await call(
      videos.loader,
      { sort: 'most-popular', page: '3' },
      req('/most-popular/3/?type=hd', 'gender=gay'),
      context,
    );
    expect(asked).toEqual(['/api/json/videos2/14400/gay/most-popular/60/all.0.3.hd.all.all.json']);
  });

  it('answers 404 for an unknown sort, a bad page or an unknown filter', async () => {
    const { asked, context } = server();
    await expect(
      call(videos.loader, { sort: 'newest', page: '1' }, req('/newest/1/'), context),
    ).rejects.toMatchObject(is404);
    await expect(
      call(videos.loader, { sort: 'longest', page: '0' }, req('/longest/0/'), context),
    ).rejects.toMatchObject(is404);
    await expect(call(videos.loader, {}, req('/videos/?date=year'), context)).rejects.toMatchObject(is404);
    expect(asked).toEqual([]);
  });

  it('loads the home page with the latest videos and the top lists with their 1000 keywords', async () => {
    const { asked, context } = server(answers);
    const data = (await call(home.loader, {}, req('/'), context)) as { seed: number };
    expect(asked.sort()).toEqual([
      '/api/json/main/14400/str.en.json?l=1000',
      '/api/json/slider/14400/str.json',
      '/api/json/videos2/14400/str/latest-updates/60/all.0.1.all.all.all.json',
    ]);
    expect(Number.isInteger(data.seed)).toBe(true);
  });
});

describe('given the top-country route', () => {
  it("asks for the visitor's country, lower-cased, on the page of the path", async () => {
    const { asked, context } = server();
    await call(topCountry.loader, { page: '2' }, req('/top-country/2/'), context);
    expect(asked).toEqual([
      '/api/json/videos2/14400/str/latest-updates/60/top_country.de.2.all.all.all.json',
    ]);
  });

  it('answers 404 for a bad page', async () => {
    const { context } = server();
    await expect(
      call(topCountry.loader, { page: 'abc' }, req('/top-country/abc/'), context),
    ).rejects.toMatchObject(is404);
  });

  it('asks for the country the address picked instead of the visitor’s, and names it', async () => {
    const { asked, context } = server();
    const data = await call(topCountry.loader, { page: '3' }, req('/top-country/3/?country=nl'), context);
    expect(asked).toEqual([
      '/api/json/videos2/14400/str/latest-updates/60/top_country.nl.3.all.all.all.json',
    ]);
    expect(data).toMatchObject({ page: 3, country: 'nl', picked: 'nl' });
  });

  it('answers 404 for a picked country that is not a two-letter code, asking nothing', async () => {
    const { asked, context } = server();
    for (const bad of ['netherlands', 'NL', '']) {
      await expect(
        call(topCountry.loader, {}, req(`/top-country/?country=${bad}`), context),
      ).rejects.toMatchObject(is404);
    }
    expect(asked).toEqual([]);
  });
});

describe('given the category routes', () => {
  it('asks for the category videos with the sort and filters of the query, and names the category', async () => {
    const { asked, context } = server(answers);
    const data = (await call(
      categoryVideos.loader,
      { objectId: 'lakes', page: '2' },
      req('/categories/lakes/2/?sort=top-rated&duration=2'),
      context,
    )) as { title: string };
    expect(asked).toContain('/api/json/videos2/14400/str/top-rated/60/category.lakes.2.all.2.all.json');
    expect(asked).toContain('/api/json/categories/14400/str.all.en.json');
    expect(data.title).toBe('Lakes');
  });

  it('answers 404 for a category the API does not know, and for a bad page', async () => {
    const { context } = server((path) =>
      path.startsWith('/api/json/videos2/') ? { status: 404, body: { code: 'not_found' } } : answers(path),
    );
    await expect(
      call(categoryVideos.loader, { objectId: 'nowhere', page: '1' }, req('/categories/nowhere/1/'), context),
    ).rejects.toMatchObject(is404);
    await expect(
      call(categoryVideos.loader, { objectId: 'lakes', page: '-1' }, req('/categories/lakes/-1/'), context),
    ).rejects.toMatchObject(is404);
  });

  it('reads /categories/popular/ as the categories by number of videos, and /categories/{dir}/ as a category', async () => {
    const first = server(answers);
    const popular = await call(
      categories.loader,
      { dir: 'popular' },
      req('/categories/popular/'),
      first.context,
    );
    expect(popular).toMatchObject({ kind: 'categories', section: 'popular' });
    expect(first.asked).toEqual(['/api/json/categories/14400/str.popular.en.json']);

    const second = server(answers);
    const category = await call(
      categories.loader,
      { dir: 'lakes' },
      req('/categories/lakes/'),
      second.context,
    );
    expect(category).toMatchObject({ kind: 'category', title: 'Lakes', params: { dir: 'lakes', page: 1 } });
  });
});

describe('given the search route', () => {
  it('searches with the term, type and duration', async () => {
    const { asked, context } = server();
    await call(search.loader, { page: '2' }, req('/search/2/?s=blue%20lake&type=vr'), context);
    expect(asked).toHaveLength(1);
    const url = new URL(asked[0] ?? '', 'http://localhost');
    expect(url.pathname).toBe('/api/videos2.php');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ s: 'blue lake', page: '2', type: 'vr' });
  });

  it('asks nothing for a term under 3 characters, and answers 404 for a bad page', async () => {
    const { asked, context } = server();
    const data = await call(search.loader, {}, req('/search/?s=ab'), context);
    expect(data).toMatchObject({ params: { s: 'ab' }, dehydratedState: { queries: [] } });
    expect(asked).toEqual([]);
    await expect(call(search.loader, { page: 'x' }, req('/search/x/?s=lake'), context)).rejects.toMatchObject(
      is404,
    );
  });

  it('keeps search results beyond the first page out of search engines', () => {
    const tags = search.meta({
      loaderData: { params: { s: 'lake', page: 2, type: 'all', duration: 'all' }, dehydratedState: null },
      matches: [],
    } as never);
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex' });
    const first = search.meta({
      loaderData: { params: { s: 'lake', page: 1, type: 'hd', duration: 'all' }, dehydratedState: null },
      matches: [],
    } as never);
    expect(first).not.toContainEqual({ name: 'robots', content: 'noindex' });
    expect(first).toContainEqual({ tagName: 'link', rel: 'canonical', href: '/search/?s=lake' });
  });
});

describe('given a page past the end of a list', () => {
  /** The API's answer past the end: no videos, the list's real total (§7 videos2: code videos_not_found). */
  const pastEnd = (total: number) => () => ({
    body: { videos: [], total_count: total, code: 'videos_not_found' },
  });
  const thrown = async (run: () => Promise<unknown>) => {
    try {
      await run();
      return null;
    } catch (error) {
      return error as { init?: { status?: number }; data?: unknown };
    }
  };

  it('answers 404 linking the last page of a sort, with its filters', async () => {
    const { context } = server(pastEnd(274));
    const error = await thrown(() =>
      call(videos.loader, { sort: 'top-rated', page: '99' }, req('/top-rated/99/?type=hd'), context),
    );
    expect(error).toMatchObject({
      init: { status: 404 },
      data: { lastPage: 5, lastPageHref: '/top-rated/5/?type=hd' },
    });
  });

  it('answers 404 linking the last page of the results of a search beyond them', async () => {
    const { context } = server(pastEnd(70));
    const error = await thrown(() =>
      call(search.loader, { page: '3' }, req('/search/3/?s=blue%20lake'), context),
    );
    expect(error).toMatchObject({
      init: { status: 404 },
      data: { lastPage: 2, lastPageHref: expect.stringMatching(/^\/search\/2\/\?s=blue(\+|%20)lake$/) },
    });
  });

  it('answers 404 linking page 1 past the end of an empty category, and page 1 itself with its empty state', async () => {
    const { context } = server((path) =>
      path.startsWith('/api/json/videos2/') ? pastEnd(0)() : answers(path),
    );
    const error = await thrown(() =>
      call(categoryVideos.loader, { objectId: 'lakes', page: '2' }, req('/categories/lakes/2/'), context),
    );
    expect(error).toMatchObject({
      init: { status: 404 },
      data: { lastPage: 1, lastPageHref: '/categories/lakes/1/' },
    });
    const first = await call(
      categoryVideos.loader,
      { objectId: 'lakes', page: '1' },
      req('/categories/lakes/1/'),
      context,
    );
    expect(first).toMatchObject({ params: { dir: 'lakes', page: 1 } });
  });

  it('answers 404 past the end of the top-country list, from the server', async () => {
    const { context } = server(pastEnd(61));
    const error = await thrown(() => call(topCountry.loader, { page: '4' }, req('/top-country/4/'), context));
    expect(error).toMatchObject({
      init: { status: 404 },
      data: { lastPage: 2, lastPageHref: '/top-country/2/' },
    });
    const picked = await thrown(() =>
      call(topCountry.loader, { page: '9' }, req('/top-country/9/?country=fr'), context),
    );
    expect(picked).toMatchObject({
      init: { status: 404 },
      data: { lastPage: 2, lastPageHref: '/top-country/2/?country=fr' },
    });
  });

  it('leaves a page it could not load to the page (the browser asks again), with no 404', async () => {
    const { context } = server(() => ({ status: 500, body: { code: 'general_error' } }));
    const data = await call(videos.loader, { sort: 'top-rated', page: '99' }, req('/top-rated/99/'), context);
    expect(data).toMatchObject({ params: { sort: 'top-rated', page: 99 } });
  });
});

describe('given the history and 404 routes', () => {
  it('answers 404 for a bad history page', () => {
    expect(() => history.loader({ params: { page: '0' } } as never)).toThrow();
    expect(history.loader({ params: { page: '3' } } as never)).toEqual({ page: 3 });
  });

  it('answers 404 with 20 top-country videos of a page between 1 and 10 and the keywords', async () => {
    const { asked, context } = server(answers);
    const result = (await call(notFound.loader, { '*': 'nothing/here' }, req('/nothing/here/'), context)) as {
      init: { status: number };
      data: { page: number };
    };
    expect(result.init.status).toBe(404);
    expect(result.data.page).toBeGreaterThanOrEqual(1);
    expect(result.data.page).toBeLessThanOrEqual(10);
    expect(asked).toContain(
      `/api/json/videos2/14400/str/latest-updates/20/top_country.de.${result.data.page}.all.all.all.json`,
    );
    expect(asked).toContain('/api/json/main/14400/str.en.json?l=1000');
  });
});

/** The page's language in the calls (#27): the loaders ask for titles in the page's language (its cookie, or `?lang=`), and the video page's head names the video as the answer does. */
const seeDetail: VideoDetail = {
  ...videoFixture(7, { title: 'See bei Sonnenaufgang', dir: 'lake-at-dawn' }),
  titles: { en: 'Lake at dawn', de: 'See bei Sonnenaufgang' },
  description: '',
  video_dir: '0/7',
  scr: '',
  sg_id: 1,
  custom3: 'local',
  categories: [{ dir: 'lakes', title: 'Seen' }],
  models: [],
  channel: null,
  user: null,
};

describe("given a page in the visitor's language", () => {
  it('asks for the home list in the language of the cookie, and in English without one', async () => {
    const de = server(answers);
    await call(home.loader, {}, req('/', 'lang=de'), de.context);
    expect(de.asked.find((p) => p.startsWith('/api/json/videos2/'))).toMatch(/\.json\?lang=de$/);
    const en = server(answers);
    await call(home.loader, {}, req('/'), en.context);
    expect(en.asked.find((p) => p.startsWith('/api/json/videos2/'))).toMatch(/\.json$/);
  });

  it('searches in the language the address names', async () => {
    const { asked, context } = server();
    await call(search.loader, {}, req('/search/?s=See&lang=ja'), context);
    expect(asked).toEqual([expect.stringMatching(/^\/api\/videos2\.php\?s=See&.*&lang=ja$/)]);
  });

  it('asks for the video and its related videos in the language', async () => {
    const { asked, context } = server((path) =>
      path.startsWith('/api/json/video/') ? { body: { video: seeDetail, code: 'success' } } : answers(path),
    );
    await call(
      video.loader,
      { videoId: '7', dir: 'lake-at-dawn' },
      req('/videos/7/lake-at-dawn/', 'lang=de'),
      context,
    );
    expect(asked.find((p) => p.startsWith('/api/json/video/'))).toMatch(/\/7\.json\?lang=de$/);
    expect(asked.find((p) => p.startsWith('/api/json/videos_related2/'))).toMatch(/\?lang=de$/);
  });

  it("names the video in the head as the page's answer does: title, og:title and the description", () => {
    const matches = [{ id: 'root', loaderData: { lang: 'de', origin: 'https://example.com' } }];
    const tags = video.meta({
      loaderData: { video: seeDetail, playlistId: null, dehydratedState: null },
      matches,
    } as never);
    const title = tags.find((t) => 'title' in t) as { title: string };
    expect(title.title).toMatch(/^See bei Sonnenaufgang \| /);
    expect(tags).toContainEqual({ property: 'og:title', content: 'See bei Sonnenaufgang' });
    expect(tags).toContainEqual({ name: 'description', content: 'See bei Sonnenaufgang' });
    expect(tags).toContainEqual({ property: 'og:locale', content: 'de' });
  });
});
