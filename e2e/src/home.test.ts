import { describe, expect, it } from 'vitest';
import { axeViolations } from './browser';
import { hydrated } from './journeys/variants';
import { useShared } from './shared';

const { site, browser } = await useShared('mediaSite');

const cardLink = /href="\/videos\/\d+\/[a-z0-9-]+\/"/g;

describe('given a fresh site with demo content', () => {
  it('server-renders the home page with links to videos', async () => {
    const res = await fetch(`${site.url}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html.match(cardLink)?.length ?? 0).toBeGreaterThanOrEqual(60);
    expect(html).toContain('<h1');
  });

  it('loads the sorted list and its next page as pages of their own, each answered whole by the server', async () => {
    // Home hydrates only its islands (#28): a sort or a page is a page load, not a client navigation with
    // a data request of the router (`.data`) or the listing's call from the browser.
    const page = await browser.newPage();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    await page.goto(`${site.url}/`, { waitUntil: 'networkidle' });
    await hydrated(page);
    const firstTitle = await page.locator('main a[href^="/videos/"]').first().getAttribute('href');

    const sorted = page.waitForResponse((r) => new URL(r.url()).pathname === '/most-popular/1/');
    // The sort dropdown of the filters bar (§2) applies at once.
    await page.getByRole('button', { name: 'Sort: Latest' }).click();
    await page.getByRole('menuitemradio', { name: 'Most popular' }).click();
    const response = await sorted;
    expect(response.status()).toBe(200);
    expect(response.request().resourceType()).toBe('document');
    await page.waitForURL('**/most-popular/1/');
    expect(await page.getByRole('button', { name: 'Sort: Most popular' }).count()).toBe(1);
    expect(await page.locator('main a[href^="/videos/"]').first().getAttribute('href')).not.toBe(firstTitle);

    const next = page.waitForResponse((r) => new URL(r.url()).pathname === '/most-popular/2/');
    await page.getByRole('link', { name: 'Next', exact: true }).click();
    expect((await next).request().resourceType()).toBe('document');
    await page.waitForURL('**/most-popular/2/');
    expect(requests.filter((p) => p.endsWith('.data') || p.startsWith('/api/json/videos2/'))).toEqual([]);
    await page.close();
  });

  it('shows 50 of the 1000 top keywords, and hands the browser only those 50', async () => {
    const main = await fetch(`${site.url}/api/json/main/14400/str.en.json?l=1000`);
    const { keywords } = (await main.json()) as { keywords: string[] };
    expect(keywords.length).toBeGreaterThan(50);
    const page = await browser.newPage();
    const calls: string[] = [];
    page.on('request', (r) => calls.push(r.url()));
    const html = await (await page.goto(`${site.url}/`, { waitUntil: 'networkidle' }))?.text();
    const strip = page.getByRole('heading', { name: 'Top keywords' }).locator('xpath=ancestor::section[1]');
    const shown = await strip.getByRole('link').allTextContents();
    expect(shown).toHaveLength(50);
    expect(keywords).toEqual(expect.arrayContaining(shown));
    // In the page's data (its islands' JSON) as strings of their own: the shown ones, and none of the
    // others (of two words: one word may be a category's name too).
    const data = [...(html ?? '').matchAll(/<script type="application\/json"[^>]*>([^<]*)<\/script>/g)]
      .map((m) => m[1])
      .join('\n');
    const inData = (k: string) => data.includes(JSON.stringify(k));
    expect(shown.filter(inData)).toEqual(shown);
    const others = keywords.filter((k) => !shown.includes(k) && k.includes(' '));
    expect(others.length).toBeGreaterThan(500);
    expect(others.filter(inData)).toEqual([]);
    // The hydrated page has them: the browser does not fetch the 1000.
    expect(calls.filter((url) => url.includes('l=1000'))).toEqual([]);
    await page.close();
  });

  it('leads from each top keyword to videos that match it, as a visitor who follows one sees', async () => {
    const html = await (await fetch(`${site.url}/`)).text();
    const strip = html.slice(html.indexOf('Top keywords'));
    const links = [...strip.matchAll(/href="(\/search\/\?s=[^"]+)"/g)]
      .map((m) => m[1] as string)
      .slice(0, 50);
    expect(links).toHaveLength(50);
    const empty: string[] = [];
    for (const href of links) {
      const found = (await (await fetch(`${site.url}${href}`)).text()).match(cardLink)?.length ?? 0;
      if (found === 0) empty.push(decodeURIComponent(href));
    }
    expect(empty).toEqual([]);
    const page = await browser.newPage();
    await page.goto(`${site.url}/`, { waitUntil: 'networkidle' });
    const keyword = page
      .getByRole('group', { name: 'Top keywords' })
      .getByRole('link')
      .filter({ hasText: ' ' })
      .first();
    const text = (await keyword.textContent()) ?? '';
    await keyword.click();
    await page.waitForURL(/\/search\/\?s=/);
    // A card whose title holds the keyword ("golden fox" → "Golden fox at dawn").
    await page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(text, 'i') })
      .first()
      .waitFor();
    await page.close();
  });

  it('opens the rating-label dialog on click, closes it with Escape and returns focus', async () => {
    const page = await browser.newPage();
    await page.goto(`${site.url}/`, { waitUntil: 'networkidle' });
    await hydrated(page);
    const trigger = page.getByRole('button', { name: 'Rating label' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Rating label' });
    await dialog.waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.close();
  });

  it.each(['dark', 'light'] as const)('styles the page with the %s theme and passes axe', async (theme) => {
    const context = await browser.newContext();
    await context.addCookies([{ name: 'theme', value: theme, url: site.url }]);
    const page = await context.newPage();
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(request.url());
    });
    await page.goto(`${site.url}/`, { waitUntil: 'networkidle' });
    expect(await page.locator('html').getAttribute('data-theme')).toBe(theme);
    // The site's own styles resolve the design system's theme variables (same compiled package).
    const styles = await page.evaluate(() => {
      const grid = document.querySelector('main a[href^="/videos/"]')?.closest('ul');
      const header = document.querySelector('header');
      return {
        grid: grid ? getComputedStyle(grid).display : null,
        gap: grid ? getComputedStyle(grid).rowGap : null,
        header: header ? getComputedStyle(header).backgroundColor : null,
        body: getComputedStyle(document.body).backgroundColor,
        font: getComputedStyle(document.body).fontFamily,
      };
    });
    expect(styles.grid).toBe('grid');
    expect(styles.gap).not.toBe('normal');
    expect(styles.header).not.toBe('rgba(0, 0, 0, 0)');
    expect(styles.body).not.toBe('rgba(0, 0, 0, 0)');
    // The system's sans-serif: no font file to wait for, no swap that moves the page (#28).
    expect(styles.font).toContain('system-ui');
    expect(fonts).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('answers an unknown page with a 404 that robots do not index', async () => {
    const res = await fetch(`${site.url}/no-such-page/here/`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    expect(html).toContain('href="/"');
  });
});
