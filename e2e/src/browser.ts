import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's violations on the page as it is now, as `id (count)` strings: [] when it finds nothing. */
export async function axeViolations(page: Page, options: { skipRules?: string[] } = {}): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
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
  const legacy = /Demo sign-in with an old password to change: (\S+) \/ (\S+)/.exec(output);
  return {
    member: /Demo sign-in: (\S+) \//.exec(output)?.[1] ?? '',
    moderator: /Demo moderator sign-in: (\S+) \//.exec(output)?.[1] ?? '',
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
