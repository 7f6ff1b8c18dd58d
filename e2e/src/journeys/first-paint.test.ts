/**
 * Issue #28 item 6, in Chromium against the built site with its demo content: the first paint of a page
 * waits for no stylesheet, a page of islands (home, a category, a video's page) or one the router hydrates (a
 * search, the models). Each page writes in the share of the
 * large shared stylesheet its elements use (apps/web/app/lib/critical-css.server.ts) and links the whole for
 * print, to apply once loaded. Proof that the share is enough: with the whole stylesheet never served, every
 * element of the server's page has the style it has with the whole one, on a desktop and on a phone.
 */
import type { Locator, Page } from 'playwright-core';
import { it, vi } from 'vitest';
import { budgetPages, withStylesheetLinked } from '../../bench/measure';
import { useShared } from '../shared';
import { eachVariant, hydrated, recordConsoleErrors, trackedPage, variantContext } from './variants';

const { site, browser } = await useShared();
const { listings, video } = await budgetPages(site.url);
// Home and a category (`/videos/` is home's grid again, without the keywords), a video's page, and two pages
// the router hydrates: a search and the models.
const PAGES = [
  ...listings.filter((page) => ['home', 'category', 'search', 'models'].includes(page.name)),
  video,
];

vi.setConfig({ testTimeout: 120_000 });

/** A stylesheet link of the page's head as the server wrote it. */
const LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
/** The address of the stylesheet a page writes in a share of (the `data-share` style names it). */
const SHARED = /<style data-href="([^"]+)" data-share=""[^>]*>(.*?)<\/style>/s;

/**
 * Every element's computed style (and its ::before's and ::after's where it has one) and box, in document
 * order, animations held at their start: what the page looks like, in text. Kept in the page; a hash of each is
 * returned, to compare two pages without carrying megabytes of text across.
 */
function computedStyles(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      animation.pause();
      animation.currentTime = 0;
    }
    const styles: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        if (pseudo && (style.content === 'none' || style.content === 'normal')) continue;
        const declarations: string[] = [];
        for (let i = 0; i < style.length; i++) {
          const property = style[i] as string;
          // An auto margin's computed value is its used one, which Chromium gives either resolved or not for
          // the same layout: the box's place and size stand for the margins.
          if (!property.startsWith('margin'))
            declarations.push(`${property}: ${style.getPropertyValue(property)}`);
        }
        if (!pseudo) {
          const box = element.getBoundingClientRect();
          declarations.push(
            `box: ${[box.x, box.y, box.width, box.height].map((n) => n.toFixed(1)).join(' ')}`,
          );
        }
        const name = `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}${pseudo ?? ''}`;
        styles.push(`${name} { ${declarations.sort().join('; ')} }`);
      }
    }
    (window as unknown as { computedStyles: string[] }).computedStyles = styles;
    // FNV-1a of each.
    return styles.map((text) => {
      let hash = 0x811c9dc5;
      for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
      return hash >>> 0;
    });
  });
}

/** The differences between two pages' computed styles (computedStyles), the first five, by element. */
async function differences(whole: Page, share: Page): Promise<string[]> {
  const [a, b] = [await computedStyles(whole), await computedStyles(share)];
  if (a.length !== b.length) return [`${a.length} styled elements against ${b.length}`];
  const found: string[] = [];
  for (let i = 0; i < a.length && found.length < 5; i++) {
    if (a[i] === b[i]) continue;
    const [x, y] = await Promise.all(
      [whole, share].map((page) =>
        page.evaluate(
          (n) => (window as unknown as { computedStyles: string[] }).computedStyles[n] as string,
          i,
        ),
      ),
    );
    const [name] = (x as string).split(' { ');
    const inWhole = new Set((x as string).split('; '));
    found.push(
      `${name}: ${(y as string)
        .split('; ')
        .filter((d) => !inWhole.has(d))
        .join('; ')}`,
    );
  }
  return found;
}

