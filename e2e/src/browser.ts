import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type {
  APIRequestContext,
  Browser,
  BrowserContext,
  BrowserContextOptions,
  Frame,
  Page,
} from 'playwright-core';
import { logMessages } from './site';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's violations on the page as it is now, as `id (count)` strings: [] when it finds nothing. */
export async function axeViolations(page: Page, options: { skipRules?: string[] } = {}): Promise<string[]> {
  // A dialog or menu still fading in has its colours mixed with what is under it: axe would measure the
  // contrast of a frame of the animation (seen on a loaded machine). Its end state is what is checked.
  // (Endless ones, a spinner's, are left running.)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Evaluated, not added as an inline <script>: the site's Content-Security-Policy refuses those.
  await page.evaluate(axeSource);
  return page.evaluate(async (skip) => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            context: Document,
            options: { rules: Record<string, { enabled: boolean }> },
          ): Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }>;
        };
      }
    ).axe;
    const rules = Object.fromEntries(skip.map((id) => [id, { enabled: false }]));
    const result = await axe.run(document, { rules });
    return result.violations.map(
      (v) => `${v.id} (${v.nodes.length}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(' ')})`,
    );
  }, options.skipRules ?? []);
}

/**
 * The demo accounts the start lines printed: the member and the moderator (password `demo-password`), and
 * the member whose password is of the old rules (5 characters), with that password.
 */
export function demoAccounts(output: string): {
  member: string;
  moderator: string;
  legacy: string;
  legacyPassword: string;
} {
  // The start lines are JSON log lines (apps/server/src/lib/log.ts): read their messages.
  const text = logMessages(output);
  const legacy = /Demo sign-in with an old password to change: (\S+) \/ (\S+)/.exec(text);
  return {
    member: /Demo sign-in: (\S+) \//.exec(text)?.[1] ?? '',
    moderator: /Demo moderator sign-in: (\S+) \//.exec(text)?.[1] ?? '',
    legacy: legacy?.[1] ?? '',
    legacyPassword: legacy?.[2] ?? '',
  };
}

/** The CSRF token the context's cookie holds, fetched first when there is none. */
export async function csrf(context: BrowserContext, siteUrl: string): Promise<string> {
  const find = async () => (await context.cookies(siteUrl)).find((c) => c.name === 'csrf_token')?.value;
  if (!(await find())) await context.request.get(`${siteUrl}/api/csrf.php`);
  return (await find()) ?? '';
}

/** A browser context signed in as `username` (demo password) through the login call. */
export async function signIn(
  browser: Browser,
  siteUrl: string,
  username: string,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  const res = await context.request.post(`${siteUrl}/api/login.php`, {
    form: { usr: username, pwd: 'demo-password' },
    headers: { 'x-csrf-token': await csrf(context, siteUrl) },
  });
  if (res.status() !== 200) throw new Error(`Sign-in of ${username} failed: ${await res.text()}`);
  return context;
}

/** Polls `read` until `done` holds (or `ms` pass) and returns the last value: waits on states, not sleeps. */
export async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean | Promise<boolean>,
  ms: number,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if ((await done(value)) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 300));
  }
}

/** The binding the CSP watcher's init script reports violations through. */
const CSP_BINDING = '__e2eCspViolation';

/**
 * Collects into `into` every Content-Security-Policy violation the page and its frames meet from now on:
 * each `securitypolicyviolation` event (an init script hands it to a binding) and each console line
 * naming the policy (what Chromium logs for whatever it refuses). Call before the page's first navigation.
 */
export async function watchCsp(page: Page, into: string[] = []): Promise<string[]> {
  await page.exposeBinding(CSP_BINDING, ({ frame }, text: string) => {
    into.push(`csp: ${frame.url()}: ${text}`);
  });
  await page.addInitScript((binding) => {
    document.addEventListener(
      'securitypolicyviolation',
      (e) => {
        const report = (window as unknown as Record<string, ((text: string) => void) | undefined>)[binding];
        report?.(
          `${e.effectiveDirective} refused ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
        );
      },
      true,
    );
  }, CSP_BINDING);
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) into.push(`console: ${message.text()}`);
  });
  return into;
}

/**
 * Waits until an element of `selector` has hydrated (at most `timeout` ms): React keeps its props on each
 * element it hydrated (`__reactProps$…`), and a press or a hover before that does nothing.
 */
export async function hydratedElement(page: Page | Frame, selector: string, timeout = 60_000): Promise<void> {
  await page.waitForFunction(
    (css) =>
      [...document.querySelectorAll(css)].some((element) =>
        Object.keys(element).some((key) => key.startsWith('__reactProps$')),
      ),
    selector,
    { timeout },
  );
}

/**
 * Plays the page's (or frame's) video and waits until it plays with time advancing (at most `timeout` ms);
 * the time reached.
 */
export async function playUntilPlaying(page: Page | Frame, timeout = 60_000): Promise<number> {
  // A press before the page has hydrated does nothing (the server's button has no handler yet): on busy
  // cores the embed page's Play was pressed too early and the clip never started.
  await hydratedElement(page, 'button[aria-label="Play"]', timeout);
  await page.getByRole('button', { name: 'Play' }).first().click();
  await page.waitForFunction(
    () => {
      const video = document.querySelector('video');
      return video !== null && !video.paused && video.currentTime > 1 && video.readyState >= 3;
    },
    undefined,
    { timeout },
  );
  const state = await waitFor(
    () => page.locator('section[data-playing]').first().getAttribute('data-state'),
    (s) => s === 'playing',
    10_000,
  );
  if (state !== 'playing') throw new Error(`The player is ${state}, not playing`);
  return page.evaluate(() => document.querySelector('video')?.currentTime ?? 0);
}

/**
 * A demo video of the site with demo media whose transcoding is done (every rung, then the download MP4,
 * listed last), waiting for it up to 150 s after the site's start.
 */
export async function transcodedDemoVideo(
  request: APIRequestContext,
  siteUrl: string,
  except?: number,
): Promise<{ video_id: number; dir: string }> {
  const list = await request.get(
    `${siteUrl}/api/json/videos2/0/str/latest-updates/60/all.0.1.all.all.all.json`,
  );
  const demo = ((await list.json()) as { videos: { video_id: number; dir: string }[] }).videos.find(
    (v) => v.video_id !== except,
  );
  if (!demo) throw new Error('No demo video on the site');
  const ready = await waitFor(
    () => request.get(`${siteUrl}/api/videofile.php?video_id=${demo.video_id}&lifetime=864000`),
    async (res) => res.status() === 200 && JSON.stringify(await res.json()).includes('"format":"mp4"'),
    150_000,
  );
  if (ready.status() !== 200) throw new Error(`Demo video ${demo.video_id} not transcoded in time`);
  return demo;
}

/** HTML-escaped as React renders text, so the expected data can be found in the server's HTML. */
export const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
