// `pnpm bench`: throughput of the videos2 list call on the embedded database with demo content.
// Bounded: one loopback server, 5 seconds, 10 connections.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LIFETIME, paths, videoListParamsSchema } from '@site/api';
import autocannon from 'autocannon';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { seedIfEmpty } from '../src/seed/seed.js';

const dataDir = mkdtempSync(join(tmpdir(), 'site-bench-'));
const db = await openDatabase({ pgliteDir: 'memory://' });
await migrate(db);
await seedIfEmpty(db, { mediaDir: join(dataDir, 'media') });
const app = await buildApp({ db, dataDir });
const address = await app.listen({ port: 0, host: '127.0.0.1' });

for (const sort of ['latest-updates', 'most-popular'] as const) {
  const path = paths.videos2(LIFETIME.videoList, videoListParamsSchema.parse({ sort }));
  const result = await autocannon({ url: address + path, connections: 10, duration: 5 });
  console.log(
    `videos2 ${sort}: ${Math.round(result.requests.average)} req/s, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors + result.non2xx}`,
  );
}

await app.close();
await db.destroy();
rmSync(dataDir, { recursive: true, force: true });
