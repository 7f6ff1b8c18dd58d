import { ENDPOINTS } from '@site/api';
import { okResponseSchema } from '@site/api/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from '../accounts/fixtures.js';
import { addVideo } from '../community/fixtures.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';
import { refreshStats } from '../videos/stats.js';
import { actionsApp, clientOf, expectError, signedIn } from './fixtures.js';
import { expireReadded } from './own-videos.js';

let t: TestDb;
let app: FastifyInstance;
let owner: { id: number; browser: Browser };
let regular: { id: number; browser: Browser };
let other: { id: number; browser: Browser };

beforeAll(async () => {
  t = await openTestDb();
  app = await actionsApp(t);
  owner = await signedIn(app, t, 'Owner', { status_id: 6 });
  regular = await signedIn(app, t, 'Regular');
  other = await signedIn(app, t, 'Other', { status_id: 6 });
});

afterAll(() => closeAll(app, t));

const edit = (browser: Browser, form: Record<string, string>) => browser.post(ENDPOINTS.videoEdit, form);

const stateOf = (id: number) =>
  t.db
    .selectFrom('videos')
    .select(['status_id', 'visible_until'])
    .where('video_id', '=', id)
    .executeTakeFirstOrThrow();

const videosCount = async (id: number) =>
  (
    await t.db
      .selectFrom('members')
      .select('videos_count')
      .where('user_id', '=', id)
      .executeTakeFirstOrThrow()
  ).videos_count;

describe('given the owner of an approved upload (status_id 6), as the client sends it', () => {
  it('deletes it: status 5, out of the public totals, the video page says deleted', async () => {
    const video = await addVideo(t.db, { user_id: owner.id, reviewed_at: new Date() });
    await refreshStats(t.db);
    const before = await videosCount(owner.id);
    const res = await clientOf(owner.browser).videos.remove({ video_id: video });
    expect(okResponseSchema.parse(res)).toEqual({ code: 'success' });
    expect((await stateOf(video)).status_id).toBe(5);
    expect(await videosCount(owner.id)).toBe(before - 1);
    await refreshStats(t.db);
    expect(await videosCount(owner.id)).toBe(before - 1);
    const page = await app.inject({ method: 'GET', url: `/api/json/video/0/0/${video}.json` });
    expect(page.json().video).toMatchObject({ status_id: 5 });
    // Deleting twice finds nothing to delete.
    expectError(await edit(owner.browser, { act: '2', video_id: String(video) }), 404, 'not_found');
  });

  it('re-adds a deleted video for the days asked, then the sweep deletes it again', async () => {
    const video = await addVideo(t.db, { user_id: owner.id, reviewed_at: new Date(), status_id: 5 });
    await refreshStats(t.db);
    const before = await videosCount(owner.id);
    const res = await clientOf(owner.browser).videos.readd({ video_id: video, days: 3 });
    expect(res).toEqual({ code: 'success' });
    const back = await stateOf(video);
    expect(back.status_id).toBe(1);
    const days = (new Date(back.visible_until as Date).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(2.99);
    expect(days).toBeLessThan(3.01);
    expect(await videosCount(owner.id)).toBe(before + 1);

    expect(await expireReadded(t.db)).toBe(0);
    await t.db
      .updateTable('videos')
      .set({ visible_until: sql`now() - interval '1 second'` })
      .where('video_id', '=', video)
      .execute();
    expect(await expireReadded(t.db)).toBe(1);
    expect(await stateOf(video)).toEqual({ status_id: 5, visible_until: null });
    expect(await videosCount(owner.id)).toBe(before);
  });

  it('re-adds for 7 days by default (§5) and sends a never-approved upload back to review', async () => {
    const pending = await addVideo(t.db, { user_id: owner.id, status_id: 5, media: '{"rungs":["240p"]}' });
    expect(await edit(owner.browser, { act: '4', video_id: String(pending) })).toMatchObject({
      statusCode: 200,
    });
    const state = await stateOf(pending);
    expect(state.status_id).toBe(0);
    const days = (new Date(state.visible_until as Date).getTime() - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(7);
  });

  it('refuses to re-add a video that is not deleted, or a rejected one, with 409', async () => {
    const live = await addVideo(t.db, { user_id: owner.id });
    expectError(await edit(owner.browser, { act: '4', video_id: String(live) }), 409, 'not_deleted');
    const rejected = await addVideo(t.db, { user_id: owner.id, status_id: 5, reject_reason: 'Blurry' });
    expectError(await edit(owner.browser, { act: '4', video_id: String(rejected) }), 409, 'rejected');
    expect((await stateOf(rejected)).status_id).toBe(5);
  });

  it('answers 400 for days outside 1–365', async () => {
    const video = await addVideo(t.db, { user_id: owner.id, status_id: 5 });
    for (const days of ['0', '366', 'x', '-1', '1.5']) {
      const errors = expectError(
        await edit(owner.browser, { act: '4', video_id: String(video), days }),
        400,
        'invalid_params',
      );
      expect(errors).toEqual([{ field: 'days', code: 'invalid' }]);
    }
    expect((await stateOf(video)).status_id).toBe(5);
  });
});

describe('given someone who may not delete or re-add', () => {
  it('refuses a visitor with 401, a member without status 6 and another member with 403', async () => {
    const video = await addVideo(t.db, { user_id: owner.id });
    const regularsOwn = await addVideo(t.db, { user_id: regular.id });
    const visitor = new Browser(app, '10.0.0.9');
    expectError(await edit(visitor, { act: '2', video_id: String(video) }), 401, 'need_auth');
    expectError(
      await edit(regular.browser, { act: '2', video_id: String(regularsOwn) }),
      403,
      'no_permission',
    );
    expectError(await edit(other.browser, { act: '2', video_id: String(video) }), 403, 'no_permission');
    expectError(await edit(other.browser, { act: '4', video_id: String(video) }), 403, 'no_permission');
    expect((await stateOf(video)).status_id).toBe(1);
    expect((await stateOf(regularsOwn)).status_id).toBe(1);
  });

  it('answers 404 for another member’s private or deleted video', async () => {
    const hidden = await addVideo(t.db, { user_id: owner.id, is_private: 1 });
    const deleted = await addVideo(t.db, { user_id: owner.id, status_id: 5 });
    expectError(await edit(other.browser, { act: '2', video_id: String(hidden) }), 404, 'not_found');
    expectError(await edit(other.browser, { act: '4', video_id: String(deleted) }), 404, 'not_found');
  });
});
