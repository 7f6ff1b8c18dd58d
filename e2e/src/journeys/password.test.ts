/**
 * Security items M2 and M3, in Chromium against the built site: the demo's member whose password is of the
 * old rules (5 characters, printed at the start) signs in with the sign-in form and is taken to the
 * change-password form, which says why; a wrong current password is refused under its field; the change
 * with the current password goes through; the member signs out and in again with the new password (no
 * detour to the form then), and the old password opens nothing. Once, on the desktop variant: the change
 * is the account's, so a second variant would find it done.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { csrf, demoAccounts } from '../browser';
import { useShared } from '../shared';
import { fieldName } from './texts';
import { hydrated, trackedPage, VARIANTS, variantContext, waitFor } from './variants';

const { site, browser } = await useShared();

vi.setConfig({ testTimeout: 120_000 });
let legacy: { username: string; password: string };

beforeAll(async () => {
  const demo = demoAccounts(site.output());
  legacy = { username: demo.legacy, password: demo.legacyPassword };
  expect(legacy.username).not.toBe('');
  // A password the old rules took and the new ones refuse (under 8 characters).
  expect(legacy.password.length).toBeLessThan(8);
}, 200_000);

async function sessionName(context: BrowserContext): Promise<string | null> {
  const res = await context.request.get(`${site.url}/api/session.php`);
  return ((await res.json()) as { user: { username: string } | null }).user?.username ?? null;
}

const variant = VARIANTS[0] as (typeof VARIANTS)[number];
const { t } = variant;
const newPassword = 'harbor lights at dusk 7';

async function signInWithForm(page: Page, username: string, password: string) {
  await page.goto(`${site.url}/signin`);
  await hydrated(page);
  const dialog = page.getByRole('dialog', { name: t('login.title') });
  await dialog.waitFor();
  await dialog.getByRole('textbox', { name: fieldName(t('login.username')) }).fill(username);
  await dialog.getByRole('textbox', { name: fieldName(t('login.password')) }).fill(password);
  await dialog.getByRole('button', { name: t('login.submit'), exact: true }).click();
}

describe(`a member with a password of the old rules, on the ${variant.name} variant`, () => {
  let member: BrowserContext;

  afterAll(async () => {
    await member?.close();
  });

  it('signs in, is taken to the change form that says why, and changes it giving the current password', async () => {
    member = await variantContext(browser, site.url, variant);
    const { page, errors } = await trackedPage(member);
    await signInWithForm(page, legacy.username, legacy.password);

    // Signed in, and on the password section of the profile form instead of a reload.
    await page.waitForURL('**/my_profile_edit/?password=change#change-password', { timeout: 30_000 });
    expect(await sessionName(member)).toBe(legacy.username);
    await hydrated(page);
    const notice = page.getByText(t('members.edit.changeRequired', { length: 8 }));
    await notice.waitFor();
    await expect.poll(() => notice.evaluate((el) => el === document.activeElement)).toBe(true);

    const form = page.getByRole('form', { name: t('members.edit.password') });
    const current = form.getByRole('textbox', { name: fieldName(t('members.edit.currentPassword')) });
    const fresh = form.getByRole('textbox', { name: fieldName(t('members.edit.newPassword')) });
    expect(await current.getAttribute('autocomplete')).toBe('current-password');
    expect(await fresh.getAttribute('autocomplete')).toBe('new-password');
    const submit = form.getByRole('button', { name: t('members.edit.passwordSubmit'), exact: true });

    // A wrong current password is refused under its field, and nothing changes.
    await current.fill(`${legacy.password}x`);
    await fresh.fill(newPassword);
    await submit.click();
    await form.getByText(t('password.error.wrong_password')).first().waitFor();
    await expect.poll(() => current.getAttribute('aria-invalid')).toBe('true');

    // The right one: changed, and the notice has said its part.
    await current.fill(legacy.password);
    await fresh.fill(newPassword);
    await submit.click();
    await page.getByText(t('members.notify.passwordChanged')).first().waitFor();
    await notice.waitFor({ state: 'detached' });
    expect(await sessionName(member)).toBe(legacy.username);
    expect(errors).toEqual([]);

    // Signing out: the page reloads as a visitor's.
    const reloaded = page.waitForEvent('load', { timeout: 30_000 });
    reloaded.catch(() => {});
    await page.getByRole('button', { name: new RegExp(`^${t('header.member.menuOf')}`) }).click();
    await page.getByRole('menuitem', { name: t('header.signOut'), exact: true }).click();
    await reloaded;
    expect(
      await waitFor(
        () => sessionName(member),
        (name) => name === null,
        20_000,
      ),
    ).toBeNull();
    await page.close();
  });

  it('signs in with the new password, without the detour, and the old one opens nothing', async () => {
    const { page, errors } = await trackedPage(member);
    await signInWithForm(page, legacy.username, newPassword);
    await page.getByRole('dialog', { name: t('login.title') }).waitFor({ state: 'hidden' });
    expect(
      await waitFor(
        () => sessionName(member),
        (name) => name !== null,
        20_000,
      ),
    ).toBe(legacy.username);
    await page.getByRole('button', { name: `${t('header.member.menuOf')} ${legacy.username}` }).waitFor();
    expect(page.url()).not.toContain('my_profile_edit');
    expect(errors).toEqual([]);
    await page.close();

    const stranger = await browser.newContext();
    const old = await stranger.request.post(`${site.url}/api/login.php`, {
      form: { usr: legacy.username, pwd: legacy.password },
      headers: { 'x-csrf-token': await csrf(stranger, site.url) },
    });
    expect(old.status()).toBe(401);
    await stranger.close();
  });
});