eachVariant('the first paint of a page ($name)', (variant) => {
  for (const { name, path } of PAGES) {
    it(`paints ${name} with the share of its stylesheet it writes in, as the whole stylesheet would`, async ({
      expect,
    }) => {
      const context = await variantContext(browser, site.url, variant, { javaScript: false });
      // One HTML for both loads (a page's content may change between two requests: home's random keywords).
      const html = await (await context.request.get(`${site.url}${path}`)).text();
      const [, href = '', share = ''] = SHARED.exec(html) ?? [];
      expect(href, 'the page writes in a share of its large stylesheet').toMatch(/^\/assets\/.+\.css$/);
      const whole = await (await context.request.get(`${site.url}${href}`)).text();
      // The first paint's share: a small part of the whole (25 % on home at the time of writing).
      expect(share.length).toBeLessThan(whole.length / 2);
      // Nothing holds back the first paint: each stylesheet link is disabled (written in) or for print.
      const blocking = [...html.slice(0, html.indexOf('</head>')).matchAll(LINK)]
        .map(([link]) => link)
        .filter((link) => !/ disabled=""| media="print"/.test(link));
      expect(blocking).toEqual([]);

      const served = async (body: string, holdBack: boolean) => {
        const page = await context.newPage();
        await page.route(`${site.url}${path}`, (route) =>
          route.fulfill({ body, contentType: 'text/html; charset=utf-8' }),
        );
        // Held back: the request for the whole stylesheet is never answered.
        if (holdBack) await page.route(`${site.url}${href}`, () => undefined);
        await page.goto(`${site.url}${path}`, { waitUntil: holdBack ? 'domcontentloaded' : 'load' });
        // The images loaded at once (not those left for a scroll), whose sizes the layout may take: those
        // drawn. A card out of view is not (content-visibility), and its size is its placeholder's, whatever
        // its image: the browser may leave that image for later.
        const waiting = () =>
          page.evaluate(() =>
            [...document.images]
              .filter(
                (image) => image.loading !== 'lazy' && image.checkVisibility({ contentVisibilityAuto: true }),
              )
              .filter((image) => !image.complete)
              .map((image) => `${image.currentSrc || image.src} (${image.loading})`),
          );
        await expect.poll(waiting, { timeout: 30_000 }).toEqual([]);
        return page;
      };
      // The page as before: no share, the whole stylesheet an ordinary one, which the page waits for.
      const withWhole = await served(withStylesheetLinked(html), false);
      expect(
        // A page the router hydrates writes React Router's address of it, which ends with `#`.
        await withWhole.evaluate(
          (h) => [...document.styleSheets].some((s) => s.href?.replace(/#$/, '').endsWith(h)),
          href,
        ),
      ).toBe(true);
      const withShare = await served(html, true);
      expect(
        await withShare.evaluate(
          () => (document.querySelector('link[rel="stylesheet"][media="print"]') as HTMLLinkElement).sheet,
        ),
      ).toBeNull();
      expect(await differences(withWhole, withShare)).toEqual([]);
      await context.close();
    });
  }

  it('applies the whole stylesheet once it has loaded, and the page hydrates without an error', async ({
    expect,
  }) => {
    const context = await variantContext(browser, site.url, variant);
    const { page, errors } = await trackedPage(context);
    // This site does not transcode the demo clips: the player's file list answers 409 `not_ready`.
    recordConsoleErrors(page, errors, (message) => message.location().url.includes('/api/videofile.php'));
    for (const { path } of PAGES) {
      await page.goto(`${site.url}${path}`, { waitUntil: 'load' });
      await hydrated(page);
      const media = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]:not([disabled])')].map(
          (link) => `${link.media || 'all'} ${link.sheet ? 'loaded' : 'not loaded'}`,
        ),
      );
      // The whole stylesheet, and any a part loaded since linked.
      expect(media.length, path).toBeGreaterThan(0);
      expect(
        media.filter((state) => state !== 'all loaded'),
        path,
      ).toEqual([]);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** Whether the browser renders `element`'s content: false while a `content-visibility: auto` ancestor skips it. */
const rendered = (locator: Locator) =>
  locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));

eachVariant('what a page of islands leaves unrendered out of view ($name)', (variant) => {
  it('renders the cards and the sidebar out of view only when scrolled near, and a focused card whole', async ({
    expect,
  }) => {
    const context = await variantContext(browser, site.url, variant);
    const page = await context.newPage();
    await page.goto(`${site.url}/`, { waitUntil: 'load' });
    await hydrated(page);
    const titles = page.locator('[data-island="cards"] li[data-video-id] h2 a');
    expect(await titles.count()).toBe(60);
    // The first card is drawn, the last (far below the fold on any screen) is not, until scrolled to.
    expect(await rendered(titles.first())).toBe(true);
    const last = titles.last();
    expect(await rendered(last)).toBe(false);
    // The sidebar: beside the cards on a desktop, drawn; after all 60 of them on a phone, not yet.
    const sidebarLink = page.locator('main aside a').first();
    expect(await rendered(sidebarLink)).toBe(!variant.mobile);
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => rendered(last)).toBe(true);
    await sidebarLink.scrollIntoViewIfNeeded();
    await expect.poll(() => rendered(sidebarLink)).toBe(true);

    // A keyboard visitor's focus ring is drawn whole around a card, outside its box (a card's content is
    // clipped to its box while the browser may skip it).
    await page.evaluate(() => window.scrollTo(0, 0));
    const card = page.locator('[data-island="cards"] li[data-video-id]').nth(12);
    await card.scrollIntoViewIfNeeded();
    await expect.poll(() => rendered(card.locator('h2 a'))).toBe(true);
    const box = await card.boundingBox();
    if (!box) throw new Error('the card has no box');
    // The 3 px above the card's box, where its 2 px ring is drawn 2 px out.
    const band = { x: box.x + 8, y: box.y - 4, width: box.width - 16, height: 3 };
    const unfocused = await page.screenshot({ clip: band });
    await titles.nth(11).focus();
    // Tab from the card before, past its channel's link, to this card's.
    for (let presses = 0; presses < 5; presses++) {
      await page.keyboard.press('Tab');
      if (await titles.nth(12).evaluate((link) => link === document.activeElement)) break;
    }
    await expect.poll(() => titles.nth(12).evaluate((link) => link.matches(':focus-visible'))).toBe(true);
    expect((await card.boundingBox())?.y).toBe(box.y);
    expect((await page.screenshot({ clip: band })).equals(unfocused), 'the ring shows above the card').toBe(
      false,
    );
    await context.close();
  });
});
