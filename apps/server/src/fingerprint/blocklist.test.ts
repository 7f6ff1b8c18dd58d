import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { errorResponseSchema, videoUploadResponseSchema } from '@site/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from '../accounts/fixtures.js';
import { signedIn } from '../actions/fixtures.js';
import { VIDEO_STATUS } from '../db/schema.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';
import { clipBytes, placeUpload, type UploadsApp, uploadsApp } from '../uploads/fixtures.js';
import { blockVideo, listBlocks, unblock } from './blocklist.js';
import { FINGERPRINT_BYTES } from './compute.js';
import { reencoded, sourceClip } from './fixtures.js';

let t: TestDb;
let u: UploadsApp;
let uploader: { id: number; browser: Browser };
let moderator: { id: number; browser: Browser };
const files: Record<'original' | 'smaller' | 'other', Buffer> = {} as never;

// Clips of 4 s pass act 1: longer than 2 s, at most 30 s.
const SETTINGS = { minSecondsExclusive: 2, minSeconds: 2, maxSeconds: 30 };

beforeAll(async () => {
  t = await openTestDb();
  u = await uploadsApp(t, SETTINGS);
  uploader = await signedIn(u.app, t, 'Lantern');
  moderator = await signedIn(u.app, t, 'Harbor', { role: 'moderator' });
  const at = (name: string) => join(t.dataDir, name);
  const original = await sourceClip(at('a.mp4'), 'testsrc2', { seconds: 4, width: 640, height: 360 });
  files.original = await readFile(original);
  files.smaller = await readFile(
    await reencoded(original, at('b.mp4'), { width: 320, height: 180, crf: 34 }),
  );
  files.other = await readFile(
    await sourceClip(at('c.mp4'), 'smptebars', { seconds: 4, width: 640, height: 360 }),
  );
}, 120_000);

afterAll(() => closeAll(u?.app, t));

/** Uploads `data` as the uploader and sends act 1: the status and the code or video id. */
async function upload(data: Buffer, filename = 'clip.mp4') {
  const id = await placeUpload(u.deps, uploader.id, data, { filename });
  const res = await uploader.browser.post(u.editPath, { act: '1', upload_id: id });
  const body = res.json() as unknown;
  return res.statusCode === 200
    ? { id, status: 200, videoId: videoUploadResponseSchema.parse(body).video_id }
    : { id, status: res.statusCode, code: errorResponseSchema.parse(body).code };
}
const countOf = async (table: 'videos' | 'jobs') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((e) => e.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** What a takedown does to the video (moderation's own code sets more), and the block. */
async function takeDown(videoId: number) {
  await t.db
    .updateTable('videos')
    .set({ status_id: VIDEO_STATUS.deleted })
    .where('video_id', '=', videoId)
    .execute();
  return blockVideo(t.db, videoId, 'Removed after a report', moderator.id);
}

describe('the block list of removed videos', () => {
  let removed: number;

  it('keeps the fingerprint of every accepted upload with its video', async () => {
    const made = await upload(files.original, 'Original.mp4');
    expect(made.status).toBe(200);
    removed = made.videoId as number;
    const video = await t.db
      .selectFrom('videos')
      .select(['fingerprint', 'content_hash'])
      .where('video_id', '=', removed)
      .executeTakeFirstOrThrow();
    expect(video.fingerprint).toHaveLength(FINGERPRINT_BYTES);
    expect(video.content_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses the removed clip sent again as blocked_video, making no video', async () => {
    const entry = await takeDown(removed);
    expect(entry).toMatchObject({
      videoId: removed,
      fingerprinted: true,
      reason: 'Removed after a report',
      actorId: moderator.id,
    });
    const [videos, jobs] = [await countOf('videos'), await countOf('jobs')];
    const again = await upload(files.original);
    expect(again).toMatchObject({ status: 422, code: 'blocked_video' });
    const row = await t.db
      .selectFrom('uploads')
      .selectAll()
      .where('upload_id', '=', again.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'rejected', error_code: 'blocked_video', video_id: null });
    expect([await countOf('videos'), await countOf('jobs')]).toEqual([videos, jobs]);
  });

  it('refuses the removed clip re-encoded at another resolution and quality', async () => {
    const before = await countOf('videos');
    expect(await upload(files.smaller)).toMatchObject({ status: 422, code: 'blocked_video' });
    expect(await countOf('videos')).toBe(before);
  });

  it('accepts a different clip', async () => {
    expect(await upload(files.other)).toMatchObject({ status: 200 });
  });

  it('keeps the first entry when a video is blocked again, and blocks nothing for an unknown video', async () => {
    const again = await blockVideo(t.db, removed, 'Another reason');
    expect(again).toMatchObject({ reason: 'Removed after a report', actorId: moderator.id });
    expect((await listBlocks(t.db)).map((b) => b.videoId)).toEqual([removed]);
    expect(await blockVideo(t.db, 999_999, 'No such video')).toBeNull();
  });

  it('lets the re-encoded clip pass once the video is unblocked', async () => {
    expect(await unblock(t.db, { videoId: removed })).toBe(1);
    expect(await listBlocks(t.db)).toEqual([]);
    expect(await upload(files.smaller)).toMatchObject({ status: 200 });
    // The very file is still a duplicate of the removed video's row, as before blocking existed.
    expect(await upload(files.original)).toMatchObject({ status: 422, code: 'duplicate_video' });
  });

  it('blocks by hash alone a video without a fingerprint', async () => {
    const data = await clipBytes(t.dataDir, 9, 3);
    const made = await upload(data);
    expect(made.status).toBe(200);
    await t.db
      .updateTable('videos')
      .set({ fingerprint: null })
      .where('video_id', '=', made.videoId as number)
      .execute();
    const entry = await takeDown(made.videoId as number);
    expect(entry).toMatchObject({ fingerprinted: false });
    expect(await upload(data)).toMatchObject({ status: 422, code: 'blocked_video' });
  });
});
