/**
 * The media pipeline's job (#7): a checked upload (src/uploads) is stored as the video's source and a
 * `transcode` job is queued; the job makes the HLS ladder, posters, preview, storyboard and download
 * into storage under `videos/<video_id>/`, publishing the lowest rung first. See media/README.md.
 */
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline as pipe } from 'node:stream/promises';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import { VIDEO_STATUS } from '../db/schema.js';
import { defineQueue, enqueue, PermanentJobError } from '../jobs/queue.js';
import { type JobRegistration, jobHandler } from '../jobs/registry.js';
import type { JobContext } from '../jobs/worker.js';
import { transcodeSeconds } from '../lib/metrics.js';
import type { MediaSettings } from './settings.js';
import type { LocalStorage, MediaStorage } from './storage/index.js';
import {
  isMediaError,
  MediaError,
  type RungResult,
  type TranscodeManifest,
  transcode,
} from './transcode/index.js';
import { mergedMedia, posterAddress, readVideoMedia, type VideoMedia } from './video-media.js';

/** The storage key of a video's uploaded source (kept until its transcode succeeds). */
export function sourceKey(videoId: number): string {
  return `sources/${videoId}/source.bin`;
}

/** The storage folder of a video's media (`videos.media_prefix`). */
export function videoMediaPrefix(videoId: number): string {
  return `videos/${videoId}`;
}

/**
 * Removes every stored file of a video (an account deleted with its uploads, settings/deletion.ts): its
 * media folder `videos/<id>/` (HLS rungs, download MP4s, posters, custom poster, preview, storyboard) and
 * its source folder `sources/<id>/`. Idempotent (nothing there is no error); the shared demo clips
 * (`demo/<clip>`, media/demo.ts) are never touched. Answers how many objects there were.
 */
export async function removeVideoFiles(storage: MediaStorage, videoId: number): Promise<number> {
  const media = await storage.deletePrefix(videoMediaPrefix(videoId));
  const source = await storage.deletePrefix(`sources/${videoId}`);
  return media + source;
}

export const transcodeQueue = defineQueue({
  name: 'transcode',
  schema: z.object({ videoId: z.number().int().positive() }),
  maxAttempts: 3,
});

/** Queues the transcode of a video whose source is in storage (one unfinished job per video). */
export async function enqueueTranscode(db: Db, videoId: number): Promise<void> {
  await enqueue(db, transcodeQueue, { videoId }, { singletonKey: `video:${videoId}` });
}

export interface PipelineDeps {
  db: Db;
  storage: MediaStorage;
  media: Pick<MediaSettings, 'workDir'>;
  /** x264 preset (default veryfast; the demo and tests may pass ultrafast). */
  preset?: string;
}

/** The transcode job's deps: the pipeline's, and what happens when an upload reaches review. */
export interface TranscodeDeps extends PipelineDeps {
  /**
   * Runs in the transaction that moved the video into review: the review skip of trusted uploaders
   * (moderation/settings.ts `publishIfTrusted`). Handed in by src/job-handlers.ts, since moderation sits
   * above media (its review queue reads media) and media must not import it.
   */
  reachedReview: (tx: Db, videoId: number) => Promise<unknown>;
}

/** Merges `patch` into the stored media (SQL jsonb `||`, so concurrent writers do not undo each other). */
export async function mergeVideoMedia(db: Db, videoId: number, patch: Partial<VideoMedia>): Promise<void> {
  await db
    .updateTable('videos')
    .set({ media: mergedMedia(patch), updated_at: sql`now()` })
    .where('video_id', '=', videoId)
    .execute();
}

/** Uploads every file under `dir` to `prefix/…` (sorted, so a playlist goes after its segments). */
async function putTree(storage: MediaStorage, dir: string, prefix: string, last?: string): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files = entries
    .filter((e) => e.isFile() && !e.name.startsWith('.'))
    .map((e) => join(e.parentPath, e.name).slice(dir.length + 1))
    .sort((a, b) => (a === last ? 1 : b === last ? -1 : a.localeCompare(b)));
  for (const file of files) await storage.putFile(`${prefix}/${file}`, join(dir, file));
}

/** Where the job reads the source: the local storage's own file, or a copy fetched into the work folder. */
async function fetchSource(storage: MediaStorage, key: string, work: string): Promise<string> {
  if (storage.kind === 'local') {
    const local = storage as LocalStorage;
    if (!(await local.head(key))) throw new PermanentJobError(`the source ${key} is missing`);
    return local.pathOf(key);
  }
  const object = await storage.get(key);
  if (!object) throw new PermanentJobError(`the source ${key} is missing`);
  const path = join(work, 'source.bin');
  await pipe(object.body, createWriteStream(path));
  return path;
}

