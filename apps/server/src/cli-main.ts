/**
 * The command line of the server (`node dist/cli.js …` in a build, `pnpm admin …` / `pnpm db:migrate` /
 * `pnpm db:status` from source), on DATABASE_URL's PostgreSQL, else the PGlite database in DATA_DIR (as
 * the server opens it; stop the server first, the embedded database is one process's):
 *
 *   db:migrate                                   apply the pending migrations (db/cli.ts)
 *   db:status                                    every migration: when applied, or pending
 *   make-admin <username>                        make a member an admin (moderation/cli.ts)
 *   set-role <username> <member|moderator|admin>  change a member's role
 *
 * The role commands migrate the database first (the first admin of a fresh install).
 */
import { loadConfig } from './config.js';
import { isDbCommand, runDbCommand } from './db/cli.js';
import { openDatabase, pgliteDirFor } from './db/database.js';
import { migrate } from './db/migrate.js';
import { ConfigError } from './lib/env-schema.js';
import { CliError, runCli } from './moderation/cli.js';

const USAGE = `usage: node dist/cli.js <command> (from source: pnpm admin <command>)
  db:migrate                                    apply the pending migrations
  db:status                                     every migration: when applied, or pending
  make-admin <username>                         make a member an admin
  set-role <username> <member|moderator|admin>  change a member's role`;

const ROLE_COMMANDS = ['make-admin', 'set-role'];

async function main(args: string[]): Promise<void> {
  const [command] = args;
  const dbCommand = isDbCommand(command) && args.length === 1 ? command : undefined;
  // A mistyped command opens nothing, so it migrates nothing.
  if (!dbCommand && !ROLE_COMMANDS.includes(command ?? '')) throw new CliError(USAGE);
  const config = loadConfig();
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: pgliteDirFor(config.dataDir),
  }).catch((error: Error) => {
    throw config.databaseUrl ? new ConfigError(error.message) : error;
  });
  try {
    if (dbCommand) console.log(await runDbCommand(db, dbCommand));
    else {
      await migrate(db);
      console.log(await runCli(db, args));
    }
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof CliError || error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
});
