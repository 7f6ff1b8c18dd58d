// The site as several processes run it (#29): two servers (A and B, the build's dist/main.js with
// RUN_JOBS=false) and worker processes (dist/worker.js) on one PostgreSQL database and one S3-compatible
// server (s3rver, started here). What one process does, the others see: a session, the comment limit, the
// login throttle, an upload's transcoded media; and a worker killed in the middle of a transcode leaves
// its job to the next worker. It runs the repository's build (apps/server/dist), not a deploy (the deploy
// test covers that): without a build, PostgreSQL or ffmpeg it is skipped and says so.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { callUrl, ENDPOINTS } from '@site/api';
import { videoFileResponseSchema } from '@site/api/contract';
import { decodeVideoUrl } from '@site/api/display';
import { sql } from 'kysely';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addAccount } from './accounts/fixtures.js';
import { COMMENT_LIMIT } from './comments/acts.js';
import { type Db, openDatabase } from './db/database.js';
import { createS3Storage, type S3StorageOptions } from './media/storage/s3.js';
import { mediaToolsCheck, synthesizeClip } from './media/transcode/index.js';
import {
  coveredByPgliteRun,
  HttpBrowser,
  missingBuild,
  postgresUrl,
  type Running,
  runToEnd,
  start,
} from './testing-processes.js';
import { databaseUrl, TEST_PREFIX, withClient } from './testing-setup.js';
import { tusUpload } from './uploads/fixtures.js';

const serverDir = resolve(import.meta.dirname, '..');
const noBuild = missingBuild([
  'apps/server/dist/main.js',
  'apps/server/dist/worker.js',
  'apps/server/dist/cli.js',
]);
const PASSWORD = 'multi-process-password';
/** The scrapers' token of the worker that serves its metrics. */
const METRICS = 'multi-process-metrics-token-0123456789';
/** A worker's lease on a job (JOBS_LEASE_SECONDS): a killed worker's job is taken over after it. */
const LEASE_SECONDS = 4;

