import type { ApiClient, Language } from '@site/api';
import { alternateUrl } from '../../lib/head';
import { ALLOWED_LANGS, isAllowedLang } from '../../lib/i18n/lang';
import { DEFAULT_FILTERS } from '../../lib/list-params';
import {
  categoriesUrl,
  categoryVideosUrl,
  channelHref,
  listUrl,
  modelHref,
  SECTION_URLS,
  topCountryUrl,
  videoHref,
} from '../../lib/urls';

/**
 * The files for search engines (§7: "alternate-language links per host are built for search engines"):
 * `/robots.txt` and `/sitemap.xml`. Pure builders here; the resource routes only fetch and answer.
 */

/** Paths no crawler needs: the API, member-only pages, the sign-in forms and the embed player. */
export const ROBOTS_DISALLOW = [
  '/api/',
  '/my_messages/',
  '/my_profile_edit/',
  '/upload-video/',
  '/signin',
  '/signup',
  '/embed/',
] as const;

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** Cache of both files (1 hour). */
export const SEO_CACHE_SECONDS = 3600;

/** How many of the latest videos the XML sitemap lists: pages of 120 (the API's largest page). */
export const SITEMAP_VIDEO_PAGES = 3;
export const SITEMAP_PAGE_SIZE = 120;

/** The language a host names in its first label (`de.example.com`), as `alternateUrl` builds them. */
export function hostLanguage(origin: string): Language | null {
  const labels = new URL(origin).hostname.split('.');
  return labels.length > 1 && isAllowedLang(labels[0]) ? labels[0] : null;
}

/** The pages every sitemap lists, before the entities: the listings of §2 and the information page. */
export const MAIN_PATHS: readonly string[] = [
  '/',
  ...(['latest-updates', 'most-popular', 'top-rated', 'longest', 'most-commented'] as const).map((sort) =>
    listUrl({ sort, page: 1, type: 'all', duration: 'all', date: 'all' }),
  ),
  topCountryUrl(1),
  categoriesUrl('all'),
  SECTION_URLS.channels,
  SECTION_URLS.models,
  SECTION_URLS.community,
  SECTION_URLS.playlists,
  SECTION_URLS.information,
  SECTION_URLS.download,
  SECTION_URLS.sitemap,
];

export interface SitemapData {
  categories: readonly { dir: string }[];
  channels: readonly { dir: string }[];
  models: readonly { dir: string }[];
  videos: readonly { video_id: number; dir: string; added_date?: string }[];
}

/** Every path of the XML sitemap, main pages first, without repeats. */
export function sitemapPaths(data: SitemapData): { path: string; lastmod?: string }[] {
  const seen = new Set<string>();
  const out: { path: string; lastmod?: string }[] = [];
  const add = (path: string, lastmod?: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    out.push(lastmod ? { path, lastmod } : { path });
  };
  for (const path of MAIN_PATHS) add(path);
  for (const c of data.categories) add(categoryVideosUrl({ ...DEFAULT_FILTERS, dir: c.dir, page: 1 }));
  for (const c of data.channels) add(channelHref(c.dir));
  for (const m of data.models) add(modelHref(m.dir));
  for (const v of data.videos) add(videoHref(v), isoDay(v.added_date));
  return out;
}

/** `YYYY-MM-DD` of a date the API gives (`2024-05-01 10:00:00` or ISO), or nothing. */
function isoDay(value: string | undefined): string | undefined {
  const match = value ? /^(\d{4}-\d{2}-\d{2})/.exec(value) : null;
  return match?.[1];
}

const xmlText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The XML sitemap: one `<url>` per path, its `<loc>` in the host's language, and an `xhtml:link`
 * alternate per allowed language plus x-default (the same links as the pages' heads, `alternateUrl`).
 */
export function sitemapXml(origin: string, data: SitemapData): string {
  const own = hostLanguage(origin);
  const rows = sitemapPaths(data).map(({ path, lastmod }) => {
    const links = [
      ...ALLOWED_LANGS.map(
        (lang) =>
          `    <xhtml:link rel="alternate" hreflang="${lang}" href="${xmlText(alternateUrl(origin, path, lang))}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${xmlText(alternateUrl(origin, path, null))}"/>`,
    ];
    return [
      '  <url>',
      `    <loc>${xmlText(alternateUrl(origin, path, own))}</loc>`,
      ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
      ...links,
      '  </url>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...rows,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * What the XML sitemap lists, from the API (straight section, the host's language): every category, the
 * most popular channels and models (one page of 120 each), and the latest videos. A list that fails is
 * left out rather than failing the whole file.
 */
export async function fetchSitemapData(api: ApiClient, lang: Language): Promise<SitemapData> {
  const settle = async <T>(promise: Promise<T>, fallback: T): Promise<T> => {
    try {
      return await promise;
    } catch {
      return fallback;
    }
  };
  const [categories, channels, models, ...videoPages] = await Promise.all([
    settle(
      api.categories.list({ gender: 'str', lang, section: 'all' }).then((r) => r.categories),
      [],
    ),
    settle(
      api.channels.list({ count: SITEMAP_PAGE_SIZE }).then((r) => r.channels),
      [],
    ),
    settle(
      api.models.list({ count: SITEMAP_PAGE_SIZE }).then((r) => r.models),
      [],
    ),
    ...Array.from({ length: SITEMAP_VIDEO_PAGES }, (_, i) =>
      settle(
        api.videos
          .list({ sort: 'latest-updates', count: SITEMAP_PAGE_SIZE, page: i + 1, lang })
          .then((r) => r.videos),
        [],
      ),
    ),
  ]);
  return { categories, channels, models, videos: videoPages.flat() };
}
