/**
 * Issue #27 item 10: search tolerates typos. A visitor types a misspelt word ("brige") in the header search,
 * is offered the word they meant, submits what they typed and gets the videos of the word they meant.
 */
import { it, vi } from 'vitest';
import { useShared } from '../shared';
import { eachVariant, hydrated, trackedPage, variantContext } from './variants';

const { site, browser } = await useShared();

// The machine is shared and slow: steps wait on states, each within a generous bound.
vi.setConfig({ testTimeout: 180_000 });

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
    // The results' page, not the page the search was typed on (its grid stays, dimmed, until they come).
    await page.getByRole('heading', { level: 1, name: new RegExp(TYPO) }).waitFor();
    const cards = page.locator('main:not([aria-busy="true"]) a[href^="/videos/"]');
    await cards.first().waitFor();
    // The results are the videos of "bridge": their addresses carry the English title whatever the
    // language shown (other journeys add videos to this site, so no exact order is assumed).
    const hrefs = await cards.evaluateAll((links) => links.slice(0, 12).map((a) => a.getAttribute('href')));
    expect(hrefs.filter((href) => /bridge/.test(href ?? '')).length).toBeGreaterThan(2);
    if (variant.lang === 'en') {
      await expect.poll(() => cards.filter({ hasText: /\bbridge\b/i }).count()).toBeGreaterThan(2);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