describe.skipIf(coveredByPgliteRun)(
  'given two servers and a worker on one PostgreSQL and one S3 server',
  () => {
    let skip: string | undefined;
    let work: string;
    let name: string | undefined;
    let db: Db | undefined;
    let s3: S3rver | undefined;
    let s3Options: S3StorageOptions;
    let settings: Record<string, string>;
    const servers: Running[] = [];
    /** In process groups of their own: killed with their ffmpeg. */
    const workers: Running[] = [];
    const origins = { a: '', b: '' };
    const members = { uploader: '', commenter: '', target: '' };
    let commenterId = 0;

    const startWorker = (id: string, extra: Record<string, string> = {}) => {
      const worker = start(
        serverDir,
        'dist/worker.js',
        [],
        {
          ...settings,
          DATA_DIR: join(work, `data-${id}`),
          WORKER_ID: id,
          JOBS_POLL_MS: '100',
          JOBS_LEASE_SECONDS: String(LEASE_SECONDS),
          ...extra,
        },
        { ownGroup: true },
      );
      workers.push(worker);
      return worker;
    };

    beforeAll(async () => {
      skip = noBuild ?? (postgresUrl ? undefined : 'no PostgreSQL: set TEST_POSTGRES_URL');
      if (!skip) {
        const tools = await mediaToolsCheck();
        if (!tools.ok) skip = `no ffmpeg, which the worker needs (${tools.reason})`;
      }
      if (skip) return;
      const url = postgresUrl ?? '';
      work = mkdtempSync(join(tmpdir(), 'site-multi-'));
      // Generated here: the prefix (dropped by the suite's clean-up an hour on), a time and a fixed word.
      name = `${TEST_PREFIX}${Date.now()}_multi`;
      await withClient(url, (client) => client.query(`CREATE DATABASE ${name}`));

      mkdirSync(join(work, 's3'));
      s3 = new S3rver({
        address: '127.0.0.1',
        port: 0,
        silent: true,
        directory: join(work, 's3'),
        configureBuckets: [{ name: 'media', configs: [] }],
      });
      const { port } = await s3.run();
      s3Options = {
        endpoint: `http://127.0.0.1:${port}`,
        region: 'us-east-1',
        bucket: 'media',
        // s3rver's fixed credentials.
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
      };
      settings = {
        NODE_ENV: 'production',
        ALLOW_FAKE_PAYMENTS: 'true',
        DATABASE_URL: databaseUrl(url, name),
        SESSION_SECRET: 'multi-process-test-secret-0123456789abcdef',
        S3_ENDPOINT: s3Options.endpoint,
        S3_BUCKET: s3Options.bucket,
        S3_ACCESS_KEY_ID: s3Options.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3Options.secretAccessKey,
        S3_FORCE_PATH_STYLE: 'true',
        UPLOAD_MIN_SECONDS: '1',
        UPLOAD_MIN_SECONDS_EXCLUSIVE: '1',
        // Uploads open to every member, as in the e2e suite: the verified uploaders' gate (on by default in
        // production, #31) is tested in verification/, not here.
        UPLOADS_VERIFIED_ONLY: 'false',
      };
      const migrated = await runToEnd(serverDir, 'dist/cli.js', ['db:migrate'], settings);
      expect(migrated.code, migrated.output).toBe(0);

      db = await openDatabase({ databaseUrl: settings.DATABASE_URL });
      members.uploader = 'uploader';
      members.commenter = 'commenter';
      members.target = 'target';
      await addAccount(db, { username: members.uploader, password: PASSWORD });
      commenterId = await addAccount(db, { username: members.commenter, password: PASSWORD });
      await addAccount(db, { username: members.target, password: PASSWORD });

      const server = (id: 'a' | 'b') =>
        start(serverDir, 'dist/main.js', [], {
          ...settings,
          DATA_DIR: join(work, `data-${id}`),
          PORT: '0',
          HOST: '127.0.0.1',
          SEED: 'false',
          RUN_JOBS: 'false',
          // Every request sees the database as it is now: no answer repeated from a process's memory.
          RESPONSE_CACHE_SECONDS: '0',
          PAGE_CACHE_SECONDS: '0',
        });
      const a = server('a');
      const b = server('b');
      servers.push(a, b);
      const ready = async (p: Running) => (await p.waitFor(/Site ready on (http:\/\/\S+)/, 120_000))[1] ?? '';
      [origins.a, origins.b] = await Promise.all([ready(a), ready(b)]);
    }, 240_000);

    afterAll(async () => {
      for (const p of servers) p.child.kill('SIGKILL');
      await Promise.all([...servers.map((p) => p.exited), ...workers.map((p) => p.crash())]);
      await db?.destroy();
      await s3?.close();
      if (name) {
        await withClient(postgresUrl ?? '', (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      }
      if (work) rmSync(work, { recursive: true, force: true });
    }, 60_000);

    /** A browser signed in as `username` through `origin`. */
    async function signedIn(origin: string, username: string): Promise<HttpBrowser> {
      const browser = new HttpBrowser();
      const res = await browser.post(origin, '/api/login.php', { usr: username, pwd: PASSWORD });
      expect(res.status, await res.clone().text()).toBe(200);
      expect(browser.cookies.get('sid')).toMatch(/\S/);
      return browser;
    }

    it('signs a member in through A, who is then signed in on B, and signed out on A by B', async (ctx) => {
      if (skip) ctx.skip(skip);
      const browser = await signedIn(origins.a, members.uploader);
      const onB = await browser.get(`${origins.b}/api/session.php`);
      expect(onB.status).toBe(200);
      expect(((await onB.json()) as { user: { username: string } | null }).user?.username).toBe(
        members.uploader,
      );
      const out = await browser.post(origins.b, '/api/logout.php', {});
      expect(out.status).toBe(200);
      const onA = await browser.get(`${origins.a}/api/session.php`);
      expect(((await onA.json()) as { user: unknown }).user).toBeNull();
    });

    it('refuses the sixth comment in 10 minutes whichever server gets it', async (ctx) => {
      if (skip) ctx.skip(skip);
      const browser = await signedIn(origins.a, members.commenter);
      const comment = (origin: string, i: number) =>
        browser.post(origin, ENDPOINTS.input, {
          act: 'comm',
          section: 'member',
          object_id: commenterId,
          msg: `Comment number ${i} of this member`,
        });
      // Five accepted, taking turns: A, B, A, B, A.
      for (let i = 1; i <= COMMENT_LIMIT.count; i++) {
        const res = await comment(i % 2 === 1 ? origins.a : origins.b, i);
        expect(res.status, await res.clone().text()).toBe(200);
      }
      for (const origin of [origins.b, origins.a]) {
        const res = await comment(origin, 6);
        expect(res.status).toBe(429);
        expect(((await res.json()) as { code: string }).code).toBe('comment_limit');
      }
    });

    it('counts the failed logins of both servers against one throttle', async (ctx) => {
      if (skip) ctx.skip(skip);
      const browser = new HttpBrowser();
      const login = (origin: string, password: string) =>
        browser.post(origin, '/api/login.php', { usr: members.target, pwd: password });
      // Five wrong passwords from one address: three through A, two through B.
      for (const origin of [origins.a, origins.b, origins.a, origins.b, origins.a]) {
        const res = await login(origin, 'not-the-password');
        expect(res.status).toBe(401);
        expect(((await res.json()) as { code: string }).code).toBe('invalid_usr_or_pwd');
      }
      // That address is stopped on that account on both, even with the right password.
      for (const origin of [origins.b, origins.a]) {
        const res = await login(origin, PASSWORD);
        expect(res.status).toBe(429);
        expect(((await res.json()) as { code: string }).code).toBe('too_many_attempts');
      }
    });

    it('transcodes an upload through A into S3 in a worker, whose job another worker finishes after a kill, and plays it through B', async (ctx) => {
      if (skip || !db) return ctx.skip(skip);
      const jobDb = db;
      const first = startWorker('worker-1');
      await first.waitFor(/Worker worker-1 running the queues: .*transcode/);

      const browser = await signedIn(origins.a, members.uploader);
      const clip = join(work, 'clip.mp4');
      // Long enough that the transcode is still running when the worker is killed.
      await synthesizeClip(clip, { seconds: 20, width: 640, height: 360 });
      const run = await tusUpload(origins.a, browser.headers(), await readFile(clip), {
        filename: 'clip.mp4',
        chunkSize: 256 * 1024,
      });
      const uploadId = run.url?.slice(run.url.lastIndexOf('/') + 1) ?? '';
      const checked = await browser.post(origins.a, ENDPOINTS.videoEdit, { act: 1, upload_id: uploadId });
      const checkedBody = (await checked.json()) as { code: string; video_id: number };
      expect(checked.status, JSON.stringify(checkedBody)).toBe(200);
      const videoId = checkedBody.video_id;

      const jobOf = () =>
        jobDb
          .selectFrom('jobs')
          .select(['state', 'attempts', 'locked_by'])
          .where('queue', '=', 'transcode')
          .where(sql<boolean>`payload->>'videoId' = ${String(videoId)}`)
          .executeTakeFirst();
      // The first worker takes the job and goes down with its ffmpeg while it runs: no stop, no outcome.
      await vi.waitFor(async () => expect((await jobOf())?.state).toBe('running'), {
        timeout: 60_000,
        interval: 50,
      });
      await first.crash();
      const cut = await jobOf();
      expect(cut).toMatchObject({ state: 'running', attempts: 1 });
      expect(cut?.locked_by).toMatch(/^worker-1\//);

      // Another worker takes it over once the lease runs out, and finishes it.
      // This one also serves its own metrics (WORKER_METRICS_PORT), on a free port its start line names.
      const second = startWorker('worker-2', { METRICS_TOKEN: METRICS, WORKER_METRICS_PORT: '0' });
      const finished = await vi.waitFor(
        async () => {
          const job = await jobOf();
          expect(job?.state).toMatch(/^(done|failed)$/);
          return job;
        },
        { timeout: 90_000, interval: 100 },
      );
      expect(finished).toMatchObject({ state: 'done', attempts: 2 });
      expect(finished?.locked_by ?? '').not.toMatch(/^worker-1\//);
      // No error or fatal line (pino's levels 50 and 60).
      expect(second.output()).not.toMatch(/"level":[56]0/);
      // The worker that finished it counted the transcode, and tells a scraper holding the token.
      const [, metricsUrl] = await second.waitFor(/Metrics: (http:\/\/[^\s"]+)/);
      const scrape = await fetch(metricsUrl ?? '', { headers: { authorization: `Bearer ${METRICS}` } });
      expect(scrape.status).toBe(200);
      expect(await scrape.text()).toMatch(/^site_transcode_duration_seconds_count\{outcome="done"\} 1$/m);

      // The renditions are in the bucket, and the source is gone from it.
      const bucket = createS3Storage(s3Options);
      const keys = (await bucket.list('')).map((o) => o.key);
      expect(keys.filter((k) => k.endsWith('/master.m3u8'))).toHaveLength(1);
      expect(keys.some((k) => k.startsWith('sources/'))).toBe(false);

      // The owner plays it through B: the file list, the master and a rung's playlist from the gate, and a
      // segment redirected to the bucket.
      const files = await browser.get(`${origins.b}${callUrl('videos.file', { video_id: videoId })}`);
      expect(files.status).toBe(200);
      const list = videoFileResponseSchema.parse(await files.json());
      const master = decodeVideoUrl(list[0]?.video_url ?? '');
      expect(master).toMatch(new RegExp(`^/media/v/${videoId}/[^/]+/master\\.m3u8$`));
      const masterRes = await browser.get(`${origins.b}${master}`);
      expect(masterRes.status).toBe(200);
      const rung = (await masterRes.text()).split('\n').find((line) => line.endsWith('.m3u8')) ?? '';
      expect(rung).toMatch(/^\d+p\/index\.m3u8$/);
      const folder = master.slice(0, master.lastIndexOf('/') + 1);
      const rungRes = await browser.get(`${origins.b}${folder}${rung}`);
      expect(rungRes.status).toBe(200);
      const segment = (await rungRes.text()).split('\n').find((line) => line.endsWith('.ts')) ?? '';
      expect(segment).not.toBe('');
      const segmentRes = await browser.get(
        `${origins.b}${folder}${rung.replace(/index\.m3u8$/, '')}${segment}`,
        {
          redirect: 'manual',
        },
      );
      expect(segmentRes.status).toBe(302);
      const location = segmentRes.headers.get('location') ?? '';
      expect(location.startsWith(`${s3Options.endpoint}/media/videos/`)).toBe(true);
      const bytes = Buffer.from(await (await fetch(location)).arrayBuffer());
      // An MPEG-TS packet starts with its sync byte.
      expect(bytes.length).toBeGreaterThan(0);
      expect(bytes[0]).toBe(0x47);
    }, 180_000);
  },
);
