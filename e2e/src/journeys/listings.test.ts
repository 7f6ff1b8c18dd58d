/**
 * Issue #27 items 6 and 7, in Chromium against the built site with its demo content: a page past a list's
 * end is a 404 (robots noindex) that links the list's last page (the watch history's, known only in the
 * browser, the same page), and a client navigation between pages of
 * a listing shows the bar along the top and dims the grid until the next page's data arrives, or the §8
 * listing error with a retry that works when the data does not come. The sorted lists and the categories
 * hydrate only their islands (#28): their pages are page loads, so this is a list the router pages, a
 * search's results.
 */
import { type ApiClient, createApiClient, PAGE_SIZE } from '@site/api';
import type { Page, Route } from 'playwright-core';
import { beforeAll, expect, it, vi } from 'vitest';
import { useShared } from '../shared';
import { eachVariant, hydrated, trackedPage, VARIANTS, variantContext } from './variants';

const { site, browser } = await useShared();

vi.setConfig({ testTimeout: 180_000 });
let api: ApiClient;

// The 404s in one variant (desktop, light, English): the server's answer, the same in each.
const variant = VARIANTS[0] as (typeof VARIANTS)[number];

beforeAll(async () => {
  api = createApiClient({ baseUrl: site.url });
});

const videoLinks = (page: Page) => page.locator('main a[href^="/videos/"]');
/** A search's calls (`/api/videos2.php?…`), which the browser makes on a client navigation. */
const SEARCH_CALLS = '**/api/videos2.php*';
/** A word of many demo titles: its search has more than two pages. */
const COMMON_WORD = 'the';

/**
 * Opens `path`, expects the 404 of a page past the list's end (status, robots noindex, where the list
 * ends), follows its link to the last page `lastHref`, and lands on a page of videos.
 */
async function pastTheEnd(page: Page, path: string, lastPage: number, lastHref: string) {
  const { t } = variant;
  const response = await page.goto(`${site.url}${path}`);
  expect(response?.status(), path).toBe(404);
  expect(await response?.text()).toMatch(/<meta name="robots" content="noindex"/);
  await hydrated(page);
  await page.getByRole('heading', { level: 1, name: t('notFound.title') }).waitFor();
  await page.getByText(t('notFound.pastEnd', { page: lastPage })).waitFor();
  expect(await page.locator('head meta[name="robots"]').getAttribute('content')).toContain('noindex');
  const last = page.getByRole('link', { name: t('notFound.lastPage', { page: lastPage }) });
  expect(await last.getAttribute('href')).toBe(lastHref);
  await last.click();
  await page.waitForURL(`${site.url}${lastHref}`);
  await videoLinks(page).first().waitFor();
}

it('answers a page past the end of a sort or a search with the 404 that links its last page', async () => {
  const context = await variantContext(browser, site.url, variant);
  const { page, errors } = await trackedPage(context);

  const topRated = await api.videos.list({ sort: 'top-rated' });
  const lastSorted = Math.ceil(topRated.total_count / PAGE_SIZE.videos);
  expect(lastSorted).toBeGreaterThan(1);
  await pastTheEnd(page, '/top-rated/99/', lastSorted, `/top-rated/${lastSorted}/`);

  // A term the demo catalogue answers: a category's name.
  const term = ((await api.categories.list({})).categories[0]?.title ?? '').slice(0, 4);
  const results = await api.videos.search({ s: term });
  expect(results.total_count, term).toBeGreaterThan(0);
  const lastFound = Math.ceil(results.total_count / PAGE_SIZE.videos);
  const s = new URLSearchParams({ s: term }).toString();
  await pastTheEnd(
    page,
    `/search/${lastFound + 1}/?${s}`,
    lastFound,
    lastFound > 1 ? `/search/${lastFound}/?${s}` : `/search/?${s}`,
  );
  expect(errors).toEqual([]);
  await context.close();
});

it("shows a page past the end of the visitor's watch history (kept in the browser) as the 404 that links its first page", async () => {
  const { t } = variant;
  const context = await variantContext(browser, site.url, variant);
  const { page, errors } = await trackedPage(context);
  await page.goto(`${site.url}/history/3/`);
  await hydrated(page);
  await page.getByText(t('notFound.pastEnd', { page: 1 })).waitFor();
  const last = page.getByRole('link', { name: t('notFound.lastPage', { page: 1 }) });
  expect(await last.getAttribute('href')).toBe('/history/');
  await last.click();
  await page.waitForURL(`${site.url}/history/`);
  await page.getByText(t('listing.error.empty_history')).waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

// The navigation's feedback in each variant: the phone's layout has its own header and pager.
eachVariant('a visitor paging a listing on $name', (variant) => {
  const { t } = variant;
  it('shows the bar and the dimmed grid while the next page loads, then the page; a failed page offers a retry', async ({
    expect,
  }) => {
    const context = await variantContext(browser, site.url, variant);
    const { page, errors } = await trackedPage(context);
    const found = await api.videos.search({ s: COMMON_WORD });
    expect(found.total_count).toBeGreaterThan(2 * PAGE_SIZE.videos);
    await page.goto(`${site.url}/search/?s=${COMMON_WORD}`, { waitUntil: 'networkidle' });
    await hydrated(page);
    const firstOnPageOne = await videoLinks(page).first().getAttribute('href');
    const bar = page.getByRole('progressbar', { name: t('navigationProgress.label') });
    // The page's main area is busy while the next page loads, and the listing's loaded grid in it is veiled.
    const busyGrid = page.locator('main[aria-busy="true"] [data-status="success"]');
    expect(await bar.count()).toBe(0);

    // A slow network: the listing's calls are held until the journey lets them through.
    const held: Route[] = [];
    let released = false;
    await page.route(SEARCH_CALLS, (route) => (released ? route.continue() : void held.push(route)));
    await page.locator('main a[rel="next"]').first().click();
    await bar.waitFor();
    await busyGrid.waitFor();
    // Still page 1's videos, dimmed, while page 2's data is on its way; the bar lies over the page.
    expect(await busyGrid.locator('a[href^="/videos/"]').first().getAttribute('href')).toBe(firstOnPageOne);
    expect(await busyGrid.evaluate((el) => getComputedStyle(el, '::after').content)).not.toBe('none');
    expect(await bar.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    await expect.poll(() => held.length).toBeGreaterThan(0);
    released = true;
    for (const route of held) await route.continue();
    await page.unroute(SEARCH_CALLS);
    await page.waitForURL(`${site.url}/search/2/?s=${COMMON_WORD}`);
    await bar.waitFor({ state: 'detached' });
    await busyGrid.waitFor({ state: 'detached' });
    await expect.poll(() => videoLinks(page).first().getAttribute('href')).not.toBe(firstOnPageOne);

    // The listing's call fails (500): the §8 listing error, and its retry loads the page once it works.
    await page.route(SEARCH_CALLS, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"general_error"}' }),
    );
    await page.locator('main a[rel="next"]').first().click();
    await page.waitForURL(`${site.url}/search/3/?s=${COMMON_WORD}`);
    const failure = page.getByRole('alert').filter({ hasText: t('listing.error.general_error') });
    await failure.waitFor();
    expect(await videoLinks(page).count()).toBe(0);
    await page.unroute(SEARCH_CALLS);
    await failure.getByRole('button', { name: t('errorState.retry') }).click();
    await videoLinks(page).first().waitFor();
    expect(await failure.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
