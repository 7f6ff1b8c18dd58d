/**
 * Issue #33 item 3, the staff's hidden channels on the built site: the demo moderator hides a channel in
 * the console's settings; a visitor no longer finds its video on the latest videos, in search or in the
 * sitemap, but still opens the video and the channel by their addresses (the channel's page listing its
 * videos); the moderator shows the channel
 * again and the visitor finds the video everywhere once more. Runs on a site of its own (a fresh database),
 * since hiding a channel takes its videos from the lists every other journey reads.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { axeViolations, demoAccounts } from '../browser';
import { siteTemplate, useBrowser } from '../shared';
import { JOURNEY_SITE_ENV, type RunningSite, startSite } from '../site';
import { hydrated, trackedPage, VARIANTS, type Variant, variantContext, waitFor } from './variants';

const browser = await useBrowser();

vi.setConfig({ testTimeout: 240_000 });

const desktop = VARIANTS.find((v) => !v.mobile) as Variant;
const { t } = desktop;

interface ListedVideo {
  video_id: number;
  dir: string;
  title: string;
  content_source_dir: string | null;
  content_source_name: string | null;
}

let site: RunningSite;
let moderator: BrowserContext;
let visitor: BrowserContext;
let video: ListedVideo;
let channelDir: string;
let channelTitle: string;

beforeAll(async () => {
  // Without the demo clips: nothing plays here, and transcoding them would take the CPU the journey needs.
  // The caches keep a public answer 1 s (not 10 s and 5 s): the journey is about what the visitor finds once
  // they have let go of it, not about waiting for that.
  site = await startSite(
    {
      ...JOURNEY_SITE_ENV,
      DEMO_MEDIA: 'false',
      RESPONSE_CACHE_SECONDS: '1',
      PAGE_CACHE_SECONDS: '1',
    },
    siteTemplate(),
  );
  const demo = demoAccounts(site.output());
  expect(demo.moderator).not.toBe('');
  moderator = await variantContext(browser, site.url, desktop, { member: demo.moderator });
  visitor = await variantContext(browser, site.url, desktop);
  const list = (await (
    await fetch(`${site.url}/api/json/videos2/0/str/latest-updates/60/all.0.1.all.all.all.json`)
  ).json()) as { videos: ListedVideo[] };
  // The newest video of a studio channel: on the latest videos' first page and in the sitemap.
  const found = list.videos.find((v) => v.content_source_dir && v.content_source_dir !== 'usersupload');
  expect(found).toBeDefined();
  video = found as ListedVideo;
  channelDir = video.content_source_dir as string;
  channelTitle = video.content_source_name as string;
}, 320_000);

afterAll(async () => {
  await moderator?.close();
  await visitor?.close();
  await site?.stop();
});

const videoPath = () => `/videos/${video.video_id}/${video.dir}/`;

/** Whether the visitor finds the video on the latest videos, in search and in the sitemap (fresh reads). */
async function visitorFinds(page: Page): Promise<{ latest: boolean; search: boolean; sitemap: boolean }> {
  await page.goto(`${site.url}/latest-updates/1/`);
  const latest = (await page.locator(`a[href^="${videoPath()}"]`).count()) > 0;
  await page.goto(`${site.url}/search/?s=${encodeURIComponent(video.title)}`);
  const search = (await page.locator(`a[href^="${videoPath()}"]`).count()) > 0;
  const sitemap = (await (await fetch(`${site.url}/sitemap.xml`)).text()).includes(videoPath());
  return { latest, search, sitemap };
}

/** Waits out the caches (the response cache's and the page cache's second) until the visitor sees `want`. */
async function untilVisitorFinds(page: Page, want: boolean) {
  const all = { latest: want, search: want, sitemap: want };
  const seen = await waitFor(
    () => visitorFinds(page),
    (found) => JSON.stringify(found) === JSON.stringify(all),
    40_000,
  );
  expect(seen).toEqual(all);
}

describe('a channel the moderator hides', () => {
  it('leaves the lists, search and sitemap, opens by direct link, and comes back when shown again', async () => {
    const { page: seeing } = await trackedPage(visitor);
    await untilVisitorFinds(seeing, true);

    // The moderator hides the channel by its address name in the console's settings.
    const { page: console, errors } = await trackedPage(moderator);
    await console.goto(`${site.url}/moderation/settings/`);
    await hydrated(console);
    const list = console.getByRole('region', { name: t('moderation.hiddenChannels.title') });
    await list.getByRole('textbox', { name: t('moderation.hiddenChannels.add') }).fill(channelDir);
    await list.getByRole('button', { name: t('moderation.hiddenChannels.addSubmit') }).click();
    const show = list.getByRole('button', {
      name: `${t('moderation.hiddenChannels.show')} ${channelTitle}`,
    });
    await show.waitFor();
    await console.getByText(t('console.notify.channelHide')).first().waitFor();
    expect(await axeViolations(console)).toEqual([]);

    // The visitor no longer finds the video, but its page and its channel's page still open.
    await untilVisitorFinds(seeing, false);
    const direct = await seeing.goto(`${site.url}${videoPath()}`);
    expect(direct?.status()).toBe(200);
    await expect(seeing.getByRole('heading', { level: 1, name: video.title }).isVisible()).resolves.toBe(
      true,
    );
    // Its channel's page lists its videos, this one among them, and does not say it has none.
    const channelPage = await seeing.goto(`${site.url}/channel/${channelDir}/`);
    expect(channelPage?.status()).toBe(200);
    await seeing.locator(`a[href^="${videoPath()}"]`).first().waitFor();
    await expect(seeing.getByText(t('listing.error.not_found')).count()).resolves.toBe(0);

    // The moderator shows it again: the visitor finds it everywhere once more.
    await show.click();
    await show.waitFor({ state: 'detached' });
    await console.getByText(t('console.notify.channelShow')).first().waitFor();
    await untilVisitorFinds(seeing, true);
    expect(errors).toEqual([]);
  });
});
