// `pnpm --filter @site/server bulk -- --videos 1000000`: fills a database with the demo content, then grows
// it to that many videos with their relations (src/seed/bulk.ts), on PostgreSQL (DATABASE_URL) or on the
// embedded PGlite (DATA_DIR/pglite). The database must be empty, or `--reset` empties it first (every row
// of every table of the data model: meant for a database of its own, e.g. `createdb bench`).
//
//   --videos N      videos in total (default 1000000)
//   --members N     members in total (default videos / 10)
//   --models N      models in total (default videos / 100)
//   --channels N    channels in total (default videos / 1000)
//   --comments X    share of public videos with 1 to 5 comments (default 0.1)
//   --reset         empty the database first
//   --finish        only the steps after the load (counters, VACUUM ANALYZE), for an interrupted one
import { join } from 'node:path';
import { sql } from 'kysely';
import { z } from 'zod';
import { loadConfig } from '../src/config.js';
import { openDatabase, pgliteDirFor } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { ConfigError } from '../src/lib/env-schema.js';
import { bulkLoad, finishBulk } from '../src/seed/bulk.js';
import { DATA_TABLES, seedIfEmpty } from '../src/seed/seed.js';

const argsSchema = z
  .object({
    videos: z.coerce.number().int().min(1_000).max(10_000_000).default(1_000_000),
    members: z.coerce.number().int().min(100).max(10_000_000).optional(),
    models: z.coerce.number().int().min(200).max(1_000_000).optional(),
    channels: z.coerce.number().int().min(30).max(100_000).optional(),
    comments: z.coerce.number().min(0).max(1).default(0.1),
    chunk: z.coerce.number().int().min(1_000).max(1_000_000).default(250_000),
    reset: z.boolean().default(false),
    finish: z.boolean().default(false),
  })
  .strict();

/** `--key value` and `--flag` pairs (a bare `--`, as pnpm may pass it, is skipped). */
function parseArgs(argv: string[]): Record<string, string | boolean> {
  const out: Record<string, string | boolean> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--') continue;
    if (!arg.startsWith('--')) throw new ConfigError(`Unexpected argument: ${arg}`);
    const key = arg.slice(2);
    const value = argv[i + 1];
    if (key === 'reset' || key === 'finish') out[key] = true;
    else if (value === undefined || value.startsWith('--')) throw new ConfigError(`--${key} needs a value`);
    else {
      out[key] = value;
      i++;
    }
  }
  return out;
}

async function main() {
  const parsed = argsSchema.safeParse(parseArgs(process.argv.slice(2)));
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => `--${i.path.join('.') || '?'}: ${i.message}`).join('\n'),
    );
  }
  const args = parsed.data;
  const config = loadConfig();
  const engine = config.databaseUrl ? 'postgresql' : 'pglite';
  const db = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirFor(config.dataDir) });
  try {
    console.log(
      engine === 'postgresql'
        ? 'Bulk load into PostgreSQL (DATABASE_URL)'
        : `Bulk load into PGlite in ${pgliteDirFor(config.dataDir)}`,
    );
    await migrate(db);
    if (args.finish) {
      const started = Date.now();
      await finishBulk(db, (line) => console.log(line));
      console.log(`Finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      return;
    }
    const existing = await sql<{ n: number }>`select count(*)::int as n from videos`.execute(db);
    if ((existing.rows[0]?.n ?? 0) > 0) {
      if (!args.reset) {
        throw new ConfigError(
          `The database holds ${existing.rows[0]?.n} videos: pass --reset to empty it first (a database of its own).`,
        );
      }
      console.log('Emptying every table (--reset)');
      await sql`truncate table ${sql.join(DATA_TABLES.map((t) => sql.table(t)))} restart identity cascade`.execute(
        db,
      );
    }
    const started = Date.now();
    const seeded = await seedIfEmpty(db, { mediaDir: join(config.dataDir, 'media') });
    console.log(
      `  demo content (${seeded?.videos ?? 0} videos, images)  ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const report = await bulkLoad(db, {
      videos: args.videos,
      members: args.members,
      models: args.models,
      channels: args.channels,
      commentShare: args.comments,
      chunk: args.chunk,
      engine,
      log: (line) => console.log(line),
    });
    const total = (Date.now() - started) / 1000;
    console.log(
      `Loaded in ${total.toFixed(1)} s (${engine}): ${Object.entries(report.counts)
        .map(([table, n]) => `${table} ${n.toLocaleString('en')}`)
        .join(', ')}`,
    );
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('The bulk load failed:', error);
  process.exit(1);
});
