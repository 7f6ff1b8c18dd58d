/**
 * Issue #11, a visitor's journey in Chromium against the built site with a fresh database (spec §2, §4):
 * the age gate of a visitor from a gated country, the cookie bar, browsing, paging, filtering, the search
 * with its suggestions, a video played over HLS until its time advances, and the 404 page. It runs once
 * per variant (desktop/light/English, mobile 390 px/dark/German).
 */
import { type ApiClient, createApiClient } from '@site/api';
import type { Page } from 'playwright-core';
import { beforeAll, type ExpectStatic, it, vi } from 'vitest';
import { useShared } from '../shared';
import {
  closeWithEscape,
  eachVariant,
  GATE_COUNTRY,
  hydrated,
  readyDemoVideo,
  trackedPage,
  type Variant,
  variantContext,
} from './variants';

const { site, browser } = await useShared('mediaSite');

// The machine is shared and slow: steps wait on states, each within a generous bound.
vi.setConfig({ testTimeout: 180_000 });
let api: ApiClient;

beforeAll(async () => {
  // The suite's site with demo media: the visitor plays a demo video.
  api = createApiClient({ baseUrl: site.url });
}, 200_000);

const videoLinks = (page: Page) => page.locator('main a[href^="/videos/"]');

/** On the mobile layout the main navigation sits in the slide-in menu. */
async function openNavigation(expect: ExpectStatic, page: Page, variant: Variant, name: string) {
  if (!variant.mobile) {
    await page
      .getByRole('navigation', { name: variant.t('header.navigation') })
      .getByRole('link', { name, exact: true })
      .click();
    return;
  }
  await page.getByRole('button', { name: variant.t('header.menu.open') }).click();
  const sheet = page.getByRole('dialog');
  await sheet.getByRole('link', { name, exact: true }).click();
  // Following a link of the menu closes it (else it covers the page it opened). Checked softly, so the
  // rest of the journey still runs, and closed by hand when it stays.
  const closed = await sheet.waitFor({ state: 'hidden', timeout: 5_000 }).then(
    () => true,
    () => false,
  );
  expect.soft(closed, 'the slide-in menu closes once a link in it is followed').toBe(true);
  if (!closed) await closeWithEscape(page, sheet);
}

