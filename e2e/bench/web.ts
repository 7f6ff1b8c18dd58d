// `pnpm bench:web`: the performance budgets of issues #11 and #28 on the built site with demo content, each
// figure beside the floor's: a minimal app on the site's own stack (e2e/bench/floor: React Router with SSR,
// TanStack Query, vanilla-extract, one Radix dialog) rendering 60 plain cards from the same demo data. The
// floor is built on demand and started after the site, reading the site's API.
//
//   (a) initial JavaScript, gzip: home, /videos/ and a category ≤ 140 kB each; the video page ≤ 200 kB
//       without hls.js, which loads on the video page only;
//   (b) Lighthouse (mobile), median of the runs, ours and the floor's interleaved on each page (ours, floor,
//       ours, floor…, so both see the same machine): home, /videos/ and the category ≥ 95 and at most
//       3 points below the floor; the video page ≥ 90 with a total blocking time ≤ 200 ms; every page's
//       layout shift ≤ 0.02 and home's elements ≤ 900 (#28); accessibility 100, SEO 100, best practices
//       ≥ 95 (#11);
//   (c) server rendering, sequential requests on a warm server: p50 ≤ 30 ms (#11), and each server's CPU time
//       per request (from /proc/<pid>/stat), ours ÷ floor.
//   (d) the first paint of home, /videos/, the category and the video page as Chromium observes it on an
//       emulated phone (slow 4G, CPU 4×), beside the same page with its large stylesheet linked, as before
//       #28 item 6 wrote in the share the first paint uses (in the floor's column; interleaved, medians);
//
// Prints one table (page | metric | ours | floor | ours÷floor | budget | OK/MISS); exits 1 when a budget is
// missed. Needs the built site (`pnpm build`).
//
//   --ssr-requests N     measured requests per page and server for (c) (default 300, after 50 unmeasured)
//   --skip-lighthouse    only (a) and (c)
//   --lighthouse-runs N  Lighthouse runs per page and app for (b), the median reported (default 3)
//   --paint-runs N       loads per page and variant for (d) (default 7)
//   --url URL            measure a site that is already running (its demo content) instead of starting one;
//                        its server's CPU time is then not known
import { loadavg } from 'node:os';
import { startSite } from '../src/site';
import {
  BUDGET_LISTINGS,
  BUDGETS,
  budgetPages,
  hlsChunk,
  initialJs,
  kb,
  launchForLighthouse,
  lighthouseScores,
  type MedianScores,
  medianScores,
  type ObservedPaints,
  observedPaints,
  type Page,
  pageCss,
  percentile,
  reachableJs,
  type Scores,
  ssrTimes,
  withStylesheetLinked,
} from './measure';
import { startFloor } from './start-floor';

