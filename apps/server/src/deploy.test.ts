// The server's build as it runs in production: `pnpm deploy --prod` of @site/server (its dist/, the site's
// build of @site/web beside it, production dependencies only), then its processes started with plain
// `node`: the server renders a page, the command line makes an admin and reports the migrations, the worker
// takes a job from PostgreSQL and stops on SIGTERM. It tests the build, not the source: the test line
// (scripts/test.mjs) builds before the suites; without a build it is skipped and says so.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaToolsCheck } from './media/transcode/index.js';
import {
  coveredByPgliteRun,
  missingBuild,
  postgresUrl,
  type Running,
  root,
  runToEnd,
  start,
} from './testing-processes.js';
import { databaseUrl, TEST_PREFIX, withClient } from './testing-setup.js';

const run = promisify(execFile);
const noBuild = missingBuild([
  'apps/server/dist/main.js',
  'apps/server/dist/worker.js',
  'apps/server/dist/cli.js',
  'apps/web/build/server/index.js',
  'packages/api/dist/index.js',
]);
const pin = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager as string;
const migrationCount = readdirSync(join(import.meta.dirname, 'db/migrations')).filter((f) =>
  f.endsWith('.sql'),
).length;

describe.skipIf(coveredByPgliteRun)('given the server deployed with production dependencies only', () => {
  let work: string;
  let dir: string;
  const deploySeconds = { value: 0 };

  beforeAll(async () => {
    if (noBuild) return;
    work = mkdtempSync(join(tmpdir(), 'site-deploy-'));
    dir = join(work, 'server');
    const started = Date.now();
    await run('npx', ['-y', pin, '--filter', '@site/server', 'deploy', '--prod', dir], {
      cwd: root,
      maxBuffer: 16 * 1024 * 1024,
    });
    deploySeconds.value = (Date.now() - started) / 1000;
    console.log(`pnpm deploy --prod: ${deploySeconds.value.toFixed(1)} s`);
  }, 180_000);

  afterAll(() => {
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('holds the builds and no development tool', (ctx) => {
    if (noBuild) ctx.skip(noBuild);
    for (const file of ['dist/main.js', 'dist/worker.js', 'dist/cli.js', 'dist/migrations']) {
      expect(existsSync(join(dir, file)), file).toBe(true);
    }
    expect(existsSync(join(dir, 'node_modules/@site/web/build/server/index.js'))).toBe(true);
    expect(existsSync(join(dir, 'node_modules/@site/api/dist/index.js'))).toBe(true);
    const installed = readdirSync(join(dir, 'node_modules/.pnpm'));
    const devTools = installed.filter((name) =>
      /^(tsx|typescript|vitest|tsup|vite|esbuild|@biomejs\+biome|@react-router\+dev)@/.test(name),
    );
    expect(devTools).toEqual([]);
    expect(existsSync(join(dir, 'src'))).toBe(false);
  });

  it('serves the site on PGlite; once it stops, the command line makes an admin of a member and tells the migrations', async (ctx) => {
    if (noBuild) ctx.skip(noBuild);
    const dataDir = join(work, 'data-pglite');
    const settings = {
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      ALLOW_FAKE_PAYMENTS: 'true',
      DEMO_MEDIA: 'false',
      RUN_JOBS: 'false',
    };
    const server = start(dir, 'dist/main.js', [], { ...settings, PORT: '0', HOST: '127.0.0.1' });
    try {
      const [, member] = await server.waitFor(/Demo sign-in: (\S+) \//, 120_000);
      const [, origin] = await server.waitFor(/Site ready on (http:\/\/\S+)/);
      const page = await fetch(`${origin}/`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
      expect(await page.text()).toMatch(/<html[^>]*lang=/);
      const langs = await fetch(`${origin}/langs/json/en.json`);
      expect(langs.status).toBe(200);
      // The embedded database is the server's while it runs: the command line does not open it.
      const meanwhile = await runToEnd(dir, 'dist/cli.js', ['db:status'], settings);
      expect(meanwhile.code).toBe(1);
      expect(meanwhile.output).toContain(
        `is open in process ${server.child.pid} (the server?): stop it first`,
      );
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);

      const made = await runToEnd(dir, 'dist/cli.js', ['make-admin', member ?? ''], settings);
      expect(made).toEqual({ code: 0, output: `${member}: member → admin` });
      const again = await runToEnd(dir, 'dist/cli.js', ['make-admin', member ?? ''], settings);
      expect(again).toEqual({ code: 0, output: `${member} is already admin` });
      const status = await runToEnd(dir, 'dist/cli.js', ['db:status'], settings);
      expect(status.code).toBe(0);
      expect(status.output).toMatch(new RegExp(`All ${migrationCount} migrations applied\\.$`));
      const typo = await runToEnd(dir, 'dist/cli.js', ['make-admn', member ?? ''], settings);
      expect(typo.code).toBe(1);
      expect(typo.output).toMatch(/^usage: /);
    } finally {
      server.child.kill('SIGKILL');
    }
  }, 180_000);

  it('runs a worker on PostgreSQL that takes a queued job and stops on SIGTERM', async (ctx) => {
    if (noBuild) ctx.skip(noBuild);
    if (!postgresUrl) ctx.skip('no PostgreSQL: set TEST_POSTGRES_URL (or DATABASE_URL) for the worker');
    const tools = await mediaToolsCheck();
    if (!tools.ok) ctx.skip(`no ffmpeg, which a worker needs (${tools.reason})`);
    const url = postgresUrl ?? '';
    // Generated here: the prefix (dropped by the suite's clean-up an hour on), a time and a fixed word.
    const name = `${TEST_PREFIX}${Date.now()}_deploy`;
    await withClient(url, (client) => client.query(`CREATE DATABASE ${name}`));
    const settings = { DATABASE_URL: databaseUrl(url, name), DATA_DIR: join(work, 'data-worker') };
    const client = new pg.Client({ connectionString: settings.DATABASE_URL });
    let worker: Running | undefined;
    try {
      const migrated = await runToEnd(dir, 'dist/cli.js', ['db:migrate'], settings);
      expect(migrated.code).toBe(0);
      expect(migrated.output).toMatch(/^Applied migrations: 0001_foundation, /);
      await client.connect();
      const { rows } = await client.query<{ id: string }>(
        `INSERT INTO jobs (queue, payload) VALUES ('transcode', '{"videoId": 424242}') RETURNING id`,
      );
      worker = start(dir, 'dist/worker.js', [], {
        ...settings,
        WORKER_ID: 'deploy-test',
        JOBS_POLL_MS: '100',
      });
      await worker.waitFor(/Worker deploy-test running the queues: .*transcode/);
      let job: { state: string; attempts: number } | undefined;
      for (let i = 0; i < 300 && job?.state !== 'done'; i++) {
        await new Promise((r) => setTimeout(r, 100));
        job = (
          await client.query<{ state: string; attempts: number }>(
            'SELECT state, attempts FROM jobs WHERE id = $1',
            [rows[0]?.id],
          )
        ).rows[0];
      }
      // The video does not exist (deleted while queued, as the handler sees it): the worker took the job,
      // ran the handler, which had nothing to make, and finished the job.
      expect(job).toEqual({ state: 'done', attempts: 1 });
      worker.child.kill('SIGTERM');
      expect(await worker.exited).toBe(0);
      expect(worker.output()).toMatch(/SIGTERM: finishing the running jobs/);
    } finally {
      worker?.child.kill('SIGKILL');
      await client.end().catch(() => undefined);
      await withClient(url, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    }
  }, 180_000);
});
