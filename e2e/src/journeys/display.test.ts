/**
 * Issue #27 items 4 and 9, what a visitor sees of the demo in Chromium against the built site with demo
 * media: a demo video's duration is the same on its card, its page and in its player (the clip's probed
 * duration); a member profile writes counts as K/M and dates relative (§9), never ISO; the models page
 * shows the models' photos; and flags are images that load (flag-icons SVG files, not JavaScript).
 * One variant (desktop, light, English): what it checks does not depend on the layout or the language.
 */
import { type ApiClient, createApiClient } from '@site/api';
import { formatCount, formatDuration, formatRelativeDate } from '@site/api/display';
import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useShared } from '../shared';
import { hydrated, readyDemoVideo, trackedPage, VARIANTS, variantContext } from './variants';

const { site, browser } = await useShared('mediaSite');

// The machine is shared and slow: steps wait on states, each within a generous bound.
vi.setConfig({ testTimeout: 180_000 });
let api: ApiClient;
const variant = VARIANTS[0] as (typeof VARIANTS)[number];
const { t } = variant;

beforeAll(async () => {
  // The suite's site with demo media: the demo video's player must play its clip.
  api = createApiClient({ baseUrl: site.url });
}, 200_000);

/** Waits until an image has loaded, and answers its natural width (0 when it failed). */
const loadedWidth = (image: Locator) =>
  image.evaluate(async (img: HTMLImageElement) => {
    img.scrollIntoView();
    await img.decode().catch(() => undefined);
    return img.complete ? img.naturalWidth : 0;
  });

/** §9 in English: counts above 999 as K, above 999 999 as M. */
const compact = (count: number) =>
  formatCount(count, 'en', {
    thousands: (value) => t('count.thousands', { value }),
    millions: (value) => t('count.millions', { value }),
  });

describe(`given the demo site (${variant.name})`, () => {
  it('shows a demo video’s duration alike on its card, its page and in its player', async () => {
    const playable = await readyDemoVideo(site.url);
    const context = await variantContext(browser, site.url, variant);
    const { page, errors } = await trackedPage(context);
    await page.goto(`${site.url}/videos/`, { waitUntil: 'networkidle' });
    await hydrated(page);
    const card = page.locator(`main [data-video-id="${playable.id}"]`).first();
    const link = card.locator(`a[href="/videos/${playable.id}/${playable.dir}/"]`).first();
    const onCard = (await card.locator('time[datetime^="PT"]').first().textContent())?.trim();
    expect(onCard).toMatch(/^\d+:\d\d(:\d\d)?$/);

    await link.click();
    await page.waitForURL(`**/videos/${playable.id}/${playable.dir}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const onPage = (await page.locator('main ul time[datetime^="PT"]').first().textContent())?.trim();
    expect(onPage).toBe(onCard);

    // The player's own duration, once it plays the clip's stream.
    const player = page.getByRole('region', { name: new RegExp(t('player.label')) }).locator('video');
    await page
      .getByRole('button', { name: t('player.play'), exact: true })
      .first()
      .click();
    await player.evaluate(
      (video: HTMLVideoElement) =>
        new Promise<void>((resolve) => {
          const known = () => Number.isFinite(video.duration) && video.duration > 0;
          if (known()) resolve();
          else video.addEventListener('durationchange', () => known() && resolve());
        }),
    );
    const seconds = await player.evaluate((video: HTMLVideoElement) => video.duration);
    expect(formatDuration(Math.round(seconds))).toBe(onCard);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('writes a member’s counts as K/M and the joined date relative, never as an ISO date', async () => {
    const { members } = await api.members.list({});
    const member = members.find((m) => m.statistics.viewed > 999);
    if (!member) throw new Error('No demo member with more than 999 views');
    const { user } = await api.members.get({ user_id: member.user_id, section: 'profile' });
    const context = await variantContext(browser, site.url, variant);
    const { page, errors } = await trackedPage(context);
    await page.goto(`${site.url}/members/${member.user_id}/`);
    const header = page.locator('main header').first();
    await header.getByRole('heading', { level: 1, name: user.username }).waitFor();
    const views = t('members.stats.views.other', { count: compact(user.statistics.viewed) });
    expect(views).toMatch(/^\d+(\.\d)?[KM] views$/);
    await header.getByText(views, { exact: true }).waitFor();
    const joined = header.locator('time');
    expect(await joined.textContent()).toBe(
      t('members.profile.joinedAgo', { date: formatRelativeDate(user.added_date, { locale: 'en' }) }),
    );
    expect(await joined.getAttribute('datetime')).toBe(user.added_date.slice(0, 10));
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(text).not.toContain(user.statistics.viewed.toLocaleString('en'));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the models’ photos and their countries’ flags as images that load', async () => {
    const context = await variantContext(browser, site.url, variant);
    const { page, errors } = await trackedPage(context);
    await page.goto(`${site.url}/models/`);
    const card = page.locator('main article[data-model-dir]').first();
    await card.waitFor();
    const name = ((await card.getByRole('heading').textContent()) ?? '').trim();
    const photo = card.getByRole('img', { name, exact: true });
    expect(await photo.getAttribute('src')).toMatch(/^\/media\/models\/\d+\.jpg$/);
    expect(await loadedWidth(photo)).toBeGreaterThan(0);

    // A flag: an <img> of an SVG file the site serves, named after the country.
    const flag = page.locator('main article[data-model-dir] img[src^="/flags/"]').first();
    const code = /^\/flags\/([a-z]{2})\.svg$/.exec((await flag.getAttribute('src')) ?? '')?.[1] ?? '';
    expect(await flag.getAttribute('alt')).toBe(
      new Intl.DisplayNames(['en'], { type: 'region' }).of(code.toUpperCase()),
    );
    expect(await loadedWidth(flag)).toBeGreaterThan(0);
    const svg = await page.request.get(`${site.url}/flags/${code}.svg`);
    expect(svg.headers()['content-type']).toMatch(/^image\/svg\+xml/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
