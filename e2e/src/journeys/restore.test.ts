/**
 * #25 item 1, a member who forgot the password, in Chromium against the built site: asks for a restore
 * link in the restore form (the captcha solves itself in the page), opens the link of the mail in the
 * outbox (it opened the 404 page), chooses a new password there, and signs in with it; the old password
 * and a second use of the link open nothing.
 */
import { describe, expect, it, vi } from 'vitest';
import { csrf } from '../browser';
import { useShared } from '../shared';
import { fieldName } from './texts';
import {
  hydrated,
  mailsTo,
  outboxDir,
  signUpAndConfirm,
  trackedPage,
  VARIANTS,
  variantContext,
  waitFor,
} from './variants';

const { site, browser } = await useShared();

vi.setConfig({ testTimeout: 240_000 });

const variant = VARIANTS[0] ?? (undefined as never);
const { t } = variant;

describe('a member who forgot the password', () => {
  it('asks for a link, opens it from the mail, chooses a new password and signs in with it', async () => {
    const username = `forgetful_${process.pid % 10_000}`;
    const account = { username, email: `${username}@example.com`, password: 'first harbor pw 1' };
    const context = await variantContext(browser, site.url, variant);
    const { page, errors } = await trackedPage(context);
    await signUpAndConfirm(page, site, variant, account);

    await page.goto(`${site.url}/signup?section=restore_password`);
    await hydrated(page);
    const dialog = page.getByRole('dialog', { name: t('restore.title') });
    await dialog.getByRole('textbox', { name: fieldName(t('restore.email')) }).fill(account.email);
    await dialog.getByText(t('captcha.ready')).waitFor({ timeout: 60_000 });
    await dialog.getByRole('button', { name: t('restore.submit'), exact: true }).click();
    await dialog.getByText(t('restore.success')).waitFor({ timeout: 30_000 });

    const mail = await waitFor(
      async () =>
        mailsTo(outboxDir(site.output()), account.email).filter((m) => m.text.includes('/restore/')),
      (m) => m.length > 0,
      30_000,
    );
    const link = /https?:\/\/\S+\/restore\/\?token=\S+/.exec(mail[0]?.text ?? '')?.[0];
    expect(link, mail[0]?.text).toBeDefined();
    const { pathname, search } = new URL(link as string);
    const opened = await page.goto(`${site.url}${pathname}${search}`);
    expect(opened?.status()).toBe(200);
    await hydrated(page);
    await page.getByRole('heading', { level: 1, name: t('auth.reset.title') }).waitFor();
    const form = page.getByRole('form', { name: t('auth.reset.title') });
    // The new rules hold here too: the username is refused under the field.
    const field = form.getByLabel(t('auth.reset.password'));
    await field.fill(account.username);
    await form.getByRole('button', { name: t('auth.reset.submit'), exact: true }).click();
    await form.getByText(t('signup.error.pwd_contains_username'), { exact: true }).waitFor();
    const newPassword = 'second harbor pw 2';
    await field.fill(newPassword);
    await form.getByRole('button', { name: t('auth.reset.submit'), exact: true }).click();
    await page.getByRole('heading', { level: 1, name: t('auth.reset.done.title') }).waitFor();

    const login = async (pwd: string) =>
      (
        await context.request.post(`${site.url}/api/login.php`, {
          form: { usr: account.username, pwd },
          headers: { 'x-csrf-token': await csrf(context, site.url) },
        })
      ).status();
    expect(await login(account.password)).toBe(401);
    expect(await login(newPassword)).toBe(200);

    // The link worked once: opened again, it says so and offers a new one.
    await page.goto(`${site.url}${pathname}${search}`);
    await hydrated(page);
    await page.getByRole('button', { name: t('auth.reset.submit'), exact: true }).waitFor();
    await page
      .getByRole('form', { name: t('auth.reset.title') })
      .getByLabel(t('auth.reset.password'))
      .fill('third harbor pw 3');
    await page.getByRole('button', { name: t('auth.reset.submit'), exact: true }).click();
    await page.getByRole('heading', { level: 1, name: t('auth.reset.invalid.title') }).waitFor();
    await page.getByRole('button', { name: t('auth.reset.again') }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
