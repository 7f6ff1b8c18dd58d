/**
 * #25 item 7, friend requests in Chromium against the built site: a new member asks the demo member to be
 * friends from the demo member's page ("Friend request sent", not "Added to friends"); the demo member, in
 * a browser of their own, meets the request on their friends page (the member menu counts it) and accepts
 * it; each then finds the other in their friends list; the new member unfriends the demo member, who no
 * longer appears, nor does the new member in the demo member's list. Once, on the desktop variant; the new
 * member is this file's own, and the demo member ends as they began.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { axeViolations, csrf, demoAccounts } from '../browser';
import { useShared } from '../shared';
import { hydrated, signUpAndConfirm, trackedPage, VARIANTS, variantContext } from './variants';

const { site, browser } = await useShared();

vi.setConfig({ testTimeout: 120_000 });

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

/** A notification of the shell (§4: shown 3 s), by its text. */
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

/** One's own friends page, read as it is now. */
async function ownFriends(page: Page, self: SessionUser) {
  await page.goto(`${site.url}/members/${self.user_id}/friends/`);
  await hydrated(page);
}

describe('two members becoming friends and parting', () => {
  let asker: BrowserContext;
  let asked: BrowserContext;

  afterAll(async () => {
    await asker?.close();
    await asked?.close();
  });

  it('ask, meet the request, accept, see each other, unfriend', async () => {
    const username = `friendly_${process.pid % 10_000}`;
    const account = { username, email: `${username}@example.com`, password: 'friendly harbor pw 1' };
    asker = await variantContext(browser, site.url, variant);
    const { page, errors } = await trackedPage(asker);
    await signUpAndConfirm(page, site, variant, account);
    const login = await asker.request.post(`${site.url}/api/login.php`, {
      form: { usr: account.username, pwd: account.password },
      headers: { 'x-csrf-token': await csrf(asker, site.url) },
    });
    expect(login.status(), await login.text()).toBe(200);
    const me = await sessionOf(asker);
    asked = await variantContext(browser, site.url, variant, { member: demoAccounts(site.output()).member });
    const them = await sessionOf(asked);

    // The new member asks from the demo member's page: a request, which the button then shows.
    await page.goto(`${site.url}/members/${them.user_id}/`);
    await hydrated(page);
    await page.getByRole('button', { name: t('friendButton.add'), exact: true }).click();
    await toast(page, t('friends.notify.requestSent'));
    await page.getByRole('button', { name: t('friendButton.requestSent'), exact: true }).waitFor();

    // The demo member's menu counts the request; their friends page shows it, and they accept it.
    const { page: other, errors: otherErrors } = await trackedPage(asked);
    await ownFriends(other, them);
    await other.getByRole('button', { name: new RegExp(`^${t('header.member.menuOf')}`) }).click();
    await other.getByRole('menuitem', { name: t('friends.menu.requests.one', { count: 1 }) }).waitFor();
    await other.keyboard.press('Escape');
    const requests = other.getByRole('region', { name: t('friendRequests.title') });
    await requests.getByRole('link', { name: me.username, exact: true }).waitFor();
    expect(await axeViolations(other)).toEqual([]);
    await requests
      .getByRole('button', { name: t('friendButton.acceptLabel', { name: me.username }) })
      .click();
    await toast(other, t('friends.notify.nowFriends', { name: me.username }));
    await requests.getByText(t('friendRequests.empty')).waitFor();
    await other.getByRole('button', { name: t('friends.unfriendLabel', { name: me.username }) }).waitFor();

    // The new member finds the demo member among their friends, and unfriends them there.
    await ownFriends(page, me);
    const unfriend = page.getByRole('button', { name: t('friends.unfriendLabel', { name: them.username }) });
    await unfriend.click();
    await toast(page, t('friends.notify.unfriended', { name: them.username }));
    await unfriend.waitFor({ state: 'detached' });
    expect(await page.getByRole('link', { name: them.username, exact: true }).count()).toBe(0);

    // Neither is in the other's list any more.
    await ownFriends(other, them);
    await other.getByRole('region', { name: t('friendRequests.title') }).waitFor();
    expect(await other.getByRole('link', { name: me.username, exact: true }).count()).toBe(0);
    await page.goto(`${site.url}/members/${them.user_id}/`);
    await hydrated(page);
    await page.getByRole('button', { name: t('friendButton.add'), exact: true }).waitFor();
    expect(errors).toEqual([]);
    expect(otherErrors).toEqual([]);
  });
});
