/**
 * Issue #28, in Chromium against the built site with its demo content: home, `/videos/`, a category and
 * a video's page hydrate only their islands (apps/web/app/islands). The page is the server's HTML; the
 * header, the filters, the cards, the sidebar, the player, the video's actions and the footer come to life
 * on their own, from the islands' code alone (not React Router's), without an error, for a visitor and for
 * a member, with the mouse, the keyboard and a finger; an island reaches the shell's sign-in.
 */
import type { ConsoleMessage } from 'playwright-core';
import { type ExpectStatic, it, vi } from 'vitest';
import { demoAccounts } from '../browser';
import { useShared } from '../shared';
import {
  eachVariant,
  hydrated,
  recordConsoleErrors,
  trackedPage,
  type Variant,
  variantContext,
} from './variants';

const { site, browser } = await useShared();

vi.setConfig({ testTimeout: 120_000 });

/** The first path home links to that `pattern` (its group) matches. */
async function linkOnHome(pattern: RegExp, expect: ExpectStatic): Promise<string> {
  const home = await (await fetch(`${site.url}/`)).text();
  const path = pattern.exec(home)?.[1] ?? '';
  expect(path, `home links to ${pattern}`).not.toBe('');
  return path;
}

/**
 * Opens a page of islands in a visitor's fresh context of the variant and checks that
 * it loaded only the islands' code: React Router's document data and module script are not there, and
 * every script is the islands' build's.
 */
async function openIslands(
  variant: Variant,
  path: string,
  expect: ExpectStatic,
  expected?: (message: ConsoleMessage) => boolean,
) {
  const context = await variantContext(browser, site.url, variant);
  const { page, errors } = await trackedPage(context);
  recordConsoleErrors(page, errors, expected);
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') loaded.push(new URL(request.url()).pathname);
  });
  await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' });
  await hydrated(page);
  expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);
  const pageScripts = loaded.filter((p) => p.startsWith('/assets/'));
  expect(pageScripts.length).toBeGreaterThan(0);
  expect(pageScripts.filter((p) => !p.startsWith('/assets/islands/'))).toEqual([]);
  return { context, page, errors };
}

eachVariant('a listing page of islands ($name)', (variant) => {
  const { t } = variant;

  it('loads only the islands’ code, and its cards wake for the pointer, the keyboard or a finger', async ({
    expect,
  }) => {
    // A category of home's sidebar (not a section of the categories' list, such as `popular`).
    const category = await linkOnHome(/href="(\/categories\/[a-z0-9-]+\/)"/, expect);
    const { context, page, errors } = await openIslands(variant, category, expect);

    // The cards: the first one a visitor reaches wakes them, and its preview starts (its thumbnails turn).
    const card = page.locator('main li[data-video-id]').first();
    if (variant.mobile) {
      // A finger: on a touch screen the cards come to life once the page is idle, with no touch.
      await expect
        .poll(() => card.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__react'))))
        .toBe(true);
    } else {
      await card.getByRole('link').first().focus();
      await expect.poll(() => card.getAttribute('data-previewing')).toBe('');
      await page.keyboard.press('Tab');
      await page.locator('main li[data-video-id]').nth(1).hover();
      await expect
        .poll(() => page.locator('main li[data-video-id]').nth(1).getAttribute('data-previewing'))
        .toBe('');
    }

    // The filters: choosing a sort loads that list's page (on a phone, in the menu's sheet, with Apply).
    if (variant.mobile) {
      await page.getByRole('button', { name: new RegExp(`^${t('filtersBar.mobileTrigger')}`) }).click();
      await page.getByRole('radio', { name: t('filtersBar.sort.most-popular') }).click();
      await page.getByRole('button', { name: t('filtersBar.apply') }).click();
    } else {
      const sortBy = t('filtersBar.sortBy').replace('{sort}', '');
      await page
        .getByRole('button', { name: new RegExp(`^${sortBy}`) })
        .first()
        .click();
      await page.getByRole('menuitemradio', { name: t('filtersBar.sort.most-popular') }).click();
    }
    await page.waitForURL((url) => url.searchParams.get('sort') === 'most-popular');
    await hydrated(page);

    // The footer: its rating-label dialog opens, closes with Escape and gives the focus back.
    const rating = page.getByRole('button', { name: t('rating.open') });
    await rating.click();
    const dialog = page.getByRole('dialog', { name: t('rating.title') });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => rating.evaluate((el) => el === document.activeElement)).toBe(true);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('gives a member their menu and bell on home, and the sidebar filters its categories', async ({
    expect,
  }) => {
    const member = demoAccounts(site.output()).member;
    const context = await variantContext(browser, site.url, variant, { member });
    const { page, errors } = await trackedPage(context);
    recordConsoleErrors(page, errors);
    await page.goto(`${site.url}/`, { waitUntil: 'networkidle' });
    await hydrated(page);
    // The bell loads on demand; the server rendered it whole, so hydrating it reports nothing.
    await page
      .getByRole('link', { name: new RegExp(`^${t('notifications.bell')}`) })
      .first()
      .waitFor();
    if (!variant.mobile) {
      await page.getByRole('button', { name: new RegExp(member) }).click();
      await page.getByRole('menuitem', { name: t('header.member.profile') }).waitFor();
      await page.keyboard.press('Escape');

      // The sidebar's filter box narrows its categories as one types.
      const box = page.getByRole('searchbox', { name: t('sidebar.categories.filter') });
      const rows = page.locator('aside li').filter({ has: page.locator('a[href^="/categories/"]') });
      const before = await rows.count();
      const first = ((await rows.first().locator('a').textContent()) ?? '').trim();
      await box.fill(first);
      await expect.poll(() => rows.count()).toBeLessThan(before);
      expect(await rows.first().locator('a').textContent()).toContain(first);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

eachVariant('the video page of islands ($name)', (variant) => {
  const { t } = variant;

  it('loads only the islands’ code; a visitor’s like opens the shell’s sign-in, the related cards wake', async ({
    expect,
  }) => {
    const video = await linkOnHome(/href="(\/videos\/\d+\/[a-z0-9-]+\/)"/, expect);
    // This site does not transcode the demo clips: the player's file list answers 409 `not_ready`.
    const { context, page, errors } = await openIslands(variant, video, expect, (message) =>
      message.location().url.includes('/api/videofile.php'),
    );

    // The vote buttons are an island of their own; the sign-in modal is the shell's, another island.
    const like = page
      .getByRole('group', { name: t('videoPage.vote.label') })
      .locator('button[data-vote="like"]');
    await like.click();
    const dialog = page.getByRole('dialog', { name: t('login.title') });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => like.evaluate((el) => el === document.activeElement)).toBe(true);

    // The related cards come to life for the pointer (on a touch screen, once the page is idle).
    const card = page.locator('li[data-video-id]').first();
    if (!variant.mobile) await card.hover();
    await expect
      .poll(() => card.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__react'))))
      .toBe(true);

    expect(errors).toEqual([]);
    await context.close();
  });
});
