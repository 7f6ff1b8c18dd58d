/**
 * Issue #27 item 2, in Chromium against the built site with the demo clips transcoded (each demo video
 * gets its clip's preview): on the desktop variant a visitor rests the pointer on a card and, after a short
 * delay, its muted preview clip plays over the thumbnail, and goes when the pointer leaves; moving the
 * keyboard focus from card to card plays the focused one; nothing is downloaded for a card not hovered. On
 * the phone (touch) variant the card across the middle of the viewport plays, and another one once a
 * finger has scrolled the list. With reduced motion or Save-Data asked for, no preview is loaded at all.
 */
import type { Page } from 'playwright-core';
import { expect, it, vi } from 'vitest';
import { useShared } from '../shared';
import { eachVariant, hydrated, trackedPage, type Variant, variantContext, waitFor } from './variants';

const { site, browser } = await useShared('mediaSite');

vi.setConfig({ testTimeout: 300_000 });

/** The VideoCard's wait before a hovered or focused card plays (packages/ui VideoCard `PREVIEW_DELAY_MS`). */
const PREVIEW_DELAY_MS = 400;

interface ListedVideo {
  video_id: number;
  preview?: string;
}

/**
 * The first videos of /videos/ (the latest, as its API call lists them) once each has its preview clip:
 * the demo clips are transcoded after the site's start, and a video's preview comes with its clip's last
 * step. Asked once per site: the second variant does not wait again.
 */
let ready: Promise<ListedVideo[]> | undefined;
function videosWithPreviews(count = 8): Promise<ListedVideo[]> {
  ready ??= (async () => {
    const read = async () =>
      (
        (await (
          await fetch(`${site.url}/api/json/videos2/0/str/latest-updates/60/all.0.1.all.all.all.json`)
        ).json()) as { videos: ListedVideo[] }
      ).videos.slice(0, count);
    const videos = await waitFor(read, (list) => list.every((v) => v.preview), 300_000);
    if (!videos.every((v) => v.preview)) throw new Error('The demo clips got no previews in time');
    return videos;
  })();
  return ready;
}

/** Every media file the page asks for (the preview clips are the only media on a listing). */
function mediaRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'media' || request.url().includes('preview.mp4')) urls.push(request.url());
  });
  return urls;
}

const cardOf = (page: Page, id: number) => page.locator(`[data-video-id="${id}"]`);

/** The card's preview as it plays: its clip's address, or null while it has no playing, muted clip. */
const playingClip = (page: Page, id: number) =>
  page.evaluate((id) => {
    const video = document.querySelector<HTMLVideoElement>(`[data-video-id="${id}"] video`);
    return video && !video.paused && video.muted && video.currentTime > 0 ? video.currentSrc : null;
  }, id);

/** The ids of the cards that have a preview <video> in them now. */
const cardsWithClips = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[data-video-id] video')].map((v) =>
      Number(v.closest<HTMLElement>('[data-video-id]')?.dataset.videoId),
    ),
  );

/**
 * A finger's swipe up the screen (CDP touch events, as Chromium gets them from a touch screen): 600 px
 * from near the bottom, which scrolls the page down by about that much and a little more.
 */
async function swipeUp(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const x = 195;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: 750 }] });
  for (let step = 1; step <= 20; step++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x, y: 750 - step * 30 }],
    });
    await new Promise((resolve) => setTimeout(resolve, 16));
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
  // Where it comes to rest.
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const at = window.scrollY;
        setTimeout(() => resolve(window.scrollY === at && at > 0), 300);
      }),
  );
}

/** The ids of the cards across the middle of the viewport (the touch screen's playing band). */
const cardsAcrossTheMiddle = (page: Page) =>
  page.evaluate(() => {
    const middle = window.innerHeight / 2;
    return [...document.querySelectorAll('[data-video-id]')]
      .filter((card) => {
        const box = card.getBoundingClientRect();
        return (
          box.top <= middle + window.innerHeight * 0.05 && box.bottom >= middle - window.innerHeight * 0.05
        );
      })
      .map((card) => Number((card as HTMLElement).dataset.videoId));
  });

/** What a visitor's browser may ask for that turns the previews off. */
interface Asks {
  reducedMotion?: boolean;
  /** Save-Data, as `navigator.connection.saveData` tells it (Chromium's data saver, set over CDP). */
  saveData?: boolean;
}

async function openListing(variant: Variant, { reducedMotion = false, saveData = false }: Asks = {}) {
  const context = await variantContext(browser, site.url, variant);
  const { page, errors } = await trackedPage(context);
  if (reducedMotion) await page.emulateMedia({ reducedMotion: 'reduce' });
  // The session stays open with the page: the override lasts as long as it does.
  if (saveData) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
  }
  const media = mediaRequests(page);
  await page.goto(`${site.url}/videos/`);
  await hydrated(page);
  // The page sees what the test asked for (else the journey would prove nothing).
  if (saveData) {
    const saving = await page.evaluate(
      () => (navigator as { connection?: { saveData?: boolean } }).connection?.saveData,
    );
    expect(saving).toBe(true);
  }
  return { context, page, errors, media };
}

