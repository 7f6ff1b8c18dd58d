/**
 * Issue #12, the moderation console in Chromium against the built site with a fresh database: the demo
 * moderator finds the console in the header, reviews the demo videos waiting in the queue (approves one,
 * rejects one with a reason), answers a report a visitor sent through the support form, and axe finds
 * nothing on any console page in light and dark. A member gets 403 and a visitor 401 with nothing of
 * the console in the page.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { axeViolations, csrf, demoAccounts } from './browser';
import {
  hydrated,
  mailsTo,
  outboxDir,
  trackedPage,
  VARIANTS,
  type Variant,
  variantContext,
  waitFor,
} from './journeys/variants';
import { useShared } from './shared';

const { site, browser } = await useShared();

// The machine is shared and slow: steps wait on states, each within a generous bound.
vi.setConfig({ testTimeout: 180_000 });

let demo: { member: string; moderator: string };
let moderator: BrowserContext;

const desktopLight = VARIANTS.find((v) => !v.mobile) as Variant;
const { t } = desktopLight;
const variantOf = (theme: 'light' | 'dark'): Variant => ({ ...desktopLight, theme, name: theme });

/** A 4×4 PNG, the picture a rights holder attaches. */
const PROOF_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGMwLl8FRwzEcQAhYhVBkj0zwwAAAABJRU5ErkJggg==';

interface QueueVideo {
  video_id: number;
  title: string;
}

beforeAll(async () => {
  // The demo content has videos waiting for review; the demo clips are not needed (no transcoding).
  demo = demoAccounts(site.output());
  expect(demo.moderator).not.toBe('');
  expect(demo.member).not.toBe('');
  moderator = await variantContext(browser, site.url, desktopLight, { member: demo.moderator });
}, 200_000);

afterAll(async () => {
  await moderator?.close();
});

async function queue(context: BrowserContext): Promise<QueueVideo[]> {
  const res = await context.request.get(`${site.url}/api/moderation/queue.php`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { videos: QueueVideo[] }).videos;
}

/** Opens a console page and waits for its heading. */
async function openConsole(page: Page, path: string, heading: string) {
  const response = await page.goto(`${site.url}${path}`);
  expect(response?.status(), path).toBe(200);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
  await hydrated(page);
}

