import { randomInt } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  ConsoleMessage,
  Locator,
  Page,
} from 'playwright-core';
import { describe } from 'vitest';
import { csrf, signIn, waitFor, watchCsp } from '../browser';
import { fieldName, type Lang, textsOf } from './texts';

export { waitFor };

/**
 * The journeys run once per variant: every theme, both layouts (the 390 px mobile one) and two languages
 * are met, each journey written once.
 */
export interface Variant {
  name: string;
  lang: Lang;
  theme: 'light' | 'dark';
  mobile: boolean;
  context: BrowserContextOptions;
  t: ReturnType<typeof textsOf>;
}

export const VARIANTS: readonly Variant[] = [
  {
    name: 'desktop, light, en',
    lang: 'en',
    theme: 'light',
    mobile: false,
    context: { viewport: { width: 1280, height: 900 } },
    t: textsOf('en'),
  },
  {
    name: 'mobile 390 px, dark, de',
    lang: 'de',
    theme: 'dark',
    mobile: true,
    context: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    t: textsOf('de'),
  },
];

/**
 * A journey in every variant, the variants side by side: each variant's steps run in order, and the
 * variants at the same time, so one waits on the network or a render while the other has the processor
 * (the journeys left about a third of the 2 cores idle one after the other). A journey given to it keeps
 * its variants apart: its own members, videos and lists per variant, nothing one variant changes that the
 * other reads. Its tests take `expect` from their context (`async ({ expect }) =>`) for `expect.poll` and
 * `expect.soft`: with two tests running at once, the global one may not know its test ("expect.poll() must
 * be called inside a test", seen at a load of 17).
 */
export function eachVariant(title: string, journey: (variant: Variant) => void): void {
  describe.concurrent.each(VARIANTS)('$name', (variant) => {
    describe(title.replace('$name', variant.name), { concurrent: false }, () => journey(variant));
  });
}

/** A country of the age gate's list (§4), sent as a CDN would (apps/server/src/http/country.ts). */
export const GATE_COUNTRY = { 'cf-ipcountry': 'DE' };

interface ContextOptions {
  /** Sign in as this demo-password member first. */
  member?: string;
  /** Skip the age gate and the cookie bar (the visitor journey meets them itself). */
  settled?: boolean;
  headers?: Record<string, string>;
  /** False: the page's scripts do not run (its server's HTML, as painted first). */
  javaScript?: boolean;
}

/** A browser context in the variant's layout, theme and language. */
export async function variantContext(
  browser: Browser,
  siteUrl: string,
  variant: Variant,
  { member, settled = true, headers, javaScript = true }: ContextOptions = {},
): Promise<BrowserContext> {
  const options: BrowserContextOptions = {
    ...variant.context,
    ...(headers ? { extraHTTPHeaders: headers } : {}),
    javaScriptEnabled: javaScript,
  };
  const context = member
    ? await signIn(browser, siteUrl, member, options)
    : await browser.newContext(options);
  await context.addCookies([
    { name: 'theme', value: variant.theme, url: siteUrl },
    { name: 'lang', value: variant.lang, url: siteUrl },
    ...(settled ? [{ name: 'age_verified', value: '1', url: siteUrl }] : []),
  ]);
  if (settled) {
    await context.addInitScript(() => {
      try {
        window.localStorage.setItem('show_cookie_policy', '1');
      } catch {
        // storage off: the bar shows, which journeys tolerate
      }
    });
  }
  return context;
}

/**
 * A page that records uncaught errors and every refusal of the site's Content-Security-Policy, for a
 * journey to check at its end.
 */
export async function trackedPage(context: BrowserContext): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors = await watchCsp(page);
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

/**
 * Adds the page's console errors (React reports a failed hydration there) to `into`, but those `expected`
 * says the page may meet (a failed response the browser logs).
 */
export function recordConsoleErrors(
  page: Page,
  into: string[],
  expected: (message: ConsoleMessage) => boolean = () => false,
): void {
  page.on('console', (message) => {
    if (message.type() === 'error' && !expected(message)) into.push(message.text());
  });
}