eachVariant('a visitor meeting the cards’ previews on the $name variant', (variant) => {
  if (!variant.mobile) {
    it('plays a card’s muted preview after the pointer rests on it, loads none before, and stops it on leave', async () => {
      const [first, second] = await videosWithPreviews();
      if (!first || !second) throw new Error('no listed videos');
      const { context, page, errors, media } = await openListing(variant);
      const card = cardOf(page, second.video_id);
      await card.waitFor();
      // Loaded and idle for a moment: no card has fetched its clip.
      await page.waitForTimeout(1_000);
      expect(media).toEqual([]);
      expect(await cardsWithClips(page)).toEqual([]);

      // When the pointer came and when the clip appeared, by the page's clock.
      await card.evaluate((element) => {
        const times: { entered?: number; shown?: number } = {};
        (window as unknown as { previewTimes: typeof times }).previewTimes = times;
        element.addEventListener('pointerenter', () => {
          times.entered ??= performance.now();
        });
        new MutationObserver(() => {
          if (element.querySelector('video')) times.shown ??= performance.now();
        }).observe(element, { childList: true, subtree: true });
      });
      await card.hover();
      const src = await waitFor(
        () => playingClip(page, second.video_id),
        (clip) => clip !== null,
        60_000,
      );
      expect(src).toBe(new URL(second.preview ?? '', site.url).href);
      const { entered = 0, shown = 0 } = await page.evaluate(
        () => (window as unknown as { previewTimes: { entered?: number; shown?: number } }).previewTimes,
      );
      expect(entered).toBeGreaterThan(0);
      expect(shown - entered).toBeGreaterThanOrEqual(PREVIEW_DELAY_MS - 20);
      // Only the hovered card's clip was fetched.
      expect(media.length).toBeGreaterThan(0);
      expect(media.every((url) => url === src)).toBe(true);
      expect(await cardsWithClips(page)).toEqual([second.video_id]);

      // The pointer leaves the grid for the page's header: the clip goes, the thumbnail is back.
      await page.mouse.move(5, 5);
      await card.locator('video').waitFor({ state: 'detached' });
      await expect.poll(() => card.locator('img').first().isVisible()).toBe(true);
      expect(await cardsWithClips(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });

    it('plays the preview of the card the keyboard focus moves to, and stops the one it left', async () => {
      const [first, second] = await videosWithPreviews();
      if (!first || !second) throw new Error('no listed videos');
      const { context, page, errors, media } = await openListing(variant);
      await page.mouse.move(5, 5);
      const firstCard = cardOf(page, first.video_id);
      const secondCard = cardOf(page, second.video_id);
      // The focus on the first card's last link (its author), then Tab to the next card's title.
      const links = firstCard.getByRole('link');
      await links.nth((await links.count()) - 1).focus();
      await waitFor(
        () => playingClip(page, first.video_id),
        (clip) => clip !== null,
        60_000,
      );
      await page.keyboard.press('Tab');
      expect(
        await secondCard.evaluate(
          (card) => card.contains(document.activeElement) && document.activeElement?.tagName,
        ),
      ).toBe('A');
      await firstCard.locator('video').waitFor({ state: 'detached' });
      const src = await waitFor(
        () => playingClip(page, second.video_id),
        (clip) => clip !== null,
        60_000,
      );
      expect(src).toBe(new URL(second.preview ?? '', site.url).href);
      expect(await cardsWithClips(page)).toEqual([second.video_id]);
      expect(new Set(media)).toEqual(
        new Set([first.preview, second.preview].map((p) => new URL(p ?? '', site.url).href)),
      );
      // Tab on out of the card's links, into the next card: this one stops too.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await secondCard.locator('video').waitFor({ state: 'detached' });
      expect(errors).toEqual([]);
      await context.close();
    });
  } else {
    it('plays the card across the middle of the screen, and the one there after a swipe, one at a time', async () => {
      const listed = await videosWithPreviews();
      const { context, page, errors, media } = await openListing(variant);
      const playingCard = async () => {
        const ids = await cardsWithClips(page);
        if (ids.length !== 1 || ids[0] === undefined) return null;
        return (await playingClip(page, ids[0])) ? ids[0] : null;
      };
      // At rest: a card across the middle plays, if one is there (the page's top may hold other things).
      const middle = await cardsAcrossTheMiddle(page);
      let atRest: number | null = null;
      if (middle.length > 0) {
        atRest = await waitFor(playingCard, (id) => id !== null, 60_000);
        expect(middle).toContain(atRest);
      }

      // A finger scrolls the list on: the card now across the middle plays, alone.
      await swipeUp(page);
      const afterSwipe = await waitFor(playingCard, (id) => id !== null && id !== atRest, 60_000);
      expect(afterSwipe).not.toBeNull();
      expect(afterSwipe).not.toBe(atRest);
      expect(await cardsAcrossTheMiddle(page)).toContain(afterSwipe);
      expect(await cardsWithClips(page)).toEqual([afterSwipe]);
      // It plays the video's own preview clip, which the page fetched.
      const clip = await playingClip(page, afterSwipe ?? 0);
      const listedClip = listed.find((v) => v.video_id === afterSwipe)?.preview;
      if (listedClip) expect(clip).toBe(new URL(listedClip, site.url).href);
      expect(media).toContain(clip);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  const asks: [string, Asks][] = [
    ['the visitor asks for reduced motion', { reducedMotion: true }],
    ['the browser asks to save data', { saveData: true }],
  ];
  for (const [what, ask] of asks) {
    it(`loads no preview when ${what}`, async () => {
      const [first, second] = await videosWithPreviews();
      if (!first || !second) throw new Error('no listed videos');
      const { context, page, errors, media } = await openListing(variant, ask);
      if (variant.mobile) {
        await swipeUp(page);
      } else {
        await cardOf(page, second.video_id).hover();
      }
      await page.waitForTimeout(PREVIEW_DELAY_MS + 1_500);
      expect(await cardsWithClips(page)).toEqual([]);
      expect(media).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
