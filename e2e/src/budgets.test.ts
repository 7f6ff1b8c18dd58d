// The budgets of issue #11 that do not depend on timing: the listing pages' initial JavaScript (home,
// /videos/ and a category below the 140 kB budget of issue #28; the listings that still hydrate in the router at
// today's ceiling of LISTING_JS_CEILING_KB), hls.js only on the video page, and Lighthouse's accessibility, SEO
// and best-practices scores (performance is not run here: `pnpm bench:web` measures it with the timings).
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUDGET_LISTINGS,
  BUDGETS,
  budgetPages,
  HOME_CSS_CEILING_KB,
  hlsChunk,
  ISLANDS_JS_CEILING_KB,
  initialJs,
  kb,
  LISTING_JS_CEILING_KB,
  launchForLighthouse,
  lighthouseChecks,
  type Page,
  pageCss,
  reachableJs,
  VIDEO_JS_CEILING_KB,
} from '../bench/measure';
import { hydratedElement } from './browser';
import { hydrated } from './journeys/variants';
import { type SharedSite, sharedSite } from './shared';
import { root } from './site';
import { holdsStylesheet } from './stylesheets';

let site: SharedSite;
let browser: Browser;
let port: number;
let pages: { listings: Page[]; video: Page };

beforeAll(async () => {
  // The suite's site runs as `pnpm start` runs it (NODE_ENV=production), with no demo clips to transcode.
  site = sharedSite();
  ({ browser, port } = await launchForLighthouse());
  pages = await budgetPages(site.url);
});

afterAll(async () => {
  await browser?.close();
});

const html = async (path: string) => (await fetch(`${site.url}${path}`)).text();

