import type { UploadState } from '@site/api';
import { errorResponseSchema, uploadsResponseSchema } from '@site/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from '../accounts/fixtures.js';
import { signedIn } from '../actions/fixtures.js';
import { addCategory, addVideo } from '../community/fixtures.js';
import { checkMediaToken } from '../media/urls.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';
import { placeUpload, type UploadsApp, uploadsApp } from './fixtures.js';
import { UPLOADS_LIST_MAX } from './list.js';

let t: TestDb;
let u: UploadsApp;
let owner: { id: number; browser: Browser };
let other: { id: number; browser: Browser };

beforeAll(async () => {
  t = await openTestDb();
  u = await uploadsApp(t);
  owner = await signedIn(u.app, t, 'Lister');
  other = await signedIn(u.app, t, 'Neighbour');
});

afterAll(() => closeAll(u?.app, t));

let minute = 0;
/** An upload row of the owner's made `minute` minutes after the previous one (newest last). */
async function uploadRow(values: {
  status: 'uploading' | 'uploaded' | 'accepted' | 'rejected';
  error_code?: string;
  video?: { status_id: number; media?: object; reject_reason?: string; media_error?: string; title?: string };
}): Promise<string> {
  minute += 1;
  const id = `list-upload-${String(minute).padStart(8, '0')}`;
  let videoId: number | null = null;
  if (values.video) {
    videoId = await addVideo(t.db, {
      user_id: owner.id,
      title: values.video.title ?? `Clip ${minute}`,
      status_id: values.video.status_id,
      media: JSON.stringify(values.video.media ?? {}),
      reject_reason: values.video.reject_reason ?? null,
      media_error: values.video.media_error ?? null,
    });
  }
  await t.db
    .insertInto('uploads')
    .values({
      upload_id: id,
      user_id: owner.id,
      filename: `clip${minute}.mp4`,
      size: 1000,
      status: values.status,
      error_code: values.error_code ?? null,
      video_id: videoId,
      duration: videoId ? 600 : null,
      created_at: new Date(Date.UTC(2026, 0, 1, 0, minute)),
    })
    .execute();
  return id;
}

