// The API server of `bench:api`, in a process of its own so that the load generator does not share its event
// loop: the database of the environment (DATABASE_URL, else PGlite in DATA_DIR, or BENCH_PGLITE_DIR), no
// seeding, no pages, no logs; listens on a free loopback port and prints `READY <port>`, and `CPU <µs>` (its
// CPU time so far) on SIGUSR2.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, pgliteDirFor } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { refreshListingCounts } from '../src/videos/listing-counts.js';

const config = loadConfig();
const pglite = process.env.BENCH_ENGINE === 'pglite';
const db = await openDatabase({
  databaseUrl: pglite ? undefined : config.databaseUrl,
  pgliteDir: process.env.BENCH_PGLITE_DIR || pgliteDirFor(config.dataDir),
  poolSize: config.databasePoolSize,
});
await migrate(db);
// As the server does at start (main.ts): the totals of filtered listings, counted once.
await refreshListingCounts(db);
const app = await buildApp({
  db,
  dataDir: config.dataDir,
  responseCache: { ttlMs: config.responseCacheSeconds * 1000 },
  cardCacheMs: config.responseCacheSeconds * 1000,
});
// The title index of search, read before the load as a server that has been up for a while has it (when
// search is measured: BENCH_SEARCH, set by bench/api.ts).
if (process.env.BENCH_SEARCH !== '0') {
  // What a serving process feels when it reads the index again (hourly): its CPU, and the longest its
  // requests would wait on the event loop meanwhile.
  const reading = performance.now();
  const cpu = process.cpuUsage();
  const stalls = monitorEventLoopDelay({ resolution: 5 });
  stalls.enable();
  await app.titleIndex.get();
  stalls.disable();
  const used = process.cpuUsage(cpu);
  console.log(
    `title index read in ${((performance.now() - reading) / 1000).toFixed(1)} s: ${((used.user + used.system) / 1e6).toFixed(1)} s of CPU, longest event-loop stall ${(stalls.max / 1e6).toFixed(0)} ms`,
  );
}
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`READY ${typeof address === 'object' && address ? address.port : 0}`);

const stop = async () => {
  await app.close();
  await db.destroy();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
// The bench asks for the CPU time spent so far (µs), to show the server's cost per request.
process.on('SIGUSR2', () => {
  const { user, system } = process.cpuUsage();
  const cache = app.responseCacheStats();
  console.log(`CPU ${user + system} ${cache.hits} ${cache.misses}`);
});
process.once('SIGINT', () => void stop());
