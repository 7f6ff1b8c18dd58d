/**
 * Issue #27 item 1 and "nothing happens when a video ends", in Chromium against the built site with the
 * demo clips (~10 s) transcoded: a viewer opens a demo video, plays it, sets the speed to 2×, reaches the
 * end and meets the end screen (Replay and related videos), and plays it again from there. On the phone
 * (touch) variant a finger first drags along the timeline: the storyboard preview shows under it and the
 * video seeks only where it lifts. Picture-in-picture cannot be entered headless: the journey checks only
 * that its button is there exactly when the browser says it offers it (`document.pictureInPictureEnabled`).
 */
import type { Page } from 'playwright-core';
import { expect, it, vi } from 'vitest';
import { useShared } from '../shared';
import {
  eachVariant,
  hydrated,
  readyDemoVideo,
  trackedPage,
  type Variant,
  variantContext,
  videoPlaying,
} from './variants';

const { site, browser } = await useShared('mediaSite');

vi.setConfig({ testTimeout: 300_000 });

const videoState = (page: Page) =>
  page.evaluate(() => {
    const video = document.querySelector('video');
    return {
      time: video?.currentTime ?? 0,
      duration: video?.duration ?? 0,
      paused: video?.paused ?? true,
      rate: video?.playbackRate ?? 0,
    };
  });

/**
 * A finger (CDP touch events, which Chromium turns into `pointerType: touch` pointer events) presses the
 * seek bar of the paused video at 20 % of its width and drags to 60 %; the preview shows under it and
 * nothing seeks until it lifts, where the video goes to about 60 %.
 */
async function dragAlongTheTimeline(page: Page, variant: Variant) {
  const seek = page.getByRole('slider', { name: variant.t('player.seek') });
  const box = await seek.boundingBox();
  if (!box) throw new Error('the seek bar has no box');
  const y = box.y + box.height / 2;
  const at = (share: number) => ({ x: box.x + box.width * share, y });
  const { duration, time: before } = await videoState(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at(0.2)] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [at(0.4)] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [at(0.6)] });
  const preview = page.locator('[data-preview]');
  // The storyboard's thumbnail of that moment (the demo clips have one), and its time.
  await preview.locator('img[src*="storyboard"]').waitFor();
  // Its time (mm:ss) is the finger's, about 60 % of the clip.
  const [minutes = 0, seconds = 0] = (await preview.textContent())?.split(':').map(Number) ?? [];
  expect(Math.abs(minutes * 60 + seconds - duration * 0.6)).toBeLessThanOrEqual(1);
  // Held: the video has not moved yet.
  expect((await videoState(page)).time).toBe(before);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await preview.waitFor({ state: 'detached' });
  const after = await videoState(page);
  expect(after.time).toBeGreaterThan(duration * 0.5);
  expect(after.time).toBeLessThan(duration * 0.7);
  await cdp.detach();
}

eachVariant('a viewer of the player on the $name variant', (variant) => {
  const { t } = variant;

  it('plays at 2×, meets the end screen with related videos when the video ends, and replays', async () => {
    const playable = await readyDemoVideo(site.url);
    const context = await variantContext(browser, site.url, variant);
    const { page, errors } = await trackedPage(context);
    await page.goto(`${site.url}/videos/${playable.id}/${playable.dir}/`);
    await hydrated(page);
    const player = page.getByRole('region', { name: new RegExp(t('player.label')) });
    const play = player.getByRole('button', { name: t('player.play'), exact: true });
    await play.waitFor();

    // Picture-in-picture: its button exactly where the browser offers it.
    const pip = await page.evaluate(() => document.pictureInPictureEnabled === true);
    expect(await player.getByRole('button', { name: t('player.pip'), exact: true }).count()).toBe(
      pip ? 1 : 0,
    );

    const playing = () => videoPlaying(page);
    await play.click();
    await playing();

    if (variant.mobile) {
      // Paused, with the clip's own duration known (the demo data's listed durations are not the clips').
      await player.getByRole('button', { name: t('player.pause'), exact: true }).click();
      await play.waitFor();
      await dragAlongTheTimeline(page, variant);
      await play.click();
      await playing();
    }

    // The speed menu: 2×.
    const speed = (rate: string) => `${t('player.speed')}: ${t('player.speedRate', { rate })}`;
    await player.getByRole('button', { name: speed('1'), exact: true }).click();
    await page
      .getByRole('menuitemradio', { name: t('player.speedRate', { rate: '2' }), exact: true })
      .click();
    await player.getByRole('button', { name: speed('2'), exact: true }).waitFor();
    expect((await videoState(page)).rate).toBe(2);

    // Near the end (as the seek bar's End key or a drag would put it): the end screen comes.
    await page.evaluate(() => {
      const video = document.querySelector('video');
      if (video) video.currentTime = Math.max(0, video.duration - 1);
    });
    const endScreen = player.getByRole('group', { name: t('player.ended'), exact: true });
    await endScreen.waitFor({ timeout: 60_000 });
    expect(await player.getAttribute('data-state')).toBe('ended');
    const related = endScreen.getByRole('list', { name: t('player.watchNext') }).getByRole('link');
    await related.first().waitFor();
    // Four on a wide player, three on the phone's narrow one; each a video page of the site.
    expect(await related.count()).toBe(variant.mobile ? 3 : 4);
    for (const href of await related.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^\/videos\/\d+\/[^/]+\/$/);
      expect(href).not.toContain(`/videos/${playable.id}/`);
    }

    // Replay: from the start, playing again, the end screen gone, still at 2×.
    await endScreen.getByRole('button', { name: t('player.replay'), exact: true }).click();
    await endScreen.waitFor({ state: 'detached' });
    await page.waitForFunction(
      () => {
        const video = document.querySelector('video');
        return (
          video !== null && !video.paused && video.currentTime > 0 && video.currentTime < video.duration - 1
        );
      },
      undefined,
      { timeout: 60_000 },
    );
    expect((await videoState(page)).rate).toBe(2);
    expect(errors).toEqual([]);
    await context.close();
  });
});
