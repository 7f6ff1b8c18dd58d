// `pnpm bench:api`: the read API under a fixed load, against the bulk-loaded database (`bulk` first).
//
// The server runs in a child process (bench/server.ts) on the database of the environment: PostgreSQL when
// DATABASE_URL is set, else (or with --pglite / BENCH_ENGINE=pglite) PGlite in DATA_DIR/pglite or
// BENCH_PGLITE_DIR. Each endpoint gets a warm-up, then a fixed request rate for a few seconds, cycling
// through thousands of different paths (ids, pages, filters, queries drawn from the database), so neither
// the database's caches nor the server's memos see one hot path. The load is open: requests arrive at the
// rate whatever the answers before them, at random moments as independent visitors do (`--load`). The
// table shows the rate achieved, latency percentiles, failures, and the targets next to the figures.
// Nothing is asserted: an endpoint that is not there yet (404/400) is reported as such and skipped.
//
//   --pglite           PGlite instead of DATABASE_URL
//   --rate N           requests per second (default 500, the rate of the targets)
//   --seconds N        measured seconds per endpoint (default 10)
//   --warmup N         warm-up seconds per endpoint (default 3)
//   --connections N    autocannon's connections (default 50)
//   --only a,b         only these endpoints (home, category, models, search, suggest, video)
//   --load X           how requests arrive (see `openLoad` and `autocannonLoad` below): `poisson` (default,
//                      at random moments, as independent visitors arrive), `even` (evenly spaced) or
//                      `autocannon` (its overallRate: bursts of `connections` requests at each second's start)
//   --encoding X       the Accept-Encoding the load sends (default Chromium's `gzip, deflate, br, zstd`:
//                      the answers go out compressed, as to visitors); `none` sends no such header
//   --repeat N         measured runs per endpoint, back to back after its warm-up (default 1): the table shows
//                      the median run by the target's percentile, and that percentile of every run beside it
//                      (on a shared machine one run can differ from the next by ten times)
//   --node-flags "…"   Node options of the bench server, for a look inside it (`--cpu-prof --cpu-prof-dir=D`,
//                      `--trace-gc`; its lines are printed as `[server] …`)
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import { createInterface } from 'node:readline';
import { gzipSync } from 'node:zlib';
import { callUrl, MODEL_SORTS, VIDEO_SORTS } from '@site/api';
import autocannon from 'autocannon';
import { type RawBuilder, sql } from 'kysely';
import { z } from 'zod';
import { loadConfig } from '../src/config.js';
import { openDatabase, pgliteDirFor } from '../src/db/database.js';
import { createRandom, type Random } from '../src/seed/random.js';

const argsSchema = z.object({
  pglite: z.boolean().default(false),
  load: z.enum(['poisson', 'even', 'autocannon']).default('poisson'),
  rate: z.coerce.number().int().min(1).max(100_000).default(500),
  seconds: z.coerce.number().int().min(1).max(300).default(10),
  warmup: z.coerce.number().int().min(0).max(120).default(3),
  connections: z.coerce.number().int().min(1).max(1000).default(50),
  only: z
    .string()
    .regex(/^[a-z,]+$/)
    .optional(),
  encoding: z
    .string()
    .regex(/^[a-z0-9,;=. ]+$/)
    .default('gzip, deflate, br, zstd'),
  repeat: z.coerce.number().int().min(1).max(20).default(1),
  'node-flags': z
    .string()
    .regex(/^$|^--[a-z][a-z0-9-]*(=\S+)?(\s+--[a-z][a-z0-9-]*(=\S+)?)*$/)
    .default(''),
});

function parseArgs(argv: string[]) {
  const out: Record<string, string | boolean> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--') continue;
    const key = arg.replace(/^--/, '');
    if (key === 'pglite') out[key] = true;
    else out[key] = argv[++i] ?? '';
  }
  return argsSchema.parse(out);
}

const args = parseArgs(process.argv.slice(2));
const config = loadConfig();
const engine: 'postgresql' | 'pglite' =
  args.pglite || process.env.BENCH_ENGINE === 'pglite' || !config.databaseUrl ? 'pglite' : 'postgresql';
