import { okResponseSchema, videoStateResponseSchema } from '@site/api/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from '../accounts/fixtures.js';
import { addMember, addVideo } from '../community/fixtures.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';
import { actionsApp, clientOf, expectError, inputPost, signedIn } from './fixtures.js';

let t: TestDb;
let app: FastifyInstance;
let fern: { id: number; browser: Browser };
let reed: { id: number; browser: Browser };
let video: number;
let hidden: number;

beforeAll(async () => {
  t = await openTestDb();
  app = await actionsApp(t);
  fern = await signedIn(app, t, 'Fern');
  reed = await signedIn(app, t, 'Reed');
  const owner = await addMember(t.db, { username: 'Owner' });
  video = await addVideo(t.db, { user_id: owner, title: 'Harbor light', duration: 600 });
  hidden = await addVideo(t.db, { user_id: owner, title: 'Only mine', is_private: 1 });
});

afterAll(() => closeAll(app, t));

const stateOf = async (browser: Browser, videoId: number) =>
  videoStateResponseSchema.parse(await clientOf(browser).videos.state({ video_id: videoId }));

describe('given a member whose player saves where it stands (continue watching)', () => {
  it('keeps the latest position, which the video state gives back to them alone', async () => {
    const api = clientOf(fern.browser).actions;
    expect(
      okResponseSchema.parse(await api.position({ video_id: video, position: 60, duration: 600 })),
    ).toEqual({
      code: 'success',
    });
    await api.position({ video_id: video, position: 95, duration: 600 });
    expect((await stateOf(fern.browser, video)).position).toBe(95);
    expect((await stateOf(reed.browser, video)).position).toBeNull();
  });

  it('offers no position to resume at the start or near the end', async () => {
    const api = clientOf(reed.browser).actions;
    await api.position({ video_id: video, position: 3, duration: 600 });
    expect((await stateOf(reed.browser, video)).position).toBeNull();
    await api.position({ video_id: video, position: 595, duration: 600 });
    expect((await stateOf(reed.browser, video)).position).toBeNull();
  });

  it('refuses a visitor, a missing CSRF token, bad numbers and a video the member cannot see', async () => {
    const before = await t.db.selectFrom('watch_positions').selectAll().execute();
    const form = { act: 'position', video_id: String(video), position: '30', duration: '600' };
    const visitor = await app.inject({
      method: 'POST',
      url: '/api/input.php',
      payload: new URLSearchParams(form).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(visitor.statusCode).toBeGreaterThanOrEqual(401);
    expect(visitor.statusCode).toBeLessThan(404);
    const noToken = await inputPost(fern.browser, form, { csrf: false });
    expect([noToken.statusCode, noToken.json().code]).toEqual([403, 'invalid_csrf']);
    const bad = await inputPost(fern.browser, { ...form, position: '700' });
    expect(expectError(bad, 400, 'invalid_params').map((e) => e.field)).toEqual(['position']);
    const negative = await inputPost(fern.browser, { ...form, duration: '-5' });
    expect(expectError(negative, 400, 'invalid_params').map((e) => e.field)).toContain('duration');
    expectError(await inputPost(fern.browser, { ...form, video_id: String(hidden) }), 404, 'not_found');
    expect(await t.db.selectFrom('watch_positions').selectAll().execute()).toEqual(before);
  });

  it('keeps a member’s newest 50 positions', async () => {
    const owner = await addMember(t.db, { username: 'Prolific' });
    const api = clientOf(fern.browser).actions;
    const ids: number[] = [];
    for (let i = 0; i < 51; i += 1) ids.push(await addVideo(t.db, { user_id: owner, title: `Clip ${i}` }));
    for (const id of ids) await api.position({ video_id: id, position: 30, duration: 600 });
    const kept = await t.db
      .selectFrom('watch_positions')
      .select('video_id')
      .where('user_id', '=', fern.id)
      .execute();
    expect(kept).toHaveLength(50);
    expect(kept.map((k) => k.video_id)).not.toContain(ids[0]);
  });
});