eachVariant('a visitor on the $name variant', (variant) => {
  const { t } = variant;

  it('passes the age gate and the cookie bar, and neither comes back', async ({ expect }) => {
    const context = await variantContext(browser, site.url, variant, {
      settled: false,
      headers: GATE_COUNTRY,
    });
    const { page, errors } = await trackedPage(context);
    // The gate comes before anything of the site (#27): the server answers it in place of the page asked
    // for, with no video, title or picture behind it.
    await page.goto(`${site.url}/videos/`);
    await hydrated(page);
    const gate = page.getByRole('region', { name: t('ageGate.title') });
    await gate.waitFor();
    expect(new URL(page.url()).pathname).toBe('/age-check/');
    expect(await videoLinks(page).count()).toBe(0);
    expect(await page.locator('img, video').count()).toBe(0);
    expect(await page.locator('html').getAttribute('lang')).toBe(variant.lang);
    expect(await page.locator('html').getAttribute('data-theme')).toBe(variant.theme);
    await gate.getByRole('button', { name: t('ageGate.agree') }).click();
    // Agreed: back on the page asked for, which now shows its videos.
    await page.waitForURL(`${site.url}/videos/`);
    await videoLinks(page).first().waitFor();
    expect((await context.cookies(site.url)).find((c) => c.name === 'age_verified')?.value).toBe('1');

    const bar = page.getByRole('region', { name: t('cookieBar.label') });
    await bar.waitFor();
    await bar.getByRole('button', { name: t('cookieBar.accept'), exact: true }).click();
    await bar.waitFor({ state: 'hidden' });

    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await gate.count()).toBe(0);
    expect(await bar.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('passes the age gate without JavaScript: the gate is a page and its answer a plain form', async ({
    expect,
  }) => {
    const plain = await browser.newContext({
      ...variant.context,
      javaScriptEnabled: false,
      extraHTTPHeaders: GATE_COUNTRY,
    });
    await plain.addCookies([{ name: 'lang', value: variant.lang, url: site.url }]);
    const page = await plain.newPage();
    const first = await page.goto(`${site.url}/top-rated/1/`);
    expect(first?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/age-check/');
    expect(await page.content()).not.toMatch(/href="\/videos\/\d+\//);
    await page.getByRole('button', { name: t('ageGate.agree') }).click();
    await page.waitForURL(`${site.url}/top-rated/1/`);
    await videoLinks(page).first().waitFor();
    await plain.close();
  });

  it('browses the videos, pages through them and filters them', async ({ expect }) => {
    const context = await variantContext(browser, site.url, variant);
    const { page, errors } = await trackedPage(context);
    await page.goto(`${site.url}/`, { waitUntil: 'networkidle' });
    await hydrated(page);
    await openNavigation(expect, page, variant, t('shell.nav.videos'));
    await page.waitForURL('**/videos/');
    await videoLinks(page).first().waitFor();
    const firstOnPageOne = await videoLinks(page).first().getAttribute('href');

    // Paging: the next page shows other videos, and the address names the page.
    const next = page.locator('main a[rel="next"]').first();
    await next.click();
    await page.waitForURL(/\/2\/(\?|$)/);
    await expect.poll(() => videoLinks(page).first().getAttribute('href')).not.toBe(firstOnPageOne);

    // Filtering: the duration filter applies with Apply (a dropdown on the desktop, a sheet on mobile).
    const trigger = variant.mobile ? t('filtersBar.mobileTrigger') : t('filtersBar.filters');
    await page.getByRole('button', { name: trigger, exact: true }).click();
    const menu = page
      .getByRole('dialog', { name: variant.mobile ? undefined : t('filtersBar.filters') })
      .last();
    await menu.getByRole('radio', { name: t('filtersBar.duration.1') }).check();
    await menu.getByRole('button', { name: t('filtersBar.apply'), exact: true }).click();
    await page.waitForURL(/duration=1/);
    await menu.waitFor({ state: 'hidden' });
    // The trigger counts the active filter (§2).
    await page.getByRole('button', { name: new RegExp(`^${trigger}.+`) }).waitFor();
    await page.locator('main a[href^="/videos/"], main [role="status"], main h2').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('searches with suggestions and reaches the results', async ({ expect }) => {
    const context = await variantContext(browser, site.url, variant);
    const { page, errors } = await trackedPage(context);
    await page.goto(`${site.url}/`, { waitUntil: 'networkidle' });
    await hydrated(page);
    // The suggester answers in the catalogue's own names (its calls carry no language).
    const categories = await api.categories.list({});
    const term = (categories.categories[0]?.title ?? '').slice(0, 4);
    expect(term.length).toBe(4);
    const box = page.getByRole('combobox', { name: t('searchBox.label') });
    await box.fill(term);
    // §4: suggestions come after a pause for 2–100 characters; the category is among them.
    const options = page.getByRole('listbox').getByRole('option');
    await options.first().waitFor();
    expect((await options.allTextContents()).join(' | ').toLowerCase()).toContain(term.toLowerCase());
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search/' && url.searchParams.get('s') === term);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await videoLinks(page).first().waitFor();
    // §4: the term is kept as a recent search, offered by the empty box.
    await box.fill('');
    await box.focus();
    await page.getByRole('option', { name: term }).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens a video from a list and watches it until the HLS plays', async ({ expect }) => {
    // A demo video whose synthetic clip is transcoded (after the start), so it plays.
    const playable = await readyDemoVideo(site.url);
    const context = await variantContext(browser, site.url, variant);
    const { page, errors } = await trackedPage(context);
    await page.goto(`${site.url}/videos/`, { waitUntil: 'networkidle' });
    await hydrated(page);
    await page.locator(`main a[href="/videos/${playable.id}/${playable.dir}/"]`).first().click();
    await page.waitForURL(`**/videos/${playable.id}/${playable.dir}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Before play the player shows the video's thumbnail (#27), not a black box: the poster loads.
    const player = page.getByRole('region', { name: new RegExp(t('player.label')) }).locator('video');
    await player.waitFor({ state: 'attached' });
    const poster = await player.evaluate(async (video: HTMLVideoElement) => {
      const src = video.poster;
      if (!src) return { src, width: 0 };
      const image = new Image();
      image.src = src;
      await image.decode();
      return { src: new URL(src).pathname, width: image.naturalWidth };
    });
    expect(poster.src).toMatch(/\.(jpe?g|png|webp)$/);
    expect(poster.width).toBeGreaterThan(0);
    await page
      .getByRole('button', { name: t('player.play'), exact: true })
      .first()
      .click();
    await page.waitForFunction(
      () => {
        const video = document.querySelector('video');
        return video !== null && !video.paused && video.currentTime > 1;
      },
      undefined,
      // As media.test.ts's first play: 150 s. Once, in a fresh-clone run, the mobile pass did not play
      // within 90 s while the demo clips' other rungs were transcoding beside two sites and Chromium.
      { timeout: 150_000 },
    );
    const at = await page.evaluate(() => document.querySelector('video')?.currentTime ?? 0);
    await page.waitForFunction((t0) => (document.querySelector('video')?.currentTime ?? 0) > t0, at, {
      timeout: 30_000,
    });
    expect(await page.evaluate(() => document.querySelector('video')?.src ?? '')).not.toBe('');
    expect(errors).toEqual([]);
    await context.close();
  }, 600_000);

  it('meets the 404 page and goes back to the main page from it', async ({ expect }) => {
    const context = await variantContext(browser, site.url, variant);
    const { page, errors } = await trackedPage(context);
    const res = await page.goto(`${site.url}/no-such-page/at/all/`);
    expect(res?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: t('notFound.title') }).waitFor();
    // It lists top videos of the visitor's country (§2 404 page).
    await videoLinks(page).first().waitFor();
    await page.getByRole('link', { name: t('notFound.home'), exact: true }).click();
    await page.waitForURL(`${site.url}/`);
    await videoLinks(page).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
