import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueue } from '../jobs/queue.js';
import { sourceKey, videoMediaPrefix } from '../media/pipeline.js';
import { createLocalStorage, type LocalStorage } from '../media/storage/local.js';
import { publicMediaUrl } from '../media/urls.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';
import { addVideo } from '../videos/fixtures.js';
import {
  addMediaVideo,
  fetchAs,
  MASTER,
  playbackApp,
  SECRET,
  signedIn,
} from '../videos/playback-fixtures.js';
import { accountDeletionJob, accountDeletionQueue, requeueDueDeletions, runDeletion } from './deletion.js';

/**
 * #32 item 4: a deleted account's removed uploads leave the storage and their media addresses answer 404;
 * kept uploads stay and play; a due deletion whose job failed every attempt is queued again by the sweep.
 */

let t: TestDb;
let app: FastifyInstance;
let storage: LocalStorage;

beforeAll(async () => {
  t = await openTestDb();
  storage = createLocalStorage(join(t.dataDir, 'storage'), { secret: SECRET });
  app = await playbackApp(t.db, storage);
});

afterAll(() => closeAll(app, t));

/** A deletion whose grace period is over (`seconds` from now: negative is past). */
const scheduled = (userId: number, keepUploads: boolean, seconds = -1) =>
  t.db
    .insertInto('account_deletions')
    .values({
      user_id: userId,
      due_at: sql<Date>`now() + make_interval(secs => ${seconds})`,
      keep_uploads: keepUploads,
    })
    .execute();

const keysUnder = async (prefix: string) => (await storage.list(prefix)).map((o) => o.key);

const doneAt = async (userId: number) =>
  (
    await t.db
      .selectFrom('account_deletions')
      .select('done_at')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
  ).done_at;

describe('the uploads of a deleted account', () => {
  it('removed: their files leave the storage and their media addresses answer 404; shared demo clips stay', async () => {
    const owner = await signedIn(t.db, 'Ivy');
    const open = await addMediaVideo(t.db, storage, { title: 'Harbour lights', user_id: owner.id });
    // Deleted by its owner earlier: its files go too.
    const hidden = await addMediaVideo(t.db, storage, { title: 'Old pier', user_id: owner.id, status_id: 5 });
    // Still processing: its uploaded source waits in the storage.
    const pending = await addVideo(t.db, { title: 'Fresh upload', user_id: owner.id, status_id: 2 });
    await storage.put(sourceKey(pending), Buffer.from('source bytes'));
    // A demo video plays a clip shared by other videos: the clip is not theirs to remove.
    const demo = await addVideo(t.db, { title: 'Demo clip', user_id: owner.id });
    await t.db.updateTable('videos').set({ media_prefix: 'demo/1' }).where('video_id', '=', demo).execute();
    await storage.put('demo/1/master.m3u8', Buffer.from(MASTER));

    const before = await fetchAs(app, publicMediaUrl(open, 'master.m3u8'));
    expect(before.statusCode).toBe(200);

    await scheduled(owner.id, false);
    expect(await runDeletion({ db: t.db, storage }, owner.id)).toBe(true);

    for (const id of [open, hidden]) expect(await keysUnder(videoMediaPrefix(id))).toEqual([]);
    expect(await storage.head(sourceKey(pending))).toBeNull();
    expect(await keysUnder('demo/1')).toEqual(['demo/1/master.m3u8']);

    const videos = await t.db
      .selectFrom('videos')
      .select(['status_id', 'media_prefix'])
      .where('user_id', '=', owner.id)
      .execute();
    expect(videos).toHaveLength(4);
    for (const video of videos) expect(video).toEqual({ status_id: 5, media_prefix: null });

    for (const file of ['master.m3u8', '240p/0000.ts', 'posters/1.jpg', 'download.mp4', 'preview.mp4']) {
      const res = await fetchAs(app, publicMediaUrl(open, file));
      expect(res.statusCode, file).toBe(404);
    }
    expect((await fetchAs(app, publicMediaUrl(demo, 'master.m3u8'))).statusCode).toBe(404);
    // Run again: nothing (done).
    expect(await runDeletion({ db: t.db, storage }, owner.id)).toBe(false);
  });

  it('kept: their files stay and play, under the removed member', async () => {
    const owner = await signedIn(t.db, 'Jade');
    const kept = await addMediaVideo(t.db, storage, { title: 'Evening tide', user_id: owner.id });
    const files = await keysUnder(videoMediaPrefix(kept));
    expect(files.length).toBeGreaterThan(0);

    await scheduled(owner.id, true);
    expect(await runDeletion({ db: t.db, storage }, owner.id)).toBe(true);

    expect(await keysUnder(videoMediaPrefix(kept))).toEqual(files);
    const master = await fetchAs(app, publicMediaUrl(kept, 'master.m3u8'));
    expect(master.statusCode).toBe(200);
    expect(master.body).toBe(MASTER);
    expect((await fetchAs(app, publicMediaUrl(kept, '240p/0000.ts'))).statusCode).toBe(200);
  });
});

describe('the deletion sweep', () => {
  it('queues again a due deletion whose job failed every attempt, once, and the job then runs it', async () => {
    const lost = await signedIn(t.db, 'Kit');
    const video = await addMediaVideo(t.db, storage, { title: 'Windy cliff', user_id: lost.id });
    await scheduled(lost.id, false);
    // Its job failed its last attempt (a storage outage, say): nothing would run it again.
    const failed = await enqueue(
      t.db,
      accountDeletionQueue,
      { userId: lost.id },
      { singletonKey: `user:${lost.id}` },
    );
    await t.db.updateTable('jobs').set({ state: 'failed' }).where('id', '=', failed).execute();
    // Not due yet, and already done: the sweep leaves them.
    const waiting = await signedIn(t.db, 'Lark');
    await scheduled(waiting.id, false, 3600);
    const done = await signedIn(t.db, 'Moss');
    await scheduled(done.id, true);
    expect(await runDeletion({ db: t.db, storage }, done.id)).toBe(true);

    expect(await requeueDueDeletions(t.db)).toBe(1);
    // Its job is queued now: the next sweep adds none.
    expect(await requeueDueDeletions(t.db)).toBe(0);
    const queued = await t.db
      .selectFrom('jobs')
      .select(['payload', 'state'])
      .where('queue', '=', accountDeletionQueue.name)
      .where('state', '=', 'queued')
      .execute();
    expect(queued.map((j) => j.payload)).toEqual([{ userId: lost.id }]);

    const worker = accountDeletionJob({ db: t.db, storage }).create(t.db, { pollMs: 20 });
    worker.start();
    try {
      for (let i = 0; i < 200 && (await doneAt(lost.id)) === null; i++)
        await new Promise((resolve) => setTimeout(resolve, 25));
    } finally {
      await worker.stop();
    }
    expect(await doneAt(lost.id)).not.toBeNull();
    expect(await doneAt(waiting.id)).toBeNull();
    expect(await keysUnder(videoMediaPrefix(video))).toEqual([]);
    expect(await requeueDueDeletions(t.db)).toBe(0);
  });
});
