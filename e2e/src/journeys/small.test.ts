/**
 * Issue #27 item 11, the smaller items, on the phone layout (390 px) where they were met: the category row
 * moves nothing when it appears (a), an open modal covers the cookie bar (b), a copy in the share modal is
 * confirmed once (c), and the view call passes the CSRF check the first time (e).
 */
import type { BrowserContext, Page, Response } from 'playwright-core';
import { expect, it, vi } from 'vitest';
import { demoAccounts } from '../browser';
import { useShared } from '../shared';
import {
  hydrated,
  readyDemoVideo,
  trackedPage,
  VARIANTS,
  type Variant,
  variantContext,
  waitFor,
} from './variants';

const { site, browser } = await useShared('mediaSite');

vi.setConfig({ testTimeout: 180_000 });
const variant = VARIANTS.find((v) => v.mobile) as Variant;
const { t } = variant;

/** The view calls (`act=view` writes) the page sends, and every refused write to /api/. */
function watchWrites(page: Page): { views: Response[]; refused: string[] } {
  const seen = { views: [] as Response[], refused: [] as string[] };
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() !== 'POST' || !new URL(response.url()).pathname.startsWith('/api/')) return;
    if (/(^|&)act=view(&|$)/.test(request.postData() ?? '')) seen.views.push(response);
    if (response.status() === 403) seen.refused.push(`${response.url()} ${request.postData() ?? ''}`);
  });
  return seen;
}