describe('given the built site with demo content', () => {
  it(`loads at most ${ISLANDS_JS_CEILING_KB} kB of gzipped JavaScript (its budget: ${BUDGETS.listingJsGzipKb}) on home, /videos/ and a category (islands), at most ${LISTING_JS_CEILING_KB} kB on the other listing pages, without hls.js, in one file on the islands' pages`, async () => {
    const over: string[] = [];
    const withHls: string[] = [];
    const split: string[] = [];
    for (const page of pages.listings) {
      const js = await initialJs(site.url, await html(page.path));
      const ceiling = BUDGET_LISTINGS.includes(page.name) ? ISLANDS_JS_CEILING_KB : LISTING_JS_CEILING_KB;
      console.log(
        `initial JS of ${page.name} (${page.path}): ${kb(js.gzip)} kB gzip in ${js.files.length} files (≤ ${ceiling})`,
      );
      if (js.gzip > ceiling * 1000) {
        over.push(
          `${page.name} ${kb(js.gzip)} kB (largest: ${js.files
            .slice(0, 3)
            .map((f) => `${f.path} ${kb(f.gzip)}`)
            .join(', ')})`,
        );
      }
      if (js.hls) withHls.push(page.name);
      // The islands' entry holds what it imports (vite.islands.config.ts): one request, one module.
      if (BUDGET_LISTINGS.includes(page.name) && js.files.length > 1) {
        split.push(`${page.name}: ${js.files.map((f) => f.path).join(', ')}`);
      }
    }
    expect(withHls).toEqual([]);
    expect(over).toEqual([]);
    expect(split).toEqual([]);
  });

  it(`links at most ${HOME_CSS_CEILING_KB} kB of stylesheets on the home page: its components' styles, none of the console's or the video page's own`, async () => {
    const css = await pageCss(site.url, await html('/'));
    console.log(`stylesheets of home: ${kb(css.bytes)} kB (${kb(css.gzip)} kB gzip) in ${css.files} files`);
    expect(css.bytes).toBeLessThanOrEqual(HOME_CSS_CEILING_KB * 1000);
    const links = (sheet: string) => holdsStylesheet(css.text, join(root, 'packages/ui/dist'), sheet);
    expect(links('VideoCard/VideoCard.css')).toBe(true);
    expect(links('Header/Header.css')).toBe(true);
    expect(links('ModerationCommon/ModerationCommon.css')).toBe(false);
    expect(links('ModerationQueue/ModerationQueue.css')).toBe(false);
    expect(links('VideoInfo/VideoInfo.css')).toBe(false);
    expect(links('Tabs/Tabs.css')).toBe(false);
  });

  it("loads overlays and form controls when first used: no Radix panel, popper, focus trap or form control in a listing page's initial JavaScript", async () => {
    // What Radix is left (Slot, Presence, Avatar, and the category page's Checkbox) measured 12.5 kB gzip of
    // home's initial JS with the toast region, 13.9 kB on a category (from the source maps, SOURCEMAP=1),
    // against 29.7 kB when every overlay loaded with the page; the issue's line is 15 kB. The toast region
    // (with the dismissable layer and collection it brings) loads with the first notification since.
    const withLazyRadix: string[] = [];
    for (const page of pages.listings) {
      const js = await initialJs(site.url, await html(page.path));
      if (js.lazyRadix.length > 0) withLazyRadix.push(`${page.name}: ${js.lazyRadix.join(', ')}`);
    }
    expect(withLazyRadix).toEqual([]);
  });

  it('loads no zod before it is interactive on the listing pages and the video page (#28: the browser trusts its server)', async () => {
    const withZod: string[] = [];
    for (const page of [...pages.listings, pages.video]) {
      const js = await initialJs(site.url, await html(page.path));
      withZod.push(...js.zod.map((path) => `${page.name}: ${path}`));
    }
    expect(withZod).toEqual([]);
  });

  it("fetches the listing's first thumbnail before other images, and only the first row's at once", async () => {
    // Home and /videos/ list every video, so they are full; a search or a category of the fresh demo data
    // may list few.
    for (const page of pages.listings.filter((p) => p.name === 'home' || p.name === 'videos')) {
      const images = [...(await html(page.path)).matchAll(/<img [^>]*src="\/media\/thumbs\/[^>]*>/g)].map(
        (m) => m[0],
      );
      expect(images[0], page.name).toMatch(/fetchpriority="high"/i);
      expect(
        images.slice(1).filter((tag) => /fetchpriority/i.test(tag)),
        page.name,
      ).toEqual([]);
      expect(images.filter((tag) => tag.includes('loading="eager"')).length, page.name).toBe(4);
    }
  });

  /**
   * Home meets its budget of #28 (BUDGETS.homeElements, Lighthouse's "Total elements", the body's): 863 elements
   * in the body, desktop and phone alike, since a card's duration became an image of the time named with its
   * label (no hidden label element: −60), the sidebar's rows lost the element around their names (−60) and a
   * trusted member's check mark became the author link's decoration (−40). 1,023 before that; 1,775 before
   * issue #28 slimmed the cards (14 elements each, 7 now), the sidebar's lists and the icons; 1,181 before a
   * listing's cards became its list items themselves; 1,121 before the keyword strip became a group of links
   * and the slider's advertised tiles their list items. The test holds the budget itself.
   */
  it(`renders at most ${BUDGETS.homeElements} elements in its body (its budget) on the home page, desktop and phone`, async () => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 412, height: 915 },
    ]) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(`${site.url}/`, { waitUntil: 'networkidle' });
      const counts = await page.evaluate(() => ({
        body: document.body.querySelectorAll('*').length,
        cards: document.querySelectorAll('main [data-video-id]').length,
      }));
      await context.close();
      console.log(
        `elements in home's body at ${viewport.width} px: ${counts.body} (${counts.cards} video cards)`,
      );
      expect(counts.cards, 'a full first page and the slider').toBeGreaterThanOrEqual(60);
      expect(counts.body, `${viewport.width} px`).toBeLessThanOrEqual(BUDGETS.homeElements);
    }
  });

  /**
   * A browser's first `Intl.NumberFormat` or `RelativeTimeFormat` reads the language's data: 20–80 ms of the
   * main thread in Chromium here, on every page, before a phone's slowdown. The server writes the language's
   * number and relative-date symbols into the page and the browser writes counts, durations, page numbers
   * and the comments' dates with them (@site/api `localeSymbols`). Checked where the cards hydrate: on a
   * touch screen when the browser is idle, on a desktop once pointed at (and home's sidebar, with its
   * category counts, at once); the video page's comments hydrate when the browser is idle. Twelve pages
   * loaded and hydrated one after the other: on two busy cores they outlasted the default minute once (a
   * fresh-clone run, where the test then passed alone), so the test has three.
   */
  it('makes no Intl.NumberFormat or RelativeTimeFormat while a listing page or the video page loads and hydrates, in English and German, on a phone and a desktop', async () => {
    const made: string[] = [];
    for (const device of [
      { viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true },
      { viewport: { width: 1280, height: 800 } },
    ]) {
      const context = await browser.newContext(device);
      await context.addInitScript(`{
        window.__formatters = [];
        for (const name of ['NumberFormat', 'RelativeTimeFormat']) {
          const Made = Intl[name];
          Intl[name] = function (...args) { window.__formatters.push(name); return new Made(...args); };
          Intl[name].prototype = Made.prototype;
          Intl[name].supportedLocalesOf = Made.supportedLocalesOf;
        }
      }`);
      for (const path of ['/', '/videos/', pages.video.path]) {
        for (const lang of ['en', 'de']) {
          const page = await context.newPage();
          await page.goto(`${site.url}${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
          await hydrated(page);
          if (!device.hasTouch) await page.locator('main li[data-video-id]').first().hover();
          // The cards (home's and /videos/'s, the video page's related ones) have hydrated and written their
          // durations: a hydrated card has React's props on its link.
          await hydratedElement(page, 'main li[data-video-id] a', 30_000);
          const formatters = await page.evaluate(
            () => (window as unknown as { __formatters: string[] }).__formatters,
          );
          if (formatters.length > 0)
            made.push(`${device.viewport.width} px ${path} ${lang}: ${formatters.join(', ')}`);
          await page.close();
        }
      }
      await context.close();
    }
    expect(made).toEqual([]);
  }, 180_000);

  /**
   * The video page hydrates only its islands too (the player, its actions, details, comments and related
   * cards; decision 0007): 135.7 kB gzip in 5 files at first, the player's code preloaded with the islands'
   * entry. The issue's budget is 200 kB (BUDGETS.videoJsGzipKb); the test holds it at VIDEO_JS_CEILING_KB so
   * it does not grow back. Hydrated in the router it loaded 199.9 kB; 233.1 kB in 26 files until its share,
   * add-to, report (with the captcha) and download modals loaded on first use (#28 item 7).
   */
  it(`loads at most ${VIDEO_JS_CEILING_KB} kB of gzipped JavaScript (its budget: ${BUDGETS.videoJsGzipKb}), without hls.js, on the video page`, async () => {
    const js = await initialJs(site.url, await html(pages.video.path));
    console.log(
      `initial JS of the video page (${pages.video.path}): ${kb(js.gzip)} kB gzip in ${js.files.length} files`,
    );
    expect(js.hls).toBe(false);
    expect(js.gzip, js.files.map((f) => `${f.path} ${kb(f.gzip)}`).join(', ')).toBeLessThanOrEqual(
      VIDEO_JS_CEILING_KB * 1000,
    );
  });

  it('has hls.js among the scripts the video page loads', async () => {
    expect(
      await hlsChunk(site.url, await reachableJs(site.url, await html(pages.video.path))),
    ).not.toBeNull();
  });

  for (const which of ['home', 'category', 'video'] as const) {
    it(`scores accessibility ${BUDGETS.accessibility}, SEO ${BUDGETS.seo} and best practices ≥ ${BUDGETS.bestPractices} in Lighthouse on the ${which} page`, async () => {
      const page = which === 'video' ? pages.video : pages.listings.find((p) => p.name === which);
      if (!page) throw new Error(`no ${which} page`);
      const scores = await lighthouseChecks(`${site.url}${page.path}`, port);
      console.log(
        `Lighthouse ${which} (${page.path}): accessibility ${scores.accessibility}, SEO ${scores.seo}, best practices ${scores.bestPractices}${scores.failing.length ? `; ${scores.failing.join('; ')}` : ''}`,
      );
      expect({ accessibility: scores.accessibility, seo: scores.seo }).toEqual({
        accessibility: BUDGETS.accessibility,
        seo: BUDGETS.seo,
      });
      expect(scores.bestPractices).toBeGreaterThanOrEqual(BUDGETS.bestPractices);
    }, 120_000);
  }
});
