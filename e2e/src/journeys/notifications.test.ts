/**
 * #32 item 1, notifications on the built site: a new member A (signed up and confirmed as a person does it)
 * comments under a video; member B (the demo moderator, a browser of their own) replies; A's header bell
 * counts one unread notification, A follows it to /notifications/, finds B's reply linking to the video,
 * marks it read, and the bell counts none. A visitor's header has no bell. Desktop variant only.
 * A moderator's approval notifying the uploader is covered by the server's notifications tests (an upload
 * here would wait for transcoding).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { axeViolations, csrf, demoAccounts } from '../browser';
import { useShared } from '../shared';
import { fieldName } from './texts';
import { hydrated, signUpAndConfirm, trackedPage, VARIANTS, variantContext } from './variants';

const { site, browser } = await useShared();

vi.setConfig({ testTimeout: 240_000 });
const contexts: BrowserContext[] = [];
let demo: { member: string; moderator: string };

beforeAll(async () => {
  demo = demoAccounts(site.output());
  expect(demo.moderator).not.toBe('');
}, 200_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
});

const variant = VARIANTS.find((v) => !v.mobile) ?? (undefined as never);
const { t } = variant;

/** The header's bell with this many unread notifications, by the name it says. */
const bell = (page: Page, unread: number) =>
  page
    .getByRole('banner')
    .getByRole('link', {
      name:
        unread === 0
          ? t('notifications.bell')
          : t(`notifications.bell.unread.${unread === 1 ? 'one' : 'other'}`, { count: unread }),
      exact: true,
    })
    .filter({ visible: true });

describe('a reply to a member’s comment', () => {
  it('rings the bell; the notifications page shows it and reads it; the count goes back to none', async () => {
    const list = await fetch(`${site.url}/api/json/videos2/0/str/latest-updates/60/all.0.1.all.all.all.json`);
    const video = ((await list.json()) as { videos: { video_id: number; dir: string; title: string }[] })
      .videos[1];
    expect(video).toBeDefined();
    const path = `/videos/${video?.video_id}/${video?.dir}/`;

    // A visitor's header has no bell.
    const visitor = await variantContext(browser, site.url, variant);
    contexts.push(visitor);
    const { page: seen } = await trackedPage(visitor);
    await seen.goto(`${site.url}${path}`);
    await hydrated(seen);
    expect(await seen.getByRole('link', { name: new RegExp(`^${t('notifications.bell')}`) }).count()).toBe(0);

    // A: a new member, signed in, comments under the video; nothing waits for them yet.
    const username = `bell${process.pid % 100_000}`;
    const account = { username, email: `${username}@example.com`, password: 'notify-journey-pw' };
    const a = await variantContext(browser, site.url, variant);
    contexts.push(a);
    const { page, errors } = await trackedPage(a);
    await signUpAndConfirm(page, site, variant, account);
    const login = await a.request.post(`${site.url}/api/login.php`, {
      form: { usr: account.username, pwd: account.password },
      headers: { 'x-csrf-token': await csrf(a, site.url) },
    });
    expect(login.status()).toBe(200);
    await page.goto(`${site.url}${path}`);
    await hydrated(page);
    await bell(page, 0).waitFor();
    const comments = page.getByRole('region', { name: t('comments.title') });
    const text = `The tide comes in slowly here (${process.pid % 10_000}).`;
    await comments.getByRole('textbox', { name: fieldName(t('comments.form.label')) }).fill(text);
    await comments.getByRole('button', { name: t('comments.form.submit'), exact: true }).click();
    const posted = comments.getByRole('listitem').filter({ hasText: text }).first();
    await posted.waitFor();
    const id = (await posted.getAttribute('data-comment-id')) ?? '';
    expect(id).toMatch(/^\d+$/);

    // B replies to it in a browser of their own.
    const b = await variantContext(browser, site.url, variant, { member: demo.moderator });
    contexts.push(b);
    const { page: other } = await trackedPage(b);
    await other.goto(`${site.url}${path}`);
    await hydrated(other);
    const theirs = other.locator(`li[data-comment-id="${id}"]`);
    await theirs.getByText(text).waitFor();
    await theirs.getByRole('button', { name: t('comments.reply.to', { username }) }).click();
    const replyText = `It does, every evening (${process.pid % 10_000}).`;
    await other
      .getByRole('textbox', { name: fieldName(t('comments.reply.label', { username })) })
      .fill(replyText);
    await other.getByRole('button', { name: t('comments.reply.submit'), exact: true }).click();
    await theirs.getByText(replyText).waitFor();

    // A's bell counts it (the header asks again when the window gets the focus back; a reload here).
    await page.reload();
    await hydrated(page);
    await bell(page, 1).click();
    await page.waitForURL('**/notifications/');
    await hydrated(page);
    const heading = page.getByRole('heading', { level: 1, name: t('notifications.title') });
    await heading.waitFor();
    const sentence = t('notifications.kind.comment_reply', {
      name: demo.moderator,
      title: `“${video?.title}”`,
    });
    const link = page.getByRole('link', { name: sentence });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(path);
    expect(await axeViolations(page)).toEqual([]);

    // A marks it read: its button goes, and the bell counts none.
    await page.getByRole('button', { name: t('notifications.markReadLabel', { text: sentence }) }).click();
    await bell(page, 0).waitFor();
    expect(
      await page.getByRole('button', { name: t('notifications.markReadLabel', { text: sentence }) }).count(),
    ).toBe(0);
    // Still so after a reload: the server has it read.
    await page.reload();
    await hydrated(page);
    await link.waitFor();
    await bell(page, 0).waitFor();
    expect(errors).toEqual([]);
  });
});
