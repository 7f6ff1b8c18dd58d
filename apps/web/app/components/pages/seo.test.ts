// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { loader as robotsLoader } from '../../routes/robots-txt';
import { loader as sitemapLoader } from '../../routes/sitemap-xml';
import { fakeApi, serverContext } from '../../test/site';
import { fetchSitemapData, ROBOTS_DISALLOW, robotsTxt, sitemapXml } from './seo';

const data = {
  categories: [{ dir: 'lakes' }, { dir: 'forest' }],
  channels: [{ dir: 'north-studio' }],
  models: [{ dir: 'jade-fox' }],
  videos: [
    { video_id: 7, dir: 'harbour-lights', added_date: '2024-05-01 10:00:00' },
    { video_id: 8, dir: 'a&b', added_date: '2024-05-02' },
  ],
};

const XHTML = 'http://www.w3.org/1999/xhtml';

function parse(xml: string) {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

describe('robots.txt', () => {
  it('allows everything but the private paths and points at the sitemap of its origin', async () => {
    const text = robotsTxt('https://example.com');
    const lines = text.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of [
      '/api/',
      '/my_messages/',
      '/my_profile_edit/',
      '/upload-video/',
      '/signin',
      '/signup',
      '/embed/',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines.filter((l) => l.startsWith('Disallow:'))).toHaveLength(ROBOTS_DISALLOW.length);
    expect(lines).toContain('Sitemap: https://example.com/sitemap.xml');
  });

  it('is served as plain text, cached for an hour, from the request origin', async () => {
    const response = robotsLoader({
      url: new URL('https://de.example.com/robots.txt'),
    } as Parameters<typeof robotsLoader>[0]);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(await response.text()).toContain('Sitemap: https://de.example.com/sitemap.xml');
  });
});

describe('sitemap.xml', () => {
  it('is valid XML with one absolute <loc> per page, main pages first, entities after', () => {
    const doc = parse(sitemapXml('https://example.com', data));
    const locs = [...doc.getElementsByTagName('loc')].map((n) => n.textContent ?? '');
    for (const loc of locs) expect(loc).toMatch(/^https:\/\/example\.com\//);
    expect(locs[0]).toBe('https://example.com/');
    expect(locs).toContain('https://example.com/information/');
    expect(locs).toContain('https://example.com/categories/lakes/1/');
    expect(locs).toContain('https://example.com/channel/north-studio/');
    expect(locs).toContain('https://example.com/models/jade-fox/');
    expect(locs).toContain('https://example.com/videos/7/harbour-lights/');
    // A character XML reserves is escaped, not left to break the file.
    expect(locs).toContain('https://example.com/videos/8/a%26b/');
    expect(new Set(locs).size).toBe(locs.length);
    const lastmods = [...doc.getElementsByTagName('lastmod')].map((n) => n.textContent);
    expect(lastmods).toEqual(['2024-05-01', '2024-05-02']);
  });

  it('gives every page an alternate per language plus x-default', () => {
    const doc = parse(sitemapXml('https://example.com', data));
    const first = doc.getElementsByTagName('url')[0];
    const links = [...(first?.getElementsByTagNameNS(XHTML, 'link') ?? [])];
    const byLang = Object.fromEntries(links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]));
    expect(Object.keys(byLang)).toHaveLength(11);
    expect(byLang.en).toBe('https://example.com/');
    expect(byLang.de).toBe('https://example.com/?lang=de');
    expect(byLang['x-default']).toBe('https://example.com/');
    for (const link of links) expect(link.getAttribute('rel')).toBe('alternate');
  });

  it('on a language host, lists that host’s addresses and the other hosts as alternates', () => {
    const doc = parse(sitemapXml('https://fr.example.com', data));
    const locs = [...doc.getElementsByTagName('loc')].map((n) => n.textContent);
    expect(locs[0]).toBe('https://fr.example.com/');
    const hrefs = [...doc.getElementsByTagNameNS(XHTML, 'link')].map((l) => l.getAttribute('href'));
    expect(hrefs).toContain('https://ja.example.com/');
  });

  it('asks the API for categories, channels, models and the latest videos, leaving out a list that fails', async () => {
    const videos = vi.fn(async (p: { page?: number }) => ({
      code: 'success',
      total_count: 2,
      videos: p.page === 1 ? [{ video_id: 1, dir: 'one', added_date: '2024-01-01' }] : [],
    }));
    const api = fakeApi({
      categories: { list: vi.fn(async () => ({ code: 'success', categories: [{ dir: 'lakes' }] })) } as never,
      channels: {
        list: vi.fn(async () => {
          throw new Error('down');
        }),
      },
      models: {
        list: vi.fn(async () => ({ code: 'success', total_count: 1, models: [{ dir: 'jade-fox' }] })),
      } as never,
      videos: { list: videos } as never,
    });
    const result = await fetchSitemapData(api, 'en');
    expect(result.categories).toEqual([{ dir: 'lakes' }]);
    expect(result.channels).toEqual([]);
    expect(result.models).toEqual([{ dir: 'jade-fox' }]);
    expect(result.videos.map((v) => v.video_id)).toEqual([1]);
    expect(videos).toHaveBeenCalledWith(expect.objectContaining({ sort: 'latest-updates', page: 3 }));
  });

  it('is served as XML, cached for an hour, and still valid when the API is down', async () => {
    const apiFetch = vi.fn(async () => new Response('{"code":"general_error"}', { status: 500 }));
    const response = await sitemapLoader({
      url: new URL('https://example.com/sitemap.xml'),
      context: serverContext({ apiFetch, country: 'eu' }),
    } as unknown as Parameters<typeof sitemapLoader>[0]);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const doc = parse(await response.text());
    expect(doc.getElementsByTagName('loc')[0]?.textContent).toBe('https://example.com/');
    expect(apiFetch).toHaveBeenCalled();
  });
});
