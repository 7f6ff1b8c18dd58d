// Backup and restore as apps/server/README.md (Backups) tells them: PGlite's folder copied while no process
// has it open; PostgreSQL's pg_dump -Fc and pg_restore. Each restored database is one the app works on.
import { execFile, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../moderation/cli.js';
import { coveredByPgliteRun, postgresUrl } from '../testing-processes.js';
import { databaseUrl, TEST_PREFIX, withClient } from '../testing-setup.js';
import { type Db, openDatabase, pgliteDirFor } from './database.js';
import { migrate } from './migrate.js';
import { DatabaseInUseError } from './pglite-lock.js';

const run = promisify(execFile);

/** A migrated database's content: a member made admin from the command line (an audited change). */
async function fill(db: Db): Promise<void> {
  await migrate(db);
  await db.insertInto('members').values({ username: 'Founder' }).execute();
  await runCli(db, ['make-admin', 'Founder']);
}

/** What a restored database must answer: the member, its role and audit line, nothing left to migrate. */
async function restoredContent(db: Db) {
  const member = await db.selectFrom('members').select(['username', 'role']).executeTakeFirst();
  const audit = await sql<{ n: number }>`SELECT count(*)::int AS n FROM moderation_audit`.execute(db);
  const trigram = await sql<{ s: number }>`SELECT similarity('bridge', 'brige') AS s`.execute(db);
  return {
    member,
    audited: audit.rows[0]?.n,
    pending: await migrate(db),
    trigramWorks: (trigram.rows[0]?.s ?? 0) > 0,
  };
}

const expected = {
  member: { username: 'Founder', role: 'admin' },
  audited: 1,
  pending: [],
  trigramWorks: true,
};

describe('given the embedded database in a data folder', () => {
  let work: string;

  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'site-backup-'));
  });

  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('is backed up by copying the folder while it is closed, and the copy opens with every row', async () => {
    const dataDir = join(work, 'data');
    const db = await openDatabase({ pgliteDir: pgliteDirFor(dataDir) });
    await fill(db);
    await db.destroy();
    const restored = join(work, 'restored');
    cpSync(dataDir, restored, { recursive: true });
    const copy = await openDatabase({ pgliteDir: pgliteDirFor(restored) });
    try {
      expect(await restoredContent(copy)).toEqual(expected);
    } finally {
      await copy.destroy();
    }
  });

  it('is not opened while another process holds it, and is once that process has ended', async () => {
    const dir = pgliteDirFor(join(work, 'held'));
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    try {
      await openDatabase({ pgliteDir: dir }).then((db) => db.destroy());
      writeFileSync(`${dir}.lock`, String(holder.pid));
      const refused = openDatabase({ pgliteDir: dir });
      await expect(refused).rejects.toThrow(DatabaseInUseError);
      await expect(refused).rejects.toThrow(`is open in process ${holder.pid}`);
    } finally {
      holder.kill();
    }
    await new Promise((done) => holder.once('exit', done));
    const db = await openDatabase({ pgliteDir: dir });
    expect(existsSync(`${dir}.lock`)).toBe(true);
    await db.destroy();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });
});

// On PostgreSQL: a database of its own on the server of TEST_POSTGRES_URL (or DATABASE_URL), dumped and
// restored into another, with the client tools of that server. Once per test line (see deploy.test.ts).
describe.skipIf(coveredByPgliteRun)('given a PostgreSQL database', () => {
  it('is backed up by pg_dump -Fc and restored by pg_restore into an empty database, with every row', async (ctx) => {
    if (!postgresUrl) ctx.skip('no PostgreSQL: set TEST_POSTGRES_URL (or DATABASE_URL)');
    const tools = await Promise.all(
      ['pg_dump', 'pg_restore'].map((tool) =>
        run(tool, ['--version']).then(
          () => '',
          () => tool,
        ),
      ),
    );
    if (tools.some(Boolean))
      ctx.skip(`${tools.filter(Boolean).join(' and ')} not on PATH (Debian: postgresql-client)`);
    const url = postgresUrl ?? '';
    // Generated here: the suite's prefix (its clean-up drops leftovers an hour on), a time, a fixed word.
    const stamp = `${TEST_PREFIX}${Date.now()}`;
    const [source, target] = [`${stamp}_dumped`, `${stamp}_restored`];
    const work = mkdtempSync(join(tmpdir(), 'site-pg-backup-'));
    const file = join(work, 'site.dump');
    await withClient(url, async (c) => {
      await c.query(`CREATE DATABASE ${source}`);
      await c.query(`CREATE DATABASE ${target}`);
    });
    try {
      const db = await openDatabase({ databaseUrl: databaseUrl(url, source), poolSize: 1 });
      await fill(db).finally(() => db.destroy());
      await run('pg_dump', ['--format=custom', `--file=${file}`, databaseUrl(url, source)]);
      await run('pg_restore', [
        '--no-owner',
        '--exit-on-error',
        `--dbname=${databaseUrl(url, target)}`,
        file,
      ]);
      const restored = await openDatabase({ databaseUrl: databaseUrl(url, target), poolSize: 1 });
      try {
        expect(await restoredContent(restored)).toEqual(expected);
      } finally {
        await restored.destroy();
      }
    } finally {
      rmSync(work, { recursive: true, force: true });
      await withClient(url, async (c) => {
        await c.query(`DROP DATABASE IF EXISTS ${source} WITH (FORCE)`);
        await c.query(`DROP DATABASE IF EXISTS ${target} WITH (FORCE)`);
      });
    }
  }, 120_000);
});
