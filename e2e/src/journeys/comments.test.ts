/**
 * #25 item 12, two members talking under a video in Chromium against the built site: member A comments;
 * member B (a second browser) sees it, likes it and replies; A reloads and finds the like counted and B's
 * reply under the comment; B is offered no Delete on A's comment and the server refuses B's forged delete;
 * A deletes the comment, which stays as "Comment deleted" above B's reply. #32 item 6: A edits a fresh
 * comment in place; B, in their own browser, reads the new text marked as edited and is offered no Edit,
 * and the server refuses B's forged edit. Desktop variant only.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { axeViolations, csrf, demoAccounts } from '../browser';
import { useShared } from '../shared';
import { fieldName } from './texts';
import { hydrated, trackedPage, VARIANTS, variantContext } from './variants';

const { site, browser } = await useShared();

vi.setConfig({ testTimeout: 120_000 });
let demo: { member: string; moderator: string };
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  demo = demoAccounts(site.output());
  expect(demo.member).not.toBe('');
  expect(demo.moderator).not.toBe('');
}, 200_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
});

const variant = VARIANTS[0] ?? (undefined as never);
const { t } = variant;

/** A signed-in member's page on the video, hydrated, with its comments block. */
async function openAs(member: string, path: string) {
  const context = await variantContext(browser, site.url, variant, { member });
  contexts.push(context);
  const { page, errors } = await trackedPage(context);
  await page.goto(`${site.url}${path}`);
  await hydrated(page);
  return { context, page, errors, comments: page.getByRole('region', { name: t('comments.title') }) };
}

/** The list item of one comment (its replies are list items inside it). */
const commentItem = (page: Page, id: string): Locator => page.locator(`li[data-comment-id="${id}"]`);
/** The accessible name of a comment's like toggle with this many likes. */
const likeName = (likes: number) =>
  `${t('comments.like')} ${t(likes === 1 ? 'comments.likes.one' : 'comments.likes.other', { count: likes })}`;