describe('given the demo moderator, a member and a visitor on a fresh site', () => {
  it('a member gets 403 and a visitor 401 on the console, with no console data in the page', async () => {
    const member = await variantContext(browser, site.url, desktopLight, { member: demo.member });
    const { page, errors } = await trackedPage(member);
    const forbidden = await page.goto(`${site.url}/moderation/`);
    expect(forbidden?.status()).toBe(403);
    await page.getByRole('heading', { level: 1, name: t('console.forbidden.title') }).waitFor();
    expect(await page.getByRole('navigation', { name: t('moderation.nav.label') }).count()).toBe(0);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    expect(await axeViolations(page)).toEqual([]);
    // Nor does the member's header offer the console.
    await page.getByRole('button', { name: new RegExp(`^${t('header.member.menuOf')}`) }).click();
    await page.getByRole('menuitem', { name: t('header.member.profile') }).waitFor();
    expect(await page.getByRole('menuitem', { name: t('console.headerLink') }).count()).toBe(0);
    expect(errors).toEqual([]);
    await member.close();

    const visitor = await variantContext(browser, site.url, desktopLight);
    const visitorPage = await visitor.newPage();
    const unauthorized = await visitorPage.goto(`${site.url}/moderation/reports/`);
    expect(unauthorized?.status()).toBe(401);
    await visitorPage.getByRole('heading', { level: 1, name: t('console.title') }).waitFor();
    await visitorPage.getByText(t('console.signIn')).waitFor();
    expect(await visitorPage.getByRole('table').count()).toBe(0);
    await visitor.close();
  });

  it('the moderator opens the console from the header and approves and rejects waiting videos', async () => {
    const waiting = await queue(moderator);
    expect(waiting.length).toBeGreaterThanOrEqual(2);
    const [first, second] = waiting as [QueueVideo, QueueVideo];

    const { page, errors } = await trackedPage(moderator);
    await page.goto(`${site.url}/`);
    await hydrated(page);
    await page.getByRole('button', { name: new RegExp(`^${t('header.member.menuOf')}`) }).click();
    await page.getByRole('menuitem', { name: t('console.headerLink') }).click();
    await page.waitForURL(`${site.url}/moderation/`);
    await page.getByRole('heading', { level: 1, name: t('console.queue.title') }).waitFor();

    // The longest waiting comes first and is under review.
    await page.getByRole('heading', { level: 2, name: first.title }).waitFor();
    await page.getByRole('button', { name: t('moderation.review.approve') }).click();
    await page.getByText(t('console.notify.approve'), { exact: true }).first().waitFor();
    await page.getByRole('button', { name: first.title, exact: true }).waitFor({ state: 'detached' });
    expect((await queue(moderator)).map((v) => v.video_id)).not.toContain(first.video_id);
    const approved = await moderator.request.get(`${site.url}/api/json/video/0/0/${first.video_id}.json`);
    expect(approved.status()).toBe(200);

    // The panel moved on to the next; rejecting asks for the reason first.
    await page.getByRole('heading', { level: 2, name: second.title }).waitFor();
    await page.getByRole('button', { name: t('moderation.review.reject'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t('moderation.review.rejectTitle') });
    await dialog.getByRole('button', { name: t('moderation.review.rejectSubmit') }).click();
    await dialog.getByText(t('form.error.required')).waitFor();
    await dialog.getByLabel(t('moderation.reason')).fill('The picture stays black');
    await dialog.getByRole('button', { name: t('moderation.review.rejectSubmit') }).click();
    await page.getByText(t('console.notify.reject'), { exact: true }).first().waitFor();
    await page.getByRole('button', { name: second.title, exact: true }).waitFor({ state: 'detached' });
    expect((await queue(moderator)).map((v) => v.video_id)).not.toContain(second.video_id);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a visitor’s support message reaches the report queue and the moderator replies', async () => {
    const message = `The player stops after a minute (${process.pid}).`;
    const visitor = await variantContext(browser, site.url, desktopLight);
    const { page: form } = await trackedPage(visitor);
    await form.goto(`${site.url}/information/#support`);
    const support = form.getByRole('form', { name: t('report.title') });
    await support.getByRole('combobox', { name: t('report.subject') }).click();
    await form.getByRole('option', { name: t('report.subject.technical') }).click();
    await support.getByLabel(t('report.email')).fill('heron@example.test');
    await support.getByLabel(t('report.message')).fill(message);
    await support.getByText(t('captcha.ready')).waitFor({ timeout: 90_000 });
    await support.getByRole('button', { name: t('report.submit'), exact: true }).click();
    await form.getByText(t('report.success')).waitFor({ timeout: 30_000 });
    await visitor.close();

    const { page, errors } = await trackedPage(moderator);
    await openConsole(page, '/moderation/reports/', t('console.reports.title'));
    await page
      .getByRole('link', { name: t('report.subject.technical') })
      .first()
      .click();
    await page.waitForURL(/\/moderation\/reports\/\d+\/$/);
    await page.getByText(message).waitFor();
    const reply = 'Thank you, we are looking into it.';
    await page.getByLabel(t('moderation.report.replyText')).fill(reply);
    await page.getByRole('button', { name: t('moderation.report.send'), exact: true }).click();
    await page.getByText(t('console.notify.reply'), { exact: true }).first().waitFor();
    await page
      .getByRole('region', { name: t('moderation.report.thread') })
      .getByText(reply)
      .waitFor();
    // The reply counts as the first staff act: the report is triaged now.
    const reportId = Number(/reports\/(\d+)\//.exec(page.url())?.[1]);
    const detail = await waitFor(
      async () =>
        (await (
          await moderator.request.get(`${site.url}/api/moderation/report.php?report_id=${reportId}`)
        ).json()) as {
          report: { triage_seconds: number | null };
          thread: { body: string }[];
        },
      (d) => d.thread.length > 0,
      10_000,
    );
    expect(detail.thread.map((m) => m.body)).toContain(reply);
    expect(detail.report.triage_seconds).not.toBeNull();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a copyright report filed from a video page, with a picture, lets the moderator take the video down', async () => {
    // #25 item 3: the report keeps its video, the moderator sees the picture, and the subject list of the
    // report dialog takes a pointer (it opened behind the dialog's overlay).
    const list = (await (
      await fetch(`${site.url}/api/json/videos2/0/str/latest-updates/60/all.0.1.all.all.all.json`)
    ).json()) as { videos: { video_id: number; dir: string; title: string }[] };
    const target = list.videos.at(-1);
    expect(target).toBeDefined();
    const video = target as { video_id: number; dir: string; title: string };
    const message = `This clip copies my work (${process.pid}).`;
    const visitor = await variantContext(browser, site.url, desktopLight);
    const { page: form, errors: visitorErrors } = await trackedPage(visitor);
    await form.goto(`${site.url}/videos/${video.video_id}/${video.dir}/`);
    await hydrated(form);
    await form
      .getByRole('list', { name: t('videoPage.actions') })
      .getByRole('button', { name: t('videoPage.actions.report'), exact: true })
      .click();
    const dialog = form.getByRole('dialog', { name: t('report.titleVideo') });
    await dialog.getByRole('combobox', { name: t('report.subject') }).click();
    await form.getByRole('option', { name: t('report.subject.dmca') }).click();
    await dialog.getByLabel(t('report.email')).fill('owner-of-rights@example.test');
    await dialog.getByLabel(t('report.message')).fill(message);
    await dialog.getByLabel(t('report.file')).setInputFiles({
      name: 'proof.png',
      mimeType: 'image/png',
      buffer: Buffer.from(PROOF_PNG, 'base64'),
    });
    await dialog.getByText(t('captcha.ready')).waitFor({ timeout: 90_000 });
    await dialog.getByRole('button', { name: t('report.submit'), exact: true }).click();
    await form.getByText(t('report.success')).waitFor({ timeout: 30_000 });
    expect(visitorErrors).toEqual([]);
    await visitor.close();

    const { page, errors } = await trackedPage(moderator);
    await openConsole(page, '/moderation/reports/', t('console.reports.title'));
    await page
      .getByRole('link', { name: t('report.subject.dmca') })
      .first()
      .click();
    await page.waitForURL(/\/moderation\/reports\/\d+\/$/);
    await page.getByText(message).waitFor();
    // The picture, to staff: the image itself.
    const image = await page.getByRole('link', { name: t('moderation.report.image') }).getAttribute('href');
    const picture = await moderator.request.get(`${site.url}${image}`);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/png');
    // The video it was filed from, and its takedown.
    await page.getByRole('button', { name: t('moderation.report.takedown') }).click();
    const takedown = page.getByRole('dialog', { name: t('moderation.report.takedownTitle') });
    await takedown.getByLabel(t('moderation.reason')).fill('The rights holder showed the original.');
    await takedown.getByRole('button', { name: t('moderation.report.takedownSubmit'), exact: true }).click();
    await page.getByRole('region', { name: t('moderation.report.takedowns') }).waitFor({ timeout: 20_000 });
    // The video is gone for visitors.
    const gone = await waitFor(
      async () =>
        (await fetch(`${site.url}/api/json/video/0/0/${video.video_id}.json`).then((r) => r.json())) as {
          video?: { status_id: number };
        },
      (answer) => answer.video?.status_id !== 1,
      20_000,
    );
    expect(gone.video?.status_id).not.toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a member’s download description reaches the console, and once approved the member may download', async () => {
    const member = await variantContext(browser, site.url, desktopLight, { member: demo.member });
    const status = async (videoId: number) =>
      (
        (await (
          await member.request.post(`${site.url}/api/cb.php`, {
            form: { act: 'status', video_id: String(videoId) },
            headers: { 'x-csrf-token': await csrf(member, site.url) },
          })
        ).json()) as { may_download?: boolean }
      ).may_download;
    // A public video the member may not download yet (not their own: the owner may).
    const home = await (await member.request.get(`${site.url}/`)).text();
    const ids = [...new Set([...home.matchAll(/href="\/videos\/(\d+)\//g)].map((m) => Number(m[1])))];
    let videoId = 0;
    for (const id of ids) {
      if ((await status(id)) === false) {
        videoId = id;
        break;
      }
    }
    expect(videoId).toBeGreaterThan(0);
    const description = `I would like to keep this clip for an offline screening. ${'A quiet evening by the water. '.repeat(4)}`;
    const sent = await member.request.post(`${site.url}/api/input.php`, {
      form: { act: 'download', video_id: String(videoId), desc: description },
      headers: { 'x-csrf-token': await csrf(member, site.url) },
    });
    expect(sent.status(), await sent.text()).toBe(200);

    const { page, errors } = await trackedPage(moderator);
    await openConsole(page, '/moderation/downloads/', t('console.downloads.title'));
    await page.getByText(description.trim()).waitFor();
    await page
      .getByRole('button', { name: t('moderation.downloads.approve') })
      .first()
      .click();
    await page.getByText(t('console.notify.downloadApprove'), { exact: true }).first().waitFor();
    expect(
      await waitFor(
        () => status(videoId),
        (may) => may === true,
        10_000,
      ),
    ).toBe(true);
    expect(errors).toEqual([]);
    await page.close();

    // #25 item 13: the member is told by mail, and its link opens the video, where the file is theirs.
    const mail = await waitFor(
      async () =>
        mailsTo(outboxDir(site.output()), `${demo.member}@example.com`).filter((m) =>
          m.text.includes(`/videos/${videoId}/`),
        ),
      (found) => found.length > 0,
      30_000,
    );
    const link = new RegExp(`https?://\\S+/videos/${videoId}/\\S+/`).exec(mail[0]?.text ?? '')?.[0];
    expect(link, mail[0]?.text).toBeDefined();
    const { page: video, errors: videoErrors } = await trackedPage(member);
    const { pathname } = new URL(link as string);
    expect((await video.goto(`${site.url}${pathname}`))?.status()).toBe(200);
    await hydrated(video);
    await video.getByRole('heading', { level: 1 }).waitFor();
    expect(videoErrors).toEqual([]);
    await video.close();
    await member.close();
  });

  const pages = [
    ['/moderation/', 'console.queue.title'],
    ['/moderation/reports/', 'console.reports.title'],
    ['/moderation/takedowns/', 'console.takedowns.title'],
    ['/moderation/downloads/', 'console.downloads.title'],
    ['/moderation/members/', 'console.members.title'],
    ['/moderation/words/', 'console.words.title'],
    ['/moderation/audit/', 'console.audit.title'],
    ['/moderation/settings/', 'console.settings.title'],
  ] as const;

  it.each(['light', 'dark'] as const)('axe finds no violations on any console page (%s)', async (theme) => {
    const context = await variantContext(browser, site.url, variantOf(theme), { member: demo.moderator });
    const { page, errors } = await trackedPage(context);
    const found: string[] = [];
    for (const [path, title] of pages) {
      await openConsole(page, path, t(title));
      // The section's own read has answered (its skeleton is gone).
      await page.waitForFunction(
        (loading) => document.querySelectorAll(`[aria-label="${loading}"]`).length === 0,
        t('moderation.loading'),
      );
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
      found.push(...(await axeViolations(page)).map((v) => `${path}: ${v}`));
    }
    const report = await moderator.request.get(`${site.url}/api/moderation/reports.php`);
    const first = ((await report.json()) as { reports: { report_id: number }[] }).reports[0];
    expect(first).toBeDefined();
    const path = `/moderation/reports/${first?.report_id}/`;
    await openConsole(page, path, t('console.report.title', { id: first?.report_id ?? 0 }));
    found.push(...(await axeViolations(page)).map((v) => `${path}: ${v}`));
    expect(found).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the audit log records the moderator’s acts', async () => {
    const res = await moderator.request.get(`${site.url}/api/moderation/audit.php`);
    const actions = ((await res.json()) as { entries: { action: string }[] }).entries.map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['approve', 'reject', 'reply']));
    const { page } = await trackedPage(moderator);
    await openConsole(page, '/moderation/audit/', t('console.audit.title'));
    await page.getByRole('table').waitFor();
    // #25 item 13: each act in words, not the log's code.
    await page
      .getByRole('cell', { name: t('moderation.audit.act.approve'), exact: true })
      .first()
      .waitFor();
    expect(await page.getByRole('cell', { name: 'approve', exact: true }).count()).toBe(0);
    await page.close();
  });
});
