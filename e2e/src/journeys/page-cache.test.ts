/**
 * #28 item 8, two visitors of a gated country at the same moment, in Chromium against the built site (its
 * page cache on, as `pnpm start` runs it): one of them gets the age gate's page rendered for the other
 * (`x-page-cache: hit`), with its own CSP nonce and CSRF token filled in, so its scripts run and its plain
 * form's POST passes: both agree and land on the videos they asked for, without a refusal or a CSP report.
 */
import { expect, it, vi } from 'vitest';
import { useShared } from '../shared';
import { GATE_COUNTRY, hydrated, trackedPage, VARIANTS, variantContext } from './variants';

const { site, browser } = await useShared();

vi.setConfig({ testTimeout: 120_000 });
const variant = VARIANTS[0] as (typeof VARIANTS)[number];
const { t } = variant;

it('gives two visitors asking at once one render of the gate, each able to agree through it', async () => {
  const visitors = await Promise.all(
    [0, 1].map(async () => {
      const context = await variantContext(browser, site.url, variant, {
        headers: GATE_COUNTRY,
        settled: false,
      });
      return { context, ...(await trackedPage(context)) };
    }),
  );
  const answers = await Promise.all(visitors.map(({ page }) => page.goto(`${site.url}/videos/`)));
  for (const { page } of visitors) expect(new URL(page.url()).pathname).toBe('/age-check/');
  // The gate's page was rendered once: one visitor got it as rendered, the other the kept copy.
  expect(answers.map((a) => a?.headers()['x-page-cache']).sort()).toEqual(['hit', 'miss']);

  for (const { page, errors, context } of visitors) {
    await hydrated(page);
    const gate = page.getByRole('region', { name: t('ageGate.title') });
    await gate.getByRole('button', { name: t('ageGate.agree') }).click();
    await page.waitForURL(`${site.url}/videos/`);
    await page.locator('main a[href^="/videos/"]').first().waitFor();
    expect((await context.cookies(site.url)).find((c) => c.name === 'age_verified')?.value).toBe('1');
    expect(errors).toEqual([]);
    await context.close();
  }
});