/** Marks the video failed (status 4) with a code the uploader sees. */
async function markFailed(db: Db, videoId: number, code: string): Promise<void> {
  await db
    .updateTable('videos')
    .set({ status_id: VIDEO_STATUS.failed, media_error: code, updated_at: sql`now()` as never })
    .where('video_id', '=', videoId)
    .where('status_id', '=', VIDEO_STATUS.processing)
    .execute();
}

/** What a finished rung publishes: the rungs so far and how many posters exist. */
export interface RungPublished {
  rungs: string[];
  rung: RungResult;
  posters: number;
}

/**
 * Transcodes `input` in `work` and stores every product under `prefix`, lowest rung first: with the first
 * rung its posters and storyboard, each rung's segments before its playlist, and the master playlist after
 * each rung (so it never lists what is not stored). `onRung` records each rung; `onProgress` gets 0–99.
 * Shared by uploads (processVideo) and the demo clips (media/demo.ts).
 */
export async function makeMedia(
  storage: MediaStorage,
  input: string,
  work: string,
  prefix: string,
  hooks: {
    preset?: string | undefined;
    signal?: AbortSignal | undefined;
    /** Called before each write to storage; throws when this run may no longer write (a lost lease). */
    beforeWrite?: (() => Promise<void>) | undefined;
    onRung: (published: RungPublished) => Promise<void>;
    onProgress?: (percent: number) => void;
  },
): Promise<TranscodeManifest> {
  const out = join(work, 'out');
  const mayWrite = hooks.beforeWrite ?? (async () => {});
  const ready: string[] = [];
  let lastProgress = -1;
  const manifest = await transcode(
    input,
    out,
    {
      ...(hooks.preset ? { preset: hooks.preset } : {}),
      ...(hooks.signal ? { signal: hooks.signal } : {}),
      onRungReady: async (rung: RungResult) => {
        await mayWrite();
        if (ready.length === 0) {
          // Posters and the storyboard are made before the lowest rung is reported.
          await putTree(storage, join(out, 'posters'), `${prefix}/posters`);
          await storage.putFile(`${prefix}/storyboard.jpg`, join(out, 'storyboard.jpg'));
          await storage.putFile(`${prefix}/storyboard.vtt`, join(out, 'storyboard.vtt'));
        }
        await putTree(storage, join(out, rung.name), `${prefix}/${rung.name}`, 'index.m3u8');
        await storage.putFile(`${prefix}/master.m3u8`, join(out, 'master.m3u8'));
        ready.push(rung.name);
        await hooks.onRung({ rungs: [...ready], rung, posters: await posterCount(out) });
      },
    },
    (percent) => {
      if (percent - lastProgress < 5 && percent < 100) return;
      lastProgress = percent;
      hooks.onProgress?.(Math.min(99, percent));
    },
  );
  await mayWrite();
  await storage.putFile(`${prefix}/preview.mp4`, join(out, manifest.preview));
  for (const { file } of manifest.downloads) await storage.putFile(`${prefix}/${file}`, join(out, file));
  await storage.putFile(`${prefix}/master.m3u8`, join(out, 'master.m3u8'));
  return manifest;
}

/** The stored media once every product is done. */
export function finishedMedia(manifest: TranscodeManifest): Partial<VideoMedia> {
  const top = manifest.rungs[manifest.rungs.length - 1];
  return {
    rungs: manifest.rungs.map((r) => r.name),
    posters: manifest.posters.length,
    preview: true,
    storyboard: true,
    download: true,
    downloads: manifest.downloads.map(({ quality, file, width, height, size }) => ({
      quality,
      file,
      width,
      height,
      size,
    })),
    progress: 100,
    width: top?.width ?? 0,
    height: top?.height ?? 0,
  };
}

/**
 * Makes a video's media from its source. Idempotent: a retried job starts over in a fresh work folder and
 * republishes every file. The video becomes playable with its lowest rung (posters and storyboard are
 * published with it); it goes to review once the uploader has also sent the info step.
 */
