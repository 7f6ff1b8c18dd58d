/**
 * #32 item 5, inbox and safety on the built site. A (the demo member, or the demo moderator when the demo
 * member has no video) and B (a new member, signed up and confirmed as a person does it). B writes to A and
 * A comments under their own video; then A blocks B from B's profile. In B's browser, a message to A and a
 * comment on A's video are refused (with the refusal only). B reports A's comment from the video page. A marks
 * the dialog with B unread (the list counts it) and then deletes it (gone from A's list). The demo moderator
 * finds B's report in the console, with what was reported. Desktop variant only.
 */
import { type ApiClient, createApiClient } from '@site/api';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { axeViolations, csrf, demoAccounts } from '../browser';
import { useShared } from '../shared';
import { fieldName } from './texts';
import { hydrated, signUpAndConfirm, trackedPage, VARIANTS, variantContext } from './variants';

const { site, browser } = await useShared();

vi.setConfig({ testTimeout: 300_000 });
const contexts: BrowserContext[] = [];
let demo: { member: string; moderator: string };
const api: ApiClient = createApiClient({ baseUrl: site.url });

beforeAll(async () => {
  demo = demoAccounts(site.output());
  expect(demo.moderator).not.toBe('');
}, 200_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
});

const variant = VARIANTS.find((v) => !v.mobile) ?? (undefined as never);
const { t } = variant;

/** A signed-in browser of a demo account, its page and its member id. */
async function demoBrowser(username: string): Promise<{ page: Page; errors: string[]; id: number }> {
  const context = await variantContext(browser, site.url, variant, { member: username });
  contexts.push(context);
  const { page, errors } = await trackedPage(context);
  const session = await context.request.get(`${site.url}/api/session.php`);
  const id = ((await session.json()) as { user: { user_id: number } }).user.user_id;
  return { page, errors, id };
}

/** The first public video of the member, or null. */
async function videoOf(userId: number): Promise<{ video_id: number; dir: string } | null> {
  const list = await api.videos.list({ section: 'member', object_id: String(userId), page: 1 });
  return list.videos[0] ?? null;
}

