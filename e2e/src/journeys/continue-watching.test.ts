/**
 * #32 item 3, continue watching in Chromium against the built site with the demo clips transcoded: a
 * viewer plays a demo video part way and pauses, leaves for home, where a "Continue watching" row holds
 * the video with how far they got; opening it there puts the player at that position, and playing goes on
 * from it. On the desktop variant a member (positions on the server), on the phone variant a visitor
 * (positions on the device).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, it, vi } from 'vitest';
import { axeViolations, demoAccounts } from '../browser';
import { useShared } from '../shared';
import { eachVariant, hydrated, readyDemoVideo, trackedPage, variantContext, videoPlaying } from './variants';

const { site, browser } = await useShared('mediaSite');

vi.setConfig({ testTimeout: 300_000 });

const videoTime = (page: Page) =>
  page.evaluate(() => {
    const video = document.querySelector('video');
    return { time: video?.currentTime ?? 0, paused: video?.paused ?? true };
  });

eachVariant('a viewer continuing a video on the $name variant', (variant) => {
  const { t } = variant;
  const member = !variant.mobile;
  let context: BrowserContext;

  afterAll(async () => {
    await context?.close();
  });

  it('plays part way, finds the video in the row on home, and resumes where they stopped', async ({
    expect,
  }) => {
    const video = await readyDemoVideo(site.url);
    context = await variantContext(
      browser,
      site.url,
      variant,
      member ? { member: demoAccounts(site.output()).member } : {},
    );
    const { page, errors } = await trackedPage(context);
    await page.goto(`${site.url}/videos/${video.id}/${video.dir}/`);
    await hydrated(page);
    const player = page.getByRole('region', { name: new RegExp(t('player.label')) });
    await player.getByRole('button', { name: t('player.play'), exact: true }).click();
    // A first play may take long to start (CI once took over 60 s here).
    await videoPlaying(page);
    await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) >= 4, undefined, {
      timeout: 60_000,
    });
    await player.getByRole('button', { name: t('player.pause'), exact: true }).click();
    await page.waitForFunction(() => document.querySelector('video')?.paused === true);
    const stopped = Math.floor((await videoTime(page)).time);
    expect(stopped).toBeGreaterThanOrEqual(4);
    // Saved at the pause: on the server for a member, on the device for a visitor.
    if (member) {
      await expect
        .poll(async () => {
          const res = await context.request.get(`${site.url}/api/video_state.php?video_id=${video.id}`);
          return ((await res.json()) as { position: number | null }).position;
        })
        .toBe(stopped);
    } else {
      // Written after the pause event's render, as the member's is sent: polled as that one is.
      await expect
        .poll(async () =>
          JSON.parse((await page.evaluate(() => window.localStorage.getItem('watch_positions'))) ?? '[]'),
        )
        .toContainEqual(expect.objectContaining({ video_id: video.id, position: stopped }));
    }

    await page.goto(`${site.url}/`);
    await hydrated(page);
    const row = page.getByRole('region', { name: t('listings.home.continue') });
    const card = row.locator(`[data-video-id="${video.id}"]`);
    await card.waitFor({ timeout: 30_000 });
    // The bar of how far they got, named for assistive technology.
    const watched = t('videoCard.watched', { position: '' }).trim();
    await card.getByRole('img', { name: new RegExp(`^${watched}`) }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await card.getByRole('link').first().click();
    await page.waitForURL(`**/videos/${video.id}/**`);
    await hydrated(page);
    // The timeline stands at the saved position before playback; playing goes on from there.
    const seek = page.getByRole('slider', { name: t('player.seek') });
    await expect
      .poll(async () => Math.floor(Number(await seek.inputValue())), { timeout: 30_000 })
      .toBe(stopped);
    await page
      .getByRole('region', { name: new RegExp(t('player.label')) })
      .getByRole('button', { name: t('player.play'), exact: true })
      .click();
    await page.waitForFunction(
      (from) => {
        const v = document.querySelector('video');
        return v !== null && !v.paused && v.currentTime >= from;
      },
      stopped,
      { timeout: 60_000 },
    );
    expect(errors).toEqual([]);
    await page.close();
  });
});
