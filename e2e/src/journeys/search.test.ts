/**
 * Issue #27 item 10: search tolerates typos. A visitor types a misspelt word ("brige") in the header search,
 * is offered the word they meant, submits what they typed and gets the videos of the word they meant.
 */
import { type ApiClient, createApiClient } from '@site/api';
import { beforeAll, it, vi } from 'vitest';
import { useShared } from '../shared';
import { eachVariant, hydrated, trackedPage, variantContext } from './variants';

const { site, browser } = await useShared();

// The machine is shared and slow: steps wait on states, each within a generous bound.
vi.setConfig({ testTimeout: 180_000 });
let api: ApiClient;

beforeAll(async () => {
  api = createApiClient({ baseUrl: site.url });
}, 200_000);

/** A misspelling of "bridge", a noun of the demo titles (apps/server/src/seed/lexicon.ts). */
const TYPO = 'brige';

eachVariant('a misspelt search in the header ($name)', (variant) => {
  const { t } = variant;

  it('suggests the word meant, and the results are its videos', async ({ expect }) => {
    const context = await variantContext(browser, site.url, variant);
    const { page, errors } = await trackedPage(context);
    await page.goto(`${site.url}/`);
    await hydrated(page);
    const box = page.getByRole('combobox', { name: t('searchBox.label') });
    await box.fill(TYPO);
    // §4: suggestions after a pause; the misspelt word is offered as what it misspells.
    const options = page.getByRole('listbox').getByRole('option');
    await options.first().waitFor();
    expect((await options.allTextContents()).join(' | ')).toMatch(/bridge/i);

    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search/' && url.searchParams.get('s') === TYPO);
    const cards = page.locator('main a[href^="/videos/"]');
    await cards.first().waitFor();
    // The results are the videos of "bridge" (the demo's English titles; a German page may show them
    // translated, so the first card is checked against the API's first result, which names a bridge).
    const { videos } = await api.videos.search({ s: TYPO });
    const first = videos[0];
    expect(first?.title).toMatch(/\bbridge\b/i);
    expect(await cards.first().getAttribute('href')).toBe(`/videos/${first?.video_id}/${first?.dir}/`);
    if (variant.lang === 'en') {
      await expect.poll(() => cards.first().textContent()).toMatch(/\bbridge\b/i);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
