/**
 * #25 item 10: on the desktop layout a signed-in member's header keeps every navigation link visible and
 * clear of the search box and the controls, at laptop widths and in a language with longer words (at
 * 1280 px the "Upload" link ran under the search box).
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoAccounts } from './browser';
import { hydrated, recordConsoleErrors, trackedPage, VARIANTS, variantContext } from './journeys/variants';
import { useShared } from './shared';

const { site, browser } = await useShared('mediaSite');

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const boxOf = async (locator: Locator): Promise<Box> => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not rendered');
  return box;
};

// Both describes start from the desktop layout; failing here names the cause, not a later undefined.
const DESKTOP =
  VARIANTS.find((v) => !v.mobile) ??
  (() => {
    throw new Error('VARIANTS has no desktop layout');
  })();

describe('the desktop header of a signed-in member', () => {
  const english = DESKTOP;
  // The German words on the desktop layout.
  const german = { ...english, lang: 'de' as const, t: (VARIANTS.find((v) => v.lang === 'de') ?? english).t };

  it.each([
    [1025, 'de', german],
    [1280, 'en', english],
  ])(
    'at %i px in %s shows every link, none under the search or the controls',
    async (width, _lang, variant) => {
      const { t } = variant;
      const context = await variantContext(browser, site.url, variant, {
        member: demoAccounts(site.output()).member,
      });
      const page = await context.newPage();
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${site.url}/`);
      await hydrated(page);
      const nav = page.getByRole('navigation', { name: t('header.navigation') });
      const links = await nav.getByRole('link').all();
      expect(links.length).toBeGreaterThanOrEqual(7);
      const search = await boxOf(page.getByRole('banner').getByRole('search'));
      const member = await boxOf(
        page.getByRole('button', { name: new RegExp(`^${t('header.member.menuOf')}`) }),
      );
      for (const link of links) {
        const box = await boxOf(link);
        const name = await link.textContent();
        expect(box.x, `${name} starts in the window`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${name} ends in the window`).toBeLessThanOrEqual(width);
        expect(overlaps(box, search), `${name} under the search box`).toBe(false);
        expect(overlaps(box, member), `${name} under the member menu`).toBe(false);
        // Not covered by anything: the point under its middle is the link (or inside it).
        const hit = await link.evaluate((el) => {
          const r = el.getBoundingClientRect();
          const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
          return top !== null && (top === el || el.contains(top));
        });
        expect(hit, `${name} is clickable`).toBe(true);
      }
      await context.close();
    },
  );
});

describe('the header and footer links, followed in the browser', () => {
  // Each route's code is split per module: a client loader that lost a function in the build opened the
  // general error on Models, though the same address loaded directly rendered it. Every link is followed
  // as a click (React Router navigates in the page), one after another from the home page.
  it('each opens its page, not the error page', async () => {
    const variant = DESKTOP;
    const { t } = variant;
    const context = await variantContext(browser, site.url, variant, {
      member: demoAccounts(site.output()).member,
    });
    const { page, errors } = await trackedPage(context);
    recordConsoleErrors(page, errors);
    await page.goto(`${site.url}/`);
    await hydrated(page);
    const header = page.getByRole('navigation', { name: t('header.navigation') });
    const footer = page.getByRole('contentinfo');
    const hrefs = async (area: Locator) =>
      // Links that open in this tab (the footer's banners open a new one).
      (
        await area
          .locator('a[href]:not([target])')
          .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
      ).filter((href): href is string => !!href && href.startsWith('/'));
    const targets = [...new Set([...(await hrefs(header)), ...(await hrefs(footer))])];
    expect(targets.length).toBeGreaterThanOrEqual(10);
    // One visit: each click starts from the page the last one opened, as a person browses.
    for (const href of targets) {
      const area = (await hrefs(header)).includes(href) ? header : footer;
      await area.locator(`a[href="${href}"]:not([target])`).first().click();
      await expect
        .poll(() => {
          const url = new URL(page.url());
          return `${url.pathname}${url.search}${url.hash}`;
        })
        .toBe(href);
      const heading = page.getByRole('heading', { level: 1 }).first();
      await expect.poll(() => heading.textContent(), { message: href }).not.toBe(null);
      expect(await heading.textContent(), href).not.toBe(t('listing.error.general_error'));
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the footer', () => {
  // The site adds its removal-request link to @site/ui's footer: it once showed in the browser's own blue,
  // underlined, beside the footer's links.
  it('shows the link the site adds as it shows its own links, in both modes', async () => {
    for (const variant of [DESKTOP, VARIANTS.find((v) => v.theme === 'dark') ?? DESKTOP]) {
      const context = await variantContext(browser, site.url, variant);
      const page = await context.newPage();
      await page.goto(`${site.url}/`);
      const footer = page.locator('footer').last();
      const look = (link: Locator) =>
        link.evaluate((a) => {
          const style = getComputedStyle(a);
          return `${style.color} ${style.textDecorationLine} ${style.minHeight}`;
        });
      const own = await look(footer.getByRole('link', { name: variant.t('footer.terms') }));
      const added = await look(footer.getByRole('link', { name: variant.t('appeal.footerLink') }));
      expect(added).toBe(own);
      expect(added).not.toContain('rgb(0, 0, 238)');
      await context.close();
    }
  });
});

describe('the header on every kind of page', () => {
  // An entry's stylesheet (@site/ui/video.css, moderation.css) once repeated the Button's rules after the
  // rules that size an icon button: on the video page the menu's and the theme's icons shrank to 6 px.
  it("keeps its icon buttons' icons their size on a listing, the video page and the console", async () => {
    const variant = VARIANTS.find((v) => v.mobile) ?? DESKTOP;
    const context = await variantContext(browser, site.url, variant, {
      member: demoAccounts(site.output()).moderator,
    });
    const { page } = await trackedPage(context);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${site.url}/`);
    await hydrated(page);
    const video = await page.locator('main a[href^="/videos/"]').first().getAttribute('href');
    const sizes: Record<string, { width: number; height: number }[]> = {};
    for (const path of ['/', video as string, '/moderation/']) {
      await page.goto(`${site.url}${path}`);
      await hydrated(page);
      const icons = page.locator('header button svg');
      sizes[path] = await icons.evaluateAll((svgs) =>
        // The buttons this layout shows (the desktop's are hidden at 390 px).
        svgs
          .filter((svg) => svg.checkVisibility())
          .map((svg) => {
            const box = svg.getBoundingClientRect();
            return { width: Math.round(box.width), height: Math.round(box.height) };
          }),
      );
      expect(sizes[path]?.length, path).toBeGreaterThanOrEqual(2);
      for (const size of sizes[path] ?? []) expect(size.width, path).toBeGreaterThanOrEqual(16);
    }
    expect(sizes[video as string]).toEqual(sizes['/']);
    await context.close();
  });

  // Each page links the stylesheets of the components it uses (@site/ui/vite's componentCss), some of them
  // loaded with a menu's code when it opens. The menu panel's rules (Popover.css) once came after the
  // menu's own (DropdownMenu.css), which build on them, and undid them: the items took the page's size. A
  // page of islands and one the router hydrates (the models), whose stylesheets are both written in.
  it("gives an opened menu's items the menu's own type size, smaller than the page's", async () => {
    const context = await variantContext(browser, site.url, DESKTOP);
    const { page } = await trackedPage(context);
    for (const path of ['/', '/models/']) {
      await page.goto(`${site.url}${path}`);
      await hydrated(page);
      await page.getByRole('button', { name: /^Sort/ }).first().click();
      const item = page.getByRole('menuitemradio').first();
      await expect.poll(() => item.isVisible(), { message: path }).toBe(true);
      const size = (selector: Locator) =>
        selector.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
      const bodySize = await size(page.locator('body'));
      expect(await size(item), path).toBeLessThan(bodySize);
      expect(await size(page.getByRole('menu')), path).toBeLessThan(bodySize);
    }
    await context.close();
  });
});
