/**
 * Issue #27 item 8, in Chromium against the built site with its demo content: the slider of advertised
 * videos on home (previous hidden at the start, next at the end, each tile a link to its video), the
 * visitor's country picker driving /top-country/ (its list and a bookmarkable address), the debug panel
 * (a moderator's, a device's that turned it on, never an ordinary visitor's), and a client navigation past
 * the end of a top-country list giving the same 404 as a direct request.
 */
import { type ApiClient, createApiClient, PAGE_SIZE } from '@site/api';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, it, vi } from 'vitest';
import { axeViolations, demoAccounts } from '../browser';
import { useShared } from '../shared';
import { eachVariant, hydrated, trackedPage, type Variant, variantContext } from './variants';

const { site, browser } = await useShared('mediaSite');

vi.setConfig({ testTimeout: 180_000 });
const api: ApiClient = createApiClient({ baseUrl: site.url });

const regionName = (lang: string, code: string) =>
  new Intl.DisplayNames([lang], { type: 'region' }).of(code.toUpperCase()) ?? code;

/** The addresses of the video links in the page's main area, in order. */
const mainVideoHrefs = (page: Page) =>
  page
    .locator('main ul a[href^="/videos/"]')
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')))]);

eachVariant('browsing ($name)', (variant: Variant) => {
  const { t } = variant;
  let context: BrowserContext;

  beforeAll(async () => {
    context = await variantContext(browser, site.url, variant);
  });

  afterAll(async () => {
    await context?.close();
  });

  it('home shows the advertised videos in a slider: previous hidden at the start, next at the end, each a link to its video', async ({
    expect,
  }) => {
    const { videos: ads } = await api.videos.slider({ gender: 'str' });
    expect(ads.length).toBeGreaterThan(3);
    const { page, errors } = await trackedPage(context);
    const response = await page.goto(`${site.url}/`);
    // Rendered by the server, so it is there before any script runs.
    expect(await response?.text()).toContain(`href="${ads[0]?.url}"`);
    await hydrated(page);
    const slider = page.getByRole('region', { name: t('listings.home.slider') });
    await slider.scrollIntoViewIfNeeded();
    const track = slider.getByRole('list', { name: t('listings.home.slider') });
    expect(
      await track.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
    ).toEqual(ads.map((ad) => ad.url));
    const previous = slider.getByRole('button', { name: t('videoSlider.previous') });
    const next = slider.getByRole('button', { name: t('videoSlider.next') });
    await next.waitFor();
    expect(await previous.count()).toBe(0);

    // Scrolling is smooth: a press is done once the track stands still.
    const settled = async () => {
      let before = -1;
      await expect
        .poll(
          async () => {
            const now = await track.evaluate((el) => el.scrollLeft);
            const still = now === before;
            before = now;
            return still;
          },
          { interval: 250 },
        )
        .toBe(true);
    };

    // Next until the end: there next is gone and previous is offered.
    for (let i = 0; i < ads.length && (await next.count()) > 0; i++) {
      await next.click();
      await settled();
    }
    await next.waitFor({ state: 'detached' });
    await previous.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const last = ads[ads.length - 1];
    await expect.poll(() => track.getByRole('link', { name: last?.title }).isVisible()).toBe(true);

    // Back to the start: previous is gone again.
    for (let i = 0; i < ads.length && (await previous.count()) > 0; i++) {
      await previous.click();
      await settled();
    }
    await previous.waitFor({ state: 'detached' });
    await next.waitFor();

    // A tile opens its video's page.
    const first = ads[0];
    await track.getByRole('link', { name: first?.title }).click();
    await page.waitForURL(`${site.url}${first?.url}`);
    // The video's own title, in the page's language.
    const videoId = Number(/\/videos\/(\d+)\//.exec(first?.url ?? '')?.[1]);
    const { video } = await api.videos.get({ video_id: videoId });
    await page.getByRole('heading', { level: 1, name: video.titles[variant.lang] ?? video.title }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it("the country picker shows another country's top list at an address that can be bookmarked", async ({
    expect,
  }) => {
    const { countries } = await api.countries.top({ gender: 'str' });
    // The visitor's own country here is `eu` (no CDN header): pick the most watched other one.
    const chosen = countries.find((c) => c.country !== 'eu' && c.videos > 0)?.country;
    expect(chosen).toBeDefined();
    const code = chosen as string;
    const name = regionName(variant.lang, code);
    const expected = await api.videos.list({ section: 'top_country', object_id: code });

    const { page, errors } = await trackedPage(context);
    await page.goto(`${site.url}/top-country/`);
    await hydrated(page);
    await page
      .getByRole('heading', {
        level: 1,
        name: t('listings.topCountry.title', { country: regionName(variant.lang, 'eu') }),
      })
      .waitFor();
    await page.getByRole('button', { name: new RegExp(`^${t('countryPicker.buttonLabel')}`) }).click();
    const option = page.getByRole('menuitemradio', { name });
    await option.waitFor();
    // The open menu is portalled outside the landmarks by design (as in the a11y journey's menus).
    expect(await axeViolations(page, { skipRules: ['region'] })).toEqual([]);
    await option.click();
    await page.waitForURL(`${site.url}/top-country/?country=${code}`);
    await page
      .getByRole('heading', { level: 1, name: t('listings.topCountry.title', { country: name }) })
      .waitFor();
    await expect
      .poll(() => mainVideoHrefs(page))
      .toEqual(expected.videos.map((v) => `/videos/${v.video_id}/${v.dir}/`));

    // The address opened afresh is the same list, from the server.
    const again = await page.goto(`${site.url}/top-country/?country=${code}`);
    expect(again?.status()).toBe(200);
    const html = (await again?.text()) ?? '';
    expect(html).toContain(`/videos/${expected.videos[0]?.video_id}/${expected.videos[0]?.dir}/`);
    await hydrated(page);
    expect(await page.getByRole('button', { name: new RegExp(name) }).count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a client navigation past the end of a top-country list gives the 404 of a direct request, with its last page', async ({
    expect,
  }) => {
    // The European Union's list has every video (several pages), here picked in the address.
    const code = 'eu';
    const { total_count } = await api.videos.list({ section: 'top_country', object_id: code });
    const lastPage = Math.ceil(total_count / PAGE_SIZE.videos);
    const { page, errors } = await trackedPage(context);
    const lastHref = `/top-country/?country=${code}`;
    const pastTheEnd = async (last: number, href: string) => {
      await page.getByRole('heading', { level: 1, name: t('notFound.title') }).waitFor();
      await page.getByText(t('notFound.pastEnd', { page: last })).waitFor();
      const link = page.getByRole('link', { name: t('notFound.lastPage', { page: last }) });
      expect(await link.getAttribute('href')).toBe(href);
      return link;
    };

    // Directly: the server's 404.
    const direct = await page.goto(`${site.url}/top-country/${lastPage + 1}/?country=${code}`);
    expect(direct?.status()).toBe(404);
    await hydrated(page);
    await pastTheEnd(lastPage, `/top-country/${lastPage}/?country=${code}`);

    expect(lastPage).toBeGreaterThan(1);
    // By a click: page 1 is open, and the list has shrunk to one page when page 2 is asked for.
    await page.goto(`${site.url}${lastHref}`);
    await hydrated(page);
    // Only the list's page 2 (the 404 page asks for top-country videos of its own, 20 a page).
    const pageTwo = (url: URL) => url.pathname.includes(`/${PAGE_SIZE.videos}/top_country.${code}.2.`);
    await page.route(pageTwo, async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as { total_count: number };
      await route.fulfill({ response: answer, json: { ...body, total_count: PAGE_SIZE.videos } });
    });
    await page.locator('main a[rel="next"]').first().click();
    await page.waitForURL(`${site.url}/top-country/2/?country=${code}`);
    const last = await pastTheEnd(1, lastHref);
    await page.unrouteAll({ behavior: 'wait' });
    await last.click();
    await page.waitForURL(`${site.url}${lastHref}`);
    await page.locator('main a[href^="/videos/"]').first().waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the debug panel shows for a moderator and on a device that turned it on, never for a visitor', async ({
    expect,
  }) => {
    const panel = (page: Page) => page.getByRole('region', { name: t('debugPanel.title') });

    // A visitor: no panel, and none of its code fetched.
    const { page, errors } = await trackedPage(context);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`${site.url}/`);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(await panel(page).count()).toBe(0);
    expect(scripts.filter((url) => /SiteDebugPanel/.test(url))).toEqual([]);

    // The device setting: on with ?debug=1 and on later pages, off with ?debug=0.
    await page.goto(`${site.url}/?debug=1`);
    await hydrated(page);
    await panel(page).waitFor();
    await page.goto(`${site.url}/videos/`);
    await hydrated(page);
    await panel(page).waitFor();
    await page.goto(`${site.url}/?debug=0`);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(await panel(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();

    // A moderator sees it on every page, with who they are and what the page was rendered for.
    const moderator = demoAccounts(site.output()).moderator;
    expect(moderator).not.toBe('');
    const staff = await variantContext(browser, site.url, variant, { member: moderator });
    const tracked = await trackedPage(staff);
    await tracked.page.goto(`${site.url}/top-country/`);
    await hydrated(tracked.page);
    const shown = panel(tracked.page);
    await shown.waitFor();
    await shown.getByRole('button', { name: new RegExp(t('debugPanel.title')) }).click();
    await shown.getByText(new RegExp(`^${moderator} #\\d+ \\(moderator\\)$`)).waitFor();
    expect(await shown.getByText('top-country', { exact: false }).count()).toBeGreaterThan(0);
    expect(await axeViolations(tracked.page)).toEqual([]);
    expect(tracked.errors).toEqual([]);
    await staff.close();
  });
});
