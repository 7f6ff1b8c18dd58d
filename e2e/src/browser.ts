import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's violations on the page as it is now, as `id (count)` strings: [] when it finds nothing. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(): Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run();
    return result.violations.map(
      (v) => `${v.id} (${v.nodes.length}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(' ')})`,
    );
  });
}

/** The demo accounts the start line printed: the member and the moderator (password `demo-password`). */
export function demoAccounts(output: string): { member: string; moderator: string } {
  return {
    member: /Demo sign-in: (\S+) \//.exec(output)?.[1] ?? '',
    moderator: /Demo moderator sign-in: (\S+) \//.exec(output)?.[1] ?? '',
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
