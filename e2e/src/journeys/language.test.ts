/**
 * Issue #27 item 5, in Chromium against the built site with its demo content: a visitor whose page is in
 * German (the mobile variant) or Japanese (the language picked in the address) meets the videos' titles and
 * the categories' names in that language — on the home page's cards, on the video page (its heading, the
 * document's title, its category links), on a channel page and in a search for a word of a translated
 * title — while an English page shows the English titles. What each title should read comes from the
 * video's stored titles per language (the detail's `titles`), not from the card the page shows.
 */
import { type ApiClient, createApiClient, type Language } from '@site/api';
import type { Page } from 'playwright-core';
import { it, vi } from 'vitest';
import { escapeHtml } from '../browser';
import { useShared } from '../shared';
import { eachVariant, hydrated, trackedPage, VARIANTS, type Variant, variantContext } from './variants';

const { site, browser } = await useShared();

vi.setConfig({ testTimeout: 180_000 });
const api: ApiClient = createApiClient({ baseUrl: site.url });

/** A video's title in `lang` as stored (English where it has none), with its English one. */
async function storedTitles(videoId: number, lang: Language) {
  const { video } = await api.videos.get({ video_id: videoId });
  const english = video.titles.en ?? video.title;
  return { english, own: video.titles[lang] ?? english };
}

/** The newest video on home's first page whose title has a translation in `lang` (any for English). */
async function newestTranslated(lang: Language) {
  for (const video of (await api.videos.list({})).videos) {
    const titles = await storedTitles(video.video_id, lang);
    if (lang === 'en' || titles.own !== titles.english) return { newest: video, titles };
  }
  throw new Error(`No video on the first page of the latest has a title in ${lang}`);
}

/** The links to a video on the page (a card's thumbnail and title link both go there). */
const linksTo = (page: Page, videoId: number) => page.locator(`main a[href^="/videos/${videoId}/"]`);

/** The longest word of a title (a search term of at least the 3 characters §4 asks). */
const longestWord = (title: string) =>
  title
    .split(/[\s,:]+/)
    .filter((w) => w.length >= 3)
    .sort((a, b) => b.length - a.length)[0] ?? title;

/**
 * Home, a video page and (where words are spaced) a search, in `lang`. `address`: the language is named in
 * the address of the first page (`?lang=`) rather than by the cookie alone.
 */
async function journey(
  variant: Variant,
  lang: Language,
  expect: typeof import('vitest').expect,
  address = false,
) {
  const context = await variantContext(browser, site.url, variant);
  if (address) await context.clearCookies({ name: 'lang' });
  const { page, errors } = await trackedPage(context);

  // The home page's cards: the newest video with a translation (other journeys upload videos with none to
  // this site) carries its title in the page's language.
  const { newest, titles } = await newestTranslated(lang);
  await page.goto(`${site.url}/${address ? `?lang=${lang}` : ''}`);
  await hydrated(page);
  expect(await page.locator('html').getAttribute('lang')).toBe(lang);
  await linksTo(page, newest.video_id).filter({ hasText: titles.own }).first().waitFor();
  if (lang !== 'en')
    expect(await linksTo(page, newest.video_id).filter({ hasText: titles.english }).count()).toBe(0);

  // The video page: its heading, the document's title and its category links.
  await linksTo(page, newest.video_id).filter({ hasText: titles.own }).first().click();
  await page.waitForURL(new RegExp(`/videos/${newest.video_id}/`));
  await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toBe(titles.own);
  await expect.poll(async () => (await page.title()).split(' | ')[0]).toBe(titles.own);
  // A fresh load too: the server's head, not only the one the browser wrote.
  const html = await (await context.request.get(page.url())).text();
  expect(html).toContain(`<title>${escapeHtml(titles.own)} | `);
  expect(html).toContain(`<meta property="og:title" content="${escapeHtml(titles.own)}"/>`);
  const { video } = await api.videos.get({ video_id: newest.video_id });
  const names = new Map((await api.categories.list({ lang })).categories.map((c) => [c.dir, c.title]));
  const englishNames = new Map((await api.categories.list({})).categories.map((c) => [c.dir, c.title]));
  const category = video.categories[0];
  if (!category) throw new Error('The demo video has no category');
  const name = names.get(category.dir) ?? '';
  if (lang !== 'en') expect(name, 'the category has a translation').not.toBe(englishNames.get(category.dir));
  const categoryLink = page.locator(`main a[href^="/categories/${category.dir}/"]`).first();
  await expect.poll(() => categoryLink.textContent()).toContain(name);

  // A channel's page names its categories in the language too.
  const channel = (await api.channels.list({})).channels.find((c) => c.categories.length > 0);
  const channelCategory = channel?.categories[0];
  if (!channel || !channelCategory) throw new Error('The demo channels have no categories');
  await page.goto(`${site.url}/channel/${channel.dir}/`);
  await hydrated(page);
  const channelName = names.get(channelCategory.dir) ?? '';
  if (lang !== 'en') expect(channelName).not.toBe(englishNames.get(channelCategory.dir));
  await page.locator('main').getByText(channelName, { exact: true }).first().waitFor();

  // A search for a word of the translated title finds videos titled in the language.
  if (lang !== 'ja') {
    const word = longestWord(titles.own);
    await page.goto(`${site.url}/search/?s=${encodeURIComponent(word)}`);
    await hydrated(page);
    const results = page.locator('main a[href^="/videos/"]').filter({ hasText: word });
    await results.first().waitFor();
    const shown = (await results.first().textContent()) ?? '';
    expect(shown.toLowerCase()).toContain(word.toLowerCase());
  }

  expect(errors).toEqual([]);
  await context.close();
}

eachVariant('content in the page language, $name', (variant) => {
  it("shows the titles and category names in the page's language (English on an English page)", async ({
    expect,
  }) => {
    await journey(variant, variant.lang, expect);
  });
});

it('shows the Japanese titles when the address picks Japanese', async ({ expect }) => {
  await journey(VARIANTS[0] as Variant, 'ja', expect, true);
});
