/**
 * Issue #31 item 2, performers and consent records, on a site of its own with UPLOADS_VERIFIED_ONLY on (and
 * so UPLOADS_CONSENT_REQUIRED): the demo member is made a verified uploader through the calls (the
 * application's own journey is verified-uploader.test.ts) and uploads a video in the browser without naming
 * anyone; the moderator's approval in the console is refused (consent_missing), says why, and the video
 * stays in review. Then the uploader keeps a consent record of the performer on /consent-records/ (a draft,
 * a refusal for a performer under age, then complete with both pictures), names it on the video from the
 * upload page's edit, and the moderator's approval publishes the video. The records stay a custodian's: the
 * moderator, not one, is told so in the console's Consent records section. Then an operator makes a new
 * member an admin with the server's command line (the site stopped, as the embedded database asks, and
 * started again on the same data); the admin makes the moderator a custodian in the console's Members, who
 * opens the record and its pictures (refused to a visitor and to members who are not custodians) and
 * exports the §2257 index naming it; the admin takes the role back, and finds the views and the export in
 * the audit log.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { axeViolations, csrf, demoAccounts } from '../browser';
import { synthesizeClip } from '../clip';
import { png } from '../images';
import { sharedBrowser, siteTemplate } from '../shared';
import { type RunningSite, serverCli, startSite } from '../site';
import { fieldName } from './texts';
import {
  hydrated,
  signUpAndConfirm,
  trackedPage,
  VARIANTS,
  type Variant,
  variantContext,
  waitFor,
} from './variants';

vi.setConfig({ testTimeout: 300_000 });

const desktop = VARIANTS.find((v) => !v.mobile) as Variant;
const { t } = desktop;

let site: RunningSite;
let browser: Awaited<ReturnType<typeof sharedBrowser>>;
let dir: string;
let uploader: BrowserContext;
let moderator: BrowserContext;
let videoId = 0;
let uploadId = '';
let demo: ReturnType<typeof demoAccounts>;
const title = 'Harbour lights at dusk';
const performer = 'Morgan Reed';
/** The site's settings; DATA_DIR is set in beforeAll (the site is started again on it). */
const env: Record<string, string> & { DATA_DIR: string } = {
  NODE_ENV: 'production',
  UPLOADS_VERIFIED_ONLY: 'true',
  DEMO_MEDIA: 'false',
  UPLOAD_MIN_SECONDS: '1',
  UPLOAD_MIN_SECONDS_EXCLUSIVE: '1',
  BOT_RATE_LIMIT: '0',
  DATA_DIR: '',
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'e2e-consent-'));
  for (const [name, rgb] of [
    ['document.png', [90, 130, 170]],
    ['selfie.png', [170, 130, 90]],
    ['release.png', [200, 200, 190]],
  ] as const) {
    writeFileSync(join(dir, name), png(64, 48, [...rgb]));
  }
  env.DATA_DIR = join(dir, 'data');
  [site, browser] = await Promise.all([startSite(env, siteTemplate()), sharedBrowser()]);
  demo = demoAccounts(site.output());
  uploader = await variantContext(browser, site.url, desktop, { member: demo.member });
  moderator = await variantContext(browser, site.url, desktop, { member: demo.moderator });

  // The demo member applies (the application's journey is verified-uploader.test.ts) and is approved.
  const picture = (name: string) => ({
    name,
    mimeType: 'image/png',
    buffer: readFileSync(join(dir, name)),
  });
  const application = (await (
    await uploader.request.get(`${site.url}/api/uploader_verification.php`)
  ).json()) as { application: { status: string; current_terms_version: string } };
  if (application.application.status !== 'approved') {
    const sent = await uploader.request.post(`${site.url}/api/uploader_verification.php`, {
      multipart: {
        act: 'submit',
        legal_name: 'Sam Uploader',
        birth_date: '1990-03-04',
        accept_terms: application.application.current_terms_version,
        id_document: picture('document.png'),
        selfie: picture('selfie.png'),
      },
      headers: { 'x-csrf-token': await csrf(uploader, site.url) },
    });
    expect(sent.status(), await sent.text()).toBe(200);
    const pending = (await (
      await moderator.request.get(`${site.url}/api/moderation/uploaders.php`)
    ).json()) as { applications: { application_id: number; member: { username: string } }[] };
    const mine = pending.applications.find((a) => a.member.username === demo.member);
    expect(mine).toBeDefined();
    const decided = await moderator.request.post(`${site.url}/api/moderation.php`, {
      form: { act: 'uploader_decide', application_id: String(mine?.application_id), decision: 'approve' },
      headers: { 'x-csrf-token': await csrf(moderator, site.url) },
    });
    expect(decided.status(), await decided.text()).toBe(200);
  }
}, 400_000);