const list = async (browser: Browser, query = '') => {
  const res = await browser.get(`/api/uploads.php${query}`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return uploadsResponseSchema.parse(res.json()).uploads;
};

describe('given a member with uploads in every state', () => {
  it('lists them newest first, each with its state, percent, posters and codes', async () => {
    const half = await placeUpload(u.deps, owner.id, Buffer.alloc(400, 7), { bytes: 100 });
    await t.db
      .updateTable('uploads')
      .set({ created_at: new Date(Date.UTC(2025, 0, 1)) })
      .where('upload_id', '=', half)
      .execute();
    const ids = {
      uploaded: await uploadRow({ status: 'uploaded' }),
      refused: await uploadRow({ status: 'rejected', error_code: 'duplicate_video' }),
      processing: await uploadRow({
        status: 'accepted',
        video: { status_id: 2, media: { posters: 2, progress: 35, poster: 2 }, title: 'Sunrise' },
      }),
      review: await uploadRow({
        status: 'accepted',
        video: { status_id: 0, media: { rungs: ['240p'], posters: 1 } },
      }),
      active: await uploadRow({
        status: 'accepted',
        video: { status_id: 1, media: { rungs: ['240p', '360p'] } },
      }),
      rejected: await uploadRow({
        status: 'accepted',
        video: { status_id: 3, reject_reason: 'Not allowed here' },
      }),
      failed: await uploadRow({
        status: 'accepted',
        video: { status_id: 4, media_error: 'transcode_failed' },
      }),
      deleted: await uploadRow({ status: 'accepted', video: { status_id: 5, media: { posters: 3 } } }),
    };
    await uploadRow({ status: 'accepted' }); // its video was removed (video_id null)
    const uploads = await list(owner.browser);
    const by = (id: string) => uploads.find((x) => x.upload_id === id) as UploadState;

    expect(uploads.map((x) => x.created_at)).toEqual(
      [...uploads.map((x) => x.created_at)].sort((a, b) => b - a),
    );
    expect(uploads.at(-1)?.upload_id).toBe(half);
    expect(uploads[0]).toMatchObject({ status: 'deleted', video_id: null });
    expect(by(half)).toMatchObject({
      status: 'uploading',
      percent: 25,
      size: 400,
      video_id: null,
      posters: [],
    });
    expect(by(ids.uploaded)).toMatchObject({ status: 'uploading', percent: 100 });
    expect(by(ids.refused)).toMatchObject({ status: 'error', error_code: 'duplicate_video', video_id: null });
    const processing = by(ids.processing);
    expect(processing).toMatchObject({
      status: 'processing',
      percent: 35,
      title: 'Sunrise',
      poster: 2,
      playable: false,
    });
    expect(processing.posters).toHaveLength(2);
    processing.posters.forEach((address, i) => {
      const m = new RegExp(`^/media/v/${processing.video_id}/([^/]+)/posters/${i + 1}\\.jpg$`).exec(address);
      expect(m, address).not.toBeNull();
      expect(checkMediaToken(u.deps.secret, processing.video_id as number, m?.[1] as string)).toMatchObject({
        kind: 'signed',
      });
    });
    expect(by(ids.review)).toMatchObject({ status: 'awaiting_review', percent: 100, playable: true });
    expect(by(ids.active)).toMatchObject({ status: 'active', playable: true, error_code: null });
    expect(by(ids.rejected)).toMatchObject({ status: 'rejected', reject_reason: 'Not allowed here' });
    expect(by(ids.failed)).toMatchObject({ status: 'error', error_code: 'transcode_failed' });
    expect(by(ids.deleted)).toMatchObject({ status: 'deleted', posters: [] });

    // One upload by id; another member sees none of them.
    expect((await list(owner.browser, `?upload_id=${ids.review}`)).map((x) => x.upload_id)).toEqual([
      ids.review,
    ]);
    expect(await list(other.browser)).toEqual([]);
    expect(await list(other.browser, `?upload_id=${ids.review}`)).toEqual([]);
  });

  it('gives a described upload its words to edit (act 5), and none to one not yet described', async () => {
    const id = await uploadRow({ status: 'accepted', video: { status_id: 1, title: 'Harbour lights' } });
    const videoId = (
      await t.db
        .selectFrom('uploads')
        .select('video_id')
        .where('upload_id', '=', id)
        .executeTakeFirstOrThrow()
    ).video_id as number;
    await t.db
      .updateTable('videos')
      .set({ description: 'Boats at dusk', gender: 'gay', is_private: 1, is_exclusive: 1 })
      .where('video_id', '=', videoId)
      .execute();
    const categoryId = await addCategory(t.db, 'harbour-nights');
    await t.db
      .insertInto('video_categories')
      .values({ video_id: videoId, category_id: categoryId })
      .execute();
    const [state] = await list(owner.browser, `?upload_id=${id}`);
    expect(state?.info).toEqual({
      description: 'Boats at dusk',
      categories: ['harbour-nights'],
      orientation: 'gay',
      visibility: 1,
      exclusive: 1,
    });
    const fresh = await uploadRow({ status: 'uploading' });
    expect((await list(owner.browser, `?upload_id=${fresh}`))[0]?.info).toBeNull();
  });

  it(`lists at most ${UPLOADS_LIST_MAX}`, async () => {
    const member = await signedIn(u.app, t, 'Prolific');
    await t.db
      .insertInto('uploads')
      .values(
        Array.from({ length: UPLOADS_LIST_MAX + 1 }, (_, i) => ({
          upload_id: `many-uploads-${String(i).padStart(6, '0')}`,
          user_id: member.id,
          filename: 'clip.mp4',
          size: 10,
          status: 'rejected' as const,
          error_code: 'too_short',
        })),
      )
      .execute();
    expect(await list(member.browser)).toHaveLength(UPLOADS_LIST_MAX);
  });

  it('answers need_auth to visitors and invalid_params to a malformed upload id', async () => {
    const res = await new Browser(u.app).get('/api/uploads.php');
    expect(res.statusCode).toBe(401);
    expect(errorResponseSchema.parse(res.json()).code).toBe('need_auth');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const bad = await owner.browser.get('/api/uploads.php?upload_id=..%2F..');
    expect(bad.statusCode).toBe(400);
    expect(errorResponseSchema.parse(bad.json()).code).toBe('invalid_params');
  });
});
