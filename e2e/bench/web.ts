// `pnpm bench:web`: the performance budgets of issue #11 on the built site with demo content.
//
//   (a) initial JavaScript of the listing pages (home, /videos/, a category, a search, the models),
//       gzip, ≤ 130 kB each, and hls.js only on the video page;
//   (b) Lighthouse (mobile) on the home page, a listing (the category) and a video page: performance ≥ 95,
//       accessibility 100, SEO 100, best practices ≥ 95;
//   (c) server-rendering time of a listing page on a warm server: p50 ≤ 30 ms (sequential requests).
//
// Prints a table; exits 1 when a budget is missed. Needs the built site (`pnpm build`).
//
//   --ssr-requests N   measured requests per page for (c) (default 300, after 50 unmeasured)
//   --skip-lighthouse  only (a) and (c)
//   --lighthouse-runs N  Lighthouse runs per page for (b), the median reported (default 3)
//   --url URL          measure a site that is already running (its demo content) instead of starting one
import { loadavg } from 'node:os';
import { startSite } from '../src/site';
import {
  BUDGETS,
  budgetPages,
  hlsChunk,
  initialJs,
  kb,
  launchForLighthouse,
  medianLighthouse,
  reachableJs,
  ssrTimes,
} from './measure';

const argv = process.argv.slice(2);
const option = (name: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const ssrRequests = Math.max(20, Math.min(10_000, Number(option('ssr-requests') ?? 300) || 300));
const skipLighthouse = argv.includes('--skip-lighthouse');
const lighthouseRuns = Math.max(1, Math.min(15, Number(option('lighthouse-runs') ?? 3) || 3));

type Row = [string, string, string, string];
const rows: Row[] = [];
const notes: string[] = [];
let missed = 0;
const check = (what: string, figure: string, budget: string, ok: boolean) => {
  if (!ok) missed++;
  rows.push([what, figure, budget, ok ? 'OK' : 'MISS']);
};

async function main() {
  // As `pnpm start` runs it (NODE_ENV=production: React's production build on the server). No demo clips:
  // their transcoding would take the CPU the measurements need (the video page still renders).
  const given = option('url');
  const site = given
    ? { url: given.replace(/\/$/, ''), stop: async () => {} }
    : await startSite({ NODE_ENV: 'production', DEMO_MEDIA: 'false' });
  try {
    const { listings, video } = await budgetPages(site.url);
    console.log(`bench:web on ${site.url} (load average ${loadAverage().join(' ')})`);

    // (a) initial JavaScript, from the server-rendered HTML and the built files.
    for (const page of listings) {
      const js = await initialJs(site.url, await (await fetch(`${site.url}${page.path}`)).text());
      check(
        `JS ${page.name} ${page.path} (${js.files.length} files, ${kb(js.bytes)} kB raw)`,
        `${kb(js.gzip)} kB gzip`,
        `≤ ${BUDGETS.listingJsGzipKb} kB`,
        js.gzip <= BUDGETS.listingJsGzipKb * 1000,
      );
      check(`  hls.js on ${page.name}`, js.hls ? 'in initial JS' : 'absent', 'absent', !js.hls);
      if (page.name === 'home') {
        notes.push(
          `largest initial files of home: ${js.files
            .slice(0, 8)
            .map((f) => `${f.path.replace('/assets/', '')} ${kb(f.gzip)}`)
            .join(', ')}`,
        );
      }
    }
    const videoHtml = await (await fetch(`${site.url}${video.path}`)).text();
    const videoJs = await initialJs(site.url, videoHtml);
    const hls = await hlsChunk(site.url, await reachableJs(site.url, videoHtml));
    rows.push([`JS video ${video.path}`, `${kb(videoJs.gzip)} kB gzip`, '(no budget)', '']);
    check(
      '  hls.js on the video page',
      hls ? `${hls.replace('/assets/', '')} (${videoJs.hls ? 'initial' : 'loaded on demand'})` : 'not found',
      'loaded by the video page',
      hls !== null,
    );

    // (b) Lighthouse, the median of a few runs per page (a fresh tab each).
    if (!skipLighthouse) {
      const { browser, port } = await launchForLighthouse();
      try {
        const category = listings.find((p) => p.name === 'category') as (typeof listings)[number];
        for (const page of [listings[0] as (typeof listings)[number], category, video]) {
          const s = await medianLighthouse(`${site.url}${page.path}`, port, lighthouseRuns);
          const label = `Lighthouse ${page.name}`;
          check(
            `${label} performance (median of ${s.performanceRuns.join(', ')})`,
            String(s.performance),
            `≥ ${BUDGETS.performance}`,
            s.performance >= BUDGETS.performance,
          );
          check(
            `${label} accessibility`,
            String(s.accessibility),
            `= ${BUDGETS.accessibility}`,
            s.accessibility >= BUDGETS.accessibility,
          );
          check(`${label} SEO`, String(s.seo), `= ${BUDGETS.seo}`, s.seo >= BUDGETS.seo);
          check(
            `${label} best practices`,
            String(s.bestPractices),
            `≥ ${BUDGETS.bestPractices}`,
            s.bestPractices >= BUDGETS.bestPractices,
          );
          if (s.failing.length > 0) notes.push(`${page.name} ${page.path}: ${s.failing.join('; ')}`);
        }
      } finally {
        await browser.close();
      }
    }

    // (c) server rendering on a warm server, one request at a time.
    for (const page of [listings[0], listings.find((p) => p.name === 'category')]) {
      if (!page) continue;
      const t = await ssrTimes(`${site.url}${page.path}`, ssrRequests, 50);
      check(
        `SSR ${page.name} ${page.path} (${t.count} sequential)`,
        `p50 ${t.p50.toFixed(1)} ms, p95 ${t.p95.toFixed(1)} ms${t.cpuMsPerRequest === null ? '' : `, server CPU ${t.cpuMsPerRequest.toFixed(1)} ms/req`}`,
        `p50 ≤ ${BUDGETS.ssrP50Ms} ms`,
        t.p50 <= BUDGETS.ssrP50Ms,
      );
    }
  } finally {
    await site.stop();
  }

  const header: Row = ['measure', 'figure', 'budget', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (r: Row) =>
    r
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  console.log('');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
  console.log('');
  for (const n of notes) console.log(`- ${n}`);
  console.log(`load average after: ${loadAverage().join(' ')} (timings on a busy machine are slower)`);
  console.log(missed === 0 ? 'Every budget is met.' : `${missed} budget(s) missed.`);
  process.exitCode = missed === 0 ? 0 : 1;
}

function loadAverage(): number[] {
  return loadavg().map((n) => Math.round(n * 10) / 10);
}

main().catch((error: unknown) => {
  console.error('bench:web failed:', error);
  process.exit(1);
});
