import { CALLS, moderationResponseSchema } from '@site/api/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from '../accounts/fixtures.js';
import { actionsApp, clientOf, expectError, signedIn } from '../actions/fixtures.js';
import { addVideo } from '../community/fixtures.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';
import { refreshStats } from '../videos/stats.js';

let t: TestDb;
let app: FastifyInstance;
let moderator: { id: number; browser: Browser };
let admin: { id: number; browser: Browser };
let uploader: { id: number; browser: Browser };

beforeAll(async () => {
  t = await openTestDb();
  app = await actionsApp(t);
  moderator = await signedIn(app, t, 'Warden', { role: 'moderator' });
  admin = await signedIn(app, t, 'Keeper', { role: 'admin' });
  uploader = await signedIn(app, t, 'Maker', { status_id: 6 });
});

afterAll(() => closeAll(app, t));

const review = (browser: Browser, form: Record<string, string>) =>
  browser.post(CALLS['moderation.approve'].path, form);
const awaiting = () => addVideo(t.db, { user_id: uploader.id, status_id: 0, media: '{"rungs":["240p"]}' });
const row = (id: number) =>
  t.db
    .selectFrom('videos')
    .select(['status_id', 'reviewed_by', 'reviewed_at', 'reject_reason', 'added_date'])
    .where('video_id', '=', id)
    .executeTakeFirstOrThrow();
const latestIds = async () =>
  (
    await app.inject({
      method: 'GET',
      url: '/api/json/videos2/0/str/latest-updates/60/all.0.1.all.all.all.json',
    })
  )
    .json()
    .videos.map((v: { video_id: number }) => v.video_id);

describe('given a video awaiting review', () => {
  it('a moderator approves it: it goes live at the top of the latest list and counts for its owner', async () => {
    await addVideo(t.db, { user_id: uploader.id, title: 'Older live one' });
    const video = await awaiting();
    await refreshStats(t.db);
    expect(await latestIds()).not.toContain(video);
    const res = await clientOf(moderator.browser).moderation.approve({ video_id: video });
    expect(moderationResponseSchema.parse(res)).toEqual({ code: 'success', video_id: video, status_id: 1 });
    const after = await row(video);
    expect(after).toMatchObject({ status_id: 1, reviewed_by: moderator.id, reject_reason: null });
    expect(Date.now() - new Date(after.added_date).getTime()).toBeLessThan(60_000);
    expect((await latestIds())[0]).toBe(video);
    const owner = await t.db
      .selectFrom('members')
      .select('videos_count')
      .where('user_id', '=', uploader.id)
      .executeTakeFirstOrThrow();
    expect(owner.videos_count).toBe(2);
  });

  it('an admin rejects it with a reason the uploader can read; it stays off the site', async () => {
    const video = await awaiting();
    const res = await clientOf(admin.browser).moderation.reject({
      video_id: video,
      reason: 'Audio is missing',
    });
    expect(res).toEqual({ code: 'success', video_id: video, status_id: 3 });
    expect(await row(video)).toMatchObject({
      status_id: 3,
      reject_reason: 'Audio is missing',
      reviewed_by: admin.id,
    });
    expect(await latestIds()).not.toContain(video);
  });

  it('answers 409 when the video is not awaiting review (decided already, or still processing)', async () => {
    const video = await awaiting();
    expect((await review(moderator.browser, { act: 'approve', video_id: String(video) })).statusCode).toBe(
      200,
    );
    expectError(
      await review(admin.browser, { act: 'reject', video_id: String(video), reason: 'Too late' }),
      409,
      'not_awaiting_review',
    );
    const processing = await addVideo(t.db, { user_id: uploader.id, status_id: 2 });
    expectError(
      await review(moderator.browser, { act: 'approve', video_id: String(processing) }),
      409,
      'not_awaiting_review',
    );
    expect((await row(video)).status_id).toBe(1);
    expect((await row(processing)).status_id).toBe(2);
  });

  it('answers 400 for a rejection without a reason, 404 for an unknown video', async () => {
    const video = await awaiting();
    for (const reason of ['', '  ', 'x'.repeat(1001)]) {
      expect(
        expectError(
          await review(moderator.browser, { act: 'reject', video_id: String(video), reason }),
          400,
          'invalid_params',
        ),
      ).toEqual([{ field: 'reason', code: reason === '' ? 'required' : 'invalid' }]);
    }
    expectError(await review(moderator.browser, { act: 'approve', video_id: '99999999' }), 404, 'not_found');
    expect((await row(video)).status_id).toBe(0);
  });
});

describe('given someone who is not staff', () => {
  it('refuses every act: 401 for a visitor, 403 for a member (the uploader included)', async () => {
    const video = await awaiting();
    const visitor = new Browser(app, '10.0.0.7');
    for (const act of ['approve', 'reject']) {
      const form = { act, video_id: String(video), reason: 'Looks fine' };
      expectError(await review(visitor, form), 401, 'need_auth');
      expectError(await review(uploader.browser, form), 403, 'no_permission');
    }
    expect((await row(video)).status_id).toBe(0);
  });

  it('refuses a moderator write without its CSRF token', async () => {
    const video = await awaiting();
    const res = await moderator.browser.post(
      CALLS['moderation.approve'].path,
      { act: 'approve', video_id: String(video) },
      { csrf: false },
    );
    expect(res.statusCode).toBe(403);
    expect((await row(video)).status_id).toBe(0);
  });
});