const pgliteDir = process.env.BENCH_PGLITE_DIR || pgliteDirFor(config.dataDir);
/** The headers of every request of the load: the Accept-Encoding a browser sends, unless `--encoding none`. */
const loadHeaders: Record<string, string> =
  args.encoding === 'none' ? {} : { 'accept-encoding': args.encoding };

interface Endpoint {
  key: string;
  name: string;
  target: string;
  /** The percentile the target is on, and its bound in ms. */
  check: { p: 'p95' | 'p99'; ms: number };
  paths: string[];
}

/** What the database holds, for paths that hit real rows. Read before the server opens the database. */
async function sampleData() {
  const db = await openDatabase({
    databaseUrl: engine === 'postgresql' ? config.databaseUrl : undefined,
    pgliteDir,
  });
  try {
    const one = async <T>(q: RawBuilder<T>) => (await q.execute(db)).rows;
    const [{ n, lo, hi } = { n: 0, lo: 0, hi: 0 }] = await one(
      sql<{
        n: number;
        lo: number;
        hi: number;
      }>`select count(*)::int as n, min(video_id)::int as lo, max(video_id)::int as hi from videos`,
    );
    // About 12,000 public videos of the main site, spread over the whole id range.
    const share = Math.max(1, Math.min(1024, Math.ceil((12_000 / Math.max(n, 1)) * 1024)));
    const videos = await one(
      sql<{ id: number }>`select video_id as id from videos
        where status_id = 1 and is_private = 0 and gender = 'str'
          and (hashint8extended(video_id::int8, 7::int8) & 1023) < ${share}::int limit 12000`,
    );
    const categories = await one(sql<{ dir: string }>`select dir from categories order by category_id`);
    const keywords = await one(
      sql<{
        k: string;
      }>`select keyword as k from keywords where gender = 'str' order by weight desc, keyword_id limit 1000`,
    );
    const models = await one(
      sql<{
        t: string;
      }>`select title as t from models where gender = 'str' order by model_viewed desc, model_id limit 500`,
    );
    const countries = await one(
      sql<{ c: string }>`select country as c from models where gender = 'str' and country is not null
        group by country order by count(*) desc limit 30`,
    );
    // What the figures depend on besides the code: the server's version, its buffer cache and whether that
    // sits in huge pages (the status from PostgreSQL 17, the setting before: `try` falls back to small pages
    // when the host reserved none), and whether the bench reaches it over TCP or its socket (no client
    // address).
    const [conditions] =
      engine === 'postgresql'
        ? await one(
            sql<{ conditions: string }>`select concat_ws(', ', split_part(version(), ' ', 2),
        'shared_buffers ' || current_setting('shared_buffers'),
        'huge_pages ' || coalesce(current_setting('huge_pages_status', true), current_setting('huge_pages')),
        case when inet_client_addr() is null then 'socket' else 'TCP' end) as conditions`,
          )
        : [];
    return {
      videoCount: n,
      idRange: [lo, hi] as const,
      videos: videos.map((r) => r.id),
      categories: categories.map((r) => r.dir),
      keywords: keywords.map((r) => r.k),
      models: models.map((r) => r.t),
      countries: countries.map((r) => r.c),
      conditions: conditions?.conditions ?? '',
    };
  } finally {
    await db.destroy();
  }
}
type Sample = Awaited<ReturnType<typeof sampleData>>;

/** A page number, mostly the first few, sometimes deep. */
const pageOf = (r: Random, deep: number) =>
  r.chance(0.6) ? r.int(1, 5) : r.chance(0.75) ? r.int(6, 30) : r.int(31, deep);

