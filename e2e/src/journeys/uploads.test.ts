/**
 * #25 items 4 and 5, an uploader in Chromium against the built site: the demo member (status_id 6)
 * uploads a synthetic clip and finds it in their uploads marked as awaiting review (it looked published,
 * "Just added"); edits its title from the card's menu; the moderator rejects it, and the uploader reads the
 * reason on the card, on the video's page and in the mail; edits it again, which sends it back to review,
 * and once approved deletes it: it stays in the uploads marked deleted, with re-add as its only action,
 * and re-adding puts it back on the site. Then, #25 item 6, an upload over a weak connection that drops in
 * the middle: the page says it is reconnecting, and the upload goes on from where it stopped.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { callUrl } from '@site/api';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { csrf, demoAccounts, signIn } from '../browser';
import { synthesizeClip } from '../clip';
import { useShared } from '../shared';
import { startWeakNetwork } from '../weak-network';
import { fieldName } from './texts';
import { hydrated, mailsTo, outboxDir, trackedPage, VARIANTS, variantContext, waitFor } from './variants';

const { site, browser } = await useShared();

vi.setConfig({ testTimeout: 240_000 });
let dir: string;
let demo: { member: string; moderator: string };
let owner: BrowserContext;
let staff: BrowserContext;
let userId = 0;
let videoId = 0;

const variant = VARIANTS[0] ?? (undefined as never);
const { t } = variant;
const firstTitle = 'Copper kettle morning';
const editedTitle = 'Copper kettle at first light';
const reason = 'The sound drops out after a few seconds.';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'e2e-uploads-'));
  demo = demoAccounts(site.output());
  owner = await variantContext(browser, site.url, variant, { member: demo.member });
  staff = await signIn(browser, site.url, demo.moderator);
  const session = await owner.request.get(`${site.url}/api/session.php`);
  userId = ((await session.json()) as { user: { user_id: number } }).user.user_id;
}, 200_000);

afterAll(async () => {
  await owner?.close();
  await staff?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** A moderation act as the demo moderator (the console's own journey is moderation.test.ts). */
