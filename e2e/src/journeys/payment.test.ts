/**
 * #24 H2, a buyer's journey in Chromium against the built site (the local test processor, fake money; the
 * suite's site allows it): a new member signs up and confirms, opens a demo video, asks to download, picks
 * "pay", opens the processor's page in a new tab from the modal and pays there, and the modal's re-poll sees
 * the payment and hands over the file. The processor's page and its form answer only this member's session
 * with their CSRF token: the journey proves a real browser carries both across the new tab.
 */
import { describe, expect, it, vi } from 'vitest';
import { csrf } from '../browser';
import { useShared } from '../shared';
import { fieldName } from './texts';
import { newMemberPressesDownload, VARIANTS, waitFor } from './variants';

const { site, browser } = await useShared('mediaSite');

vi.setConfig({ testTimeout: 400_000 });

const variant = VARIANTS[0] ?? (undefined as never);
const { t } = variant;

describe('a new member who pays for downloads', () => {
  it('pays on the processor page opened from the modal, and the modal hands over the file', async () => {
    const { context, page, errors, account, video } = await newMemberPressesDownload(
      browser,
      site,
      variant,
      `buyer_${process.pid % 10_000}`,
    );
    const choose = page.getByRole('dialog', { name: t('download.title') });
    await choose
      .getByRole('button', { name: new RegExp(t('download.optionPay')) })
      .first()
      .click();
    const pay = page.getByRole('dialog', { name: t('download.payTitle') });
    await pay.getByRole('textbox', { name: fieldName(t('download.email')) }).fill(account.email);
    await pay.getByRole('button', { name: t('download.paySubmit'), exact: true }).click();

    // The processor's page, in a new tab as the modal's link opens it, with this member's session.
    const [processor] = await Promise.all([
      context.waitForEvent('page'),
      pay.getByRole('link', { name: t('download.payLink') }).click(),
    ]);
    await processor.getByRole('heading', { name: 'Local test payment' }).waitFor();
    expect(await processor.getByRole('spinbutton', { name: /Amount in cents/ }).inputValue()).toBe('500');
    const downloaded = page.waitForEvent('download', { timeout: 90_000 });
    await processor.getByRole('button', { name: 'Pay' }).click();
    // The processor's page again, saying so (#25 item 13: not raw JSON).
    await processor.getByRole('status').getByText('Paid.').waitFor();
    expect(await processor.getByRole('button', { name: 'Pay' }).count()).toBe(0);
    await processor.close();

    // The modal re-polls every 10 s; paid, the Download offer lists the qualities (#32 item 8): the
    // tallest is the default file.
    const qualities = page.getByRole('dialog', { name: t('downloadQuality.title') });
    await qualities.waitFor({ timeout: 60_000 });
    await qualities.getByRole('button').filter({ hasText: /^\d+p/ }).first().click();
    const file = await downloaded;
    expect(file.suggestedFilename()).toBe(`${video.dir}.mp4`);
    expect(await file.failure()).toBeNull();

    // The status call agrees, and a signed-out visitor still gets nothing from the same address.
    const status = await waitFor(
      async () =>
        (
          await context.request.post(`${site.url}/api/cb.php`, {
            form: { act: 'status' },
            headers: { 'x-csrf-token': await csrf(context, site.url) },
          })
        ).json() as Promise<{ paid: boolean }>,
      (s) => s.paid,
      10_000,
    );
    expect(status.paid).toBe(true);
    const visitor = await browser.newContext();
    const refused = await visitor.request.get(`${site.url}/media/v/${video.id}/p/master.m3u8?download=1`);
    expect(refused.status()).toBe(401);
    await visitor.close();
    expect(errors).toEqual([]);
    await context.close();
  });
});
