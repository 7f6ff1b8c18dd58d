import { okResponseSchema } from '@site/api/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from '../accounts/fixtures.js';
import { addMember, addPlaylist, addVideo } from '../community/fixtures.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';
import { actionsApp, clientOf, expectError, memberPost, signedIn } from './fixtures.js';

let t: TestDb;
let app: FastifyInstance;
let fern: { id: number; browser: Browser };
let reed: { id: number; browser: Browser };
let owner: number;

beforeAll(async () => {
  t = await openTestDb();
  app = await actionsApp(t);
  fern = await signedIn(app, t, 'Fern');
  reed = await signedIn(app, t, 'Reed');
  owner = await addMember(t.db, { username: 'Owner' });
});

afterAll(() => closeAll(app, t));

const playlistRow = (id: number) =>
  t.db
    .selectFrom('playlists')
    .select(['total_videos', 'updated_at'])
    .where('playlist_id', '=', id)
    .executeTakeFirstOrThrow();

describe('given a member adding to and removing from favourites and watch later, as the client sends it', () => {
  it('adds once (409 already_in_…), removes once (409 nothing_to_remove)', async () => {
    const video = await addVideo(t.db, { user_id: owner });
    const api = clientOf(fern.browser).actions;
    for (const section of ['favourites', 'watch_later'] as const) {
      expect(okResponseSchema.parse(await api.add({ section, video_id: video }))).toEqual({
        code: 'success',
      });
      const rows = await t.db.selectFrom(section).select('video_id').where('user_id', '=', fern.id).execute();
      expect(rows).toEqual([{ video_id: video }]);
      await expect(api.add({ section, video_id: video })).rejects.toMatchObject({
        code: `already_in_${section}`,
        status: 409,
      });
      expect(await api.remove({ section, video_id: video })).toEqual({ code: 'success' });
      expect(
        await t.db.selectFrom(section).select('video_id').where('user_id', '=', fern.id).execute(),
      ).toEqual([]);
      expectError(
        await memberPost(fern.browser, { act: 'rem', section, video_id: String(video) }),
        409,
        'nothing_to_remove',
      );
    }
  });

  it('does not add a video the member cannot see, but removes one that turned private or was deleted', async () => {
    const hidden = await addVideo(t.db, { user_id: owner, is_private: 1 });
    const pending = await addVideo(t.db, { user_id: owner, status_id: 0 });
    for (const video of [hidden, pending, 999999]) {
      expectError(
        await memberPost(fern.browser, { act: 'add', section: 'favourites', video_id: String(video) }),
        404,
        'not_found',
      );
    }
    const video = await addVideo(t.db, { user_id: owner });
    await memberPost(fern.browser, { act: 'add', section: 'watch_later', video_id: String(video) });
    await t.db.updateTable('videos').set({ status_id: 5 }).where('video_id', '=', video).execute();
    const res = await memberPost(fern.browser, {
      act: 'rem',
      section: 'watch_later',
      video_id: String(video),
    });
    expect(res.statusCode, res.body).toBe(200);
    expectError(
      await memberPost(fern.browser, { act: 'rem', section: 'watch_later', video_id: '999999' }),
      404,
      'not_found',
    );
  });

  it('lets the owner add their own private video', async () => {
    const mine = await addVideo(t.db, { user_id: fern.id, is_private: 1 });
    const res = await memberPost(fern.browser, { act: 'add', section: 'favourites', video_id: String(mine) });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('given a member’s own playlist', () => {
  it('adds a video (total and update date move), refuses it twice, removes it (total back)', async () => {
    const playlist = await addPlaylist(t.db, {
      user_id: fern.id,
      title: 'Evening walks',
      updated_at: new Date(Date.now() - 86_400_000),
    });
    const video = await addVideo(t.db, { user_id: owner });
    const before = await playlistRow(playlist);
    const api = clientOf(fern.browser).actions;
    expect(await api.add({ section: 'playlist', video_id: video, object_id: playlist })).toEqual({
      code: 'success',
    });
    const after = await playlistRow(playlist);
    expect(after.total_videos).toBe(1);
    expect(new Date(after.updated_at).getTime()).toBeGreaterThan(new Date(before.updated_at).getTime());
    await expect(
      api.add({ section: 'playlist', video_id: video, object_id: playlist }),
    ).rejects.toMatchObject({
      code: 'already_in_playlist',
    });
    expect((await playlistRow(playlist)).total_videos).toBe(1);
    expect(await api.remove({ section: 'playlist', video_id: video, object_id: playlist })).toEqual({
      code: 'success',
    });
    expect((await playlistRow(playlist)).total_videos).toBe(0);
    expectError(
      await memberPost(fern.browser, {
        act: 'rem',
        section: 'playlist',
        video_id: String(video),
        object_id: String(playlist),
      }),
      409,
      'nothing_to_remove',
    );
  });

  it('refuses another member’s playlist with 403 not_owner, an unknown one with 404', async () => {
    const playlist = await addPlaylist(t.db, { user_id: fern.id, title: 'Quiet songs' });
    const video = await addVideo(t.db, { user_id: owner });
    for (const act of ['add', 'rem']) {
      const res = await memberPost(reed.browser, {
        act,
        section: 'playlist',
        video_id: String(video),
        object_id: String(playlist),
      });
      expectError(res, 403, 'not_owner');
    }
    expect((await playlistRow(playlist)).total_videos).toBe(0);
    const unknown = await memberPost(fern.browser, {
      act: 'add',
      section: 'playlist',
      video_id: String(video),
      object_id: '999999',
    });
    expectError(unknown, 404, 'not_found');
  });
});

describe('given a visitor or bad parameters', () => {
  it('refuses a visitor with 401 need_auth', async () => {
    const visitor = new Browser(app, '10.0.0.4');
    const video = await addVideo(t.db, { user_id: owner });
    for (const act of ['add', 'rem']) {
      expectError(
        await memberPost(visitor, { act, section: 'favourites', video_id: String(video) }),
        401,
        'need_auth',
      );
    }
  });

  it('names the bad fields: a playlist needs its object_id', async () => {
    const a = await memberPost(fern.browser, { act: 'add', section: 'playlist', video_id: '12' });
    expect(expectError(a, 400, 'invalid_params')).toEqual([{ field: 'object_id', code: 'required' }]);
    const b = await memberPost(fern.browser, { act: 'add', section: 'shelf', video_id: 'x' });
    expect(expectError(b, 400, 'invalid_params')).toEqual([
      { field: 'section', code: 'invalid' },
      { field: 'video_id', code: 'invalid' },
    ]);
    const c = await memberPost(fern.browser, { act: 'rem', section: 'favourites' });
    expect(expectError(c, 400, 'invalid_params')).toEqual([{ field: 'video_id', code: 'required' }]);
  });

  it('refuses a write without its CSRF token (403)', async () => {
    const video = await addVideo(t.db, { user_id: owner });
    const res = await memberPost(
      fern.browser,
      { act: 'add', section: 'favourites', video_id: String(video) },
      { csrf: false },
    );
    expect(res.statusCode).toBe(403);
    expect(
      await t.db.selectFrom('favourites').select('video_id').where('video_id', '=', video).execute(),
    ).toEqual([]);
  });
});
