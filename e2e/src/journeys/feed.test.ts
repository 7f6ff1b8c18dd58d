/**
 * #32 item 2, the subscriptions feed in Chromium against the built site: a new member (B) finds an empty
 * feed that says how to fill it; subscribes to the demo member (A) on A's page, to the demo channel with
 * the most videos on its page and to a few more (more than a page of videos in all); the feed then lists
 * their newest videos, paged like the other listings (page 2 continues page 1). A uploads a clip, the moderator approves it, and it heads B's feed.
 * Once, on the desktop variant; B is this file's own.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { callUrl } from '@site/api';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { axeViolations, csrf, demoAccounts, signIn } from '../browser';
import { synthesizeClip } from '../clip';
import { useShared } from '../shared';
import { fieldName } from './texts';
import { hydrated, signUpAndConfirm, trackedPage, VARIANTS, variantContext, waitFor } from './variants';

const { site, browser } = await useShared();

vi.setConfig({ testTimeout: 300_000 });

const variant = VARIANTS[0] ?? (undefined as never);
const { t } = variant;

interface SessionUser {
  user_id: number;
  username: string;
}

async function sessionOf(context: BrowserContext): Promise<SessionUser> {
  const res = await context.request.get(`${site.url}/api/session.php`);
  const user = ((await res.json()) as { user: SessionUser | null }).user;
  if (!user) throw new Error('not signed in');
  return user;
}

let dir: string;
let follower: BrowserContext;
let uploader: BrowserContext;
let b: SessionUser;
let a: SessionUser;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'e2e-feed-'));
  const demo = demoAccounts(site.output());
  uploader = await variantContext(browser, site.url, variant, { member: demo.member });
  a = await sessionOf(uploader);
}, 120_000);

afterAll(async () => {
  await follower?.close();
  await uploader?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const openFeed = async (page: Page, pageNumber = 1) => {
  await page.goto(`${site.url}/members/${b.user_id}/feed/${pageNumber > 1 ? `${pageNumber}/` : ''}`);
  await hydrated(page);
};
const cardIds = (page: Page) =>
  page
    .locator('main [data-video-id]')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-video-id')));

describe('a member and the feed of their subscriptions', () => {
  it('finds an empty feed that says how to fill it', async () => {
    const username = `follower_${process.pid % 10_000}`;
    const account = { username, email: `${username}@example.com`, password: 'follower harbor pw 1' };
    follower = await variantContext(browser, site.url, variant);
    const { page, errors } = await trackedPage(follower);
    await signUpAndConfirm(page, site, variant, account);
    const login = await follower.request.post(`${site.url}/api/login.php`, {
      form: { usr: account.username, pwd: account.password },
      headers: { 'x-csrf-token': await csrf(follower, site.url) },
    });
    expect(login.status()).toBe(200);
    b = await sessionOf(follower);
    await openFeed(page);
    await page
      .getByRole('heading', {
        level: 1,
        name: t('members.sub.title', { section: t('members.sub.feed'), name: b.username }),
      })
      .waitFor();
    await page.getByText(t('members.feed.empty')).waitFor();
    await page.getByText(t('members.feed.emptyHint')).waitFor();
    await page.getByRole('link', { name: t('members.feed.browseChannels') }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('subscribes to a member and a channel, and pages through their newest videos', async () => {
    const { page, errors } = await trackedPage(follower);
    await page.goto(`${site.url}/members/${a.user_id}/`);
    await hydrated(page);
    await page.getByRole('button', { name: t('videoPage.subscribe.member', { name: a.username }) }).click();
    await page
      .getByRole('button', { name: t('videoPage.unsubscribe.member', { name: a.username }) })
      .waitFor();

    // The demo channels with the most videos: the first from its page, then more (as the client sends
    // it) until the feed holds more than a page.
    const res = await follower.request.get(
      `${site.url}${callUrl('channels.list', { sort: 'count-videos', count: 12 }, { lifetime: 0 })}`,
    );
    const channels = (
      (await res.json()) as { channels: { dir: string; title: string; total_videos: number }[] }
    ).channels;
    const [channel, ...more] = channels;
    if (!channel) throw new Error('no demo channel');
    await page.goto(`${site.url}/channel/${channel.dir}/`);
    await hydrated(page);
    await page
      .getByRole('button', { name: t('videoPage.subscribe.channel', { name: channel.title }) })
      .first()
      .click();
    await page
      .getByRole('button', { name: t('videoPage.unsubscribe.channel', { name: channel.title }) })
      .first()
      .waitFor();
    let total = channel.total_videos;
    for (const other of more) {
      if (total > 70) break;
      const sub = await follower.request.post(`${site.url}/api/member.php`, {
        form: { act: 'subscribe', section: 'channel', object_id: other.dir },
        headers: { 'x-csrf-token': await csrf(follower, site.url) },
      });
      expect(sub.status(), await sub.text()).toBe(200);
      total += other.total_videos;
    }
    expect(total).toBeGreaterThan(60);

    await openFeed(page);
    const first = await cardIds(page);
    expect(first).toHaveLength(60);
    await page
      .getByRole('navigation', { name: t('pagination.label') })
      .getByRole('link', { name: t('pagination.next') })
      .click();
    await page.waitForURL(`**/members/${b.user_id}/feed/2/`);
    await hydrated(page);
    // A client navigation keeps page 1's cards in view until page 2's arrive: wait for the new ones.
    const second = await waitFor(
      () => cardIds(page),
      (ids) => ids.length > 0 && ids[0] !== first[0],
      30_000,
    );
    expect(second.some((id) => first.includes(id))).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("meets the subscribed member's newly approved video at the top of the feed", async () => {
    const title = 'Lantern over the quiet pier';
    // A length no other journey uploads: the same synthetic clip twice is refused as a re-upload (member's 6 s).
    const clip = await synthesizeClip(join(dir, 'feed.mp4'), 5);
    const { page: upload } = await trackedPage(uploader);
    await upload.goto(`${site.url}/upload-video/`);
    await hydrated(upload);
    await upload.getByLabel(fieldName(t('upload.start.file'))).setInputFiles(clip);
    await upload.getByRole('heading', { name: t('upload.info.title') }).waitFor({ timeout: 200_000 });
    await upload.getByRole('textbox', { name: fieldName(t('upload.info.name')) }).fill(title);
    await upload.getByRole('button', { name: t('categorySelect.choose') }).click();
    await upload.getByRole('dialog').getByRole('checkbox').first().check();
    await upload.getByRole('button', { name: t('categorySelect.done'), exact: true }).click();
    await upload.getByRole('radio', { name: t('upload.info.poster', { number: 1 }) }).check();
    await upload.getByRole('button', { name: t('upload.info.submit'), exact: true }).click();
    await upload.getByRole('heading', { name: t('upload.success.title') }).waitFor({ timeout: 60_000 });
    const pending = await waitFor(
      async () => {
        const res = await uploader.request.get(`${site.url}/api/uploads.php`);
        return ((await res.json()) as { uploads: { status: string; video_id: number | null }[] }).uploads[0];
      },
      (u) => u?.status === 'awaiting_review',
      120_000,
    );
    const videoId = pending?.video_id ?? 0;
    expect(videoId).toBeGreaterThan(0);
    await upload.close();

    // Not in the feed before the moderator approves it.
    const { page, errors } = await trackedPage(follower);
    await openFeed(page);
    expect(await cardIds(page)).not.toContain(String(videoId));

    const staff = await signIn(browser, site.url, demoAccounts(site.output()).moderator);
    const approved = await staff.request.post(`${site.url}/api/moderation.php`, {
      form: { act: 'approve', video_id: String(videoId) },
      headers: { 'x-csrf-token': await csrf(staff, site.url) },
    });
    expect(approved.status(), await approved.text()).toBe(200);
    await staff.close();

    await openFeed(page);
    expect((await cardIds(page))[0]).toBe(String(videoId));
    await page.locator(`main [data-video-id="${videoId}"]`).getByRole('link', { name: title }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});
