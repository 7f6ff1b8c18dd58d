/**
 * The admin command (`pnpm admin …`, moderation/cli.ts): the staff roles from the command line. On
 * DATABASE_URL's PostgreSQL, else the PGlite database in DATA_DIR (as the server opens it); the database is
 * migrated first.
 */
import { loadConfig } from './config.js';
import { openDatabase, pgliteDirFor } from './db/database.js';
import { migrate } from './db/migrate.js';
import { CliError, runCli } from './moderation/cli.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirFor(config.dataDir) });
  try {
    await migrate(db);
    console.log(await runCli(db, process.argv.slice(2)));
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof CliError ? error.message : error);
  process.exitCode = 1;
});