describe('two members under a video', () => {
  it('A comments; B likes and replies; A sees both after a reload and deletes the comment; B cannot', async () => {
    const list = await fetch(`${site.url}/api/json/videos2/0/str/latest-updates/60/all.0.1.all.all.all.json`);
    const video = ((await list.json()) as { videos: { video_id: number; dir: string }[] }).videos[0];
    expect(video).toBeDefined();
    const path = `/videos/${video?.video_id}/${video?.dir}/`;
    const text = `Lovely harbor light here (${process.pid % 10_000}).`;

    // A comments: the comment goes to the top at once (§4).
    const a = await openAs(demo.member, path);
    await a.comments.getByRole('textbox', { name: fieldName(t('comments.form.label')) }).fill(text);
    await a.comments.getByRole('button', { name: t('comments.form.submit'), exact: true }).click();
    const posted = a.comments.getByRole('listitem').filter({ hasText: text }).first();
    await posted.waitFor();
    const id = (await posted.getAttribute('data-comment-id')) ?? '';
    expect(id).toMatch(/^\d+$/);

    // B, in a browser of their own, finds it, likes it (the toggle is pressed, the counter moves, §4)…
    const b = await openAs(demo.moderator, path);
    const theirs = commentItem(b.page, id);
    await theirs.getByText(text).waitFor();
    const like = theirs.getByRole('button', { name: likeName(0) }).first();
    await like.click();
    const liked = theirs.getByRole('button', { name: likeName(1) }).first();
    await expect.poll(() => liked.getAttribute('aria-pressed')).toBe('true');

    // … and replies in the inline form, which has the focus.
    await theirs.getByRole('button', { name: t('comments.reply.to', { username: demo.member }) }).click();
    const replyBox = b.page.getByRole('textbox', {
      name: fieldName(t('comments.reply.label', { username: demo.member })),
    });
    await expect.poll(() => replyBox.evaluate((el) => el === document.activeElement)).toBe(true);
    const replyText = `Agreed, the colours are great (${process.pid % 10_000}).`;
    await replyBox.fill(replyText);
    await b.page.getByRole('button', { name: t('comments.reply.submit'), exact: true }).click();
    const replies = theirs.getByRole('list', { name: t('comments.replies.label') });
    await replies.getByText(replyText).waitFor();

    // B is offered Delete on their own reply only, not on A's comment; a forged delete is refused.
    const deleteName = t('comments.delete.label');
    expect(await theirs.getByRole('button', { name: deleteName }).count()).toBe(1);
    expect(await replies.getByRole('button', { name: deleteName }).count()).toBe(1);
    const forged = await b.context.request.post(`${site.url}/api/input.php`, {
      form: { act: 'comm_del', comment_id: id },
      headers: { 'x-csrf-token': await csrf(b.context, site.url) },
    });
    expect(forged.status()).toBe(403);
    expect(await forged.json()).toEqual({ code: 'no_permission' });

    // A reloads: the like is counted and B's reply is under the comment.
    await a.page.reload();
    await hydrated(a.page);
    const mine = commentItem(a.page, id);
    await mine.getByText(text).waitFor();
    await mine
      .getByRole('button', { name: likeName(1) })
      .first()
      .waitFor();
    await mine
      .getByRole('list', { name: t('comments.replies.label') })
      .getByText(replyText)
      .waitFor();
    expect(await axeViolations(a.page)).toEqual([]);

    // A deletes it, after confirming: it stays as "Comment deleted" above B's reply.
    await mine.getByRole('button', { name: deleteName }).click();
    const dialog = a.page.getByRole('dialog', { name: t('comments.delete.title') });
    await dialog.getByRole('button', { name: t('comments.delete.confirm'), exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await mine.getByText(t('comments.deleted'), { exact: true }).waitFor();
    expect(await mine.getByText(text).count()).toBe(0);
    expect(await mine.getByText(replyText).count()).toBe(1);
    // The focus is not lost with the comment: it is on the block's heading.
    expect(await a.page.evaluate(() => document.activeElement?.textContent)).toBe(t('comments.title'));

    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
  });

  it('A edits a fresh comment in place; B reads the new text marked edited, and cannot edit it', async () => {
    const list = await fetch(`${site.url}/api/json/videos2/0/str/latest-updates/60/all.0.1.all.all.all.json`);
    const video = ((await list.json()) as { videos: { video_id: number; dir: string }[] }).videos[1];
    expect(video).toBeDefined();
    const path = `/videos/${video?.video_id}/${video?.dir}/`;
    const tag = process.pid % 10_000;
    const typo = `The harbour at nigth is calm (${tag}).`;
    const fixed = `The harbour at night is calm (${tag}).`;

    const a = await openAs(demo.member, path);
    await a.comments.getByRole('textbox', { name: fieldName(t('comments.form.label')) }).fill(typo);
    await a.comments.getByRole('button', { name: t('comments.form.submit'), exact: true }).click();
    const posted = a.comments.getByRole('listitem').filter({ hasText: typo }).first();
    await posted.waitFor();
    const id = (await posted.getAttribute('data-comment-id')) ?? '';
    expect(id).toMatch(/^\d+$/);

    // Edit opens the old text in place, with the focus in it; Save stores the new one.
    const mine = commentItem(a.page, id);
    await mine.getByRole('button', { name: t('comments.edit.label') }).click();
    const box = mine.getByRole('textbox', { name: fieldName(t('comments.edit.field')) });
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await box.inputValue()).toBe(typo);
    await box.fill(fixed);
    await mine.getByRole('button', { name: t('comments.edit.submit'), exact: true }).click();
    await mine.getByText(fixed).waitFor();
    await mine.getByText(t('comments.edited'), { exact: true }).waitFor();
    expect(await axeViolations(a.page)).toEqual([]);

    // B, in a browser of their own, reads the new text marked as edited; no Edit is offered to them, and
    // the server refuses their forged edit.
    const b = await openAs(demo.moderator, path);
    const theirs = commentItem(b.page, id);
    await theirs.getByText(fixed).waitFor();
    await theirs.getByText(t('comments.edited'), { exact: true }).waitFor();
    expect(await theirs.getByText(typo).count()).toBe(0);
    expect(await theirs.getByRole('button', { name: t('comments.edit.label') }).count()).toBe(0);
    const forged = await b.context.request.post(`${site.url}/api/input.php`, {
      form: { act: 'comm_edit', comment_id: id, msg: 'Words put in your mouth' },
      headers: { 'x-csrf-token': await csrf(b.context, site.url) },
    });
    expect(forged.status()).toBe(403);
    expect(await forged.json()).toEqual({ code: 'no_permission' });

    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
  });
});

describe('a visitor on a slow connection', () => {
  // The comments' code loads apart from the page's first scripts (#28 item 7). The page re-renders while it
  // is on its way; the server's comments must stay on the page meanwhile, not blink out and back.
  it('keeps the comments the server rendered on the page while their code loads', async () => {
    const list = await fetch(`${site.url}/api/json/videos2/0/str/latest-updates/60/all.0.1.all.all.all.json`);
    const video = ((await list.json()) as { videos: { video_id: number; dir: string }[] }).videos[0];
    const context = await variantContext(browser, site.url, variant);
    contexts.push(context);
    const { page, errors } = await trackedPage(context);
    // Their chunk (the router's build's or the islands') arrives 2.5 s late, as on a slow phone.
    await page.route(/\/assets\/(islands\/)?(VideoComments|CommentThread)-[^/]*\.js$/, async (route) => {
      await new Promise((done) => setTimeout(done, 2500));
      await route.continue();
    });
    // From the first parse on, every 20 ms: is the comments' heading in the page? Counts each time it was
    // there and then gone.
    await page.addInitScript((title: string) => {
      const state = { seen: false, blinks: 0 };
      (window as unknown as { comments: typeof state }).comments = state;
      const start = performance.now();
      const look = () => {
        const there = [...document.querySelectorAll('h2')].some((h) => h.textContent === title);
        if (state.seen && !there) state.blinks++;
        state.seen ||= there;
        if (performance.now() - start < 8000) setTimeout(look, 20);
      };
      look();
    }, t('comments.title'));
    await page.goto(`${site.url}/videos/${video?.video_id}/${video?.dir}/`);
    const comments = page.getByRole('region', { name: t('comments.title') });
    await comments.waitFor();
    // Hydrated, comments included: their chunk came, 2.5 s late.
    await hydrated(page);
    const state = await page.evaluate(
      () => (window as unknown as { comments: { seen: boolean; blinks: number } }).comments,
    );
    expect(state).toEqual({ seen: true, blinks: 0 });
    expect(errors).toEqual([]);
  });
});