/**
 * Waits until React has hydrated the page: the document has loaded and every control the server rendered
 * carries React's props. A click or a typed value before that is lost (or submits a form natively), which
 * made journeys flaky on a loaded machine. A page that hydrates only its islands (the listing pages, #28)
 * is hydrated when its islands due at once, when the browser is idle, or when scrolled near and already
 * in or near the viewport are: those out of view and those hydrated when first pointed at are not yet, and
 * the rest of the page is the server's HTML.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      if (document.readyState !== 'complete') return false;
      const islands = document.getElementById('islands-page') !== null;
      const due = islands
        ? [...document.querySelectorAll<HTMLElement>('[data-island]')].filter((island) => {
            if (island.dataset.hydrate === 'visible') {
              // Its observer's margin (app/islands/hydrate.tsx): 200 px around the viewport.
              const box = island.firstElementChild?.getBoundingClientRect();
              return box !== undefined && box.top < innerHeight + 200 && box.bottom > -200;
            }
            return island.dataset.hydrate === 'load' || island.dataset.hydrate === 'idle';
          })
        : [document];
      return due
        .flatMap((root) => [...root.querySelectorAll('button, input, textarea, select')])
        .every((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$')));
    },
    undefined,
    { timeout: 60_000 },
  );
}

/**
 * Waits until the page's video plays with data to go on. 150 s at most, as a first play may take that long:
 * HLS on a loaded machine (other journeys' uploads transcoding) is slow to start.
 */
export async function videoPlaying(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const video = document.querySelector('video');
      return video !== null && !video.paused && video.readyState >= 3;
    },
    undefined,
    { timeout: 150_000 },
  );
}

/** The outbox folder the server printed at its start (`Mail: outbox (<dir>)`). */
export function outboxDir(output: string): string {
  const dir = /Mail: outbox \(([^)]+)\)/.exec(output)?.[1];
  if (!dir) throw new Error(`No outbox in the start lines:\n${output}`);
  return dir;
}

/** The messages the site "sent" to `to`, oldest first. */
export function mailsTo(dir: string, to: string): { subject: string; text: string }[] {
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith('.json'));
  } catch {
    return [];
  }
  return names
    .sort()
    .map(
      (n) => JSON.parse(readFileSync(join(dir, n), 'utf8')) as { to: string; subject: string; text: string },
    )
    .filter((m) => m.to.includes(to));
}

/**
 * A demo video on the first page of the latest list whose synthetic clip is transcoded (the demo videos
 * share three clips, made one after the other after the start): playable at its first rung, or with the
 * download file too (made last). One candidate per clip, the first one ready wins.
 */
export function readyDemoVideo(
  siteUrl: string,
  { download = false, notOwnedBy = 0 }: { download?: boolean; notOwnedBy?: number } = {},
  ms = 300_000,
): Promise<{ id: number; dir: string }> {
  // Asked once per site and kind: a second variant does not wait again for what the first could not get.
  const key = `${siteUrl} ${download} ${notOwnedBy}`;
  let found = readiness.get(key);
  if (!found) {
    found = findReadyDemoVideo(siteUrl, download, notOwnedBy, ms);
    readiness.set(key, found);
  }
  return found;
}

const readiness = new Map<string, Promise<{ id: number; dir: string }>>();

async function findReadyDemoVideo(
  siteUrl: string,
  download: boolean,
  notOwnedBy: number,
  ms: number,
): Promise<{ id: number; dir: string }> {
  const list = (await (
    await fetch(`${siteUrl}/api/json/videos2/0/str/latest-updates/60/all.0.1.all.all.all.json`)
  ).json()) as { videos: { video_id: number; dir: string; user_id: number }[] };
  const candidates = new Map<number, { id: number; dir: string }>();
  for (const v of list.videos) {
    // Someone else's video, when the test needs what a member sees on another's upload.
    if (v.user_id === notOwnedBy) continue;
    if (!candidates.has(v.video_id % 3)) candidates.set(v.video_id % 3, { id: v.video_id, dir: v.dir });
  }
  const isReady = async (id: number) => {
    const res = await fetch(`${siteUrl}/api/videofile.php?video_id=${id}&lifetime=864000`);
    if (res.status !== 200) return false;
    return !download || JSON.stringify(await res.json()).includes('"format":"mp4"');
  };
  const found = await waitFor(
    async () => {
      for (const video of candidates.values()) if (await isReady(video.id)) return video;
      return null;
    },
    (video) => video !== null,
    ms,
  );
  if (!found) throw new Error('No demo clip was transcoded in time');
  return found;
}

/**
 * Closes a dialog with Escape. A notification shown over it (a toast of the action just done) is the
 * newest layer and takes the first Escape, so it is pressed again while the dialog stays.
 */