afterAll(async () => {
  await uploader?.close();
  await moderator?.close();
  await browser?.close();
  await site?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The upload's state as its owner reads it. */
async function uploadStatus(): Promise<string | undefined> {
  const res = await uploader.request.get(`${site.url}/api/uploads.php`);
  const { uploads } = (await res.json()) as { uploads: { video_id: number | null; status: string }[] };
  return uploads.find((u) => u.video_id === videoId)?.status;
}

/** The console's queue with the video chosen in its review panel. */
async function reviewPanel(page: Page): Promise<void> {
  await page.goto(`${site.url}/moderation/`);
  await hydrated(page);
  await page.getByRole('heading', { level: 1, name: t('console.queue.title') }).waitFor();
  const heading = page.getByRole('heading', { level: 2, name: title });
  if (!(await heading.isVisible())) await page.getByRole('button', { name: title, exact: true }).click();
  await heading.waitFor();
}

describe('on a site that asks for consent records', () => {
  it('an upload without consent is held in review', async () => {
    const clip = await synthesizeClip(join(dir, 'harbour.mp4'), 4, 320, 180);
    const { page, errors } = await trackedPage(uploader);
    await page.goto(`${site.url}/upload-video/`);
    await hydrated(page);
    await page.getByLabel(fieldName(t('upload.start.file'))).setInputFiles(clip);
    await page.getByRole('heading', { name: t('upload.info.title') }).waitFor({ timeout: 200_000 });
    await page.getByRole('textbox', { name: fieldName(t('upload.info.name')) }).fill(title);
    await page.getByRole('button', { name: t('categorySelect.choose') }).click();
    await page.getByRole('dialog').getByRole('checkbox').first().check();
    await page.getByRole('button', { name: t('categorySelect.done'), exact: true }).click();
    await page.getByRole('radio', { name: t('upload.info.poster', { number: 1 }) }).check();
    await page.getByRole('button', { name: t('upload.info.submit'), exact: true }).click();
    await page.getByRole('heading', { name: t('upload.success.title') }).waitFor({ timeout: 60_000 });
    // The success step asks who is in the video; the uploader leaves it for now.
    await page.getByRole('heading', { name: t('upload.performers.title') }).waitFor();
    await page.getByText(t('upload.performers.noRecords')).waitFor();
    const res = await uploader.request.get(`${site.url}/api/uploads.php`);
    const upload = ((await res.json()) as { uploads: { video_id: number; upload_id: string }[] }).uploads[0];
    videoId = upload?.video_id ?? 0;
    uploadId = upload?.upload_id ?? '';
    expect(videoId).toBeGreaterThan(0);
    expect(await waitFor(uploadStatus, (s) => s === 'awaiting_review', 120_000)).toBe('awaiting_review');
    expect(errors).toEqual([]);
    await page.close();

    // The moderator sees that nobody is named; approving is refused and the console says why.
    const { page: console_, errors: consoleErrors } = await trackedPage(moderator);
    await reviewPanel(console_);
    await console_.getByText(t('moderation.review.noPerformers')).waitFor();
    await console_.getByRole('button', { name: t('moderation.review.approve') }).click();
    await console_.getByText(t('moderation.error.consent_missing')).first().waitFor();
    expect(consoleErrors).toEqual([]);
    await console_.close();
    expect(await uploadStatus()).toBe('awaiting_review');
    const visitor = await browser.newContext();
    expect((await visitor.request.get(`${site.url}/api/json/video/0/0/${videoId}.json`)).status()).toBe(404);
    await visitor.close();
  });

  it('a verified uploader publishes a video with a performer’s consent record', async () => {
    const { page, errors } = await trackedPage(uploader);
    await page.goto(`${site.url}/consent-records/`);
    await hydrated(page);
    await page.getByRole('heading', { level: 1, name: t('consent.title') }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // A draft: the name and the dates; a performer under age on the recording date is refused first.
    const name = page.getByRole('textbox', { name: fieldName(t('consent.legalName')) });
    await name.fill(performer);
    await page.getByLabel(fieldName(t('consent.birthDate'))).fill('2012-06-01');
    await page.getByLabel(fieldName(t('consent.recordedOn'))).fill('2026-10-02');
    await page.getByRole('button', { name: t('consent.save'), exact: true }).click();
    await page.getByText(t('consent.tooYoung')).waitFor();
    const records = async () =>
      (
        (await (await uploader.request.get(`${site.url}/api/consent_records.php`)).json()) as {
          records: { record_id: number; status: string }[];
        }
      ).records;
    expect(await records()).toEqual([]);
    await page.getByLabel(fieldName(t('consent.birthDate'))).fill('1994-06-01');
    await page.getByRole('button', { name: t('consent.save'), exact: true }).click();
    await page
      .getByText(t('consent.savedDraft', { missing: `${t('consent.idDocument')}, ${t('consent.release')}` }))
      .waitFor();
    expect((await records()).map((r) => r.status)).toEqual(['draft']);

    // Completed with both pictures: then read-only.
    await page.getByRole('button', { name: t('consent.continueNamed', { name: performer }) }).click();
    expect(await name.inputValue()).toBe(performer);
    await page.getByLabel(fieldName(t('consent.idDocument'))).setInputFiles(join(dir, 'document.png'));
    await page.getByLabel(fieldName(t('consent.release'))).setInputFiles(join(dir, 'release.png'));
    await page.getByRole('button', { name: t('consent.save'), exact: true }).click();
    await page.getByText(t('consent.savedComplete', { name: performer })).waitFor();
    const row = page.getByRole('row', { name: new RegExp(performer) });
    await row.getByText(t('consent.status.complete'), { exact: true }).waitFor();
    await row.getByText(t('consent.readOnly')).waitFor();
    expect((await records()).map((r) => r.status)).toEqual(['complete']);
    expect(await axeViolations(page)).toEqual([]);

    // The uploader names the performer from the upload's edit, which ends on the same question.
    await page.goto(`${site.url}/upload-video/?upload=${uploadId}&edit=1`);
    await hydrated(page);
    await page.getByRole('heading', { level: 1, name: t('upload.edit.title') }).waitFor();
    await page.getByRole('button', { name: t('upload.edit.submit'), exact: true }).click();
    await page.getByRole('heading', { name: t('upload.success.title') }).waitFor({ timeout: 60_000 });
    await page
      .getByRole('checkbox', { name: t('upload.performers.record.complete', { name: performer }) })
      .check();
    await page.getByRole('button', { name: t('upload.performers.save') }).click();
    await page.getByText(`${performer}: ${t('upload.performers.status.complete')}`).waitFor();
    expect(errors).toEqual([]);
    await page.close();
    expect(await waitFor(uploadStatus, (s) => s === 'awaiting_review', 120_000)).toBe('awaiting_review');

    // The moderator sees the record complete and approves: the video is public.
    const { page: console_, errors: consoleErrors } = await trackedPage(moderator);
    await reviewPanel(console_);
    await console_.getByText(performer).first().waitFor();
    await console_.getByText(t('moderation.review.performer.complete')).first().waitFor();
    await console_.getByRole('button', { name: t('moderation.review.approve') }).click();
    await console_.getByText(t('console.notify.approve'), { exact: true }).first().waitFor();

    // The records themselves are a custodian's: the moderator, not one, finds the section and is told so.
    await console_.getByRole('link', { name: t('moderation.nav.records') }).click();
    await console_.waitForURL('**/moderation/records/');
    await console_.getByRole('heading', { name: t('moderation.records.forbiddenTitle') }).waitFor();
    expect(await console_.getByText(performer).count()).toBe(0);
    expect(await axeViolations(console_)).toEqual([]);
    expect((await moderator.request.get(`${site.url}/api/records/2257-index.csv`)).status()).toBe(403);
    expect(consoleErrors).toEqual([]);
    await console_.close();
    const visitor = await browser.newContext();
    const shown = await visitor.request.get(`${site.url}/api/json/video/0/0/${videoId}.json`);
    expect(shown.status()).toBe(200);
    expect(((await shown.json()) as { video: { title: string } }).video.title).toBe(title);
    await visitor.close();
  });

  it('an admin makes a custodian, who opens the records and exports the §2257 index', async () => {
    // A new member, whom the operator makes an admin with the server's command line: the site stopped (its
    // embedded database is one process's) and started again on the same data.
    const admin = {
      username: `keeper${process.pid}`,
      email: `keeper-${process.pid}@example.test`,
      password: 'harbour lantern 42',
    };
    const signup = await variantContext(browser, site.url, desktop);
    await signUpAndConfirm(await signup.newPage(), site, desktop, admin);
    await signup.close();
    await site.stop();
    expect(serverCli(['make-admin', admin.username], env)).toContain('admin');
    site = await startSite(env);

    // The admin signs in and makes the moderator a custodian of records in the console's Members.
    const adminContext = await variantContext(browser, site.url, desktop);
    const { page: adminPage, errors: adminErrors } = await trackedPage(adminContext);
    await adminPage.goto(`${site.url}/signin`);
    await hydrated(adminPage);
    const dialog = adminPage.getByRole('dialog', { name: t('login.title') });
    await dialog.getByRole('textbox', { name: fieldName(t('login.username')) }).fill(admin.username);
    await dialog.getByRole('textbox', { name: fieldName(t('login.password')) }).fill(admin.password);
    await dialog.getByRole('button', { name: t('login.submit'), exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    const custodianSwitch = async (on: boolean) => {
      await adminPage.goto(`${site.url}/moderation/members/?q=${encodeURIComponent(demo.moderator)}`);
      await hydrated(adminPage);
      const toggle = adminPage.getByRole('switch', {
        name: t('moderation.members.custodianFor', { username: demo.moderator }),
      });
      expect(await toggle.isChecked()).toBe(!on);
      await toggle.click();
      await adminPage.getByText(t('console.notify.custodian')).first().waitFor();
      await waitFor(
        () => toggle.isChecked(),
        (checked) => checked === on,
        10_000,
      );
      expect(await toggle.isChecked()).toBe(on);
    };
    await custodianSwitch(true);

    // The moderator, now a custodian, finds the uploader's complete record and opens it.
    const { page, errors } = await trackedPage(moderator);
    await page.goto(`${site.url}/moderation/records/`);
    await hydrated(page);
    await page.getByRole('heading', { level: 1, name: t('moderation.records.title') }).waitFor();
    const row = page.getByRole('row', { name: new RegExp(performer) });
    await row.getByText(t('moderation.records.status.complete'), { exact: true }).waitFor();
    await row.getByText(demo.member).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await row.getByRole('button', { name: t('moderation.records.viewOf', { name: performer }) }).click();
    const record = page.getByRole('article');
    await record.getByRole('heading', { name: new RegExp(performer) }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Both pictures load for the custodian, and for nobody else.
    const visitor = await browser.newContext();
    for (const name of ['moderation.records.idDocument', 'moderation.records.release']) {
      const href = await record.getByRole('link', { name: t(name) }).getAttribute('href');
      expect(href).toBeTruthy();
      const picture = await moderator.request.get(`${site.url}${href}`);
      expect(picture.status()).toBe(200);
      expect(picture.headers()['content-type']).toMatch(/^image\//);
      expect((await picture.body()).length).toBeGreaterThan(0);
      expect((await visitor.request.get(`${site.url}${href}`)).status()).toBe(401);
      expect((await uploader.request.get(`${site.url}${href}`)).status()).toBe(403);
      expect((await adminContext.request.get(`${site.url}${href}`)).status()).toBe(403);
    }
    await visitor.close();

    // The §2257 index downloads from the section, its row naming the video and the record.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: t('moderation.records.export') }).click(),
    ]);
    const saved = join(dir, 'index.csv');
    await download.saveAs(saved);
    const rows = readFileSync(saved, 'utf8').trim().split('\r\n');
    expect(rows).toHaveLength(2);
    // Every field quoted: the video, its uploader, the record and its dates.
    expect(rows[1]).toContain(`"${videoId}","${title}","active",`);
    expect(rows[1]).toContain(`"${demo.member}","record",`);
    expect(rows[1]).toContain(`"${performer}","complete","1994-06-01","2026-10-02",`);
    expect(errors).toEqual([]);

    // The admin takes the role back: the moderator is refused again.
    await custodianSwitch(false);
    await page.goto(`${site.url}/moderation/records/`);
    await hydrated(page);
    await page.getByRole('heading', { name: t('moderation.records.forbiddenTitle') }).waitFor();
    expect(await page.getByText(performer).count()).toBe(0);
    expect((await moderator.request.get(`${site.url}/api/records/2257-index.csv`)).status()).toBe(403);
    await page.close();

    // The audit log shows the grant, the views, the export and the revocation.
    await adminPage.goto(`${site.url}/moderation/audit/`);
    await hydrated(adminPage);
    await adminPage.getByRole('heading', { level: 1, name: t('moderation.audit.title') }).waitFor();
    for (const act of ['custodian_grant', 'record_view', 'records_export', 'custodian_revoke']) {
      await adminPage
        .getByRole('cell', { name: t(`moderation.audit.act.${act}`), exact: true })
        .first()
        .waitFor();
    }
    expect(adminErrors).toEqual([]);
    await adminContext.close();
  });
});
