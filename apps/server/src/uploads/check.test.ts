import { existsSync } from 'node:fs';
import { errorResponseSchema, videoUploadResponseSchema } from '@site/api/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from '../accounts/fixtures.js';
import { signedIn } from '../actions/fixtures.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';
import { uploadPath } from './files.js';
import { clipBytes, placeUpload, type UploadsApp, uploadsApp } from './fixtures.js';

let t: TestDb;
let u: UploadsApp;
let owner: { id: number; browser: Browser };
let other: { id: number; browser: Browser };

// Longer than 2 s passes act 1; longer than 6 s is too long.
const SETTINGS = { minSecondsExclusive: 2, minSeconds: 4, maxSeconds: 6 };

beforeAll(async () => {
  t = await openTestDb();
  u = await uploadsApp(t, SETTINGS);
  owner = await signedIn(u.app, t, 'Checker');
  other = await signedIn(u.app, t, 'Outsider');
});

afterAll(() => closeAll(u?.app, t));

const check = (browser: Browser, uploadId: string) =>
  browser.post(u.editPath, { act: '1', upload_id: uploadId });
const row = (id: string) =>
  t.db.selectFrom('uploads').selectAll().where('upload_id', '=', id).executeTakeFirstOrThrow();
const refusal = (res: { statusCode: number; json: () => unknown }) => ({
  status: res.statusCode,
  code: errorResponseSchema.parse(res.json()).code,
});
const jobsFor = async (videoId: number) =>
  (await t.db.selectFrom('jobs').select(['queue', 'payload']).execute()).filter(
    (j) => j.queue === 'transcode' && (j.payload as { videoId: number }).videoId === videoId,
  );

describe('given a finished upload, act 1', () => {
  it('answers the same video when sent again, even twice at once, and makes one video and one job', async () => {
    const data = await clipBytes(t.dataDir, 1, 3);
    const id = await placeUpload(u.deps, owner.id, data, { filename: 'Twice.mkv' });
    const [a, b] = await Promise.all([check(owner.browser, id), check(owner.browser, id)]);
    expect(a.statusCode, a.body).toBe(200);
    const first = videoUploadResponseSchema.parse(a.json());
    expect(videoUploadResponseSchema.parse(b.json())).toEqual(first);
    expect(first).toMatchObject({ filename: 'Twice.mkv', duration: 3 });
    const again = videoUploadResponseSchema.parse((await check(owner.browser, id)).json());
    expect(again).toEqual(first);
    const videos = await t.db
      .selectFrom('videos')
      .select('video_id')
      .where('user_id', '=', owner.id)
      .execute();
    expect(videos.filter((v) => v.video_id === first.video_id)).toHaveLength(1);
    expect(await jobsFor(first.video_id)).toHaveLength(1);
  });

  it('refuses a picture named clip.mp4 as corrupted_file, deletes it, and answers so again', async () => {
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const id = await placeUpload(u.deps, owner.id, png, { filename: 'clip.mp4' });
    expect(refusal(await check(owner.browser, id))).toEqual({ status: 422, code: 'corrupted_file' });
    expect(await row(id)).toMatchObject({ status: 'rejected', error_code: 'corrupted_file', video_id: null });
    expect(existsSync(uploadPath(u.deps.media.uploadsDir, id))).toBe(false);
    expect(refusal(await check(owner.browser, id))).toEqual({ status: 422, code: 'corrupted_file' });
  });

  it('refuses the same file a second time as duplicate_video, unless the first failed to transcode', async () => {
    const data = await clipBytes(t.dataDir, 2, 3);
    const first = await placeUpload(u.deps, owner.id, data);
    const made = videoUploadResponseSchema.parse((await check(owner.browser, first)).json());
    // Another member's copy is a duplicate too.
    const copy = await placeUpload(u.deps, other.id, data);
    expect(refusal(await check(other.browser, copy))).toEqual({ status: 422, code: 'duplicate_video' });
    expect(await row(copy)).toMatchObject({ status: 'rejected', error_code: 'duplicate_video' });

    await t.db.updateTable('videos').set({ status_id: 4 }).where('video_id', '=', made.video_id).execute();
    const retry = await placeUpload(u.deps, owner.id, data);
    const res = await check(owner.browser, retry);
    expect(res.statusCode, res.body).toBe(200);
    expect(videoUploadResponseSchema.parse(res.json()).video_id).not.toBe(made.video_id);
  });

  it('refuses a video not longer than the smaller minimum as too_short, and one over the maximum as too_long', async () => {
    const short = await placeUpload(u.deps, owner.id, await clipBytes(t.dataDir, 3, 2));
    expect(refusal(await check(owner.browser, short))).toEqual({ status: 422, code: 'too_short' });
    const long = await placeUpload(u.deps, owner.id, await clipBytes(t.dataDir, 4, 7));
    expect(refusal(await check(owner.browser, long))).toEqual({ status: 422, code: 'too_long' });
    expect(await row(long)).toMatchObject({ status: 'rejected', error_code: 'too_long' });
  });

  it('answers upload_error while bytes are still coming, and leaves the upload alone', async () => {
    const data = await clipBytes(t.dataDir, 5, 3);
    const id = await placeUpload(u.deps, owner.id, data, { bytes: 1000 });
    expect(refusal(await check(owner.browser, id))).toEqual({ status: 409, code: 'upload_error' });
    expect(await row(id)).toMatchObject({ status: 'uploading', error_code: null });
    expect(existsSync(uploadPath(u.deps.media.uploadsDir, id))).toBe(true);
  });

  it("answers not_found for another member's upload and an unknown one, need_auth to visitors", async () => {
    const data = await clipBytes(t.dataDir, 6, 3);
    const id = await placeUpload(u.deps, owner.id, data);
    expect(refusal(await check(other.browser, id))).toEqual({ status: 404, code: 'not_found' });
    expect((await row(id)).status).toBe('uploaded');
    expect(refusal(await check(owner.browser, 'NoSuchUpload0000000000'))).toEqual({
      status: 404,
      code: 'not_found',
    });
    const bad = await check(owner.browser, '../../etc/passwd');
    expect(refusal(bad)).toEqual({ status: 400, code: 'invalid_params' });
    expect(errorResponseSchema.parse(bad.json()).errors).toEqual([{ field: 'upload_id', code: 'invalid' }]);
    const visitor = new Browser(u.app);
    expect(refusal(await visitor.post(u.editPath, { act: '1', upload_id: id }))).toEqual({
      status: 401,
      code: 'need_auth',
    });
  });
});
