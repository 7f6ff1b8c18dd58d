/**
 * Every route of spec §2 in Chromium against the built site with demo data (#10): each page is
 * server-rendered with its data, hydrates without console errors or any refusal of its
 * Content-Security-Policy (M4) and passes axe, on the desktop and the mobile layout, in the light and the
 * dark theme, in English and in German. The page types with a layout of their own (`both`) are visited
 * twice, (desktop, light, English) and (mobile, dark, German); the other routes, which compose the same
 * parts with other data, once, in the two variants by turns, so each variant meets every kind of page
 * and the suite stays within the test line's time (#26).
 */
import { type ApiClient, createApiClient } from '@site/api';
import type { BrowserContext, BrowserContextOptions } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import { axeViolations, demoAccounts, escapeHtml, signIn, watchCsp } from './browser';
import { useShared } from './shared';

const { site, browser } = await useShared();

let api: ApiClient;
let member = '';

interface Variant {
  name: string;
  lang: 'en' | 'de';
  theme: 'light' | 'dark';
  context: BrowserContextOptions;
}

const VARIANTS: readonly Variant[] = [
  {
    name: 'desktop, light, en',
    lang: 'en',
    theme: 'light',
    context: { viewport: { width: 1280, height: 800 } },
  },
  {
    name: 'mobile, dark, de',
    lang: 'de',
    theme: 'dark',
    context: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  },
];

interface RouteCase {
  name: string;
  /** The path, known once the demo data is read. */
  path: () => string;
  /** Visit signed in as the demo member. */
  member?: boolean;
  status?: number;
  /** Text the server-rendered HTML must hold: the page's data, not only its frame. */
  data?: () => string | RegExp;
  /** A page type with a layout of its own: visited in both variants. */
  both?: true;
}

/** Demo entities the routes open, read from the API as a caller would. */
const demo = {
  video: { id: 0, dir: '', title: '' },
  category: { dir: '', title: '' },
  channel: { dir: '', title: '' },
  model: { dir: '', title: '' },
  playlist: { id: 0, title: '' },
  member: { id: 0, username: '' },
  other: { id: 0, username: '' },
};

const videoCard = /href="\/videos\/\d+\/[a-z0-9-]+\/"/;

