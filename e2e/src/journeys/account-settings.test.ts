/**
 * #32 item 4, account settings on the built site. A new member A (signed up and confirmed as a person does
 * it) keeps a favourite; member B (the demo member, a browser of their own) sees it on A's favourites page.
 * - Privacy: A makes favourites private on /my_settings/; B's page then says the list is not theirs to see,
 *   without the video, while A still sees it on their own page.
 * - Sessions: A signs in in a second browser; the settings page lists both, this one marked; A signs the
 *   other one out, and that browser is signed out.
 * - E-mail: A asks for a new address with the password; the link mailed to it (the outbox) changes the
 *   address when opened, and the page says so.
 * Desktop variant only.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { axeViolations, csrf, demoAccounts, waitFor } from '../browser';
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
} from './variants';

const { site, browser } = await useShared();

vi.setConfig({ testTimeout: 240_000 });
const contexts: BrowserContext[] = [];
let demo: { member: string; moderator: string };

const variant = VARIANTS.find((v) => !v.mobile) ?? (undefined as never);
const { t } = variant;
const username = `prefs${process.pid % 100_000}`;
const account = { username, email: `${username}@example.com`, password: 'settings-journey-pw' };
let a: BrowserContext;
let page: Page;
let errors: string[];
let userId = 0;
let video: { video_id: number; dir: string; title: string };

async function signInAs(context: BrowserContext) {
  const login = await context.request.post(`${site.url}/api/login.php`, {
    form: { usr: account.username, pwd: account.password },
    headers: { 'x-csrf-token': await csrf(context, site.url) },
  });
  expect(login.status(), await login.text()).toBe(200);
  return ((await login.json()) as { user: { user_id: number } }).user.user_id;
}

async function openSettings(on: Page) {
  await on.goto(`${site.url}/my_settings/`);
  await hydrated(on);
  await on.getByRole('heading', { level: 1, name: t('settings.title') }).waitFor();
}

beforeAll(async () => {
  demo = demoAccounts(site.output());
  expect(demo.member).not.toBe('');
  const list = await fetch(`${site.url}/api/json/videos2/0/str/latest-updates/60/all.0.1.all.all.all.json`);
  const found = ((await list.json()) as { videos: (typeof video)[] }).videos[2];
  expect(found).toBeDefined();
  video = found as typeof video;

  a = await variantContext(browser, site.url, variant);
  contexts.push(a);
  ({ page, errors } = await trackedPage(a));
  await signUpAndConfirm(page, site, variant, account);
  userId = await signInAs(a);
  const added = await a.request.post(`${site.url}/api/member.php`, {
    form: { act: 'add', section: 'favourites', video_id: String(video.video_id) },
    headers: { 'x-csrf-token': await csrf(a, site.url) },
  });
  expect(added.status(), await added.text()).toBe(200);
}, 200_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
});

describe('account settings', () => {
  it('private favourites: another member is told the list is not theirs to see; the owner still sees it', async () => {
    const b = await variantContext(browser, site.url, variant, { member: demo.member });
    contexts.push(b);
    const { page: other } = await trackedPage(b);
    const favourites = `${site.url}/members/${userId}/favourite_videos/`;
    await other.goto(favourites);
    await hydrated(other);
    await other.getByRole('link', { name: video.title }).first().waitFor();

    // A finds the page in the header's member menu.
    await page.goto(`${site.url}/`);
    await hydrated(page);
    await page.getByRole('button', { name: new RegExp(`^${t('header.member.menuOf')}`) }).click();
    await page.getByRole('menuitem', { name: t('header.member.settings'), exact: true }).click();
    await page.waitForURL('**/my_settings/');
    await page.getByRole('heading', { level: 1, name: t('settings.title') }).waitFor();
    const toggle = page.getByRole('switch', { name: t('settings.privacy.favourites') });
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    await page.getByText(t('settings.privacy.saved')).first().waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);

    // B, opening the list again, is told it is not theirs to see (a member's reads are never served from the
    // server's caches: the server's render leaves the refused list to the browser, which says so).
    await other.goto(favourites);
    await hydrated(other);
    await other.getByText(t('listing.error.no_permission')).waitFor();
    expect(await other.getByRole('link', { name: video.title }).count()).toBe(0);

    // A: their own page still lists it.
    await page.goto(favourites);
    await hydrated(page);
    await page.getByRole('link', { name: video.title }).first().waitFor();
    // Still private after a reload of the settings.
    await openSettings(page);
    expect(
      await page.getByRole('switch', { name: t('settings.privacy.favourites') }).getAttribute('aria-checked'),
    ).toBe('true');
  });

  it('signing out another browser’s session from the list signs that browser out', async () => {
    const second = await variantContext(browser, site.url, variant);
    contexts.push(second);
    await signInAs(second);
    const { page: there } = await trackedPage(second);
    await there.goto(`${site.url}/my_settings/`);
    await hydrated(there);
    await there.getByRole('switch', { name: t('settings.privacy.favourites') }).waitFor();

    await openSettings(page);
    const sessions = page.getByRole('list', { name: t('sessions.title') });
    await sessions.waitFor();
    expect(await sessions.getByRole('listitem').count()).toBe(2);
    expect(await sessions.getByText(t('sessions.current')).count()).toBe(1);
    await sessions.getByRole('button', { name: new RegExp(`^${t('sessions.signOut')} `) }).click();
    await page.getByText(t('sessions.onlyThis')).waitFor();

    // The other browser is signed out: its settings page asks it to sign in.
    await there.reload();
    await hydrated(there);
    await there.getByText(t('settings.signIn')).waitFor();
    const session = await second.request.get(`${site.url}/api/session.php`);
    expect(((await session.json()) as { user: unknown }).user).toBeNull();
    // This one is not.
    await page.reload();
    await hydrated(page);
    await page.getByRole('list', { name: t('sessions.title') }).waitFor();
  });

  it('a new e-mail address is used once the link mailed to it is opened', async () => {
    const next = `${username}.new@example.com`;
    await openSettings(page);
    await page.getByText(t('settings.email.current', { email: account.email })).waitFor();
    const form = page.getByRole('form', { name: t('settings.email.title') });
    await form.getByRole('textbox', { name: fieldName(t('settings.email.new')) }).fill(next);
    await form.getByLabel(fieldName(t('settings.email.password'))).fill(account.password);
    await form.getByRole('button', { name: t('settings.email.submit'), exact: true }).click();
    await page.getByText(t('settings.email.pending', { email: next })).waitFor();

    const mail = await waitFor(
      async () => mailsTo(outboxDir(site.output()), next),
      (m) => m.length > 0,
      30_000,
    );
    const link = /https?:\/\/\S+\/api\/confirm_email\.php\?token=\S+/.exec(mail[0]?.text ?? '')?.[0];
    expect(link).toBeDefined();
    const old = mailsTo(outboxDir(site.output()), account.email);
    expect(old.some((m) => m.subject === 'A change of your email address was asked')).toBe(true);

    const { pathname, search } = new URL(link ?? '');
    await page.goto(`${site.url}${pathname}${search}`);
    await page.waitForURL('**/my_settings/?email=changed');
    await hydrated(page);
    await page.getByText(t('settings.email.changed')).waitFor();
    await page.getByText(t('settings.email.current', { email: next })).waitFor();
    expect(errors).toEqual([]);
  });
});
