/**
 * Issue #33 items 1 and 2 in Chromium against the built site: a visitor's page views travel to the site's
 * own analytics (POST /api/analytics.php, answered 204) and show in the console's daily chart and figures
 * for the demo moderator; a crawler's user agent gets the page but is not counted.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { axeViolations, demoAccounts } from '../browser';
import { useShared } from '../shared';
import { hydrated, trackedPage, VARIANTS, type Variant, variantContext } from './variants';

const { site, browser } = await useShared();

vi.setConfig({ testTimeout: 180_000 });

const desktop = VARIANTS.find((v) => !v.mobile) as Variant;
const { t } = desktop;
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const ANALYTICS = '/api/analytics.php';

let moderator: string;

/**
 * The page views of the console's last 7 days as its call counts them: their sum (what the summary says)
 * and today's (the figures' last row). A run that passes midnight (UTC) moves views out of "today", not
 * out of the week.
 */
async function viewsOfTheWeek(): Promise<{ week: number; today: number }> {
  const context = await variantContext(browser, site.url, desktop, { member: moderator });
  try {
    const res = await context.request.get(`${site.url}/api/moderation/analytics.php?days=7`);
    expect(res.status()).toBe(200);
    const body = (await res.json()) as { days: Array<{ views: number }> };
    return {
      week: body.days.reduce((sum, day) => sum + day.views, 0),
      today: body.days.at(-1)?.views ?? 0,
    };
  } finally {
    await context.close();
  }
}

/** Waits until the browser has been idle twice: the page's own idle work (its page view report) has run. */
async function idle(page: Page): Promise<void> {
  for (let i = 0; i < 2; i++) {
    await page.evaluate(
      () => new Promise<void>((done) => requestIdleCallback(() => done(), { timeout: 5_000 })),
    );
  }
  await page.waitForLoadState('networkidle');
}

beforeAll(() => {
  moderator = demoAccounts(site.output()).moderator;
  expect(moderator).not.toBe('');
});

