import { ENDPOINTS } from '@site/api';
import { okResponseSchema } from '@site/api/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from '../accounts/fixtures.js';
import { addCategory, addChannel, addModel, addVideo } from '../community/fixtures.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';
import { refreshStats } from '../videos/stats.js';
import { actionsApp, clientOf, expectError, signedIn } from './fixtures.js';

let t: TestDb;
let app: FastifyInstance;
let uploader: { id: number; browser: Browser };
let regular: { id: number; browser: Browser };
let other: { id: number; browser: Browser };
let video: number;

beforeAll(async () => {
  t = await openTestDb();
  app = await actionsApp(t);
  uploader = await signedIn(app, t, 'Uploader', { status_id: 6 });
  regular = await signedIn(app, t, 'Regular');
  other = await signedIn(app, t, 'Other', { status_id: 6 });
  const channel = await addChannel(t.db, 'usersupload');
  const model = await addModel(t.db, 'jade-river');
  const category = await addCategory(t.db, 'forests');
  video = await addVideo(t.db, {
    user_id: uploader.id,
    content_source_id: channel,
    video_viewed: 40,
    likes: 7,
    dislikes: 2,
  });
  await addVideo(t.db, { user_id: uploader.id, content_source_id: channel, video_viewed: 5, likes: 1 });
  await t.db.insertInto('video_models').values({ video_id: video, model_id: model }).execute();
  await t.db.insertInto('video_categories').values({ video_id: video, category_id: category }).execute();
  await refreshStats(t.db);
});

afterAll(() => closeAll(app, t));

const edit = (browser: Browser, form: Record<string, string>, options?: { csrf?: boolean }) =>
  browser.post(ENDPOINTS.videoEdit, form, options);

/** Every counter the toggle keeps: the owner's, channels', models' and categories'. */
async function counters() {
  const [members, channels, models, categories] = await Promise.all([
    t.db
      .selectFrom('members')
      .select(['user_id', 'videos_count', 'videos_viewed'])
      .orderBy('user_id')
      .execute(),
    t.db
      .selectFrom('channels')
      .select(['channel_id', 'total_videos', 'video_viewed', 'likes', 'dislikes'])
      .orderBy('channel_id')
      .execute(),
    t.db
      .selectFrom('models')
      .select(['model_id', 'total_videos', 'video_viewed', 'likes', 'dislikes'])
      .orderBy('model_id')
      .execute(),
    t.db.selectFrom('category_stats').selectAll().orderBy('category_id').execute(),
  ]);
  const num = <T extends object>(rows: T[]) =>
    rows.map((r) =>
      Object.fromEntries(Object.entries(r).map(([k, v]) => [k, typeof v === 'string' ? Number(v) : v])),
    );
  return { members: num(members), channels: num(channels), models: num(models), categories: num(categories) };
}

const isPrivate = async (id: number) =>
  (await t.db.selectFrom('videos').select('is_private').where('video_id', '=', id).executeTakeFirstOrThrow())
    .is_private;

describe('given the owner of an upload with status_id 6, as the client sends it', () => {
  it('turns it private and back, keeping every public counter as refreshStats computes it', async () => {
    const api = clientOf(uploader.browser).videos;
    expect(okResponseSchema.parse(await api.togglePrivacy({ video_id: video }))).toEqual({ code: 'success' });
    expect(await isPrivate(video)).toBe(1);
    const kept = await counters();
    expect(kept.members.find((m) => m.user_id === uploader.id)).toMatchObject({
      videos_count: 1,
      videos_viewed: 5,
    });
    expect(kept.categories).toEqual([]);
    await refreshStats(t.db);
    expect(kept).toEqual(await counters());
    // A visitor now sees it as private.
    const detail = await app.inject({ method: 'GET', url: `/api/json/video/0/0/${video}.json` });
    expect(detail.json().video).toMatchObject({ is_private: 1 });

    const back = await edit(uploader.browser, { act: '3', video_id: String(video) });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.headers['cache-control']).toBe('private, no-store');
    expect(await isPrivate(video)).toBe(0);
    const again = await counters();
    expect(again.members.find((m) => m.user_id === uploader.id)).toMatchObject({
      videos_count: 2,
      videos_viewed: 45,
    });
    await refreshStats(t.db);
    expect(again).toEqual(await counters());
  });
});

describe('given members who may not toggle', () => {
  it('refuses the owner without status_id 6 and another member with 403 no_permission', async () => {
    const regularsOwn = await addVideo(t.db, { user_id: regular.id });
    expectError(
      await edit(regular.browser, { act: '3', video_id: String(regularsOwn) }),
      403,
      'no_permission',
    );
    expectError(await edit(other.browser, { act: '3', video_id: String(video) }), 403, 'no_permission');
    expect(await isPrivate(regularsOwn)).toBe(0);
    expect(await isPrivate(video)).toBe(0);
  });

  it('answers 404 for another member’s private video, a deleted or unknown one', async () => {
    const hidden = await addVideo(t.db, { user_id: uploader.id, is_private: 1 });
    const deleted = await addVideo(t.db, { user_id: other.id, status_id: 5 });
    expectError(await edit(other.browser, { act: '3', video_id: String(hidden) }), 404, 'not_found');
    expectError(await edit(other.browser, { act: '3', video_id: String(deleted) }), 404, 'not_found');
    expectError(await edit(other.browser, { act: '3', video_id: '999999' }), 404, 'not_found');
  });

  it('refuses a visitor with 401 need_auth', async () => {
    const visitor = new Browser(app, '10.0.0.2');
    expectError(await edit(visitor, { act: '3', video_id: String(video) }), 401, 'need_auth');
  });
});

describe('given bad parameters or no CSRF token', () => {
  it('answers 400 invalid_params for an unknown act or a bad video_id', async () => {
    expect(
      expectError(await edit(uploader.browser, { act: '9', video_id: String(video) }), 400, 'invalid_params'),
    ).toEqual([{ field: 'act', code: 'invalid' }]);
    expect(
      expectError(await edit(uploader.browser, { video_id: String(video) }), 400, 'invalid_params'),
    ).toEqual([{ field: 'act', code: 'required' }]);
    expect(
      expectError(await edit(uploader.browser, { act: '3', video_id: 'seven' }), 400, 'invalid_params'),
    ).toEqual([{ field: 'video_id', code: 'invalid' }]);
    expect(expectError(await edit(uploader.browser, { act: '3' }), 400, 'invalid_params')).toEqual([
      { field: 'video_id', code: 'required' },
    ]);
  });

  it('refuses a toggle without its CSRF token (403), changing nothing', async () => {
    const res = await edit(uploader.browser, { act: '3', video_id: String(video) }, { csrf: false });
    expect(res.statusCode).toBe(403);
    expect(await isPrivate(video)).toBe(0);
  });
});
