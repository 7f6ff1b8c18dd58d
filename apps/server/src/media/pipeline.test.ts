import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../community/fixtures.js';
import { VIDEO_STATUS } from '../db/schema.js';
import { getJob } from '../jobs/queue.js';
import { startWorkers } from '../jobs/registry.js';
import { openTestDb, type TestDb } from '../testing.js';
import { enqueueTranscode, processVideo, sourceKey, transcodeJob, videoMediaPrefix } from './pipeline.js';
import { createLocalStorage, type LocalStorage } from './storage/index.js';
import { synthesizeClip } from './transcode/index.js';
import { readVideoMedia } from './video-media.js';

let t: TestDb;
let dir: string;
let storage: LocalStorage;
let clip: string;
let owner: number;

beforeAll(async () => {
  t = await openTestDb();
  dir = mkdtempSync(join(tmpdir(), 'pipeline-'));
  storage = createLocalStorage(join(dir, 'storage'), { secret: 'pipeline-test-secret-0123456789abcdef' });
  clip = await synthesizeClip(join(dir, 'clip.mp4'), { seconds: 4, width: 480, height: 270 });
  owner = await addMember(t.db, { username: 'Maker' });
}, 60_000);

afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The videos the pipeline handed to review (the review skip itself is moderation's, tested there). */
const reviewed: number[] = [];
const deps = () => ({
  db: t.db,
  storage,
  media: { workDir: join(dir, 'work') },
  preset: 'ultrafast',
  reachedReview: async (_tx: unknown, videoId: number) => {
    reviewed.push(videoId);
  },
});

/** An accepted upload as src/uploads leaves it: a processing video with its source in storage. */
async function uploaded(source: string, media: Record<string, unknown> = {}): Promise<number> {
  const row = await t.db
    .insertInto('videos')
    .values({
      title: 'clip',
      dir: 'clip',
      duration: 4,
      user_id: owner,
      status_id: VIDEO_STATUS.processing,
      media: JSON.stringify(media),
    })
    .returning('video_id')
    .executeTakeFirstOrThrow();
  const id = row.video_id;
  await t.db
    .updateTable('videos')
    .set({ media_prefix: videoMediaPrefix(id) })
    .where('video_id', '=', id)
    .execute();
  await storage.putFile(sourceKey(id), source);
  return id;
}

const video = (id: number) =>
  t.db
    .selectFrom('videos')
    .select(['status_id', 'media', 'thumb', 'scr', 'duration', 'is_hd', 'media_error'])
    .where('video_id', '=', id)
    .executeTakeFirstOrThrow();

describe('given an accepted upload whose info step was sent', () => {
  it('makes every product into storage, goes to review, and drops the source', async () => {
    const id = await uploaded(clip, { described: true });
    await processVideo(deps(), id);
    const row = await video(id);
    expect(row.status_id).toBe(VIDEO_STATUS.moderation);
    expect(reviewed).toContain(id);
    const media = readVideoMedia(row.media);
    expect(media).toMatchObject({
      rungs: ['240p'],
      posters: 5,
      preview: true,
      storyboard: true,
      download: true,
      progress: 100,
      described: true,
      height: 240,
    });
    expect(row.thumb).toBe(`/media/v/${id}/p/posters/1.jpg`);
    expect(row.scr).toBe(row.thumb);
    expect(row.duration).toBe(4);
    expect(row.is_hd).toBe(0);
    const keys = (await storage.list(videoMediaPrefix(id))).map((o) => o.key.slice(`videos/${id}/`.length));
    expect(keys).toEqual(
      expect.arrayContaining([
        'master.m3u8',
        '240p/index.m3u8',
        'posters/1.jpg',
        'posters/5.jpg',
        'preview.mp4',
        'storyboard.jpg',
        'storyboard.vtt',
        'download.mp4',
      ]),
    );
    const master = await storage.get(`${videoMediaPrefix(id)}/master.m3u8`);
    const text = await new Response(master?.body as never).text();
    expect(text).toContain('240p/index.m3u8');
    expect(await storage.head(sourceKey(id))).toBeNull();
  }, 120_000);
});

describe('given an upload whose info step has not come yet', () => {
  it('plays once its rungs are ready but waits in processing until the uploader describes it', async () => {
    const id = await uploaded(clip);
    await processVideo(deps(), id);
    const row = await video(id);
    expect(row.status_id).toBe(VIDEO_STATUS.processing);
    expect(readVideoMedia(row.media).rungs).toEqual(['240p']);
    expect(reviewed).not.toContain(id);
  }, 120_000);
});

describe('given a source that is not a video', () => {
  it('marks the video failed with corrupted_file and gives up at once (no retry helps)', async () => {
    const junk = join(dir, 'junk.bin');
    writeFileSync(junk, Buffer.alloc(50_000, 7));
    const id = await uploaded(junk);
    const running = startWorkers(t.db, [transcodeJob(deps())], {
      pollMs: 50,
      keepFinishedMs: 0,
      onError: () => {},
    });
    try {
      await enqueueTranscode(t.db, id);
      const job = await t.db
        .selectFrom('jobs')
        .select('id')
        .where('singleton_key', '=', `video:${id}`)
        .executeTakeFirstOrThrow();
      let state = '';
      for (let i = 0; i < 400 && state !== 'failed' && state !== 'done'; i++) {
        await new Promise((r) => setTimeout(r, 100));
        state = (await getJob(t.db, Number(job.id)))?.state ?? '';
      }
      expect(state).toBe('failed');
      expect((await getJob(t.db, Number(job.id)))?.attempts).toBe(1);
    } finally {
      await running.stop(5_000);
    }
    expect(await video(id)).toMatchObject({ status_id: VIDEO_STATUS.failed, media_error: 'corrupted_file' });
    expect(await storage.list(`${videoMediaPrefix(id)}`)).toEqual([]);
  }, 120_000);
});

describe('given a video deleted before its job ran', () => {
  it('makes nothing', async () => {
    const id = await uploaded(clip);
    await t.db
      .updateTable('videos')
      .set({ status_id: VIDEO_STATUS.deleted })
      .where('video_id', '=', id)
      .execute();
    await processVideo(deps(), id);
    expect(await storage.list(videoMediaPrefix(id))).toEqual([]);
    expect(readVideoMedia((await video(id)).media).rungs).toEqual([]);
  });
});

describe('given a job whose lease another worker has taken (#24 L6)', () => {
  it('writes nothing to storage and publishes nothing: only the holder writes', async () => {
    const id = await uploaded(clip, { described: true });
    const lost = { signal: new AbortController().signal, holdsLease: async () => false };
    await expect(processVideo(deps(), id, lost)).rejects.toMatchObject({ code: 'aborted' });
    expect(await storage.list(videoMediaPrefix(id))).toEqual([]);
    expect(await video(id)).toMatchObject({ status_id: VIDEO_STATUS.processing, thumb: '' });
    expect(readVideoMedia((await video(id)).media).rungs).toEqual([]);
  });
});
