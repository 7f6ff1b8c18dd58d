/**
 * #32 item 4, the data export and the account's deletion on the built site. Runs on a site of its own (a
 * fresh database) with a grace period of 30 s (ACCOUNT_DELETION_GRACE_SECONDS), since it deletes the demo
 * member, whom other journeys sign in as.
 * - Export: a new member asks for it on /my_settings/; the link mailed to them (the outbox) downloads a ZIP
 *   of their data (their profile with their name inside); the demo member opening the same link is sent
 *   back to their settings page, which says the link is not theirs.
 * - Deletion: the demo member (who has public uploads) schedules it keeping the uploads, sees the date,
 *   signs out, signs in again and lands on the notice, and cancels; schedules it again, and once the grace
 *   period is over the job has run: the account no longer signs in, and its kept video is still public.
 * Desktop variant only.
 */
import { inflateRawSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { axeViolations, csrf, demoAccounts, waitFor } from '../browser';
import { siteTemplate, useBrowser } from '../shared';
import { type RunningSite, startSite } from '../site';
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
} from './variants';

const browser = await useBrowser();

vi.setConfig({ testTimeout: 300_000 });

/**
 * Long enough for the steps between the first scheduling and its cancelling (sign out, sign in, the notice,
 * Cancel: ~6 s in CI), short since the suite's files run one at a time and the test waits it out once.
 */
const GRACE_SECONDS = 30;
/** The demo accounts' password (browser.ts `demoAccounts`). */
const DEMO_PASSWORD = 'demo-password';
const variant = VARIANTS.find((v) => !v.mobile) as Variant;
const { t } = variant;
const username = `leaver${process.pid % 100_000}`;
const account = { username, email: `${username}@example.com`, password: 'export-journey-pw' };

let site: RunningSite;
const contexts: BrowserContext[] = [];
let demo: { username: string; password: string };

/** The files of a ZIP as fflate's zipSync writes it (sizes in each local header; stored or deflated). */
function unzip(zip: Buffer): Record<string, string> {
  const files: Record<string, string> = {};
  let at = 0;
  while (zip.readUInt32LE(at) === 0x04034b50) {
    const method = zip.readUInt16LE(at + 8);
    const size = zip.readUInt32LE(at + 18);
    const nameLength = zip.readUInt16LE(at + 26);
    const extra = zip.readUInt16LE(at + 28);
    const name = zip.subarray(at + 30, at + 30 + nameLength).toString('utf8');
    const start = at + 30 + nameLength + extra;
    const data = zip.subarray(start, start + size);
    files[name] = (method === 8 ? inflateRawSync(data) : data).toString('utf8');
    at = start + size;
  }
  return files;
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The scheduled deletion's notice, whatever its date. */
const scheduledNotice = (page: Page) =>
  page.getByRole('heading', {
    level: 2,
    name: new RegExp(
      `^${escaped(t('settings.deletion.scheduled', { date: '\u0000' }).split('\u0000')[0] ?? '')}`,
    ),
  });

async function openSettings(page: Page) {
  await page.goto(`${site.url}/my_settings/`);
  await hydrated(page);
  await page.getByRole('heading', { level: 1, name: t('settings.title') }).waitFor();
}

async function signInWithForm(page: Page, name: string, password: string) {
  await page.goto(`${site.url}/signin`);
  await hydrated(page);
  const dialog = page.getByRole('dialog', { name: t('login.title') });
  await dialog.waitFor();
  await dialog.getByRole('textbox', { name: fieldName(t('login.username')) }).fill(name);
  await dialog.getByRole('textbox', { name: fieldName(t('login.password')) }).fill(password);
  await dialog.getByRole('button', { name: t('login.submit'), exact: true }).click();
}

async function scheduleDeletion(page: Page) {
  const form = page.getByRole('form', { name: t('settings.deletion.title') });
  await form.getByRole('radio', { name: t('settings.deletion.keep') }).check();
  await form.getByLabel(fieldName(t('settings.deletion.password'))).fill(demo.password);
  await form.getByRole('button', { name: t('settings.deletion.submit'), exact: true }).click();
  await scheduledNotice(page).waitFor();
}

/** A sign-in as the API takes it, from a browser of its own: its status. */
async function loginStatus(name: string, password: string): Promise<number> {
  const context = await browser.newContext();
  try {
    const res = await context.request.post(`${site.url}/api/login.php`, {
      form: { usr: name, pwd: password },
      headers: { 'x-csrf-token': await csrf(context, site.url) },
    });
    return res.status();
  } finally {
    await context.close();
  }
}

beforeAll(async () => {
  site = await startSite(
    {
      // As the suite's shared sites run (global-setup.ts): production rendering, no page limit for the
      // headless browser, new members from addresses of their own behind the loopback proxy.
      NODE_ENV: 'production',
      BOT_RATE_LIMIT: '0',
      TRUST_PROXY: 'loopback',
      DEMO_MEDIA: 'false',
      ACCOUNT_DELETION_GRACE_SECONDS: String(GRACE_SECONDS),
    },
    siteTemplate(),
  );
  demo = { username: demoAccounts(site.output()).member, password: DEMO_PASSWORD };
  expect(demo.username).not.toBe('');
}, 320_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await site?.stop();
});

