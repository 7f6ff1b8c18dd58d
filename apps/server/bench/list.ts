// `pnpm bench`: throughput of the videos2 list call, the site's hottest read, on the embedded database
// (PGlite in memory) with the demo content. Bounded: one loopback server, 10 connections, 5 seconds, cycling
// through the five sorts and a filtered page. BENCH_SECONDS and BENCH_CONNECTIONS override the bounds.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { callUrl, VIDEO_SORTS, type VideoListParamsInput } from '@site/api';
import autocannon from 'autocannon';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { seedIfEmpty } from '../src/seed/seed.js';

const seconds = Math.min(Number(process.env.BENCH_SECONDS) || 5, 60);
const connections = Math.min(Number(process.env.BENCH_CONNECTIONS) || 10, 100);

const dataDir = mkdtempSync(join(tmpdir(), 'site-bench-'));
const started = Date.now();
const db = await openDatabase({ pgliteDir: 'memory://' });
await migrate(db);
const seeded = await seedIfEmpty(db, { mediaDir: join(dataDir, 'media'), thumbnails: false });
console.log(`PGlite in memory, ${seeded?.videos ?? 0} demo videos, ready in ${Date.now() - started} ms`);

const app = await buildApp({ db, dataDir });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
try {
  const variants: VideoListParamsInput[] = [
    ...VIDEO_SORTS.map((sort) => ({ sort })),
    { sort: 'most-popular', type: 'hd', duration: '2', page: 2 },
  ];
  const requests = variants.map((p) => ({
    method: 'GET' as const,
    path: callUrl('videos.list', p),
  }));
  const result = await autocannon({ url: address, connections, duration: seconds, requests });
  const failures = result.errors + result.timeouts + result.non2xx;
  console.log(
    [
      `videos2 (${requests.length} paths, page of 60, ${connections} connections, ${seconds} s):`,
      `  requests/s  ${Math.round(result.requests.average)} (total ${result.requests.total})`,
      `  latency     p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
      `  throughput  ${(result.throughput.average / 1_048_576).toFixed(1)} MiB/s`,
      `  failures    ${failures}`,
    ].join('\n'),
  );
  if (failures > 0) process.exitCode = 1;
} finally {
  await app.close();
  await db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
}
