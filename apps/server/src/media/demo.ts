/**
 * Demo media (#7): on a freshly seeded database, a handful of short synthetic clips (ffmpeg test
 * patterns with a tone; no real footage) go through the same transcoding as uploads (`makeMedia`, as jobs
 * of the `demo-media` queue), into `demo/<n>/` in storage. The demo videos share them: each seeded video
 * points at one clip folder, so every demo video plays once its clip's first rung is ready. A demo video
 * shows its clip's duration (#27 item 4): the clip's length when it is pointed, then the duration probed
 * from the clip once it is transcoded, so the card, the page and the player agree.
 */
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import { defineQueue, enqueue } from '../jobs/queue.js';
import { type JobRegistration, jobHandler } from '../jobs/registry.js';
import type { JobContext } from '../jobs/worker.js';
import { finishedMedia, leaseFence, makeMedia, type PipelineDeps } from './pipeline.js';
import { synthesizeClip } from './transcode/index.js';
import { mergedMedia, type VideoMedia } from './video-media.js';

/** The clips: short, small, one of them HD so the quality menu has a choice. */
export const DEMO_CLIPS = [
  { width: 1280, height: 720, seconds: 12 },
  { width: 854, height: 480, seconds: 10 },
  { width: 640, height: 360, seconds: 10 },
] as const;

export const demoPrefix = (clip: number): string => `demo/${clip}`;

export const demoMediaQueue = defineQueue({
  name: 'demo-media',
  schema: z.object({ clip: z.number().int().min(1).max(DEMO_CLIPS.length) }),
  maxAttempts: 3,
});

/** The SQL value of the clip a video is pointed at (1-based, round robin by id). */
const clipOf = sql<number>`(video_id % ${DEMO_CLIPS.length}) + 1`;

/** The listed length of each clip, in seconds, as a SQL `case` over `clipOf`. */
const clipSeconds = sql<number>`case ${clipOf} ${sql.join(
  DEMO_CLIPS.map((clip, i) => sql`when ${sql.lit(i + 1)} then ${sql.lit(clip.seconds)}`),
  sql` `,
)} end`;

/** Sets the stored media of every video of a clip folder. */
async function setClipMedia(
  db: Db,
  clip: number,
  media: Partial<VideoMedia>,
  duration?: number,
): Promise<void> {
  await db
    .updateTable('videos')
    .set({ media: mergedMedia(media), ...(duration === undefined ? {} : { duration }) })
    .where('media_prefix', '=', demoPrefix(clip))
    .execute();
}

/**
 * Points the seeded videos that have no media at the clip folders (round robin by id) and queues the
 * clips' transcodes. Answers how many videos were pointed.
 */
export async function queueDemoMedia(db: Db): Promise<number> {
  const pointed = await db
    .updateTable('videos')
    .set({
      media_prefix: sql`'demo/' || (${clipOf})::text`,
      media: '{}',
      // Until the clip is transcoded and probed, its listed length (never the seed's made-up one).
      duration: clipSeconds,
    })
    .where('media_prefix', 'is', null)
    .returning('video_id')
    .execute();
  for (let clip = 1; clip <= DEMO_CLIPS.length; clip++) {
    await enqueue(db, demoMediaQueue, { clip }, { singletonKey: `clip:${clip}` });
  }
  return pointed.length;
}

/** Synthesizes one clip and makes its media into its folder, updating its videos as rungs finish. */
export async function makeDemoClip(
  deps: PipelineDeps,
  clip: number,
  job?: Pick<JobContext, 'signal' | 'holdsLease'>,
): Promise<void> {
  const spec = DEMO_CLIPS[clip - 1];
  if (!spec) return;
  const work = join(deps.media.workDir, `demo-${clip}`);
  const fence = leaseFence(job);
  await rm(work, { recursive: true, force: true });
  await mkdir(work, { recursive: true });
  try {
    const source = await synthesizeClip(join(work, 'source.mp4'), { ...spec, audio: true });
    const manifest = await makeMedia(deps.storage, source, work, demoPrefix(clip), {
      preset: deps.preset,
      signal: job?.signal,
      beforeWrite: fence,
      onRung: ({ rungs, rung, posters }) =>
        setClipMedia(deps.db, clip, {
          rungs,
          posters,
          storyboard: true,
          width: rung.width,
          height: rung.height,
        }),
      onProgress: (progress) => {
        void setClipMedia(deps.db, clip, { progress }).catch(() => {});
      },
    });
    await fence();
    // With the duration probed from the clip, as an upload's (pipeline.ts processVideo).
    await setClipMedia(deps.db, clip, finishedMedia(manifest), Math.round(manifest.duration));
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

export function demoMediaJob(deps: PipelineDeps): JobRegistration {
  return jobHandler(demoMediaQueue, ({ clip }, job) => makeDemoClip(deps, clip, job), {
    concurrency: 1,
    leaseMs: 120_000,
  });
}
