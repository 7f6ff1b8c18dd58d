import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase, pgliteDirFor } from './db/database.js';
import { migrate } from './db/migrate.js';
import { seedIfEmpty } from './seed/seed.js';
import { webBuildExists } from './web/mount.js';

async function main() {
  const config = loadConfig();
  mkdirSync(join(config.dataDir, 'media'), { recursive: true });
  const db = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirFor(config.dataDir) });
  const applied = await migrate(db);
  if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);
  if (config.seed) {
    const started = Date.now();
    if (await seedIfEmpty(db, { mediaDir: join(config.dataDir, 'media') })) {
      console.log(`Filled the empty database with demo content in ${Date.now() - started} ms`);
    }
  }
  const web = webBuildExists(config.webBuildDir);
  if (!web) console.log(`No site build at ${config.webBuildDir}: serving the API and media only.`);
  const app = await buildApp({
    db,
    dataDir: config.dataDir,
    webBuildDir: web ? config.webBuildDir : undefined,
    logLevel: config.logLevel,
  });
  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '127.0.0.1' || config.host === '0.0.0.0' ? 'localhost' : config.host;
  console.log(`Site ready on http://${shown}:${config.port}`);

  const stop = async () => {
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
