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
import {
  hydrated,
  readyDemoVideo,
  signUpAndConfirm,
  trackedPage,
  VARIANTS,
  type Variant,
  variantContext,
} from './variants';

const { site, browser } = await useShared('mediaSite');

vi.setConfig({ testTimeout: 400_000 });

const base = VARIANTS[0] ?? (undefined as never);
const variant: Variant = { ...base, name: 'desktop, light, ru', lang: 'ru', t: textsOf('ru') };
const { t } = variant;

describe('a Russian-language member who subscribes to download', () => {
  it('walks Subscribe → checking → active → Download, and Download too early flashes an error', async () => {
    const username = `reader_${process.pid % 10_000}`;
    const account = { username, email: `${username}@example.com`, password: 'reader-journey-pw' };
    const context = await variantContext(browser, site.url, variant);
    const { page, errors } = await trackedPage(context);
    await signUpAndConfirm(page, site, variant, account);
    const login = await context.request.post(`${site.url}/api/login.php`, {
      form: { usr: account.username, pwd: account.password },
      headers: { 'x-csrf-token': await csrf(context, site.url) },
    });
    expect(login.status(), await login.text()).toBe(200);
    const self = (
      (await (await context.request.get(`${site.url}/api/session.php`)).json()) as {
        user: { user_id: number };
      }
    ).user;

    const video = await readyDemoVideo(site.url, { download: true, notOwnedBy: self.user_id });
    await page.goto(`${site.url}/videos/${video.id}/${video.dir}/`, { waitUntil: 'networkidle' });
    await hydrated(page);
    await page
      .getByRole('list', { name: t('videoPage.actions') })
      .getByRole('button', { name: t('videoPage.actions.download'), exact: true })
      .click();
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