const argv = process.argv.slice(2);
const option = (name: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const ssrRequests = Math.max(20, Math.min(10_000, Number(option('ssr-requests') ?? 300) || 300));
const skipLighthouse = argv.includes('--skip-lighthouse');
const lighthouseRuns = Math.max(1, Math.min(15, Number(option('lighthouse-runs') ?? 3) || 3));
const paintRuns = Math.max(1, Math.min(31, Number(option('paint-runs') ?? 7) || 7));

type Row = [
  page: string,
  metric: string,
  ours: string,
  floor: string,
  ratio: string,
  budget: string,
  ok: string,
];
const rows: Row[] = [];
const notes: string[] = [];
let missed = 0;

/** A row of the table; `ok` undefined: a figure without a budget. */
function row(
  page: string,
  metric: string,
  ours: string,
  floor: string,
  ratio: string,
  budget = '',
  ok?: boolean,
) {
  if (ok === false) missed++;
  rows.push([page, metric, ours, floor, ratio, budget, ok === undefined ? '' : ok ? 'OK' : 'MISS']);
}

type PageCss = Awaited<ReturnType<typeof pageCss>>;

/** A page's stylesheets (#28 item 6), the floor's beside them where it renders the page: printed, no budget. */
function cssRow(page: string, ours: PageCss, floor: PageCss | null) {
  row(
    page,
    `stylesheets, gzip (${ours.files}${floor ? ` / ${floor.files}` : ''} files; ${kb(ours.bytes)} kB raw)`,
    `${kb(ours.gzip)} kB`,
    floor ? `${kb(floor.gzip)} kB` : '',
    ratio(ours.gzip, floor?.gzip ?? null),
  );
}

/** ours ÷ floor, as "1.93×" ("" when either is unknown). */
const ratio = (ours: number | null, floor: number | null) =>
  ours === null || floor === null || !Number.isFinite(ours) || !Number.isFinite(floor) || floor === 0
    ? ''
    : `${(ours / floor).toFixed(2)}×`;

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

const html = async (url: string) => (await fetch(url)).text();

async function main() {
  // As `pnpm start` runs it (NODE_ENV=production: React's production build on the server). No demo clips:
  // their transcoding would take the CPU the measurements need (the video page still renders).
  const given = option('url');
  const site = given
    ? { url: given.replace(/\/$/, ''), pid: undefined, stop: async () => {} }
    : // Node's fetch is an automated client: off its page limit (BOT_RATE_LIMIT), or the timed requests get 429.
      await startSite({ NODE_ENV: 'production', DEMO_MEDIA: 'false', BOT_RATE_LIMIT: '0' });
  try {
    const floor = await startFloor(site.url);
    try {
      await measure(site, floor);
    } finally {
      await floor.stop();
    }
  } finally {
    await site.stop();
  }
  printTable();
}

async function measure(site: { url: string; pid: number | undefined }, floor: { url: string; pid: number }) {
  const siteUrl = site.url;
  const { listings, video } = await budgetPages(siteUrl);
  console.log(`bench:web on ${siteUrl}, the floor on ${floor.url} (load average ${loadAverage().join(' ')})`);
  const page = (name: string) => listings.find((p) => p.name === name) as Page;
  // The pages with a budget beside the floor (it renders the same list on the same path).
  const compared = BUDGET_LISTINGS.map(page);

  // (a) initial JavaScript, from the server-rendered HTML and the built files.
  for (const p of listings) {
    const ourHtml = await html(`${siteUrl}${p.path}`);
    const floorHtml = compared.includes(p) ? await html(`${floor.url}${p.path}`) : null;
    const ours = await initialJs(siteUrl, ourHtml);
    const floorJs = floorHtml === null ? null : await initialJs(floor.url, floorHtml);
    const label = `${p.name} ${p.path}`;
    cssRow(
      label,
      await pageCss(siteUrl, ourHtml),
      floorHtml === null ? null : await pageCss(floor.url, floorHtml),
    );
    row(
      label,
      `initial JS, gzip (${ours.files.length}${floorJs ? ` / ${floorJs.files.length}` : ''} files)`,
      `${kb(ours.gzip)} kB`,
      floorJs ? `${kb(floorJs.gzip)} kB` : '',
      ratio(ours.gzip, floorJs?.gzip ?? null),
      compared.includes(p) ? `≤ ${BUDGETS.listingJsGzipKb} kB` : '',
      compared.includes(p) ? ours.gzip <= BUDGETS.listingJsGzipKb * 1000 : undefined,
    );
    row(label, 'hls.js in initial JS', ours.hls ? 'yes' : 'no', '', '', 'no', !ours.hls);
    if (p.name === 'home') {
      notes.push(
        `largest initial files of home: ${ours.files
          .slice(0, 8)
          .map((f) => `${f.path.replace('/assets/', '')} ${kb(f.gzip)}`)
          .join(', ')}`,
      );
    }
  }
  const videoLabel = `video ${video.path}`;
  const videoHtml = await html(`${siteUrl}${video.path}`);
  const videoJs = await initialJs(siteUrl, videoHtml);
  const hls = await hlsChunk(siteUrl, await reachableJs(siteUrl, videoHtml));
  const withoutHls = videoJs.files.filter((f) => f.path !== hls).reduce((n, f) => n + f.gzip, 0);
  cssRow(videoLabel, await pageCss(siteUrl, videoHtml), null);
  row(
    videoLabel,
    'initial JS without hls.js, gzip',
    `${kb(withoutHls)} kB`,
    '',
    '',
    `≤ ${BUDGETS.videoJsGzipKb} kB`,
    withoutHls <= BUDGETS.videoJsGzipKb * 1000,
  );
  row(
    videoLabel,
    'hls.js',
    hls ? `${hls.replace('/assets/', '')} (${videoJs.hls ? 'initial' : 'on demand'})` : 'not found',
    '',
    '',
    'loaded by the page',
    hls !== null,
  );

  // (b) Lighthouse, interleaved: ours, floor, ours, floor… on each page (a fresh tab each run).
  if (!skipLighthouse) {
    const { browser, port } = await launchForLighthouse();
    try {
      for (const p of [...compared, video]) {
        const withFloor = compared.includes(p);
        const ours: Scores[] = [];
        const floors: Scores[] = [];
        for (let i = 0; i < lighthouseRuns; i++) {
          ours.push(await lighthouseScores(`${siteUrl}${p.path}`, port));
          if (withFloor) floors.push(await lighthouseScores(`${floor.url}${p.path}`, port));
        }
        lighthouseRows(p, medianScores(ours), withFloor ? medianScores(floors) : null);
      }
      // (d) the observed first paint, ours and the page with its stylesheet linked, interleaved.
      for (const p of [...compared, video]) {
        const ours: ObservedPaints[] = [];
        const linked: ObservedPaints[] = [];
        for (let i = 0; i < paintRuns; i++) {
          ours.push(await observedPaints(browser, `${siteUrl}${p.path}`));
          linked.push(await observedPaints(browser, `${siteUrl}${p.path}`, withStylesheetLinked));
        }
        for (const [metric, key] of [
          ['first contentful paint', 'fcp'],
          ['largest contentful paint', 'lcp'],
        ] as const) {
          const a = median(ours.map((o) => o[key]));
          const b = median(linked.map((o) => o[key]));
          row(
            `${p.name} ${p.path}`,
            `${metric}, observed on a phone (slow 4G, CPU 4×; ${paintRuns} runs); floor column: stylesheet linked`,
            `${Math.round(a)} ms`,
            `${Math.round(b)} ms`,
            ratio(a, b),
          );
        }
      }
    } finally {
      await browser.close();
    }
  }

  // (c) server rendering on a warm server, one request at a time, ours then the floor's.
  for (const p of compared) {
    const ours = await ssrTimes(`${siteUrl}${p.path}`, ssrRequests, 50, site.pid);
    const floorT = await ssrTimes(`${floor.url}${p.path}`, ssrRequests, 50, floor.pid);
    const label = `${p.name} ${p.path}`;
    const ms = (n: number | null) => (n === null ? '?' : `${n.toFixed(1)} ms`);
    row(
      label,
      `SSR server CPU per request (${ssrRequests} sequential)`,
      ms(ours.cpuMsPerRequest),
      ms(floorT.cpuMsPerRequest),
      ratio(ours.cpuMsPerRequest, floorT.cpuMsPerRequest),
    );
    row(
      label,
      'SSR time p50 / p95',
      `${ours.p50.toFixed(1)} / ${ours.p95.toFixed(1)} ms`,
      `${floorT.p50.toFixed(1)} / ${floorT.p95.toFixed(1)} ms`,
      ratio(ours.p50, floorT.p50),
      `p50 ≤ ${BUDGETS.ssrP50Ms} ms`,
      ours.p50 <= BUDGETS.ssrP50Ms,
    );
  }
}

/** The rows of one page's Lighthouse runs: performance and TBT beside the floor's, then #11's categories. */
function lighthouseRows(p: Page, ours: MedianScores, floor: MedianScores | null) {
  const label = `${p.name} ${p.path}`;
  const runs = (s: MedianScores) => s.performanceRuns.join(', ');
  if (floor) {
    const least = Math.max(BUDGETS.performance, floor.performance - BUDGETS.pointsBelowFloor);
    row(
      label,
      `Lighthouse performance (runs ${runs(ours)} / ${runs(floor)})`,
      String(ours.performance),
      String(floor.performance),
      ratio(ours.performance, floor.performance),
      `≥ ${BUDGETS.performance}, ≥ floor − ${BUDGETS.pointsBelowFloor}`,
      ours.performance >= least,
    );
    row(
      label,
      'total blocking time',
      `${ours.tbtMs} ms`,
      `${floor.tbtMs} ms`,
      ratio(ours.tbtMs, floor.tbtMs),
    );
  } else {
    row(
      label,
      `Lighthouse performance (runs ${runs(ours)})`,
      String(ours.performance),
      '',
      '',
      `≥ ${BUDGETS.videoPerformance}`,
      ours.performance >= BUDGETS.videoPerformance,
    );
    row(
      label,
      'total blocking time',
      `${ours.tbtMs} ms`,
      '',
      '',
      `≤ ${BUDGETS.videoTbtMs} ms`,
      ours.tbtMs <= BUDGETS.videoTbtMs,
    );
  }
  row(
    label,
    'cumulative layout shift (the largest of the runs)',
    ours.cls.toFixed(3),
    floor ? floor.cls.toFixed(3) : '',
    '',
    `≤ ${BUDGETS.cls}`,
    ours.cls <= BUDGETS.cls,
  );
  const home = p.name === 'home';
  row(
    label,
    'elements in the DOM after the load',
    String(ours.domElements ?? 'unknown'),
    floor ? String(floor.domElements ?? 'unknown') : '',
    ratio(ours.domElements, floor?.domElements ?? null),
    home ? `≤ ${BUDGETS.homeElements}` : '',
    home ? ours.domElements !== null && ours.domElements <= BUDGETS.homeElements : undefined,
  );
  const others = [
    ['accessibility', ours.accessibility, floor?.accessibility, BUDGETS.accessibility, '='],
    ['SEO', ours.seo, floor?.seo, BUDGETS.seo, '='],
    ['best practices', ours.bestPractices, floor?.bestPractices, BUDGETS.bestPractices, '≥'],
  ] as const;
  for (const [metric, figure, floorFigure, budget, sign] of others) {
    row(
      label,
      `Lighthouse ${metric}`,
      String(figure),
      floorFigure === undefined ? '' : String(floorFigure),
      '',
      `${sign} ${budget}`,
      figure >= budget,
    );
  }
  if (ours.failing.length > 0) notes.push(`${label}: ${ours.failing.join('; ')}`);
}

function printTable() {
  const header: Row = ['page', 'metric', 'ours', 'floor', 'ours÷floor', 'budget', 'OK/MISS'];
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
