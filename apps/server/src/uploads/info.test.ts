import { errorResponseSchema, videoInfoResponseSchema, videoUploadResponseSchema } from '@site/api/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from '../accounts/fixtures.js';
import { signedIn } from '../actions/fixtures.js';
import { addCategory } from '../community/fixtures.js';
import { readVideoMedia } from '../media/video-media.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';
import { refreshStats } from '../videos/stats.js';
import { clipBytes, placeUpload, type UploadsApp, uploadsApp } from './fixtures.js';

let t: TestDb;
let u: UploadsApp;
let owner: { id: number; browser: Browser };
let other: { id: number; browser: Browser };
let seed = 0;

// A 3 s clip is long enough for an exclusive video only; a 5 s one for any.
const SETTINGS = { minSecondsExclusive: 2, minSeconds: 4, maxSeconds: 60 };

beforeAll(async () => {
  t = await openTestDb();
  u = await uploadsApp(t, SETTINGS);
  owner = await signedIn(u.app, t, 'Describer');
  other = await signedIn(u.app, t, 'Meddler');
  for (const dir of ['forests', 'rivers', 'mountains', 'lakes', 'deserts', 'islands', 'caves']) {
    await addCategory(t.db, dir);
  }
});

afterAll(() => closeAll(u?.app, t));

/** An upload of the owner's through act 1: its id and its video's. */
async function accepted(seconds = 5): Promise<{ uploadId: string; videoId: number }> {
  seed += 1;
  const uploadId = await placeUpload(u.deps, owner.id, await clipBytes(t.dataDir, 100 + seed, seconds));
  const res = await owner.browser.post(u.editPath, { act: '1', upload_id: uploadId });
  expect(res.statusCode, res.body).toBe(200);
  return { uploadId, videoId: videoUploadResponseSchema.parse(res.json()).video_id };
}

const FORM = {
  title: '  Misty forest walk  ',
  description: 'Early morning.',
  categories: 'forests,rivers',
  orientation: 'gay',
  visibility: '1',
  exclusive: '0',
};

/** Act 5 as a form (no screenshot), or multipart when a screenshot is given. */
async function info(
  browser: Browser,
  fields: Record<string, string>,
  screenshot?: { data: Buffer; type?: string; name?: string },
) {
  if (!screenshot) return browser.post(u.editPath, { act: '5', ...fields });
  const form = new FormData();
  form.append('act', '5');
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append(
    'screenshot',
    new Blob([screenshot.data], { type: screenshot.type ?? 'image/png' }),
    screenshot.name ?? 'shot.png',
  );
  return browser.request({
    method: 'POST',
    url: u.editPath,
    headers: { 'x-csrf-token': await browser.csrf() },
    payload: form,
  });
}

const video = (id: number) =>
  t.db.selectFrom('videos').selectAll().where('video_id', '=', id).executeTakeFirstOrThrow();
const categoriesOf = async (id: number) =>
  (
    await t.db
      .selectFrom('video_categories as vc')
      .innerJoin('categories as c', 'c.category_id', 'vc.category_id')
      .select('c.dir')
      .where('vc.video_id', '=', id)
      .orderBy('c.dir')
      .execute()
  ).map((r) => r.dir);
const refused = (res: { statusCode: number; json: () => unknown }) => {
  const body = errorResponseSchema.parse(res.json());
  return { status: res.statusCode, code: body.code, errors: body.errors ?? [] };
};
const setMedia = (id: number, media: object) =>
  t.db
    .updateTable('videos')
    .set({ media: JSON.stringify(media) })
    .where('video_id', '=', id)
    .execute();