function endpoints(s: Sample, r: Random, count: number): Endpoint[] {
  const list = <T>(make: () => T) => Array.from({ length: count }, make);
  const listTarget = { target: 'p99 ≤ 25 ms', check: { p: 'p99', ms: 25 } } as const;
  return [
    {
      key: 'home',
      name: 'home list (videos2 all latest-updates)',
      ...listTarget,
      paths: list(() => callUrl('videos.list', { page: pageOf(r, 200) })),
    },
    {
      key: 'category',
      name: 'category list + filters',
      ...listTarget,
      paths: list(() => {
        const sort = r.pick(VIDEO_SORTS);
        return callUrl('videos.list', {
          section: 'category',
          object_id: r.pick(s.categories.length > 0 ? s.categories : ['forests']),
          sort,
          type: r.chance(0.3) ? 'hd' : r.chance(0.1) ? 'vr' : 'all',
          duration: r.pick(['all', 'all', '1', '2', '3'] as const),
          date:
            sort === 'most-popular' || sort === 'top-rated'
              ? r.pick(['all', 'week', 'month'] as const)
              : 'all',
          page: pageOf(r, 50),
        });
      }),
    },
    {
      key: 'models',
      name: 'model list + filters',
      ...listTarget,
      paths: list(() => {
        const filters: Record<string, string> = {};
        const options: [string, () => string][] = [
          ['race', () => r.pick(['asian', 'caucasian', 'ebony', 'latin'])],
          ['age', () => String(r.int(1, 4))],
          ['hair_color', () => String(r.int(1, 5))],
          ['tits_size', () => r.pick(['huge', 'big', 'medium', 'small'])],
          ['height', () => String(r.int(1, 4))],
          ['weight', () => String(r.int(1, 4))],
          ['tattoo', () => String(r.int(1, 2))],
          ['piercing', () => String(r.int(1, 2))],
          ['letter', () => r.pick('abcdefghijklmnopqrstuvwxyz'.split(''))],
          ['country', () => r.pick(s.countries.length > 0 ? s.countries : ['us'])],
        ];
        for (const [key, value] of r.sample(options, r.int(1, 2))) filters[key] = value();
        return callUrl('models.list', {
          ...filters,
          sort: r.pick(MODEL_SORTS),
          page: r.chance(0.8) ? 1 : r.int(2, 4),
        });
      }),
    },
    {
      key: 'search',
      name: 'search (videos2.php?s=)',
      target: 'p95 ≤ 50 ms',
      check: { p: 'p95', ms: 50 },
      paths: list(() => {
        const words = s.keywords.length > 0 ? s.keywords : ['forest'];
        const term = r.chance(0.6)
          ? r.pick(words)
          : r.chance(0.6)
            ? `${r.pick(words)} ${r.pick(words).split(' ')[0]}`
            : r.pick(s.models.length > 0 ? s.models : words);
        const q = term.length >= 3 ? term : `${term} forest`;
        return callUrl('videos.search', { s: q, page: r.chance(0.85) ? 1 : r.int(2, 5) });
      }),
    },
    {
      key: 'suggest',
      name: 'suggestions (suggester.php?q=)',
      target: 'p95 ≤ 20 ms',
      check: { p: 'p95', ms: 20 },
      paths: list(() => {
        const source = r.chance(0.7) ? s.keywords : s.models;
        const word = r.pick(source.length > 0 ? source : ['forest']);
        return callUrl('suggester.query', { q: word.slice(0, Math.min(word.length, r.int(2, 8))) });
      }),
    },
    {
      key: 'video',
      name: 'video detail',
      ...listTarget,
      paths: list(() =>
        callUrl('videos.get', {
          video_id: s.videos.length > 0 ? r.pick(s.videos) : r.int(s.idRange[0], s.idRange[1]),
        }),
      ),
    },
  ];
}

/** Starts bench/server.ts and resolves with its port. */
/** The server's counters: CPU time so far (µs) and the response cache's hits and misses. */
interface Counters {
  cpu: number;
  hits: number;
  misses: number;
}

