// `pnpm bench:captcha`: how long the forms' person check (the ALTCHA proof of work, #27 item 11d) takes in
// the browser, on the built site: the sign-up form starts it as it opens (the report and support forms run
// the same hook), and the time is from the challenge's answer to "Check passed." on the form. Each run is a
// fresh page; the median and every run are printed. No budget is checked: a figure to compare before and
// after a change, on the same machine.
//
//   --runs N           measured runs (default 7)
//   --cpu-slowdown N   Chromium's CPU throttling, as Lighthouse's phone does (default 4; 1 for none)
//   --url URL          measure a site that is already running instead of starting one
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { chromiumOptions, startSite } from '../src/site';

const argv = process.argv.slice(2);
const option = (name: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const runs = Math.max(1, Math.min(50, Number(option('runs') ?? 7) || 7));
const slowdown = Math.max(1, Math.min(20, Number(option('cpu-slowdown') ?? 4) || 4));

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

async function main() {
  const given = option('url');
  const site = given
    ? { url: given.replace(/\/$/, ''), stop: async () => {} }
    : // Node's fetch is an automated client: off its page limit (BOT_RATE_LIMIT), or the timed requests get 429.
      await startSite({ NODE_ENV: 'production', DEMO_MEDIA: 'false', BOT_RATE_LIMIT: '0' });
  const browser = await chromium.launch(chromiumOptions);
  try {
    const load = loadavg().map((n) => n.toFixed(2));
    console.log(
      `bench:captcha on ${site.url}, CPU slowdown ${slowdown}×, ${runs} runs (load average ${load.join(' ')})`,
    );
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      });
      await context.addCookies([
        { name: 'age_verified', value: '1', url: site.url },
        { name: 'lang', value: 'en', url: site.url },
      ]);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
      const challenge = page.waitForResponse((r) => r.url().includes('/api/captcha.php') && r.ok(), {
        timeout: 60_000,
      });
      await page.goto(`${site.url}/signup`);
      await challenge;
      const asked = Date.now();
      await page.getByText('Check passed.').waitFor({ timeout: 120_000 });
      const ms = Date.now() - asked;
      times.push(ms);
      console.log(`  run ${run + 1}: ${(ms / 1000).toFixed(2)} s`);
      await context.close();
    }
    console.log(
      `median ${(median(times) / 1000).toFixed(2)} s, min ${(Math.min(...times) / 1000).toFixed(2)} s, max ${(Math.max(...times) / 1000).toFixed(2)} s`,
    );
  } finally {
    await browser.close();
    await site.stop();
  }
}

await main();