const ROUTES: readonly RouteCase[] = [
  { name: 'home', both: true, path: () => '/', data: () => videoCard },
  { name: 'videos', both: true, path: () => '/videos/', data: () => videoCard },
  { name: 'videos by sort', path: () => '/most-popular/2/?type=all&duration=all', data: () => videoCard },
  { name: 'top by country', path: () => '/top-country/', data: () => videoCard },
  // Category titles are translated (the categories call takes the language): look for the link.
  {
    name: 'categories',
    both: true,
    path: () => '/categories/',
    data: () => new RegExp(`href="/categories/${demo.category.dir}/"`),
  },
  { name: 'categories section', path: () => '/categories/popular/' },
  {
    name: 'videos by category',
    path: () => `/categories/${demo.category.dir}/1/?sort=top-rated`,
    data: () => videoCard,
  },
  { name: 'search', path: () => `/search/?s=${encodeURIComponent(demo.video.title.split(' ')[0] ?? '')}` },
  { name: 'history (visitor)', path: () => '/history/' },
  { name: 'history (member)', path: () => '/history/', member: true },
  { name: 'community', both: true, path: () => '/community/', data: () => demo.member.username },
  {
    name: 'member profile',
    both: true,
    path: () => `/members/${demo.member.id}/`,
    data: () => demo.member.username,
  },
  ...[
    'uploaded_videos',
    'favourite_videos',
    'watch_later_videos',
    'friends',
    'playlists',
    'subscriptions',
    'wall',
    'history',
  ].map(
    (sub): RouteCase => ({
      name: `member ${sub}`,
      path: () => `/members/${demo.member.id}/${sub}/1/`,
      member: true,
    }),
  ),
  // Another member's history: refused to a visitor (403), which the server's HTML already says.
  {
    name: "a member's history (visitor)",
    path: () => `/members/${demo.member.id}/history/1/`,
    // The listing's no_permission in the variant's language (en or de).
    data: () =>
      /You do not have permission to see this list|Sie haben keine Berechtigung, diese Liste zu sehen/,
  },
  { name: 'messages', both: true, path: () => '/my_messages/inbox/', member: true },
  { name: 'one dialog', path: () => `/my_messages/inbox/${demo.other.id}/`, member: true },
  { name: 'profile edit', both: true, path: () => '/my_profile_edit/', member: true },
  { name: 'playlists', path: () => '/playlists/', data: () => demo.playlist.title },
  {
    name: 'playlist',
    both: true,
    path: () => `/playlist/${demo.playlist.id}/`,
    data: () => demo.playlist.title,
  },
  { name: 'playlist videos', path: () => `/playlist/${demo.playlist.id}/1/` },
  { name: 'upload', both: true, path: () => '/upload-video/', member: true },
  {
    name: 'video',
    both: true,
    path: () => `/videos/${demo.video.id}/${demo.video.dir}/`,
    data: () => demo.video.title,
  },
  {
    name: 'video in a playlist',
    path: () => `/videos/${demo.video.id}/${demo.video.dir}/?playlist=${demo.playlist.id}`,
    data: () => demo.video.title,
  },
  { name: 'embed', both: true, path: () => `/embed/${demo.video.id}/`, data: () => demo.video.title },
  { name: 'channels', path: () => '/channels/', data: () => demo.channel.title },
  { name: 'channels by category', path: () => `/channels/${demo.category.dir}/1/` },
  {
    name: 'channel',
    both: true,
    path: () => `/channel/${demo.channel.dir}/`,
    data: () => demo.channel.title,
  },
  {
    name: 'channel videos',
    path: () => `/channel/${demo.channel.dir}/1/?sort=longest`,
    data: () => videoCard,
  },
  { name: 'models', path: () => '/models/', data: () => demo.model.title },
  { name: 'models filtered', path: () => '/models/1/?sort=most-viewed&sex=female' },
  { name: 'model', both: true, path: () => `/models/${demo.model.dir}/`, data: () => demo.model.title },
  { name: 'model videos', path: () => `/models/${demo.model.dir}/1/` },
  { name: 'sign in', both: true, path: () => '/signin' },
  { name: 'sign up', path: () => '/signup' },
  { name: 'password restore', path: () => '/signup?section=restore_password' },
  { name: 'information', both: true, path: () => '/information/' },
  { name: 'download', path: () => '/download/' },
  { name: 'sitemap', path: () => '/sitemap/' },
  { name: 'dump', path: () => '/dump/' },
  { name: 'email confirmation notice', path: () => '/email-confirmation/' },
  { name: '404', both: true, path: () => '/no-such-page/at/all/', status: 404, data: () => videoCard },
  // Two segments look like `/{sort}/{page}/`: an unknown sort is the same 404 page inside the site's
  // chrome (its top-country videos load in the browser).
  { name: '404 (not a sort)', path: () => '/no-such-sort/2/', status: 404, data: () => /<header[\s>]/ },
];

beforeAll(async () => {
  // The suite's site, without demo media (see expectedFailure).
  member = demoAccounts(site.output()).member;
  api = createApiClient({ baseUrl: site.url });
  const [videos, categories, channels, models, playlists, members] = await Promise.all([
    api.videos.list({}),
    api.categories.list({}),
    api.channels.list({}),
    api.models.list({}),
    api.playlists.list({}),
    api.members.list({}),
  ]);
  const video = videos.videos[0];
  const category = categories.categories[0];
  const channel = channels.channels[0];
  const model = models.models[0];
  const playlist = playlists.playlists[0];
  const self = members.members.find((m) => m.username === member);
  const other = members.members.find((m) => m.username !== member);
  if (!video || !category || !channel || !model || !playlist || !self || !other) {
    throw new Error('The demo data lacks an entity the routes need');
  }
  demo.video = { id: video.video_id, dir: video.dir, title: video.title };
  demo.category = { dir: category.dir, title: category.title };
  demo.channel = { dir: channel.dir, title: channel.title };
  demo.model = { dir: model.dir, title: model.title };
  demo.playlist = { id: playlist.playlist_id, title: playlist.title };
  demo.member = { id: self.user_id, username: self.username };
  demo.other = { id: other.user_id, username: other.username };
}, 200_000);