/** Two frames: what a change caused has been laid out and reported. */
const settle = (page: Page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

it('(a) the mobile home does not move when the category row appears', async () => {
  const context = await variantContext(browser, site.url, variant);
  // The layout shifts that move the page's content (the main landmark and what is in it), with their
  // times, and the time the category row's links were put in the page.
  await context.addInitScript((rowLabel: string) => {
    const w = window as unknown as { shifts: { at: number; value: number }[]; rowAt: number | null };
    w.shifts = [];
    w.rowAt = null;
    new PerformanceObserver((list) => {
      const main = document.getElementById('content');
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        if ((entry.sources ?? []).some((s) => s.node && main?.contains(s.node))) {
          w.shifts.push({ at: entry.startTime, value: entry.value });
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver((_records, observer) => {
      if (document.querySelector(`header nav[aria-label="${rowLabel}"] a`)) {
        w.rowAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  }, t('header.categories'));
  const { page, errors } = await trackedPage(context);
  await page.goto(`${site.url}/`);
  await hydrated(page);
  // The row appears 2 s after load (§4), once the main call has answered.
  const row = page.getByRole('navigation', { name: t('header.categories') });
  await row.getByRole('link').first().waitFor();
  await settle(page);
  const { shifts, rowAt } = await page.evaluate(() => {
    const w = window as unknown as { shifts: { at: number; value: number }[]; rowAt: number | null };
    return { shifts: w.shifts, rowAt: w.rowAt ?? 0 };
  });
  expect(rowAt).toBeGreaterThan(0);
  // What moved the content from the frame the row came in: nothing (#27: the page jumped 41 px, 0.045).
  const fromRow = shifts.filter((s) => s.at >= rowAt - 1).reduce((sum, s) => sum + s.value, 0);
  expect(fromRow).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
});

it('(b, c, e) a fresh visitor: a modal covers the cookie bar, a copy is confirmed once, the view call passes at once', async () => {
  const video = await readyDemoVideo(site.url);
  // A fresh session: no age flag, no cookie bar flag (the bar shows), no cookies at all. A small phone
  // (375 × 667), where the report form runs under the bar.
  const smallPhone = { ...variant, context: { ...variant.context, viewport: { width: 375, height: 667 } } };
  const context = await variantContext(browser, site.url, smallPhone, { settled: false });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
  const { page, errors } = await trackedPage(context);
  const writes = watchWrites(page);
  await page.goto(`${site.url}/videos/${video.id}/${video.dir}/`);
  await hydrated(page);
  const bar = page.getByRole('region', { name: t('cookieBar.label') });
  await bar.waitFor();
  const barBox = await bar.boundingBox();
  if (!barBox) throw new Error('The cookie bar has no box');
  const actions = page.getByRole('list', { name: t('videoPage.actions') });

  // (b) The report form, its send button brought to the bottom of the window, where the bar is.
  await actions.getByRole('button', { name: t('videoPage.actions.report'), exact: true }).click();
  const report = page.getByRole('dialog', { name: t('report.titleVideo') });
  const send = report.getByRole('button', { name: t('report.submit'), exact: true });
  await send.evaluate((el) => el.scrollIntoView({ block: 'end' }));
  const sendBox = await send.boundingBox();
  if (!sendBox) throw new Error('The send button has no box');
  expect(sendBox.y + sendBox.height).toBeGreaterThan(barBox.y);
  // What is seen on top there is the button, not the bar. (The open modal takes pointer events from the
  // rest of the page, which hit testing then skips: the bar's are given back for the question.)
  const x = sendBox.x + sendBox.width / 2;
  const y = Math.max(sendBox.y, barBox.y) + 2;
  const onTop = await page.evaluate(
    ([px, py, label]) => {
      const region = document.querySelector(`section[aria-label="${label}"]`) as HTMLElement;
      region.style.pointerEvents = 'auto';
      const hit = document.elementFromPoint(px as number, py as number);
      region.style.pointerEvents = '';
      return hit?.closest('button')?.textContent ?? hit?.tagName ?? null;
    },
    [x, y, t('cookieBar.label')] as const,
  );
  expect(onTop).toBe(t('report.submit'));
  await page.mouse.click(x, y);
  // The empty form says what it needs: the press reached the form.
  await report.locator('[aria-invalid="true"]').first().waitFor();
  await page.keyboard.press('Escape');
  await report.waitFor({ state: 'hidden' });

  // (c) One "Copied" for one copy: seen once, announced once.
  await actions.getByRole('button', { name: t('videoPage.actions.share'), exact: true }).click();
  const share = page.getByRole('dialog', { name: t('share.title') });
  await share.getByRole('button', { name: t('share.copyLink'), exact: true }).click();
  await share
    .getByRole('status')
    .filter({ hasText: t('share.copied') })
    .waitFor();
  await settle(page);
  const copied = page.getByText(t('share.copied'), { exact: true });
  expect(await copied.filter({ visible: true }).count()).toBe(1);
  const announced = page
    .locator('[role="status"], [role="alert"], [aria-live="polite"], [aria-live="assertive"]')
    .filter({ hasText: t('share.copied') });
  expect(await announced.count()).toBe(1);

  // (e) The view call of this first visit (5 s after the page showed) passes the CSRF check at once.
  await waitForView(writes);
  expect(writes.views.map((r) => r.status())).toEqual([200]);
  expect(writes.refused).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

it('(e) after a session ended elsewhere, the next visit’s first view call passes at once', async () => {
  const video = await readyDemoVideo(site.url);
  const { member } = demoAccounts(site.output());
  const context: BrowserContext = await variantContext(browser, site.url, variant, { member });
  // The member's session ends on another device (signed out there; an expired session is the same): this
  // browser still holds the session's cookie and the CSRF token made for it.
  const jar = await context.cookies(site.url);
  const cookie = jar.map((c) => `${c.name}=${c.value}`).join('; ');
  const token = jar.find((c) => c.name === 'csrf_token')?.value ?? '';
  const out = await fetch(`${site.url}/api/logout.php`, {
    method: 'POST',
    headers: { cookie, 'x-csrf-token': token, 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  });
  expect(out.status).toBe(200);
  const { page, errors } = await trackedPage(context);
  const writes = watchWrites(page);
  await page.goto(`${site.url}/videos/${video.id}/${video.dir}/`);
  await hydrated(page);
  await waitForView(writes);
  expect(writes.views.map((r) => r.status())).toEqual([200]);
  expect(writes.refused).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

/** Waits for the page's view call (sent 5 s after the page shows) to be answered other than 403. */
async function waitForView(writes: { views: Response[] }): Promise<void> {
  await waitFor(
    async () => writes.views.map((r) => r.status()),
    (statuses) => statuses.some((status) => status !== 403),
    60_000,
  );
}
