/**
 * Issue #31 item 5, age assurance per region on the built site: a visitor from a region whose age policy is
 * "verified" (AGE_CHECK_COUNTRY, set by the suite's AGE_POLICY) meets only the gate, with no video, title or
 * picture in the page and the content reads refused; the 18+ tick box of the other regions does not open
 * it. They go to the age-assurance provider (the local fake), give a date of birth, come back signed to the
 * page they asked for, and see its videos. A copied cookie with its date changed does not pass, and a minor
 * is sent back to the gate, told why.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../browser';
import { useShared } from '../shared';
import { AGE_CHECK_COUNTRY } from '../site';
import { hydrated, trackedPage, VARIANTS, type Variant, variantContext } from './variants';

const { site, browser } = await useShared();

vi.setConfig({ testTimeout: 180_000 });

const desktop = VARIANTS.find((v) => !v.mobile) as Variant;
const { t } = desktop;
const FROM_REGION = { 'cf-ipcountry': AGE_CHECK_COUNTRY };
/** The home page's list of videos, as a browser could fetch it directly. */
const CONTENT = '/api/json/main/14400/str.en.json';

const contexts: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

/** A visitor from the region; `settled`: with the 18+ tick box's cookie already set. */
async function visitor(settled = true) {
  const context = await variantContext(browser, site.url, desktop, { settled, headers: FROM_REGION });
  contexts.push(context);
  return { context, ...(await trackedPage(context)) };
}

const videoLinks = (page: Page) => page.locator('a[href^="/videos/"]');

/** The gate of a "verified" region, with nothing of the site behind it. */
async function expectGateOnly(page: Page) {
  const gate = page.getByRole('region', { name: t('ageGate.title') });
  await gate.waitFor();
  expect(new URL(page.url()).pathname).toBe('/age-check/');
  expect(await gate.getByRole('button', { name: t('ageGate.agree') }).count()).toBe(0);
  expect(await videoLinks(page).count()).toBe(0);
  expect(await page.locator('img, video').count()).toBe(0);
  expect(await page.content()).not.toMatch(/\/media\/|href="\/videos\/\d+/);
  return gate;
}

/** Through the local provider with a date of birth, from the gate. */
async function checkAge(page: Page, birth: string) {
  await page
    .getByRole('region', { name: t('ageGate.title') })
    .getByRole('link', { name: t('ageGate.verify') })
    .click();
  await page.getByRole('heading', { level: 1, name: 'Local test age check' }).waitFor();
  await page.getByLabel('Date of birth').fill(birth);
  await page.getByRole('button', { name: 'Check my age' }).click();
}

describe('a visitor from a region whose age policy is "verified"', () => {
  it('sees only the gate, passes the provider, and comes back to the videos asked for', async () => {
    const { context, page, errors } = await visitor();
    const first = await page.goto(`${site.url}/videos/`);
    expect(first?.status()).toBe(200);
    await hydrated(page);
    await expectGateOnly(page);
    expect(await axeViolations(page)).toEqual([]);
    const refused = await context.request.get(`${site.url}${CONTENT}`);
    expect(refused.status()).toBe(403);
    expect((await refused.json()).code).toBe('age_verification_required');

    await checkAge(page, '1990-05-01');
    await page.waitForURL(`${site.url}/videos/`);
    await videoLinks(page).first().waitFor();
    const cookie = (await context.cookies(site.url)).find((c) => c.name === 'age_assured');
    expect(cookie?.httpOnly).toBe(true);
    expect((await context.request.get(`${site.url}${CONTENT}`)).status()).toBe(200);
    // Another page, later: the check is remembered.
    await page.goto(`${site.url}/top-rated/`);
    await videoLinks(page).first().waitFor();
    expect(errors).toEqual([]);
  });

  it('does not pass with a copied cookie whose date was changed, nor with a made-up one', async () => {
    const first = await visitor();
    await first.page.goto(`${site.url}/videos/`);
    await checkAge(first.page, '1990-05-01');
    await first.page.waitForURL(`${site.url}/videos/`);
    const real = (await first.context.cookies(site.url)).find((c) => c.name === 'age_assured')?.value;
    expect(real).toMatch(/^\d+\./);

    for (const forged of [real?.replace(/^\d+/, '99999999999') ?? '', '99999999999']) {
      const other = await visitor();
      await other.context.addCookies([{ name: 'age_assured', value: forged, url: site.url }]);
      await other.page.goto(`${site.url}/videos/`);
      await expectGateOnly(other.page);
    }
  });

  it('sends a minor back to the gate, telling them, with the site still closed', async () => {
    const { page } = await visitor(false);
    await page.goto(`${site.url}/top-rated/`);
    await hydrated(page);
    await checkAge(page, '2015-01-01');
    await page.waitForURL(/\/age-check\/\?.*refused=1/);
    const gate = await expectGateOnly(page);
    await expect(gate.getByRole('alert').textContent()).resolves.toBe(t('ageGate.refused'));
  });
});
