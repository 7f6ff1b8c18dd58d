/**
 * Test fixtures of uploads: the app with known deps (settings, storage, secret), real-HTTP helpers for tus (tus-js-client and fetch, with a signed-in
 * Browser's cookies and CSRF token), uploads placed straight into the tus folder, and synthetic clips.
 */

import { mkdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ENDPOINTS } from '@site/api';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import * as tus from 'tus-js-client';
import type { Browser } from '../accounts/fixtures.js';
import { buildApp } from '../app.js';
import { createTestCaptcha } from '../captcha/index.js';
import type { Deps } from '../deps/index.js';
import { forbiddenWords } from '../lib/forbidden-words.js';
import { createOutboxMailer } from '../mail/index.js';
import { type MediaSettings, testMediaSettings } from '../media/settings.js';
import { createLocalStorage, type LocalStorage } from '../media/storage/index.js';
import { synthesizeClip } from '../media/transcode/index.js';
import type { TestDb } from '../testing.js';
import { newUploadId, uploadInfoPath, uploadPath } from './files.js';

export interface UploadsApp {
  app: FastifyInstance;
  deps: Deps;
  storage: LocalStorage;
  /** Where acts 1 and 5 are posted. */
  editPath: string;
}

export async function uploadsApp(t: TestDb, media: Partial<MediaSettings> = {}): Promise<UploadsApp> {
  const secret = 'uploads-test-secret-0123456789abcdef';
  const storage = createLocalStorage(join(t.dataDir, 'storage'), { secret });
  const settings = testMediaSettings(t.dataDir, media);
  mkdirSync(settings.uploadsDir, { recursive: true });
  const captcha = createTestCaptcha();
  const app = await buildApp({ db: t.db, dataDir: t.dataDir, captcha, secret, storage, media: settings });
  const deps: Deps = {
    db: t.db,
    dataDir: t.dataDir,
    mailer: createOutboxMailer(join(t.dataDir, 'outbox')),
    captcha,
    siteUrl: 'http://localhost:3000',
    forbidden: forbiddenWords(),
    secret,
    storage,
    media: settings,
  };
  return { app, deps, storage, editPath: ENDPOINTS.videoEdit };
}

/** Listens on a free local port; answers the base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

/** The headers a page's script sends: the browser's cookies and its CSRF token. */
export async function authHeaders(browser: Browser): Promise<Record<string, string>> {
  const token = await browser.csrf();
  const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return { cookie, 'x-csrf-token': token };
}

export interface TusRun {
  /** The upload's URL (absolute). */
  url: string | null;
  /** Requests sent: method and the Upload-Offset header. */
  requests: Array<{ method: string; offset: string | undefined }>;
  /** Bytes the server acknowledged when it stopped. */
  accepted: number;
}

/**
 * Uploads `data` with tus-js-client (no retries). `stopAfter`: abort once the server has acknowledged at
 * least that many bytes (the run resolves then). `uploadUrl`: resume that upload instead of creating one.
 */
export function tusUpload(
  base: string,
  headers: Record<string, string>,
  data: Buffer,
  options: { filename?: string; chunkSize?: number; stopAfter?: number; uploadUrl?: string } = {},
): Promise<TusRun> {
  const run: TusRun = { url: null, requests: [], accepted: 0 };
  return new Promise((resolve, reject) => {
    const upload = new tus.Upload(data, {
      endpoint: `${base}${ENDPOINTS.tus}`,
      ...(options.uploadUrl ? { uploadUrl: options.uploadUrl } : {}),
      metadata: { filename: options.filename ?? 'clip.mp4' },
      headers,
      chunkSize: options.chunkSize ?? Number.POSITIVE_INFINITY,
      retryDelays: null,
      storeFingerprintForResuming: false,
      onBeforeRequest: (req) => {
        run.requests.push({ method: req.getMethod(), offset: req.getHeader('Upload-Offset') });
      },
      onChunkComplete: (_size, accepted) => {
        run.accepted = accepted;
        if (options.stopAfter !== undefined && accepted >= options.stopAfter && accepted < data.length) {
          run.url = upload.url;
          void upload.abort().then(() => resolve(run), reject);
        }
      },
      onSuccess: () => {
        run.url = upload.url;
        run.accepted = data.length;
        resolve(run);
      },
      onError: reject,
    });
    upload.start();
  });
}

/** The upload id of a tus URL. */
export const idOfUrl = (url: string): string => url.slice(url.lastIndexOf('/') + 1);

/** A tus creation request by hand (fetch): answers the response. */
export function createRequest(
  base: string,
  headers: Record<string, string>,
  options: { filename?: string | null; length?: number | null; extra?: Record<string, string> } = {},
): Promise<Response> {
  const filename = options.filename === undefined ? 'clip.mp4' : options.filename;
  return fetch(`${base}${ENDPOINTS.tus}`, {
    method: 'POST',
    headers: {
      'tus-resumable': '1.0.0',
      ...(options.length === null ? {} : { 'upload-length': String(options.length ?? 1000) }),
      ...(filename === null
        ? {}
        : { 'upload-metadata': `filename ${Buffer.from(filename).toString('base64')}` }),
      ...headers,
      ...options.extra,
    },
  });
}

/**
 * An upload placed as tus leaves a finished one (its file and record, its row `uploaded`), without the
 * HTTP round trips; `bytes` fewer than the data makes it one still `uploading`.
 */
export async function placeUpload(
  deps: Pick<Deps, 'db' | 'media'>,
  userId: number,
  data: Buffer,
  options: { filename?: string; bytes?: number; id?: string } = {},
): Promise<string> {
  const id = options.id ?? newUploadId();
  const filename = options.filename ?? 'clip.mp4';
  const bytes = options.bytes ?? data.length;
  const dir = deps.media.uploadsDir;
  await writeFile(uploadPath(dir, id), data.subarray(0, bytes));
  await writeFile(
    uploadInfoPath(dir, id),
    JSON.stringify({
      id,
      size: data.length,
      offset: 0,
      metadata: { filename },
      creation_date: new Date().toISOString(),
    }),
  );
  await deps.db
    .insertInto('uploads')
    .values({
      upload_id: id,
      user_id: userId,
      filename,
      size: data.length,
      status: bytes === data.length ? 'uploaded' : 'uploading',
    })
    .execute();
  return id;
}

/** A short synthetic clip (distinct per `seed`: its picture size differs), as bytes. */
export async function clipBytes(
  dir: string,
  seed: number,
  seconds = 2,
  options: { audio?: boolean } = {},
): Promise<Buffer> {
  const path = join(dir, `clip-${seed}-${seconds}.mp4`);
  await synthesizeClip(path, { seconds, width: 96 + 2 * seed, height: 64, audio: options.audio ?? false });
  return readFile(path);
}

/** Sets an upload row's last activity into the past. */
export async function ageUpload(deps: Pick<Deps, 'db'>, id: string, ms: number): Promise<void> {
  await deps.db
    .updateTable('uploads')
    .set({ updated_at: sql`now() - make_interval(secs => ${ms / 1000})` })
    .where('upload_id', '=', id)
    .execute();
}
