/**
 * #33 item 5, the messaging-app subscribe-to-download flow (§4) on a fresh start: the suite's site has no
 * messaging-app bot, so it checks subscriptions against its own stand-in channel (the local processor's
 * seam, apps/server/src/payments/messenger-local.ts). A new Russian-language member asks to download a
 * demo video, gets the subscribe-to-download modal, presses Download too early (the error flashes, then
 * goes), opens the channel from the modal in a new tab and subscribes there, watches the modal say
 * "checking" and then "active" (the wait shortened by MESSENGER_WAIT_SECONDS), and downloads the file.
 */
import { describe, expect, it, vi } from 'vitest';
import { csrf } from '../browser';
import { useShared } from '../shared';
import { textsOf } from './texts';
import { newMemberPressesDownload, VARIANTS, type Variant } from './variants';

const { site, browser } = await useShared('mediaSite');

vi.setConfig({ testTimeout: 400_000 });

const base = VARIANTS[0] ?? (undefined as never);
const variant: Variant = { ...base, name: 'desktop, light, ru', lang: 'ru', t: textsOf('ru') };
const { t } = variant;

describe('a Russian-language member who subscribes to download', () => {
  it('walks Subscribe → checking → active → Download, and Download too early flashes an error', async () => {
    const { context, page, errors, video } = await newMemberPressesDownload(
      browser,
      site,
      variant,
      `reader_${process.pid % 10_000}`,
    );
    const modal = page.getByRole('dialog', { name: t('messengerDownload.title') });
    await modal.waitFor();
    const download = modal.getByRole('button', { name: t('messengerDownload.download'), exact: true });
    const status = modal.getByRole('status');
    const alert = modal.getByRole('alert');

    // Download before subscribing: the error flashes, then clears by itself.
    await download.click();
    await alert.getByText(t('messengerDownload.notYet')).waitFor();
    await expect.poll(() => alert.textContent(), { timeout: 10_000 }).toBe('');

    // Subscribe opens the channel in a new tab; the modal says "checking" at once.
    const [channel] = await Promise.all([
      context.waitForEvent('page'),
      modal.getByRole('link', { name: t('messengerDownload.subscribe') }).click(),
    ]);
    await status.getByText(t('messengerDownload.checking')).waitFor();
    await channel.getByRole('heading', { name: 'Local test channel' }).waitFor();
    await channel.getByRole('button', { name: 'Subscribe' }).click();
    await channel.getByRole('status').getByText('Subscribed.').waitFor();
    await channel.close();

    // After the wait, active; Download now hands over the file.
    await status.getByText(t('messengerDownload.active')).waitFor({ timeout: 60_000 });
    const downloaded = page.waitForEvent('download', { timeout: 90_000 });
    await download.click();
    // The Download offer lists the video's qualities (#32 item 8): the tallest is the default file.
    const choose = page.getByRole('dialog', { name: t('downloadQuality.title') });
    await choose.getByRole('button').filter({ hasText: /^\d+p/ }).first().click();
    const file = await downloaded;
    expect(file.suggestedFilename()).toBe(`${video.dir}.mp4`);
    expect(await file.failure()).toBeNull();

    // The server agrees: the member now downloads every video (for a day).
    const paid = await context.request.post(`${site.url}/api/cb.php`, {
      form: { act: 'status' },
      headers: { 'x-csrf-token': await csrf(context, site.url) },
    });
    expect(((await paid.json()) as { paid: boolean }).paid).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