describe('blocking, the inbox’s own acts and reports of a member’s things', () => {
  it('refuses the blocked member’s message and comment; reports reach the console', async () => {
    // A: a demo account with a video of their own.
    let aName = demo.member;
    let a = await demoBrowser(aName);
    let video = await videoOf(a.id);
    if (!video) {
      aName = demo.moderator;
      a = await demoBrowser(aName);
      video = await videoOf(a.id);
    }
    expect(video).not.toBeNull();
    const videoPath = `/videos/${video?.video_id}/${video?.dir}/`;

    // B: a new member, signed in.
    const bName = `safe${process.pid % 100_000}`;
    const account = { username: bName, email: `${bName}@example.com`, password: 'safety-journey-pw' };
    const bContext = await variantContext(browser, site.url, variant);
    contexts.push(bContext);
    const { page: b, errors: bErrors } = await trackedPage(bContext);
    await signUpAndConfirm(b, site, variant, account);
    const login = await bContext.request.post(`${site.url}/api/login.php`, {
      form: { usr: account.username, pwd: account.password },
      headers: { 'x-csrf-token': await csrf(bContext, site.url) },
    });
    expect(login.status()).toBe(200);
    const bSession = await bContext.request.get(`${site.url}/api/session.php`);
    const bId = ((await bSession.json()) as { user: { user_id: number } }).user.user_id;

    // B writes to A from the inbox (before any block).
    await b.goto(`${site.url}/my_messages/inbox/${a.id}/`);
    await hydrated(b);
    const box = b.getByRole('textbox', { name: fieldName(t('members.inbox.message')) });
    await box.fill('Hello from the harbour');
    await b.getByRole('button', { name: t('members.inbox.send'), exact: true }).click();
    await b.getByText('Hello from the harbour').last().waitFor();

    // A comments under their own video.
    const { page } = a;
    await page.goto(`${site.url}${videoPath}`);
    await hydrated(page);
    const comments = page.getByRole('region', { name: t('comments.title') });
    const text = `Thanks for watching this one (${process.pid % 10_000}).`;
    await comments.getByRole('textbox', { name: fieldName(t('comments.form.label')) }).fill(text);
    await comments.getByRole('button', { name: t('comments.form.submit'), exact: true }).click();
    const posted = comments.getByRole('listitem').filter({ hasText: text }).first();
    await posted.waitFor();
    const commentId = (await posted.getAttribute('data-comment-id')) ?? '';
    expect(commentId).toMatch(/^\d+$/);

    // A blocks B from B's profile.
    await page.goto(`${site.url}/members/${bId}/`);
    await hydrated(page);
    await page.getByRole('button', { name: t('members.safety.blockName', { name: bName }) }).click();
    await page.getByRole('button', { name: t('members.safety.unblockName', { name: bName }) }).waitFor();

    // In B's browser: the message and the comment are refused, with the refusal only.
    await b.goto(`${site.url}/my_messages/inbox/${a.id}/`);
    await hydrated(b);
    await box.fill('Are you there?');
    await b.getByRole('button', { name: t('members.inbox.send'), exact: true }).click();
    await b.getByText(t('members.error.blocked')).waitFor();
    await b.goto(`${site.url}${videoPath}`);
    await hydrated(b);
    const theirComments = b.getByRole('region', { name: t('comments.title') });
    await theirComments
      .getByRole('textbox', { name: fieldName(t('comments.form.label')) })
      .fill('What a calm evening it was.');
    await theirComments.getByRole('button', { name: t('comments.form.submit'), exact: true }).click();
    await theirComments.getByText(t('comments.error.blocked')).waitFor();
    expect(await theirComments.getByText('What a calm evening it was.').count()).toBeLessThanOrEqual(1);

    // B reports A's comment.
    const theirs = b.locator(`li[data-comment-id="${commentId}"]`);
    await theirs.getByRole('button', { name: t('comments.report.label', { username: aName }) }).click();
    const modal = b.getByRole('dialog', { name: t('memberReport.title.comment', { name: aName }) });
    await modal.waitFor();
    await modal.getByText(text).waitFor();
    await modal
      .getByRole('textbox', { name: fieldName(t('memberReport.reason')) })
      .fill('Spam under the video');
    await modal.getByRole('button', { name: t('memberReport.submit'), exact: true }).click();
    await modal.getByText(t('memberReport.success')).waitFor();
    expect(await axeViolations(b)).toEqual([]);
    expect(bErrors).toEqual([]);

    // A marks the dialog with B unread, then deletes it (for A only).
    page.on('dialog', (d) => void d.accept());
    await page.goto(`${site.url}/my_messages/inbox/${bId}/`);
    await hydrated(page);
    await page.getByText('Hello from the harbour').last().waitFor();
    await page.getByRole('button', { name: t('members.inbox.markUnread'), exact: true }).click();
    await page.waitForURL('**/my_messages/inbox/');
    await hydrated(page);
    // The dialog list's entry (the blocked members below link B's page too).
    const entry = page.getByRole('navigation').getByRole('link').filter({ hasText: bName });
    await entry.getByText(t('members.inbox.unread.one', { count: 1 })).waitFor();
    await entry.click();
    await page.getByText('Hello from the harbour').last().waitFor();
    await page.getByRole('button', { name: t('members.inbox.delete'), exact: true }).click();
    await page.waitForURL('**/my_messages/inbox/');
    await hydrated(page);
    await page.getByRole('heading', { name: t('members.safety.blockedTitle') }).waitFor();
    expect(await page.getByRole('link').filter({ hasText: bName }).count()).toBeLessThanOrEqual(1);
    expect(await page.getByRole('navigation').getByRole('link').filter({ hasText: bName }).count()).toBe(0);
    // B is among A's blocked members, with Unblock.
    await page.getByRole('button', { name: t('members.safety.unblockName', { name: bName }) }).waitFor();

    // The moderator sees B's report in the console, with what was reported.
    const mod = aName === demo.moderator ? a : await demoBrowser(demo.moderator);
    await mod.page.goto(`${site.url}/moderation/reports/`);
    await hydrated(mod.page);
    const row = mod.page
      .getByRole('row')
      .filter({ hasText: t('moderation.report.target.comment', { name: aName }) });
    await row.first().waitFor();
    await row.first().getByRole('link').first().click();
    await mod.page.getByText(text).waitFor();
    await mod.page.getByText('Spam under the video').waitFor();
  });
});