/** The cookies of a variant: its theme and language, and the age cookie (the gate has its own test). */
function variantCookies(variant: Variant) {
  return [
    { name: 'theme', value: variant.theme, url: site.url },
    { name: 'lang', value: variant.lang, url: site.url },
    { name: 'age_verified', value: '1', url: site.url },
  ];
}

type SignedIn = Awaited<ReturnType<BrowserContext['storageState']>>;
const signedIn = new Map<Variant, Promise<SignedIn>>();

/** The demo member's session in the variant, signed in once through the login call and reused. */
function memberSession(variant: Variant): Promise<SignedIn> {
  let state = signedIn.get(variant);
  if (!state) {
    state = signIn(browser, site.url, member, variant.context).then(async (context) => {
      const saved = await context.storageState();
      await context.close();
      return saved;
    });
    signedIn.set(variant, state);
  }
  return state;
}

/** A fresh context in the variant, holding the demo member's session for the member's routes. */
async function contextFor(route: RouteCase, variant: Variant): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...variant.context,
    ...(route.member ? { storageState: await memberSession(variant) } : {}),
  });
  await context.addCookies(variantCookies(variant));
  return context;
}

/**
 * The failed responses a page may meet: its own 404 status, and `videofile` 409 `not_ready` (this suite
 * starts the site without transcoding the demo clips, so the player shows its processing state).
 */
function expectedFailure(route: RouteCase, pageUrl: string, url: string, status: number): boolean {
  if (url === pageUrl) return status === (route.status ?? 200);
  return status === 409 && new URL(url).pathname === '/api/videofile.php';
}

// The routes are independent (a fresh context each): a few run at once (`maxConcurrency` in
// vitest.config.ts), so one page's network-idle wait and axe run overlap another's rendering.
/** The routes a variant visits: those visited in both, and every other one of the rest. */
const routesOf = (variant: Variant) => {
  const turn = VARIANTS.indexOf(variant);
  const once = ROUTES.filter((route) => !route.both);
  return ROUTES.filter((route) => route.both ?? once.indexOf(route) % 2 === turn);
};

describe.each(VARIANTS)('given the $name variant', (variant) => {
  it.concurrent.for(routesOf(variant))(
    '$name is server-rendered with its data, hydrates cleanly under its CSP and passes axe',
    async (route, { expect }) => {
      const context = await contextFor(route, variant);
      try {
        const url = `${site.url}${route.path()}`;
        // 1. The server's HTML: status, language, theme, one h1, and the page's data.
        const res = await context.request.get(url, { maxRedirects: 0 });
        expect(res.status(), url).toBe(route.status ?? 200);
        const html = await res.text();
        expect(html).toContain(`<html lang="${variant.lang}"`);
        expect(html).toContain(`data-theme="${variant.theme}"`);
        expect(html.match(/<h1[\s>]/g)?.length ?? 0, 'one h1').toBe(1);
        const data = route.data?.();
        if (typeof data === 'string') expect(html).toContain(escapeHtml(data));
        else if (data) expect(html).toMatch(data);

        // 2. In the browser: hydration without console errors, page errors or anything the page's
        // Content-Security-Policy refuses (its violation events and the console lines naming it).
        const page = await context.newPage();
        const errors = await watchCsp(page);
        page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
        page.on('console', (message) => {
          // Failed responses are checked one by one below (the browser logs each as a console error).
          if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
            errors.push(`console: ${message.text()}`);
          }
        });
        page.on('response', (response) => {
          if (response.status() < 400 || expectedFailure(route, url, response.url(), response.status()))
            return;
          errors.push(`${response.status()} ${response.url()}`);
        });
        await page.goto(url, { waitUntil: 'networkidle' });
        await page.waitForFunction(() => document.readyState === 'complete');
        expect(errors).toEqual([]);

        // 3. axe finds nothing.
        expect(await axeViolations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
