import type { VideoDetail } from '@site/api';
import { describe, expect, it } from 'vitest';
import { listOf, videoFixture } from '../test/fixtures';
import { serverContext } from '../test/site';
import * as home from './home';
import * as search from './search';
import * as video from './video';

/**
 * The page's language in the calls (#27): the loaders ask the API for titles in the language the page is
 * in (its cookie, or `?lang=`), and the video page's head names the video as the answer does.
 */

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

function server() {
  const asked: string[] = [];
  const context = serverContext({
    country: 'US',
    apiFetch: async (input: string) => {
      const path = input.replace(/^https?:\/\/[^/]+/, '');
      asked.push(path);
      const body = path.startsWith('/api/json/video/')
        ? { video: seeDetail, code: 'success' }
        : path.startsWith('/api/json/main/')
          ? { categories: [], models: [], channels: [], keywords: [], code: 'success' }
          : path.startsWith('/api/json/comments/')
            ? { comments: [], total_count: 0, code: 'success' }
            : listOf([videoFixture(1)], 1);
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    },
  });
  return { asked, context };
}

const req = (path: string, cookie = '') =>
  new Request(`http://localhost${path}`, cookie ? { headers: { cookie } } : {});

// biome-ignore lint/suspicious/noExplicitAny: a route's loader arguments, as the router passes them
const call = (
  loader: (args: any) => unknown,
  params: Record<string, string>,
  request: Request,
  context: unknown,
) => Promise.resolve().then(() => loader({ params, request, url: new URL(request.url), context }));

describe("given a page in the visitor's language", () => {
  it('asks for the home list in the language of the cookie, and in English without one', async () => {
    const de = server();
    await call(home.loader, {}, req('/', 'lang=de'), de.context);
    expect(de.asked.find((p) => p.startsWith('/api/json/videos2/'))).toMatch(/\.json\?lang=de$/);
    const en = server();
    await call(home.loader, {}, req('/'), en.context);
    expect(en.asked.find((p) => p.startsWith('/api/json/videos2/'))).toMatch(/\.json$/);
  });

  it('searches in the language the address names', async () => {
    const { asked, context } = server();
    await call(search.loader, {}, req('/search/?s=See&lang=ja'), context);
    expect(asked).toEqual([expect.stringMatching(/^\/api\/videos2\.php\?s=See&.*&lang=ja$/)]);
  });

  it('asks for the video and its related videos in the language', async () => {
    const { asked, context } = server();
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
