/**
 * #32 item 8, the choice of download quality and the paid period, in Chromium against the built site (the
 * local test processor, fake money; the suite's site allows it): a new member presses Download on a demo
 * video and is offered the purchase; pays on the processor's page; the Download offer then lists the
 * qualities the video really has, and the file of the one chosen is of that height (ffprobe). The member's
 * own page shows the period's end; another member and a visitor are refused the same file address; Renew
 * on that page pays once more and the end moves on by the period.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { csrf } from '../browser';
import { useShared } from '../shared';
import { fieldName } from './texts';
import {
  closeWithEscape,
  hydrated,
  newMemberPressesDownload,
  signUpAndConfirm,
  trackedPage,
  VARIANTS,
  variantContext,
  waitFor,
} from './variants';

const { site, browser } = await useShared('mediaSite');

vi.setConfig({ testTimeout: 500_000 });

const variant = VARIANTS[0] ?? (undefined as never);
const { t } = variant;
const DAY_MS = 86_400_000;
const PERIOD_DAYS = 30;

/** The height of a file's video stream, as ffprobe reads it. */
async function heightOf(path: string): Promise<number> {
  const { stdout } = await promisify(execFile)(process.env.FFPROBE_PATH || 'ffprobe', [
    '-v',
    'error',
    '-select_streams',
    'v:0',
    '-show_entries',
    'stream=height',
    '-of',
    'csv=p=0',
    `file:${path}`,
  ]);
  return Number.parseInt(stdout.trim(), 10);
}

/** The member's status as the site answers it (cb.php act status). */
async function statusOf(context: BrowserContext): Promise<{ paid: boolean; paid_until: string | null }> {
  const res = await context.request.post(`${site.url}/api/cb.php`, {
    form: { act: 'status' },
    headers: { 'x-csrf-token': await csrf(context, site.url) },
  });
  return (await res.json()) as { paid: boolean; paid_until: string | null };
}

/** The MP4s of the video's file list: each quality and its address (decoded). */
async function listedQualities(videoId: number): Promise<{ quality: string; url: string }[]> {
  const list = (await (
    await fetch(`${site.url}/api/videofile.php?video_id=${videoId}&lifetime=864000`)
  ).json()) as { format: string; quality: string; video_url: string }[];
  return list
    .filter((f) => f.format === 'mp4')
    .map((f) => ({ quality: f.quality, url: Buffer.from(f.video_url, 'base64').toString('utf8') }));
}

/** The pay step: the e-mail, the processor's page in a new tab, paid there in full. */
async function payInNewTab(context: BrowserContext, pay: Locator, email: string): Promise<void> {
  await pay.getByRole('textbox', { name: fieldName(t('download.email')) }).fill(email);
  await pay.getByRole('button', { name: t('download.paySubmit'), exact: true }).click();
  const [processor] = await Promise.all([
    context.waitForEvent('page'),
    pay.getByRole('link', { name: t('download.payLink') }).click(),
  ]);
  await processor.getByRole('heading', { name: 'Local test payment' }).waitFor();
  await processor.getByRole('button', { name: 'Pay' }).click();
  await processor.getByRole('status').getByText('Paid.').waitFor();
  await processor.close();
}