export async function closeWithEscape(page: Page, dialog: Locator): Promise<void> {
  for (let i = 0; i < 3; i += 1) {
    await page.keyboard.press('Escape');
    try {
      await dialog.waitFor({ state: 'hidden', timeout: 5_000 });
      return;
    } catch {
      // still open: the Escape went to a notification
    }
  }
  await dialog.waitFor({ state: 'hidden' });
}

/**
 * A client address for one sign-up, random in the benchmarking range 198.18.0.0/15 (each test file has
 * its own module state, so a counter would repeat across files).
 */
const nextAddress = () => `198.${18 + randomInt(2)}.${randomInt(256)}.${1 + randomInt(254)}`;

/**
 * A new member as a person makes one: the sign-up form (the captcha solves itself in the page), then the
 * confirmation link from the mail in the site's outbox, which lands on the page saying the e-mail is
 * confirmed. Ends there, not signed in; returns the link.
 */
export async function signUpAndConfirm(
  page: Page,
  site: { url: string; output(): string },
  variant: Variant,
  account: { username: string; email: string; password: string },
): Promise<string> {
  const { t } = variant;
  // Each new member signs up from an address of their own (the suite's sites trust the loopback proxy's
  // X-Forwarded-For): the site takes 5 sign-ups an hour from one address, and the journeys make more.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': nextAddress() });
  await page.goto(`${site.url}/signup`);
  await hydrated(page);
  const dialog = page.getByRole('dialog', { name: t('signup.title') });
  await dialog.waitFor();
  await dialog.getByRole('textbox', { name: fieldName(t('signup.username')) }).fill(account.username);
  await dialog.getByRole('textbox', { name: fieldName(t('signup.email')) }).fill(account.email);
  await dialog.getByRole('textbox', { name: fieldName(t('signup.password')) }).fill(account.password);
  await dialog.getByText(t('captcha.ready')).waitFor({ timeout: 60_000 });
  await dialog.getByRole('button', { name: t('signup.submit'), exact: true }).click();
  await page.waitForURL('**/email-confirmation/');
  await page.getByRole('heading', { level: 1, name: t('auth.confirm.title') }).waitFor();
  const mail = await waitFor(
    async () => mailsTo(outboxDir(site.output()), account.email),
    (m) => m.length > 0,
    30_000,
  );
  const link = /https?:\/\/\S+\/api\/confirm\.php\?token=\S+/.exec(mail[0]?.text ?? '')?.[0];
  if (!link) throw new Error(`No confirmation link in the mail:\n${mail[0]?.text}`);
  const { pathname, search } = new URL(link);
  await page.goto(`${site.url}${pathname}${search}`);
  await page.waitForURL('**/email-confirmation/?status=confirmed');
  await page.getByRole('heading', { level: 1, name: t('auth.confirmed.title') }).waitFor();
  await hydrated(page);
  return `${pathname}${search}`;
}

/**
 * Where the download journeys (paying, subscribing) start: a new member (signed up and confirmed as a
 * person does it, then signed in) on the page of a demo video with a download file that is not theirs, who
 * has pressed its Download button. Returns the member's browser context, page and account, and the video.
 */
export async function newMemberPressesDownload(
  browser: Browser,
  site: { url: string; output(): string },
  variant: Variant,
  username: string,
): Promise<{
  context: BrowserContext;
  page: Page;
  errors: string[];
  account: { username: string; email: string; password: string };
  video: { id: number; dir: string };
}> {
  const { t } = variant;
  const account = { username, email: `${username}@example.com`, password: 'download-journey-pw' };
  const context = await variantContext(browser, site.url, variant);
  const { page, errors } = await trackedPage(context);
  await signUpAndConfirm(page, site, variant, account);
  const login = await context.request.post(`${site.url}/api/login.php`, {
    form: { usr: account.username, pwd: account.password },
    headers: { 'x-csrf-token': await csrf(context, site.url) },
  });
  if (login.status() !== 200) throw new Error(`Signing in failed: ${login.status()} ${await login.text()}`);
  const self = (
    (await (await context.request.get(`${site.url}/api/session.php`)).json()) as {
      user: { user_id: number };
    }
  ).user;

  const video = await readyDemoVideo(site.url, { download: true, notOwnedBy: self.user_id });
  await page.goto(`${site.url}/videos/${video.id}/${video.dir}/`, { waitUntil: 'networkidle' });
  await hydrated(page);
  await page
    .getByRole('list', { name: t('videoPage.actions') })
    .getByRole('button', { name: t('videoPage.actions.download'), exact: true })
    .click();
  return { context, page, errors, account, video };
}