/** A job's check before it writes: throws `aborted` once another worker may own the job (L6 of #24). */
export function leaseFence(job: Pick<JobContext, 'holdsLease'> | undefined): () => Promise<void> {
  return async () => {
    if (job && !(await job.holdsLease())) {
      throw new MediaError('aborted', 'the job lease was lost: another worker owns its outputs now');
    }
  };
}

export async function processVideo(
  deps: TranscodeDeps,
  videoId: number,
  job?: Pick<JobContext, 'signal' | 'holdsLease'>,
) {
  const { db, storage } = deps;
  const fence = leaseFence(job);
  const video = await db
    .selectFrom('videos')
    .select(['video_id', 'status_id', 'media_prefix'])
    .where('video_id', '=', videoId)
    .executeTakeFirst();
  // Deleted, rejected or already failed while queued: nothing to make.
  if (!video?.media_prefix || video.status_id !== VIDEO_STATUS.processing) return;
  const work = join(deps.media.workDir, String(videoId));
  await rm(work, { recursive: true, force: true });
  await mkdir(work, { recursive: true });
  try {
    const input = await fetchSource(storage, sourceKey(videoId), work);
    const manifest = await makeMedia(storage, input, work, video.media_prefix, {
      preset: deps.preset,
      signal: job?.signal,
      beforeWrite: fence,
      onRung: (published) => publishRung(db, videoId, published, deps.reachedReview),
      onProgress: (progress) => {
        void mergeVideoMedia(db, videoId, { progress }).catch(() => {});
      },
    });
    await fence();
    await mergeVideoMedia(db, videoId, finishedMedia(manifest));
    await db
      .updateTable('videos')
      .set({
        duration: Math.round(manifest.duration),
        is_hd: manifest.hd ? 1 : 0,
        is_vr: manifest.vr ? 1 : 0,
      })
      .where('video_id', '=', videoId)
      .execute();
    // The source is no longer needed once every rendition is stored.
    await storage.delete(sourceKey(videoId));
  } catch (error) {
    if (isMediaError(error) && error.code !== 'aborted' && error.code !== 'timeout') {
      await markFailed(db, videoId, error.uploadCode);
      throw new PermanentJobError(error.message);
    }
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function posterCount(out: string): Promise<number> {
  const names = await readdir(join(out, 'posters')).catch(() => [] as string[]);
  return names.filter((n) => /^\d+\.jpg$/.test(n)).length;
}

/**
 * Records a finished rung: the video plays from now on. With the first rung come its posters (and the
 * poster address of the cards); a described upload moves on to review.
 */
async function publishRung(
  db: Db,
  videoId: number,
  { rungs, rung, posters }: RungPublished,
  reachedReview: TranscodeDeps['reachedReview'],
) {
  await db.transaction().execute(async (tx) => {
    await mergeVideoMedia(tx, videoId, {
      rungs: [...rungs],
      posters,
      storyboard: true,
      width: rung.width,
      height: rung.height,
    });
    const row = await tx
      .selectFrom('videos')
      .select(['media', 'status_id', 'thumb'])
      .where('video_id', '=', videoId)
      .executeTakeFirstOrThrow();
    const media = readVideoMedia(row.media);
    const poster = posterAddress(videoId, media);
    await tx
      .updateTable('videos')
      .set({
        thumb: poster,
        scr: poster,
        ...(row.status_id === VIDEO_STATUS.processing && media.described
          ? { status_id: VIDEO_STATUS.moderation }
          : {}),
      })
      .where('video_id', '=', videoId)
      .execute();
    // A trusted member's upload skips review when the setting says so (moderation/settings.ts).
    if (row.status_id === VIDEO_STATUS.processing && media.described) await reachedReview(tx, videoId);
  });
}

/** The transcode queue's handler; a video still failing on its last attempt is marked failed. */
export function transcodeJob(deps: TranscodeDeps, options: { concurrency?: number } = {}): JobRegistration {
  return jobHandler(
    transcodeQueue,
    async ({ videoId }, job) => {
      const timer = transcodeSeconds.startTimer();
      try {
        await processVideo(deps, videoId, job);
        timer({ outcome: 'done' });
      } catch (error) {
        timer({ outcome: 'failed' });
        if (job.attempt >= job.maxAttempts && !(error instanceof PermanentJobError)) {
          await markFailed(deps.db, videoId, 'upload_error');
        }
        throw error;
      }
    },
    // A transcode keeps both cores busy: one at a time per process unless told otherwise.
    { concurrency: options.concurrency ?? 1, leaseMs: 120_000 },
  );
}