const longDate = (iso: string) =>
  new Intl.DateTimeFormat(variant.lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

/** The panel of the paid period on the member's own page. */
const panelOf = (page: Page) => page.getByRole('region', { name: t('premium.title') });

describe('a member who buys downloads and chooses the quality', () => {
  it('is offered the purchase, pays, sees the period on their page, gets the chosen quality, and renews', async () => {
    const { context, page, errors, account, video } = await newMemberPressesDownload(
      browser,
      site,
      variant,
      `chooser_${process.pid % 10_000}`,
    );

    // Without a paid period: the purchase is offered, not the file.
    const offer = page.getByRole('dialog', { name: t('download.title') });
    await offer.waitFor();
    expect(await page.getByRole('dialog', { name: t('downloadQuality.title') }).count()).toBe(0);
    await offer
      .getByRole('button', { name: new RegExp(t('download.optionPay')) })
      .first()
      .click();
    const pay = page.getByRole('dialog', { name: t('download.payTitle') });
    await payInNewTab(context, pay, account.email);

    // Paid (the modal's 10 s re-poll): the qualities the video really has, tallest first.
    const choose = page.getByRole('dialog', { name: t('downloadQuality.title') });
    await choose.waitFor({ timeout: 60_000 });
    const listed = await listedQualities(video.id);
    expect(listed.length).toBeGreaterThan(1);
    const heights = listed.map((l) => Number.parseInt(l.quality, 10)).sort((a, b) => b - a);
    // Each choice is named by what it shows ("720p HD · 21 MB").
    const labels = await choose
      .getByRole('button', { name: /^\d+p / })
      .evaluateAll((buttons) => buttons.map((b) => b.textContent ?? ''));
    const offered = labels.map((l) => Number.parseInt(l, 10));
    expect(offered).toEqual(heights);

    // The lowest one: its file is of that height, named with it.
    const lowest = heights.at(-1) ?? 0;
    const downloaded = page.waitForEvent('download', { timeout: 90_000 });
    await choose
      .getByRole('button')
      .filter({ hasText: new RegExp(`^${lowest}p`) })
      .click();
    const file = await downloaded;
    expect(await file.failure()).toBeNull();
    expect(file.suggestedFilename()).toBe(`${video.dir}-${lowest}p.mp4`);
    const saved = join(await mkdtemp(join(tmpdir(), 'e2e-download-')), file.suggestedFilename());
    await file.saveAs(saved);
    expect(await heightOf(saved)).toBe(lowest);
    await rm(dirname(saved), { recursive: true, force: true });

    // The member's own page: active until the period's end, 30 days from now.
    const first = await statusOf(context);
    expect(first.paid).toBe(true);
    const firstEnd = Date.parse(first.paid_until ?? '');
    expect(Math.abs(firstEnd - (Date.now() + PERIOD_DAYS * DAY_MS))).toBeLessThan(DAY_MS);
    const self = (
      (await (await context.request.get(`${site.url}/api/session.php`)).json()) as {
        user: { user_id: number };
      }
    ).user;
    await page.goto(`${site.url}/members/${self.user_id}/`, { waitUntil: 'networkidle' });
    await hydrated(page);
    const panel = panelOf(page);
    await panel.getByText(t('premium.active', { date: longDate(first.paid_until ?? '') })).waitFor();

    // The same file address opens nothing for a visitor or for another member.
    const chosenUrl = listed.find((l) => l.quality === `${lowest}p`)?.url ?? '';
    expect(chosenUrl).toContain('download=1');
    const visitor = await browser.newContext();
    expect((await visitor.request.get(`${site.url}${chosenUrl}`)).status()).toBe(401);
    await visitor.close();
    const otherContext = await variantContext(browser, site.url, variant);
    const other = await trackedPage(otherContext);
    const otherAccount = {
      username: `bystander_${process.pid % 10_000}`,
      email: `bystander_${process.pid % 10_000}@example.com`,
      password: 'download-journey-pw',
    };
    await signUpAndConfirm(other.page, site, variant, otherAccount);
    const login = await otherContext.request.post(`${site.url}/api/login.php`, {
      form: { usr: otherAccount.username, pwd: otherAccount.password },
      headers: { 'x-csrf-token': await csrf(otherContext, site.url) },
    });
    expect(login.status()).toBe(200);
    const refused = await otherContext.request.get(`${site.url}${chosenUrl}`);
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({ code: 'no_permission' });
    // A quality the video does not have is a clear error, not a file.
    const missing = await context.request.get(
      `${site.url}/media/v/${video.id}/p/master.m3u8?download=1&quality=4320p`,
    );
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toEqual({ code: 'quality_not_found' });
    // Nor does the other member see the first one's period on that page.
    await other.page.goto(`${site.url}/members/${self.user_id}/`, { waitUntil: 'networkidle' });
    await hydrated(other.page);
    expect(await panelOf(other.page).count()).toBe(0);
    await otherContext.close();

    // Renew while the period runs: the payment step, paid once more, and the end moves on by 30 days.
    await panel.getByRole('button', { name: t('premium.renew'), exact: true }).click();
    const renew = page.getByRole('dialog', { name: t('download.payTitle') });
    await payInNewTab(context, renew, account.email);
    await renew.getByText(t('download.paid')).waitFor({ timeout: 60_000 });
    await closeWithEscape(page, renew);
    const second = await waitFor(
      () => statusOf(context),
      (s) => s.paid_until !== first.paid_until,
      10_000,
    );
    expect(Date.parse(second.paid_until ?? '') - firstEnd).toBe(PERIOD_DAYS * DAY_MS);
    await panel.getByText(t('premium.active', { date: longDate(second.paid_until ?? '') })).waitFor();

    expect(errors).toEqual([]);
    expect(other.errors).toEqual([]);
    await context.close();
  });
});