describe('given an accepted upload, act 5', () => {
  it('stores the fields, the categories and the picked poster, and keeps it processing until it plays', async () => {
    const { uploadId, videoId } = await accepted();
    await setMedia(videoId, { posters: 3 });
    const res = await info(owner.browser, { upload_id: uploadId, ...FORM, poster: '2' });
    expect(res.statusCode, res.body).toBe(200);
    expect(videoInfoResponseSchema.parse(res.json())).toEqual({ code: 'success', video_id: videoId });
    const v = await video(videoId);
    expect(v).toMatchObject({
      title: 'Misty forest walk',
      description: 'Early morning.',
      dir: 'misty-forest-walk',
      gender: 'gay',
      is_private: 1,
      is_exclusive: 0,
      status_id: 2,
      thumb: `/media/v/${videoId}/p/posters/2.jpg`,
      scr: `/media/v/${videoId}/p/posters/2.jpg`,
    });
    expect(readVideoMedia(v.media)).toMatchObject({
      described: true,
      poster: 2,
      posters: 3,
      customPoster: false,
    });
    expect(await categoriesOf(videoId)).toEqual(['forests', 'rivers']);
  });

  it('merges into what transcoding already made, and sends a playable video to review', async () => {
    const { uploadId, videoId } = await accepted();
    await setMedia(videoId, { rungs: ['240p'], posters: 5, progress: 40, width: 240, height: 160 });
    const res = await info(owner.browser, { upload_id: uploadId, ...FORM });
    expect(res.statusCode, res.body).toBe(200);
    const v = await video(videoId);
    expect(v.status_id).toBe(0);
    expect(readVideoMedia(v.media)).toMatchObject({
      rungs: ['240p'],
      posters: 5,
      progress: 40,
      width: 240,
      described: true,
      poster: 0,
    });
    // No pick yet: the first candidate is shown.
    expect(v.thumb).toBe(`/media/v/${videoId}/p/posters/1.jpg`);
  });

  it("stores the uploader's own screenshot as a JPEG poster and shows it", async () => {
    const { uploadId, videoId } = await accepted();
    const png = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#228844' } })
      .png()
      .toBuffer();
    const res = await info(owner.browser, { upload_id: uploadId, ...FORM, visibility: '0' }, { data: png });
    expect(res.statusCode, res.body).toBe(200);
    const v = await video(videoId);
    expect(readVideoMedia(v.media).customPoster).toBe(true);
    expect(v.thumb).toBe(`/media/v/${videoId}/p/poster.jpg`);
    const stored = await sharp(u.storage.pathOf(`videos/${videoId}/poster.jpg`)).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 1280, height: 640 });
  });

  it('refuses a screenshot that is not a picture as screen_upload_error, changing nothing', async () => {
    const { uploadId, videoId } = await accepted();
    const before = await video(videoId);
    const res = await info(
      owner.browser,
      { upload_id: uploadId, ...FORM },
      { data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), type: 'image/png', name: 'x.png' },
    );
    expect(refused(res)).toMatchObject({ status: 422, code: 'screen_upload_error' });
    expect(await video(videoId)).toMatchObject({ title: before.title, media: before.media });
  });

  it('refuses unknown categories, none and more than six, with field errors', async () => {
    const { uploadId, videoId } = await accepted();
    const unknown = await info(owner.browser, {
      upload_id: uploadId,
      ...FORM,
      categories: 'forests,atlantis',
    });
    expect(refused(unknown)).toEqual({
      status: 400,
      code: 'invalid_params',
      errors: [{ field: 'categories', code: 'invalid', params: { dirs: 'atlantis' } }],
    });
    const none = await info(owner.browser, { upload_id: uploadId, ...FORM, categories: ' , ' });
    expect(refused(none).errors).toEqual([
      { field: 'categories', code: 'categories_min', params: { min: 1, max: 6 } },
    ]);
    const seven = await info(owner.browser, {
      upload_id: uploadId,
      ...FORM,
      categories: 'forests,rivers,mountains,lakes,deserts,islands,caves',
    });
    expect(refused(seven).errors).toEqual([
      { field: 'categories', code: 'categories_max', params: { min: 1, max: 6 } },
    ]);
    const short = await info(owner.browser, {
      upload_id: uploadId,
      ...FORM,
      title: 'ab',
      orientation: 'cats',
    });
    expect(refused(short).errors).toEqual([
      { field: 'title', code: 'min_max_length', params: { min: 3, max: 100 } },
      { field: 'orientation', code: 'invalid' },
    ]);
    expect(await categoriesOf(videoId)).toEqual([]);
  });

  it('refuses forbidden words in the title or description', async () => {
    const { uploadId } = await accepted();
    const res = await info(owner.browser, { upload_id: uploadId, ...FORM, description: 'Best CASINO bonus' });
    expect(refused(res)).toEqual({
      status: 400,
      code: 'forbidden_words',
      errors: [{ field: 'description', code: 'forbidden_words', params: { words: 'casino' } }],
    });
  });

  it('refuses a video too short for a non-exclusive one, and takes it as exclusive', async () => {
    const { uploadId, videoId } = await accepted(3);
    expect(refused(await info(owner.browser, { upload_id: uploadId, ...FORM }))).toMatchObject({
      status: 422,
      code: 'too_short',
    });
    const res = await info(owner.browser, { upload_id: uploadId, ...FORM, exclusive: '1' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await video(videoId)).is_exclusive).toBe(1);
  });

  it("answers not_found for another member's upload, upload_error for one not yet checked", async () => {
    const { uploadId, videoId } = await accepted();
    expect(refused(await info(other.browser, { upload_id: uploadId, ...FORM }))).toMatchObject({
      status: 404,
      code: 'not_found',
    });
    expect((await video(videoId)).title).not.toBe('Misty forest walk');
    const pending = await placeUpload(u.deps, owner.id, Buffer.from('not checked yet'));
    expect(refused(await info(owner.browser, { upload_id: pending, ...FORM }))).toMatchObject({
      status: 409,
      code: 'upload_error',
    });
  });

  it('may be sent again to edit, until the video is deleted', async () => {
    const { uploadId, videoId } = await accepted();
    expect((await info(owner.browser, { upload_id: uploadId, ...FORM })).statusCode).toBe(200);
    const edit = await info(owner.browser, {
      upload_id: uploadId,
      ...FORM,
      title: 'Misty lake',
      categories: 'lakes',
      orientation: 'she',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await video(videoId)).toMatchObject({ title: 'Misty lake', dir: 'misty-lake', gender: 'she' });
    expect(await categoriesOf(videoId)).toEqual(['lakes']);
    await t.db.updateTable('videos').set({ status_id: 5 }).where('video_id', '=', videoId).execute();
    expect(refused(await info(owner.browser, { upload_id: uploadId, ...FORM }))).toMatchObject({
      status: 404,
      code: 'not_found',
    });
  });

  it('sends an edited live video back to review, keeping the public totals right', async () => {
    const { uploadId, videoId } = await accepted();
    await info(owner.browser, { upload_id: uploadId, ...FORM, visibility: '0' });
    await t.db
      .updateTable('videos')
      .set({ status_id: 1, video_viewed: 30, likes: 4 })
      .where('video_id', '=', videoId)
      .execute();
    await refreshStats(t.db);
    const totals = async () => ({
      member: await t.db
        .selectFrom('members')
        .select(['videos_count', 'videos_viewed'])
        .where('user_id', '=', owner.id)
        .executeTakeFirstOrThrow(),
      categories: await t.db
        .selectFrom('category_stats')
        .selectAll()
        .orderBy('category_id')
        .orderBy('gender')
        .execute(),
    });
    for (const change of [
      { categories: 'lakes,caves', orientation: 'str', visibility: '0' },
      { categories: 'caves', orientation: 'str', visibility: '1' },
      { categories: 'forests', orientation: 'she', visibility: '0' },
    ]) {
      // Approved again before each edit: the edit takes it off the site until a moderator has seen it.
      await t.db.updateTable('videos').set({ status_id: 1 }).where('video_id', '=', videoId).execute();
      await refreshStats(t.db);
      const res = await info(owner.browser, { upload_id: uploadId, ...FORM, ...change });
      expect(res.statusCode, res.body).toBe(200);
      expect((await video(videoId)).status_id).toBe(0);
      const kept = await totals();
      await refreshStats(t.db);
      expect(kept).toEqual(await totals());
    }
  });
});
