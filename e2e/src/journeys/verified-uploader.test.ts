/**
 * Issue #31 item 1, verified uploaders on a site of their own with UPLOADS_VERIFIED_ONLY on (the shared
 * sites leave it off): a new member (signed up and confirmed as a person does it) cannot upload, the upload
 * page sends them to the application; they save a draft (name, date of birth, a generated picture of an
 * identity document), then add a generated selfie, accept the terms and send it; the demo moderator
 * approves it in the console's Uploaders section; the member is mailed, and their upload is taken.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { axeViolations, csrf, demoAccounts } from '../browser';
import { synthesizeClip } from '../clip';
import { png } from '../images';
import { sharedBrowser, siteTemplate } from '../shared';
import { JOURNEY_SITE_ENV, type RunningSite, startSite } from '../site';
import { fieldName } from './texts';
import {
  hydrated,
  mailsTo,
  outboxDir,
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
let member: BrowserContext;
let moderator: BrowserContext;
const account = {
  username: `quill${process.pid}`,
  email: `quill-${process.pid}@example.test`,
  password: 'harbour lantern 42',
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'e2e-verify-'));
  writeFileSync(join(dir, 'document.png'), png(64, 40, [90, 130, 170]));
  writeFileSync(join(dir, 'selfie.png'), png(40, 64, [170, 130, 90]));
  [site, browser] = await Promise.all([
    startSite({ ...JOURNEY_SITE_ENV, UPLOADS_VERIFIED_ONLY: 'true', DEMO_MEDIA: 'false' }, siteTemplate()),
    sharedBrowser(),
  ]);
  const signup = await variantContext(browser, site.url, desktop);
  await signUpAndConfirm(await signup.newPage(), site, desktop, account);
  await signup.close();
  member = await variantContext(browser, site.url, desktop);
  const login = await member.request.post(`${site.url}/api/login.php`, {
    form: { usr: account.username, pwd: account.password },
    headers: { 'x-csrf-token': await csrf(member, site.url) },
  });
  expect(login.status(), await login.text()).toBe(200);
  moderator = await variantContext(browser, site.url, desktop, {
    member: demoAccounts(site.output()).moderator,
  });
}, 400_000);

afterAll(async () => {
  await member?.close();
  await moderator?.close();
  await browser?.close();
  await site?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const application = async () =>
  (
    (await (await member.request.get(`${site.url}/api/uploader_verification.php`)).json()) as {
      application: { status: string; legal_name: string | null; id_document: number };
    }
  ).application;

describe('a member who wants to upload on a site of verified uploaders', () => {
  it('applies, is approved by a moderator in the console, and then uploads', async () => {
    const { page, errors } = await trackedPage(member);

    // The upload page explains and leads to the application; tus refuses an upload all the same.
    await page.goto(`${site.url}/upload-video/`);
    await hydrated(page);
    await page.getByRole('heading', { name: t('upload.verify.title') }).waitFor();
    const refused = await member.request.post(`${site.url}/api/tus/`, {
      headers: {
        'x-csrf-token': await csrf(member, site.url),
        'tus-resumable': '1.0.0',
        'upload-length': '1024',
        'upload-metadata': `filename ${Buffer.from('clip.mp4').toString('base64')}`,
      },
    });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({ code: 'not_verified' });
    await page.getByRole('link', { name: t('upload.verify.action') }).click();
    await page.waitForURL('**/verify-uploader/');
    await page.getByRole('heading', { level: 1, name: t('verify.title') }).waitFor();
    await hydrated(page);
    expect(await axeViolations(page)).toEqual([]);

    // A draft first: the name, the date of birth and the document.
    await page.getByRole('textbox', { name: fieldName(t('verify.legalName')) }).fill('Robin Quill');
    await page.getByLabel(fieldName(t('verify.birthDate'))).fill('1991-05-17');
    await page.getByLabel(fieldName(t('verify.idDocument'))).setInputFiles(join(dir, 'document.png'));
    await page.getByRole('button', { name: t('verify.saveDraft') }).click();
    await page.getByText(t('verify.saved')).waitFor();
    expect(await application()).toMatchObject({ status: 'draft', legal_name: 'Robin Quill', id_document: 1 });

    // Sending without the selfie and the terms names both and keeps the draft as it was.
    await page.getByRole('button', { name: t('verify.submit') }).click();
    await page.getByText(t('verify.incomplete')).waitFor();
    await page.getByText(t('verify.pictureRequired')).waitFor();
    await page.getByText(t('verify.termsRequired')).waitFor();
    expect((await application()).status).toBe('draft');

    await page.getByLabel(fieldName(t('verify.selfie'))).setInputFiles(join(dir, 'selfie.png'));
    await page
      .getByRole('checkbox', { name: fieldName(t('verify.acceptTerms', { version: '2026-11' })) })
      .check();
    await page.getByRole('button', { name: t('verify.submit') }).click();
    await page.getByText(t('verify.pending')).waitFor();
    expect((await application()).status).toBe('pending');

    // The moderator finds it in the console's Uploaders section, sees the pictures, and approves.
    const { page: console_, errors: consoleErrors } = await trackedPage(moderator);
    await console_.goto(`${site.url}/moderation/`);
    await hydrated(console_);
    await console_.getByRole('link', { name: t('moderation.nav.uploaders') }).click();
    await console_.waitForURL('**/moderation/uploaders/');
    const card = console_.getByRole('article', { name: account.username });
    await card.waitFor();
    await card.getByText('Robin Quill').waitFor();
    const picture = await moderator.request.get(
      `${site.url}${await card.getByRole('link', { name: t('moderation.uploaders.selfie') }).getAttribute('href')}`,
    );
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/png');
    expect(picture.headers()['cache-control']).toBe('private, no-store');
    // The member cannot open it.
    const forbidden = await member.request.get(
      `${site.url}${await card.getByRole('link', { name: t('moderation.uploaders.selfie') }).getAttribute('href')}`,
    );
    expect(forbidden.status()).toBe(403);
    expect(await axeViolations(console_)).toEqual([]);
    await card.getByRole('button', { name: t('moderation.uploaders.approve') }).click();
    const dialog = console_.getByRole('dialog');
    await dialog.getByRole('button', { name: t('moderation.uploaders.approve') }).click();
    await console_.getByText(t('console.notify.uploaderApprove')).first().waitFor({ timeout: 20_000 });
    expect(consoleErrors).toEqual([]);
    await console_.close();

    // The member is told by mail, and the upload page takes the video.
    const mail = await waitFor(
      async () => mailsTo(outboxDir(site.output()), account.email),
      (m) => m.some((x) => x.subject === 'You are a verified uploader'),
      30_000,
    );
    expect(mail.at(-1)?.text).toContain('/upload-video/');
    const clip = await synthesizeClip(join(dir, 'quill.mp4'), 4, 320, 180);
    await page.goto(`${site.url}/upload-video/`);
    await hydrated(page);
    await page.getByLabel(fieldName(t('upload.start.file'))).setInputFiles(clip);
    await page.getByRole('heading', { name: t('upload.info.title') }).waitFor({ timeout: 200_000 });
    const uploads = (await (await member.request.get(`${site.url}/api/uploads.php`)).json()) as {
      uploads: unknown[];
    };
    expect(uploads.uploads).toHaveLength(1);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('a visitor', () => {
  it('is asked to sign in on the application page', async () => {
    const visitor = await variantContext(browser, site.url, desktop);
    const page = await visitor.newPage();
    await page.goto(`${site.url}/verify-uploader/`);
    await page.getByRole('heading', { name: t('verify.signIn.title') }).waitFor();
    await visitor.close();
  });
});