async function moderate(form: Record<string, string>): Promise<void> {
  const res = await staff.request.post(`${site.url}/api/moderation.php`, {
    form,
    headers: { 'x-csrf-token': await csrf(staff, site.url) },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The upload's state as its owner reads it. */
async function uploadStatus(): Promise<string | undefined> {
  const res = await owner.request.get(`${site.url}/api/uploads.php`);
  const { uploads } = (await res.json()) as { uploads: { video_id: number | null; status: string }[] };
  return uploads.find((u) => u.video_id === videoId)?.status;
}

const openUploads = async (page: Page) => {
  await page.goto(`${site.url}/members/${userId}/uploaded_videos/`);
  await hydrated(page);
};
const cardOf = (page: Page) => page.locator(`[data-video-id="${videoId}"]`);

/** Opens the card's actions menu and answers the names of its items. */
async function menuOf(page: Page, title: string): Promise<string[]> {
  await cardOf(page)
    .getByRole('button', { name: t('videoActions.trigger', { title }) })
    .click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  return (await menu.getByRole('menuitem').allTextContents()).map((s) => s.trim());
}

describe('an uploader', () => {
  it('finds the new upload awaiting review in their uploads, not published', async () => {
    const clip = await synthesizeClip(join(dir, 'kettle.mp4'), 8, 320, 180);
    const { page, errors } = await trackedPage(owner);
    await page.goto(`${site.url}/upload-video/`);
    await hydrated(page);
    await page.getByLabel(fieldName(t('upload.start.file'))).setInputFiles(clip);
    await page.getByRole('heading', { name: t('upload.info.title') }).waitFor({ timeout: 200_000 });
    await page.getByRole('textbox', { name: fieldName(t('upload.info.name')) }).fill(firstTitle);
    await page.getByRole('button', { name: t('categorySelect.choose') }).click();
    await page.getByRole('dialog').getByRole('checkbox').first().check();
    await page.getByRole('button', { name: t('categorySelect.done'), exact: true }).click();
    await page.getByRole('radio', { name: t('upload.info.poster', { number: 1 }) }).check();
    await page.getByRole('button', { name: t('upload.info.submit'), exact: true }).click();
    await page.getByRole('heading', { name: t('upload.success.title') }).waitFor({ timeout: 60_000 });
    const res = await owner.request.get(`${site.url}/api/uploads.php`);
    videoId = ((await res.json()) as { uploads: { video_id: number }[] }).uploads[0]?.video_id ?? 0;
    expect(videoId).toBeGreaterThan(0);
    expect(await waitFor(uploadStatus, (s) => s === 'awaiting_review', 120_000)).toBe('awaiting_review');

    await page.getByRole('link', { name: t('upload.success.uploads') }).click();
    await hydrated(page);
    const card = cardOf(page);
    await card.getByRole('link', { name: firstTitle }).waitFor();
    const text = (await card.textContent()) ?? '';
    expect(text).toContain(t('videoCard.stage.review'));
    expect(text).not.toContain(t('video.justAdded'));
    expect(errors).toEqual([]);
    await page.close();
  }, 300_000);

  it('edits its title from the card menu, and the uploads list shows the new one', async () => {
    const { page, errors } = await trackedPage(owner);
    await openUploads(page);
    expect(await menuOf(page, firstTitle)).toEqual([
      t('videoActions.edit'),
      t('videoActions.makePrivate'),
      t('videoActions.delete'),
    ]);
    await page.getByRole('menuitem', { name: t('videoActions.edit') }).click();
    await page.getByRole('heading', { level: 1, name: t('upload.edit.title') }).waitFor();
    await hydrated(page);
    const title = page.getByRole('textbox', { name: fieldName(t('upload.info.name')) });
    expect(await title.inputValue()).toBe(firstTitle);
    await title.fill(editedTitle);
    await page.getByRole('button', { name: t('upload.edit.submit'), exact: true }).click();
    await page.getByRole('heading', { name: t('upload.success.title') }).waitFor({ timeout: 60_000 });
    await openUploads(page);
    await cardOf(page).getByRole('link', { name: editedTitle }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('reads why the moderator rejected it on the card, on its page and in the mail', async () => {
    await moderate({ act: 'reject', video_id: String(videoId), reason });
    const { page, errors } = await trackedPage(owner);
    await openUploads(page);
    const card = cardOf(page);
    await card.getByText(t('videoCard.rejectReason', { reason })).waitFor();
    expect(await card.textContent()).toContain(t('videoCard.stage.rejected'));
    // Rejected: it may be edited and sent again, not hidden or deleted.
    expect(await menuOf(page, editedTitle)).toEqual([t('videoActions.edit')]);
    await page.keyboard.press('Escape');

    await card.getByRole('link', { name: editedTitle }).click();
    await page.getByRole('heading', { level: 1, name: editedTitle }).waitFor();
    const notice = page.getByRole('status').filter({ hasText: t('video.owner.rejected') });
    await notice.getByText(t('video.owner.reason', { reason })).waitFor();
    await notice.getByRole('link', { name: t('video.owner.resubmit') }).waitFor();

    const email = `${demo.member}@example.com`;
    const mail = await waitFor(
      async () => mailsTo(outboxDir(site.output()), email).filter((m) => m.text.includes(reason)),
      (m) => m.length > 0,
      30_000,
    );
    expect(mail[0]?.subject).toContain(editedTitle);
    expect(mail[0]?.text).toContain(`/members/${userId}/uploaded_videos/`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('sends it again, and once approved deletes it: it stays listed as deleted, and re-adding brings it back', async () => {
    const { page, errors } = await trackedPage(owner);
    await openUploads(page);
    await menuOf(page, editedTitle);
    await page.getByRole('menuitem', { name: t('videoActions.edit') }).click();
    await page.getByRole('heading', { level: 1, name: t('upload.edit.title') }).waitFor();
    await hydrated(page);
    await page.getByRole('button', { name: t('upload.edit.submit'), exact: true }).click();
    await page.getByRole('heading', { name: t('upload.success.title') }).waitFor({ timeout: 60_000 });
    expect(await uploadStatus()).toBe('awaiting_review');
    await moderate({ act: 'approve', video_id: String(videoId) });

    await openUploads(page);
    await menuOf(page, editedTitle);
    await page.getByRole('menuitem', { name: t('videoActions.delete') }).click();
    const confirm = page.getByRole('dialog', { name: t('deleteVideo.title') });
    await confirm.getByText(t('deleteVideo.body', { title: editedTitle })).waitFor();
    await confirm.getByRole('button', { name: t('deleteVideo.submit'), exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    const card = cardOf(page);
    await expect.poll(async () => card.textContent()).toContain(t('videoCard.stage.deleted'));
    const visitor = await browser.newContext();
    const gone = await visitor.request.get(
      `${site.url}${callUrl('videos.file', { video_id: videoId }, { lifetime: 0 })}`,
    );
    expect(gone.status()).toBe(410);

    expect(await menuOf(page, editedTitle)).toEqual([t('videoActions.readd')]);
    await page.getByRole('menuitem', { name: t('videoActions.readd') }).click();
    const readd = page.getByRole('dialog', { name: t('readdVideo.title') });
    await readd.getByRole('button', { name: t('readdVideo.submit'), exact: true }).click();
    await readd.waitFor({ state: 'detached' });
    await expect.poll(async () => card.textContent()).not.toContain(t('videoCard.stage.deleted'));
    const back = await visitor.request.get(
      `${site.url}${callUrl('videos.file', { video_id: videoId }, { lifetime: 0 })}`,
    );
    expect(back.status()).toBe(200);
    await visitor.close();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('uploads over a connection that drops in the middle: reconnecting, then on from where it stopped', async () => {
    const clip = await synthesizeClip(join(dir, 'lantern.mp4'), 10, 640, 360);
    const size = statSync(clip).size;
    const network = await startWeakNetwork({
      targetPort: Number(new URL(site.url).port),
      upBytesPerSecond: 400 * 1024,
      // The page and its calls go up first; the cut falls past the middle of the file.
      cutAfterBytes: Math.round(size * 0.6),
      outageMs: 5000,
    });
    try {
      const { page, errors } = await trackedPage(owner);
      await page.goto(`${network.url}/upload-video/`);
      await hydrated(page);
      await page.getByLabel(fieldName(t('upload.start.file'))).setInputFiles(clip);
      // The notice's words up to its percent (which is not known in advance).
      const notice = t('upload.uploading.reconnecting', { percent: 0 }).split('0')[0] ?? '';
      const reconnecting = page.getByRole('status').filter({ hasText: notice });
      await reconnecting.waitFor({ timeout: 60_000 });
      // Back on the network, it goes on from what the site holds (the cut fell past 60 % of the bytes
      // forwarded; the browser may have counted more, which sat in buffers on the way), not from 0.
      await reconnecting.waitFor({ state: 'detached', timeout: 60_000 });
      const resumedAt = Number((await page.getByRole('progressbar').getAttribute('aria-valuenow')) ?? '0');
      expect(resumedAt).toBeGreaterThanOrEqual(40);
      // Every byte arrived: the server checked the file and prepares its previews.
      await page.getByRole('heading', { name: t('upload.processing.title') }).waitFor({ timeout: 120_000 });
      expect(network.outage).not.toBeNull();
      // Resumed, not sent again: what went up is the file once, its re-sent tail and the page's requests.
      expect(network.upBytes).toBeLessThan(size * 1.4);
      expect(errors).toEqual([]);
      await page.close();
    } finally {
      await network.close();
    }
  }, 300_000);
});