async function startServer(
  search: boolean,
): Promise<{ child: ChildProcess; port: number; cpu: () => Promise<Counters> }> {
  const flags = args['node-flags'].split(/\s+/).filter(Boolean);
  const child = spawn(
    process.execPath,
    [...flags, '--conditions=@site/source', '--import', 'tsx', 'bench/server.ts'],
    {
      cwd: new URL('..', import.meta.url).pathname,
      env: {
        ...process.env,
        BENCH_ENGINE: engine,
        BENCH_PGLITE_DIR: pgliteDir,
        // The title index (a minute's read at a million videos) only where search is measured.
        BENCH_SEARCH: search ? '1' : '0',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const waiting: ((counters: Counters) => void)[] = [];
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the bench server exited (${code}) before it was ready`)));
    lines.on('line', (line) => {
      const ready = /^READY (\d+)$/.exec(line);
      const cpu = /^CPU (\d+) (\d+) (\d+)$/.exec(line);
      if (ready) resolve(Number(ready[1]));
      else if (cpu) waiting.shift()?.({ cpu: Number(cpu[1]), hits: Number(cpu[2]), misses: Number(cpu[3]) });
      else console.log(`[server] ${line}`);
    });
  });
  /** The server's counters so far. */
  const cpu = () =>
    new Promise<Counters>((resolve) => {
      waiting.push(resolve);
      child.kill('SIGUSR2');
    });
  return { child, port, cpu };
}

interface Run {
  rate: number;
  p50: number;
  p95: number;
  p99: number;
  failures: number;
  statuses: Map<number, number>;
  errors: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number);

/**
 * An open-loop load: `rate × seconds` requests, each sent when it is due whatever the answers before it, on
 * keep-alive sockets, its latency counted from when it was due (a client falling behind is counted, not
 * hidden). `poisson`: the moments are random, as independent visitors arrive (exponential gaps of mean
 * 1 / rate, seeded: every run sends at the same moments); `even`: evenly spaced, 1 / rate apart.
 */
async function openLoad(
  url: string,
  list: string[],
  seconds: number,
  arrivals: 'poisson' | 'even',
): Promise<Run> {
  const { hostname, port } = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const total = args.rate * seconds;
  const gaps = createRandom(0x9a55);
  // When each request is due, in ms after the start.
  const dueAt = new Float64Array(total);
  for (let i = 1; i < total; i++) {
    const gap = arrivals === 'even' ? 1 : -Math.log(1 - gaps.next());
    dueAt[i] = (dueAt[i - 1] as number) + (gap * 1000) / args.rate;
  }
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let errors = 0;
  let dropped = 0;
  let inflight = 0;
  let sent = 0;
  let settled = 0;
  const start = performance.now() + 10;
  await new Promise<void>((resolve) => {
    const settle = () => {
      settled++;
      if (settled === total) resolve();
    };
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + (dueAt[sent] as number) <= now) {
        const due = start + (dueAt[sent] as number);
        const path = list[sent % list.length] as string;
        sent++;
        // A server that cannot keep up would pile up requests without bound: past the cap, a request
        // is not sent and counts as an error (dropped).
        if (inflight >= MAX_INFLIGHT) {
          dropped++;
          settle();
          continue;
        }
        inflight++;
        let done = false;
        const finish = (latency: number | null, status: number | null) => {
          if (done) return;
          done = true;
          inflight--;
          if (latency === null) errors++;
          else latencies.push(latency);
          if (status !== null) statuses.set(status, (statuses.get(status) ?? 0) + 1);
          settle();
        };
        const req = http.get(
          { hostname, port, path, agent, headers: loadHeaders, timeout: 10_000 },
          (res) => {
            res.resume();
            res.on('end', () => finish(performance.now() - due, res.statusCode ?? 0));
            res.on('error', () => finish(null, null));
          },
        );
        req.on('timeout', () => req.destroy(new Error('timeout')));
        req.on('error', () => finish(null, null));
      }
      if (sent < total) setTimeout(tick, Math.max(0, start + (dueAt[sent] as number) - performance.now()));
    };
    tick();
  });
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const elapsed = (performance.now() - start) / 1000;
  const non2xx = [...statuses].filter(([st]) => st < 200 || st >= 300).reduce((n, [, c]) => n + c, 0);
  return {
    rate: latencies.length / Math.max(elapsed, seconds),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    failures: non2xx + errors + dropped,
    statuses,
    errors: errors + dropped,
  };
}

/** A measured run with the server's counters before and after it. */
type Measured = Run & { before: Counters; after: Counters };

/** Requests in flight at most in the open load. */
const MAX_INFLIGHT = 256;

/** A GET that gives up after `ms` (status 0 then), for the probes and the one-at-a-time requests. */
async function get(url: string, ms = 30_000): Promise<{ status: number; text: string }> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(ms) });
    return { status: res.status, text: await res.text() };
  } catch (error) {
    return {
      status: 0,
      text: (error as Error).name === 'TimeoutError' ? 'timeout' : (error as Error).message,
    };
  }
}

/** Waits until the server answers /healthz quickly again (it may still be working off a backlog). */
async function drain(url: string): Promise<void> {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    const t = performance.now();
    const res = await get(`${url}/healthz`, 10_000);
    if (res.status === 200 && performance.now() - t < 50) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** One run of the chosen load generator. */
const load = (url: string, list: string[], seconds: number) =>
  args.load === 'autocannon' ? autocannonLoad(url, list, seconds) : openLoad(url, list, seconds, args.load);

/**
 * One autocannon run at the fixed rate, cycling through the paths; latencies collected per response.
 * autocannon's overallRate is a per-connection quota reset every second: each connection sends its share
 * back to back at the start of the second, so the server sees bursts of `connections` requests at once,
 * then nothing, and every request of a burst waits for those before it.
 */
async function autocannonLoad(url: string, list: string[], seconds: number): Promise<Run> {
  let next = 0;
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let done: (result: autocannon.Result) => void = () => {};
  let failed: (error: unknown) => void = () => {};
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    done = resolve;
    failed = reject;
  });
  const instance = autocannon(
    {
      url,
      connections: args.connections,
      overallRate: args.rate,
      duration: seconds,
      headers: loadHeaders,
      requests: [
        {
          method: 'GET',
          setupRequest: (req) => ({ ...req, path: list[next++ % list.length] as string }),
        },
      ],
    },
    (error, result) => (error ? failed(error) : done(result)),
  );
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime);
    statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
  });
  const result = await finished;
  latencies.sort((a, b) => a - b);
  return {
    rate: result.requests.total / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    failures: result.non2xx + result.errors + result.timeouts,
    statuses,
    errors: result.errors + result.timeouts,
  };
}

const ms = (n: number) => (Number.isNaN(n) ? '–' : n < 10 ? n.toFixed(1) : n.toFixed(0));

async function main() {
  console.log(
    `bench:api on ${engine === 'postgresql' ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${pgliteDir})`}`,
  );
  const started = Date.now();
  const sample = await sampleData();
  console.log(
    `  ${sample.videoCount.toLocaleString('en')} videos (${sample.videos.length.toLocaleString('en')} sampled), ${sample.categories.length} categories, ${sample.keywords.length} keywords, sampled in ${Date.now() - started} ms`,
  );
  if (sample.videoCount < 100_000) {
    console.log('  (not the bulk database: run `pnpm --filter @site/server bulk -- --videos 1000000` first)');
  }
  const total = args.rate * (args.seconds + args.warmup);
  const all = endpoints(sample, createRandom(0xbe7c4), Math.min(20_000, total));
  const chosen = args.only ? all.filter((e) => args.only?.split(',').includes(e.key)) : all;

  const { child, port, cpu } = await startServer(chosen.some((e) => e.key === 'search'));
  const url = `http://127.0.0.1:${port}`;
  const rows: string[][] = [];
  let listSize = '';
  try {
    // The JSON size of a 60-video list (the home page).
    const home = await get(`${url}${callUrl('videos.list')}`);
    const body = Buffer.from(home.text);
    listSize =
      home.status === 200
        ? `${(body.length / 1000).toFixed(1)} kB (gzip ${(gzipSync(body).length / 1000).toFixed(1)} kB), target < 30 kB: ${body.length < 30_000 ? 'OK' : 'MISS'}`
        : `HTTP ${home.status}`;

    for (const e of chosen) {
      // A probe: an endpoint that answers no 2xx on any of a few paths is not there (yet).
      await drain(url);
      const probes = await Promise.all(
        e.paths.slice(0, 5).map(async (p) => {
          const res = await get(`${url}${p}`);
          return {
            status: res.status,
            code: res.status === 0 ? res.text : /"code":"([a-z_]+)"/.exec(res.text)?.[1],
          };
        }),
      );
      if (!probes.some((p) => p.status >= 200 && p.status < 300)) {
        const what = probes.map((p) => `${p.status}${p.code ? ` ${p.code}` : ''}`);
        rows.push([
          e.name,
          '–',
          '–',
          '–',
          '–',
          '–',
          '–',
          `not served: ${[...new Set(what)].join(', ')}`,
          e.target,
          'SKIP',
          '',
        ]);
        console.log(`  ${e.name}: not served (${[...new Set(what)].join(', ')}), skipped`);
        continue;
      }
      // Unloaded: one request at a time, the database's time for one answer without queueing.
      const single: number[] = [];
      for (const p of e.paths.slice(-20)) {
        const t = performance.now();
        await get(`${url}${p}`);
        single.push(performance.now() - t);
      }
      single.sort((x, y) => x - y);
      process.stdout.write(
        `  ${e.name}: one at a time p50 ${ms(percentile(single, 50))} ms; warm-up ${args.warmup} s, `,
      );
      // Warm-up on other paths than the measured ones where there are enough (the tail of the list).
      const tail = e.paths.slice(args.rate * args.seconds);
      if (args.warmup > 0) await load(url, tail.length > 0 ? tail : e.paths, args.warmup);
      process.stdout.write(`${args.seconds} s at ${args.rate} req/s`);
      const runs: Measured[] = [];
      for (let i = 0; i < args.repeat; i++) {
        await drain(url);
        const before = await cpu();
        const run = await load(url, e.paths, args.seconds);
        const after = await cpu();
        runs.push({ ...run, before, after });
        process.stdout.write(args.repeat > 1 ? ` ${e.check.p} ${ms(run[e.check.p])}` : '');
      }
      // The median run by the target's percentile, the slower middle one of an even count (a run with failures
      // counts as the slowest).
      const slowness = (r: Run) => (r.failures > 0 ? Number.POSITIVE_INFINITY : r[e.check.p]);
      const ranked = [...runs].sort((a, b) => slowness(a) - slowness(b));
      const { before, after, ...run } = ranked[Math.ceil((ranked.length - 1) / 2)] as Measured;
      const cpuPerRequest = (after.cpu - before.cpu) / 1000 / Math.max(1, run.rate * args.seconds);
      const lookups = after.hits - before.hits + (after.misses - before.misses);
      const hitShare = lookups > 0 ? `${Math.round(((after.hits - before.hits) / lookups) * 100)} %` : '–';
      const bad = [...run.statuses].filter(([status]) => status < 200 || status >= 300);
      const failures =
        run.failures === 0
          ? '0'
          : `${run.failures} (${[...bad.map(([st, c]) => `${st}×${c}`), ...(run.errors ? [`errors×${run.errors}`] : [])].join(', ')})`;
      const value = run[e.check.p];
      const verdict =
        run.failures > 0 || run.rate < args.rate * 0.95 ? 'MISS' : value <= e.check.ms ? 'OK' : 'MISS';
      rows.push([
        e.name,
        ms(percentile(single, 50)),
        run.rate * args.seconds >= 1 ? cpuPerRequest.toFixed(2) : '–',
        hitShare,
        run.rate.toFixed(0),
        ms(run.p50),
        ms(run.p95),
        ms(run.p99),
        failures,
        e.target,
        verdict,
        runs.map((r) => `${ms(r[e.check.p])}${r.failures > 0 ? '!' : ''}`).join(' '),
      ]);
      console.log(`… p95 ${ms(run.p95)} ms`);
    }
  } finally {
    child.kill('SIGTERM');
    await once(child, 'exit').catch(() => undefined);
  }

  const header = [
    'endpoint',
    '1-by-1 ms',
    'CPU ms/req',
    'cache hits',
    'req/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'errors / non-2xx',
    'target',
    '',
    'each run',
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i >= 1 && i <= 7 ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
      .join('  ');
  console.log('');
  console.log(
    `${engine === 'postgresql' ? `PostgreSQL ${sample.conditions}` : 'PGlite'}, ${sample.videoCount.toLocaleString('en')} videos, ${args.rate} req/s for ${args.seconds} s each (after ${args.warmup} s warm-up${args.repeat > 1 ? `, ${args.repeat} runs` : ''}), ${args.load === 'autocannon' ? `autocannon overallRate, ${args.connections} connections` : args.load === 'even' ? 'open load, evenly spaced' : 'open load, Poisson arrivals'}, Accept-Encoding: ${args.encoding}`,
  );
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
  console.log(`60-video list JSON: ${listSize}`);
  console.log(
    `1-by-1: median of 20 sequential requests before the load (no queueing). CPU ms/req: the server process (Node, not the database) per answered request under the load. Cache hits: the share of the measured requests the origin answered from its response cache (RESPONSE_CACHE_SECONDS, default 10; 0 turns it off).${args.repeat > 1 ? " The figures are the median run by the target's percentile; each run: that percentile of every run, in order (! marks a run with failures)." : ''}`,
  );
}

main().catch((error: unknown) => {
  console.error('bench:api failed:', error);
  process.exit(1);
});
