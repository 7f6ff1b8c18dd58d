import { createReadStream, existsSync } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { type DetailedError, Upload } from 'tus-js-client';
import { createRandom } from '../../src/seed/random.js';
import { createTempDatabase, type TempDatabase } from './postgres.js';
import { startProxy } from './proxy.js';
import { readMemory, sampleRss } from './rss.js';
import { type ServerChild, signIn, startServer } from './server.js';
import { sha256File, writeSourceFile } from './source-file.js';

/**
 * The upload half of `bench:media`: a file of random bytes goes to the tus endpoint with tus-js-client
 * (streamed from disk slice by slice, `chunkSize` per PATCH), through a proxy that cuts the connection
 * `disconnects` times, one at a random place inside each of `disconnects` equal stretches of the file.
 * The client resumes by itself (`retryDelays`: HEAD for the offset, then PATCH from there). The server's
 * RSS is sampled every 200 ms during the upload; at the end the stored file is compared with the source
 * (size and SHA-256).
 */

export interface UploadFigures {
  server: 'site' | 'standalone';
  database: 'PGlite' | 'PostgreSQL' | 'none';
  bytes: number;
  chunkBytes: number;
  seconds: number;
  /** Bytes of the file per second of the upload (MiB/s), disconnects and resumes included. */
  mibPerSecond: number;
  rssBefore: number;
  /**
   * The peak during the upload: the highest sample, or VmHWM when the kernel's lifetime peak rose during
   * the upload (then the upload set it, between two samples perhaps).
   */
  rssPeak: number;
  rssAfter: number;
  /** The peak RSS in each quarter of the upload's time: flat, or growing with the bytes? */
  rssQuarters: number[];
  /** The server's lifetime peak (VmHWM) at the end: start-up included. */
  hwm: number;
  disconnectsPlanned: number;
  disconnects: number;
  /** Cuts after which the client came back with a PATCH. */
  resumed: number;
  clientRetries: number;
  /** PATCH body bytes forwarded beyond the file's size. */
  resentTotal: number;
  resentMax: number;
  resumeMsMax: number;
  requests: string;
  stored?: { path: string; bytes: number; hashOk: boolean };
  error?: string;
  serverStartSeconds: number;
  sourceSeconds: number;
}

const MiB = 1024 * 1024;

/** The stored file of an upload: `<DATA_DIR>/uploads/<id>`, else a file named `<id>` anywhere below DATA_DIR. */
async function findStored(dataDir: string, id: string): Promise<string | undefined> {
  const expected = join(dataDir, 'uploads', id);
  if (existsSync(expected)) return expected;
  const walk = async (dir: string, depth: number): Promise<string | undefined> => {
    if (depth > 4) return undefined;
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const path = join(dir, entry.name);
      if (entry.isFile() && entry.name === id) return path;
      if (entry.isDirectory() && entry.name !== 'pglite') {
        const found = await walk(path, depth + 1);
        if (found) return found;
      }
    }
    return undefined;
  };
  return walk(dataDir, 0);
}