describe('first-party analytics', () => {
  let before = 0;

  it("counts a visitor's page views and the moderator sees them in the console's chart", async () => {
    before = (await viewsOfTheWeek()).week;
    const context = await variantContext(browser, site.url, desktop);
    const { page, errors } = await trackedPage(context);
    // The first page: its report leaves when the browser is idle after the page showed.
    const first = page.waitForResponse((r) => r.url().endsWith(ANALYTICS) && r.request().method() === 'POST');
    await page.goto(`${site.url}/`);
    await hydrated(page);
    expect((await first).status()).toBe(204);
    // A second page, reached by a link (a client navigation): reported too.
    const second = page.waitForResponse(
      (r) => r.url().endsWith(ANALYTICS) && r.request().method() === 'POST',
    );
    await page.locator('a[href="/categories/"]:visible').first().click();
    const report = await second;
    expect(report.status()).toBe(204);
    expect(JSON.parse(report.request().postData() ?? '{}')).toMatchObject({
      events: [{ kind: 'view', page: 'categories', lang: 'en' }],
    });
    expect(errors).toEqual([]);
    await context.close();
    await expect.poll(async () => (await viewsOfTheWeek()).week).toBe(before + 2);

    // The moderator opens the console's analytics: the summary counts them, the chart is drawn.
    const staff = await variantContext(browser, site.url, desktop, { member: moderator });
    const console = await trackedPage(staff);
    const res = await console.page.goto(`${site.url}/moderation/analytics/?days=7`);
    expect(res?.status()).toBe(200);
    await console.page.getByRole('heading', { level: 1, name: t('console.analytics.title') }).waitFor();
    await hydrated(console.page);
    await console.page
      .getByRole('img', { name: t('console.analytics.viewsChart') })
      .locator('canvas')
      .waitFor();
    const summary = await console.page.getByTestId('analytics-summary').textContent();
    expect(summary).toContain(`${before + 2} `);
    // The figures behind the chart: today's row holds the views.
    await console.page.getByText(t('console.analytics.figures')).click();
    const today = new Date().toISOString().slice(0, 10);
    const row = console.page.getByRole('row', { name: new RegExp(`^${today}`) });
    expect(await row.getByRole('cell').first().textContent()).toBe(String((await viewsOfTheWeek()).today));
    // The navigation links the section.
    expect(
      await console.page
        .getByRole('link', { name: t('moderation.nav.analytics') })
        .getAttribute('aria-current'),
    ).toBe('page');
    await console.page.screenshot({ path: '/tmp/stats-console-analytics.png', fullPage: true });
    expect(await axeViolations(console.page)).toEqual([]);
    expect(console.errors).toEqual([]);
    await staff.close();
  });

  it('serves a crawler the page with its rating label, without the cookie bar and without counting it', async () => {
    const start = (await viewsOfTheWeek()).week;
    // Neither the crawler nor the visitor below has closed the cookie bar before.
    const fresh = async (headers: Record<string, string> = {}) => {
      const context = await browser.newContext({ ...desktop.context, extraHTTPHeaders: headers });
      await context.addCookies([
        { name: 'lang', value: 'en', url: site.url },
        { name: 'age_verified', value: '1', url: site.url },
      ]);
      return context;
    };
    const crawler = await fresh({ 'user-agent': GOOGLEBOT });
    const { page, errors } = await trackedPage(crawler);
    const reports: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith(ANALYTICS)) reports.push(r.url());
    });
    for (const path of ['/', '/categories/']) {
      const res = await page.goto(`${site.url}${path}`);
      expect(res?.status()).toBe(200);
      await hydrated(page);
      await idle(page);
      expect(await page.locator('meta[name="RATING"]').getAttribute('content')).toBe(
        'RTA-5042-1996-1400-1577-RTA',
      );
      expect(await page.getByRole('region', { name: t('cookieBar.label') }).count()).toBe(0);
    }
    expect(reports).toEqual([]);
    expect(errors).toEqual([]);
    await crawler.close();

    // A visitor after it meets the cookie bar and is counted: the crawler's pages were not.
    const visitor = await fresh();
    const visit = await trackedPage(visitor);
    const sent = visit.page.waitForResponse((r) => r.url().endsWith(ANALYTICS));
    await visit.page.goto(`${site.url}/`);
    expect((await sent).status()).toBe(204);
    await visit.page.getByRole('region', { name: t('cookieBar.label') }).waitFor();
    await visitor.close();
    await expect.poll(async () => (await viewsOfTheWeek()).week).toBe(start + 1);
  });

  it('tells a visitor whose ad-blocker hides the banners, once, and counts the page as blocked', async () => {
    const context = await variantContext(browser, site.url, desktop);
    // What an ad-blocker's cosmetic filter does: the generic banner classes are hidden.
    await context.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const style = document.createElement('style');
        style.textContent = '.adsbox, .ad-banner { display: none !important; }';
        document.head.append(style);
      });
    });
    const { page, errors } = await trackedPage(context);
    const sent = page.waitForResponse((r) => r.url().endsWith(ANALYTICS));
    await page.goto(`${site.url}/`);
    await hydrated(page);
    const report = await sent;
    expect(JSON.parse(report.request().postData() ?? '{}')).toMatchObject({
      events: [{ kind: 'view', page: 'home', adblock: true }],
    });
    const notice = page.getByRole('region', { name: t('adblockNotice.label') });
    await notice.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await notice.getByRole('button', { name: t('adblockNotice.dismiss') }).click();
    await notice.waitFor({ state: 'hidden' });
    // Closed for good on this device.
    const again = page.waitForResponse((r) => r.url().endsWith(ANALYTICS));
    await page.reload();
    await hydrated(page);
    await again;
    await idle(page);
    expect(await notice.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