describe('data export', () => {
  it('the mailed link downloads a ZIP of the member’s data, for them alone', async () => {
    const a = await variantContext(browser, site.url, variant);
    contexts.push(a);
    const { page, errors } = await trackedPage(a);
    await signUpAndConfirm(page, site, variant, account);
    const signedIn = await a.request.post(`${site.url}/api/login.php`, {
      form: { usr: account.username, pwd: account.password },
      headers: { 'x-csrf-token': await csrf(a, site.url) },
    });
    expect(signedIn.status(), await signedIn.text()).toBe(200);

    await openSettings(page);
    await page.getByRole('button', { name: t('settings.export.submit'), exact: true }).click();
    await page.getByText(t('settings.export.pending')).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const mail = await waitFor(
      async () =>
        mailsTo(outboxDir(site.output()), account.email).filter((m) => m.subject.includes('export')),
      (m) => m.length > 0,
      60_000,
    );
    const link = /https?:\/\/\S+\/api\/account_export\.php\?export_id=\d+/.exec(mail[0]?.text ?? '')?.[0];
    expect(link).toBeDefined();
    const { pathname, search } = new URL(link ?? '');
    const url = `${site.url}${pathname}${search}`;

    const zip = await a.request.get(url, { maxRedirects: 0 });
    expect(zip.status()).toBe(200);
    expect(zip.headers()['content-type']).toBe('application/zip');
    const files = unzip(await zip.body());
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        'profile.json',
        'videos.json',
        'comments.json',
        'messages.json',
        'history.json',
      ]),
    );
    expect(JSON.parse(files['profile.json'] ?? '{}')).toMatchObject({
      username: account.username,
      email: account.email,
    });

    // The settings page now offers the download while it lasts.
    await openSettings(page);
    await page.getByRole('link', { name: t('settings.export.download') }).waitFor();

    // Another member opening the link is sent to their own settings, which say it is not for them.
    const b = await variantContext(browser, site.url, variant, { member: demo.username });
    contexts.push(b);
    const refused = await b.request.get(url, { maxRedirects: 0 });
    expect(refused.status()).toBe(303);
    const { page: other } = await trackedPage(b);
    await other.goto(url);
    await other.waitForURL('**/my_settings/?export=unavailable');
    await hydrated(other);
    await other.getByText(t('settings.export.unavailable')).waitFor();
    expect(errors).toEqual([]);
  });
});

describe('account deletion', () => {
  it('is scheduled, shown at the next sign-in, cancelled; scheduled again, it runs after the grace period', async () => {
    const b = await variantContext(browser, site.url, variant, { member: demo.username });
    contexts.push(b);
    const session = (await (await b.request.get(`${site.url}/api/session.php`)).json()) as {
      user: { user_id: number };
    };
    const userId = session.user.user_id;
    const uploads = `${site.url}/api/json/videos2/0/str/latest-updates/60/member.${userId}.1.all.all.all.json`;
    const listed = async () =>
      ((await (await fetch(uploads)).json()) as { videos: { video_id: number; title: string }[] }).videos;
    const kept = (await listed())[0];
    expect(kept).toBeDefined();

    const { page, errors } = await trackedPage(b);
    await openSettings(page);
    await scheduleDeletion(page);
    expect(await axeViolations(page)).toEqual([]);

    // Signing out and in again: the sign-in lands on the notice, with the date and the Cancel button.
    const reloaded = page.waitForEvent('load', { timeout: 30_000 });
    reloaded.catch(() => {});
    await page.getByRole('button', { name: new RegExp(`^${t('header.member.menuOf')}`) }).click();
    await page.getByRole('menuitem', { name: t('header.signOut'), exact: true }).click();
    await reloaded;
    await signInWithForm(page, demo.username, demo.password);
    await page.waitForURL('**/my_settings/?deletion=scheduled');
    await hydrated(page);
    await scheduledNotice(page).waitFor();
    await page.getByRole('button', { name: t('settings.deletion.cancel'), exact: true }).click();
    await page.getByText(t('settings.deletion.cancelled')).first().waitFor();
    await scheduledNotice(page).waitFor({ state: 'detached' });
    await openSettings(page);
    await page.getByRole('form', { name: t('settings.deletion.title') }).waitFor();
    expect(await scheduledNotice(page).count()).toBe(0);

    // Scheduled again and left to run: after the grace period the account signs in no more.
    await scheduleDeletion(page);
    // The job ends the browser's session with the rest: polled every 3 s (no sign-in attempts, which count).
    const signedOut = await waitFor(
      async () => {
        await new Promise((r) => setTimeout(r, 3000));
        const now = await b.request.get(`${site.url}/api/session.php`);
        return ((await now.json()) as { user: unknown }).user === null;
      },
      (gone) => gone,
      (GRACE_SECONDS + 90) * 1000,
    );
    expect(signedOut).toBe(true);
    expect(await loginStatus(demo.username, demo.password)).toBe(401);

    // The kept video is still public.
    expect((await listed()).map((v) => v.video_id)).toContain(kept?.video_id);
    expect(errors).toEqual([]);
  });
});