export async function benchUpload(options: {
  dir: string;
  bytes: number;
  chunkBytes: number;
  disconnects: number;
  standalone: boolean;
  postgres: boolean;
  seed: number;
  log: (line: string) => void;
}): Promise<UploadFigures> {
  const { dir, bytes, chunkBytes, disconnects, standalone, log } = options;
  const dataDir = join(dir, 'data');
  await mkdir(dataDir, { recursive: true });
  const source = join(dir, 'bench1.mp4');

  let t = performance.now();
  const { sha256 } = await writeSourceFile(source, bytes);
  const sourceSeconds = (performance.now() - t) / 1000;
  log(`upload: source file of ${(bytes / MiB).toFixed(0)} MiB written in ${sourceSeconds.toFixed(1)} s`);

  const database: TempDatabase | undefined =
    options.postgres && !standalone ? await createTempDatabase() : undefined;
  const start = () =>
    startServer({ standalone, dataDir, ...(database ? { databaseUrl: database.url } : {}), log });
  let server: ServerChild;
  try {
    server = await start();
    if (!standalone) {
      // The first start seeds the fresh database (400 videos, their images) in the same process; a
      // server in service does not, so the memory is measured on a second start of the seeded data.
      const demo = server.demo;
      log(`upload: seeded in ${server.startSeconds.toFixed(1)} s; restarting the server on the seeded data`);
      await server.stop();
      server = await start();
      if (demo) server.demo = demo;
    }
  } catch (error) {
    await database?.drop();
    throw error;
  }
  log(
    `upload: ${standalone ? 'standalone tus server' : 'site server'} (pid ${server.pid}) answered /healthz after ${server.startSeconds.toFixed(1)} s`,
  );
  const random = createRandom(options.seed);
  const stretch = bytes / Math.max(1, disconnects);
  const cutPoints = Array.from({ length: disconnects }, (_, i) =>
    Math.max(1, Math.floor(stretch * (i + 0.1 + 0.8 * random.next()))),
  );
  const proxy = await startProxy({ targetPort: server.port, cutPoints });
  try {
    let headers: Record<string, string> = {};
    if (!standalone) {
      if (!server.demo) throw new Error('the server printed no `Demo sign-in:` line (not a fresh database?)');
      const session = await signIn(server.url, server.demo.username, server.demo.password);
      headers = session.headers;
      log(`upload: signed in as ${session.user}`);
    }
    // Let the start-up settle (seeding, the first requests), then the baseline.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const before = readMemory(server.pid);
    const sampler = sampleRss(server.pid, 200);

    let clientRetries = 0;
    let lastProgress = Date.now();
    let lastLogged = 0;
    let uploadUrl: string | null = null;
    t = performance.now();
    const error = await new Promise<string | undefined>((resolve) => {
      const upload = new Upload(createReadStream(source) as unknown as Buffer, {
        endpoint: `http://127.0.0.1:${proxy.port}/api/tus/`,
        chunkSize: chunkBytes,
        retryDelays: [0, 500, 1000, 2000, 4000, 8000],
        metadata: { filename: 'bench1.mp4', filetype: 'video/mp4' },
        headers,
        storeFingerprintForResuming: false,
        onShouldRetry: (err: DetailedError) => {
          clientRetries++;
          const status = err.originalResponse?.getStatus() ?? 0;
          const retry = status < 400 || status >= 500 || status === 409 || status === 423;
          if (!retry) log(`upload: not retried: HTTP ${status} ${err.originalResponse?.getBody() ?? ''}`);
          return retry;
        },
        onUploadUrlAvailable: () => {
          uploadUrl = upload.url;
        },
        onProgress: (sent, total) => {
          lastProgress = Date.now();
          const tenth = Math.floor((sent / total) * 10);
          if (tenth > lastLogged) {
            lastLogged = tenth;
            const rss = readMemory(server.pid)?.rss ?? Number.NaN;
            log(
              `upload: ${tenth * 10} % at ${((performance.now() - t) / 1000).toFixed(1)} s, ${proxy.stats.cuts.length} cuts, server RSS ${(rss / MiB).toFixed(0)} MiB`,
            );
          }
        },
        onSuccess: () => resolve(undefined),
        onError: (err) => resolve(err.message),
      });
      // A stalled upload (no progress for 2 minutes) is a failure, not a hang.
      const watchdog = setInterval(() => {
        if (Date.now() - lastProgress > 120_000) {
          void upload.abort();
          resolve('no progress for 120 s');
        }
      }, 1000);
      watchdog.unref();
      upload.start();
    }).catch((err: Error) => err.message);
    const seconds = (performance.now() - t) / 1000;
    const end = sampler.stop();
    const hwmRose = end !== undefined && before !== undefined && end.hwm > before.hwm;
    const rssPeak = Math.max(sampler.peak(), hwmRose ? end.hwm : 0);

    if (standalone) {
      // The bare server reports what a full GC leaves (a `[server] MEMORY …` line).
      process.kill(server.pid, 'SIGUSR2');
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const { stats } = proxy;
    const resent = stats.cuts
      .filter((c) => c.resumedAt !== undefined)
      .map((c) => Math.max(0, c.reached - (c.resumedAt ?? 0)));
    const figures: UploadFigures = {
      server: standalone ? 'standalone' : 'site',
      database: standalone ? 'none' : database ? 'PostgreSQL' : 'PGlite',
      bytes,
      chunkBytes,
      seconds,
      mibPerSecond: bytes / MiB / seconds,
      rssBefore: before?.rss ?? Number.NaN,
      rssPeak,
      rssAfter: end?.rss ?? Number.NaN,
      rssQuarters: [0, 1, 2, 3].map((q) => {
        const n = sampler.samples.length;
        if (n < 8) return rssPeak;
        const part = sampler.samples.slice(
          Math.floor((n * q) / 4),
          Math.max(Math.floor((n * (q + 1)) / 4), 1),
        );
        return part.reduce((m, x) => Math.max(m, x), 0);
      }),
      hwm: end?.hwm ?? Number.NaN,
      disconnectsPlanned: disconnects,
      disconnects: stats.cuts.length,
      resumed: resent.length,
      clientRetries,
      resentTotal: stats.bodyBytes - bytes,
      resentMax: resent.reduce((m, r) => Math.max(m, r), 0),
      resumeMsMax: stats.cuts.reduce((m, c) => Math.max(m, c.resumeMs ?? 0), 0),
      requests: [...stats.requests].map(([m, n]) => `${m}×${n}`).join(' '),
      serverStartSeconds: server.startSeconds,
      sourceSeconds,
      ...(error ? { error } : {}),
    };
    log(
      `upload: cuts (file position reached → resumed at): ${stats.cuts
        .map(
          (c) =>
            `${(c.reached / MiB).toFixed(1)}→${c.resumedAt === undefined ? '?' : (c.resumedAt / MiB).toFixed(1)}`,
        )
        .join(', ')} MiB`,
    );
    if (stats.unparsed > 0) log(`upload: the proxy could not follow ${stats.unparsed} request(s)`);
    if (uploadUrl && new URL(uploadUrl).port !== String(proxy.port)) {
      log(`upload: the upload URL ${uploadUrl} does not go through the proxy (an absolute Location?)`);
    }

    const id = uploadUrl ? (new URL(uploadUrl).pathname.split('/').filter(Boolean).at(-1) ?? '') : '';
    const stored = id ? await findStored(dataDir, id) : undefined;
    if (stored) {
      t = performance.now();
      const size = (await stat(stored)).size;
      const hashOk = size === bytes && (await sha256File(stored)) === sha256;
      figures.stored = { path: stored.slice(dataDir.length + 1), bytes: size, hashOk };
      log(
        `upload: stored as DATA_DIR/${figures.stored.path}, ${size} bytes, SHA-256 ${hashOk ? 'matches' : 'DIFFERS'} (checked in ${((performance.now() - t) / 1000).toFixed(1)} s)`,
      );
    } else {
      log(`upload: no stored file found for upload id ${id || '(none)'} under DATA_DIR`);
    }
    return figures;
  } finally {
    await proxy.close();
    await server.stop();
    await database?.drop();
    await rm(source, { force: true });
    await rm(dataDir, { recursive: true, force: true });
  }
}
