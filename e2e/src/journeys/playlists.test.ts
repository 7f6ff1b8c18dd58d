/**
 * #32 item 7, playlists in Chromium against the built site: a new member creates a playlist from a video's
 * add-to modal with a description and "Only me", and the video is in it at once; another member (the demo
 * member) neither reaches its page nor finds it among the owner's playlists; the owner reorders its videos
 * with the keyboard (a Move up button, then a drag handle: Space, an arrow, Space), and the order holds
 * after a reload. Once, on the desktop variant; the new member is this file's own.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { csrf, demoAccounts } from '../browser';
import { useShared } from '../shared';
import { fieldName } from './texts';
import { hydrated, signUpAndConfirm, trackedPage, VARIANTS, variantContext } from './variants';

const { site, browser } = await useShared();

vi.setConfig({ testTimeout: 150_000 });

const variant = VARIANTS[0] ?? (undefined as never);
const { t } = variant;

interface Card {
  video_id: number;
  dir: string;
  title: string;
}

/** The titles of the playlist page's video cards, in the order shown. */
async function shownOrder(page: Page): Promise<string[]> {
  const section = page.getByRole('region', { name: t('catalog.playlist.videos') });
  return (await section.getByRole('heading', { level: 3 }).allTextContents()).map((s) => s.trim());
}

describe('a member’s private playlist, made from the add-to modal and reordered by keyboard', () => {
  let owner: BrowserContext;
  let other: BrowserContext;

  afterAll(async () => {
    await owner?.close();
    await other?.close();
  });

  it('creates it with a description and Only me, hides it from others, and keeps a keyboard reorder', async () => {
    const username = `lister${process.pid % 100_000}`;
    const account = { username, email: `${username}@example.com`, password: 'quiet lister pw 1' };
    owner = await variantContext(browser, site.url, variant);
    const { page, errors } = await trackedPage(owner);
    await signUpAndConfirm(page, site, variant, account);
    const login = await owner.request.post(`${site.url}/api/login.php`, {
      form: { usr: account.username, pwd: account.password },
      headers: { 'x-csrf-token': await csrf(owner, site.url) },
    });
    expect(login.status(), await login.text()).toBe(200);
    const me = (
      (await (await owner.request.get(`${site.url}/api/session.php`)).json()) as {
        user: { user_id: number };
      }
    ).user;

    const list = await owner.request.get(
      `${site.url}/api/json/videos2/0/str/latest-updates/60/all.0.1.all.all.all.json`,
    );
    const videos = ((await list.json()) as { videos: Card[] }).videos;
    const [first, second, third] = videos.filter(
      (v, i) => videos.findIndex((w) => w.title === v.title) === i,
    );
    if (!first || !second || !third) throw new Error('the demo site has fewer than 3 videos');

    // The add-to modal's new playlist: title, description, Only me; the video is in it at once.
    const title = `Quiet harbour ${process.pid % 10_000}`;
    await page.goto(`${site.url}/videos/${first.video_id}/${first.dir}/`);
    await hydrated(page);
    await page
      .getByRole('list', { name: t('videoPage.actions') })
      .getByRole('button', { name: t('videoPage.actions.addTo') })
      .click();
    const addTo = page.getByRole('dialog', { name: t('addTo.title') });
    const create = addTo.getByRole('form', { name: t('addTo.create') });
    await create.getByRole('textbox', { name: fieldName(t('addTo.createTitle')) }).fill(title);
    await create
      .getByRole('textbox', { name: fieldName(t('editPlaylist.description')) })
      .fill('Evening walks');
    await create.getByRole('radio', { name: t('editPlaylist.visible.0') }).check();
    await create.getByRole('button', { name: t('addTo.createSubmit'), exact: true }).click();
    await addTo.getByRole('button', { name: t('addTo.itemAdded', { name: title }) }).waitFor();
    await page.keyboard.press('Escape');

    const own = await owner.request.get(
      `${site.url}/api/json/playlists/0/latest-updates/20/member.1.str.${me.user_id}.json`,
    );
    const playlist = (
      (await own.json()) as { playlists: { playlist_id: number; title: string }[] }
    ).playlists.find((p) => p.title === title);
    if (!playlist) throw new Error('the new playlist is not in the owner’s list');
    // Two more videos, added as the add-to modal does (member.php act=add).
    for (const video of [second, third]) {
      const res = await owner.request.post(`${site.url}/api/member.php`, {
        form: {
          act: 'add',
          section: 'playlist',
          video_id: String(video.video_id),
          object_id: String(playlist.playlist_id),
        },
        headers: { 'x-csrf-token': await csrf(owner, site.url) },
      });
      expect(res.status(), await res.text()).toBe(200);
    }

    // Its page: the owner's, with the description; the newest added first.
    const playlistUrl = `${site.url}/playlist/${playlist.playlist_id}/`;
    await page.goto(playlistUrl);
    await hydrated(page);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByText('Evening walks').waitFor();
    await expect
      .poll(() => shownOrder(page), { timeout: 15_000 })
      .toEqual([third.title, second.title, first.title]);

    // Another member: no such page, and not among the owner's playlists.
    other = await variantContext(browser, site.url, variant, { member: demoAccounts(site.output()).member });
    const stranger = await other.newPage();
    await stranger.goto(playlistUrl);
    await hydrated(stranger);
    expect(await stranger.getByText(title).count()).toBe(0);
    expect(await stranger.getByText('Evening walks').count()).toBe(0);
    const theirs = await other.request.get(
      `${site.url}/api/json/playlists/0/latest-updates/20/member.1.str.${me.user_id}.json`,
    );
    const seen = ((await theirs.json()) as { playlists?: { title: string }[] }).playlists ?? [];
    expect(seen.map((p) => p.title)).not.toContain(title);

    // The owner reorders with the keyboard: Move up on the last video, then its drag handle.
    await page.getByRole('button', { name: t('catalog.playlist.reorder') }).click();
    const order = page.getByRole('list', { name: t('playlistOrder.label') });
    await order.waitFor();
    await order.getByRole('button', { name: t('playlistOrder.up', { title: first.title }) }).focus();
    await page.keyboard.press('Enter');
    await page
      .getByText(t('playlistOrder.moved', { title: first.title, position: 2, total: 3 }))
      .first()
      .waitFor({ state: 'attached' });
    // third, first, second: now the handle of "third" goes down one place.
    await order.getByRole('button', { name: t('playlistOrder.drag', { title: third.title }) }).focus();
    // A person's pace: the sensor listens for the arrows once the pick-up is measured.
    for (const key of ['Space', 'ArrowDown', 'Space']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(300);
    }
    await expect
      .poll(
        async () => (await order.getByRole('listitem').allTextContents()).map((s) => s.replace(/^\d+/, '')),
        { timeout: 15_000 },
      )
      .toEqual([first.title, third.title, second.title].map((s) => expect.stringContaining(s)));
    await page.waitForLoadState('networkidle');

    await page.reload();
    await hydrated(page);
    await expect
      .poll(() => shownOrder(page), { timeout: 15_000 })
      .toEqual([first.title, third.title, second.title]);
    expect(errors).toEqual([]);
  });
});
