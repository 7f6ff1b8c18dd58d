import { callUrl } from '@site/api';
import {
  okResponseSchema,
  playlistCreateResponseSchema,
  playlistListResponseSchema,
  playlistResponseSchema,
  videoListResponseSchema,
} from '@site/api/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from '../accounts/fixtures.js';
import { actionsApp, clientOf, expectError, inputPost, signedIn } from '../actions/fixtures.js';
import { addComment, addVideo } from '../community/fixtures.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';
import { playlistDir } from './acts.js';

let t: TestDb;
let app: FastifyInstance;
let fern: { id: number; browser: Browser };
let reed: { id: number; browser: Browser };

beforeAll(async () => {
  t = await openTestDb();
  app = await actionsApp(t);
  fern = await signedIn(app, t, 'Fern');
  reed = await signedIn(app, t, 'Reed');
});

afterAll(() => closeAll(app, t));

const pl = (browser: Browser, form: Record<string, string>, options?: { csrf?: boolean }) =>
  inputPost(browser, { act: 'playlist', ...form }, options);

const getPlaylist = async (browser: Browser, id: number) => {
  const res = await browser.get(callUrl('playlists.get', { playlist_id: id }, { lifetime: 0 }));
  return res.statusCode === 200 ? playlistResponseSchema.parse(res.json()).playlist : res.statusCode;
};

describe('given a member creating, editing and deleting a playlist, as the client sends it', () => {
  it('creates it (answering its id), shows it in their list, updates it, and deletes it', async () => {
    const api = clientOf(fern.browser).playlists;
    const created = playlistCreateResponseSchema.parse(
      await api.create({ title: '  Evening Walks  ', desc: 'Calm places', visible: 0, orientation: 'gay' }),
    );
    const id = created.playlist_id;
    expect(await getPlaylist(fern.browser, id)).toMatchObject({
      title: 'Evening Walks',
      dir: 'evening-walks',
      description: 'Calm places',
      visible: 0,
      orientation: 'gay',
      user: { user_id: fern.id, username: 'Fern' },
    });
    // Owner-only: nobody else sees it.
    expect(await getPlaylist(reed.browser, id)).toBe(404);
    const list = await fern.browser.get(
      callUrl('playlists.list', { section: 'member', user_id: fern.id, gender: 'gay', fresh: true }),
    );
    expect(playlistListResponseSchema.parse(list.json()).playlists.map((p) => p.playlist_id)).toEqual([id]);

    expect(
      okResponseSchema.parse(
        await api.update({ object_id: id, title: 'Morning walks', desc: '', visible: 1 }),
      ),
    ).toEqual({ code: 'success' });
    expect(await getPlaylist(reed.browser, id)).toMatchObject({
      title: 'Morning walks',
      dir: 'morning-walks',
      description: '',
      visible: 1,
      orientation: 'gay',
    });

    const video = await addVideo(t.db, { user_id: reed.id });
    await t.db.insertInto('playlist_videos').values({ playlist_id: id, video_id: video }).execute();
    await addComment(t.db, 'playlist', id, reed.id, 'Lovely choice of walks');
    expect(await api.remove({ object_id: id })).toEqual({ code: 'success' });
    expect(await getPlaylist(fern.browser, id)).toBe(404);
    expect(
      await t.db.selectFrom('playlist_videos').selectAll().where('playlist_id', '=', id).execute(),
    ).toEqual([]);
    expect(
      await t.db
        .selectFrom('comments')
        .selectAll()
        .where('section', '=', 'playlist')
        .where('object_id', '=', id)
        .execute(),
    ).toEqual([]);
  });

  it('defaults visible to 1 and the description to empty; a title of other scripts gets a plain dir', async () => {
    const res = await pl(fern.browser, { section: 'new', title: 'Прогулки', orientation: 'str' });
    const { playlist_id } = playlistCreateResponseSchema.parse(res.json());
    expect(await getPlaylist(reed.browser, playlist_id)).toMatchObject({
      title: 'Прогулки',
      dir: 'playlist',
      visible: 1,
      description: '',
    });
    expect(playlistDir('Café  au lait!')).toBe('cafe-au-lait');
  });
});

describe('given another member’s playlist', () => {
  it('refuses to update or delete it with 403 not_owner, changing nothing; an unknown one is 404', async () => {
    const res = await pl(fern.browser, { section: 'new', title: 'Quiet songs', orientation: 'str' });
    const { playlist_id } = playlistCreateResponseSchema.parse(res.json());
    const upd = await pl(reed.browser, {
      section: 'upd',
      object_id: String(playlist_id),
      title: 'Taken over',
      visible: '1',
    });
    expectError(upd, 403, 'not_owner');
    const del = await pl(reed.browser, { section: 'del', object_id: String(playlist_id) });
    expectError(del, 403, 'not_owner');
    expect(await getPlaylist(fern.browser, playlist_id)).toMatchObject({ title: 'Quiet songs' });
    expectError(await pl(fern.browser, { section: 'del', object_id: '999999' }), 404, 'not_found');
    expectError(
      await pl(fern.browser, { section: 'upd', object_id: '999999', title: 'Nothing', visible: '1' }),
      404,
      'not_found',
    );
  });
});

describe('given empty, short, over-long or missing fields', () => {
  it('answers 400 with the §5 field errors and creates nothing', async () => {
    const before = await t.db.selectFrom('playlists').select('playlist_id').execute();
    const empty = await pl(fern.browser, { section: 'new', title: '   ' });
    expect(expectError(empty, 400, 'invalid_params')).toEqual([
      { field: 'title', code: 'required' },
      { field: 'orientation', code: 'required' },
    ]);
    const bad = await pl(fern.browser, {
      section: 'new',
      title: 'ab',
      desc: 'd'.repeat(501),
      visible: '2',
      orientation: 'all',
    });
    expect(expectError(bad, 400, 'invalid_params')).toEqual([
      { field: 'title', code: 'min_max_length', params: { min: 3, max: 100 } },
      { field: 'desc', code: 'max_length', params: { length: 500, max: 500 } },
      { field: 'visible', code: 'invalid' },
      { field: 'orientation', code: 'invalid' },
    ]);
    const long = await pl(fern.browser, { section: 'new', title: 't'.repeat(101), orientation: 'str' });
    expect(expectError(long, 400, 'invalid_params')).toEqual([
      { field: 'title', code: 'min_max_length', params: { min: 3, max: 100 } },
    ]);
    const upd = await pl(fern.browser, { section: 'upd', title: 'Fine title' });
    expect(expectError(upd, 400, 'invalid_params')).toEqual([
      { field: 'object_id', code: 'required' },
      { field: 'visible', code: 'required' },
    ]);
    const section = await pl(fern.browser, { section: 'rename' });
    expect(expectError(section, 400, 'invalid_params')).toEqual([{ field: 'section', code: 'invalid' }]);
    expect(await t.db.selectFrom('playlists').select('playlist_id').execute()).toEqual(before);
  });
});

describe('given a visitor, and a write without CSRF', () => {
  it('refuses a visitor with 401 need_auth and a token-less write with 403', async () => {
    const visitor = new Browser(app, '10.0.0.8');
    expectError(
      await pl(visitor, { section: 'new', title: 'Guest list', orientation: 'str' }),
      401,
      'need_auth',
    );
    const res = await pl(
      fern.browser,
      { section: 'new', title: 'No token', orientation: 'str' },
      { csrf: false },
    );
    expect(res.statusCode).toBe(403);
    expect(
      await t.db
        .selectFrom('playlists')
        .select('title')
        .where('title', 'in', ['Guest list', 'No token'])
        .execute(),
    ).toEqual([]);
  });
});

describe('given the owner reordering their playlist (#32 item 7)', () => {
  const order = async (browser: Browser, id: number) => {
    const res = await browser.get(
      callUrl('videos.list', { section: 'playlist', object_id: String(id) }, { lifetime: 0 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    return videoListResponseSchema.parse(res.json()).videos.map((v) => v.video_id);
  };

  it('moves a video to a position, keeps the order for everyone, and puts a new video first', async () => {
    const api = clientOf(fern.browser);
    const { playlist_id: id } = playlistCreateResponseSchema.parse(
      await api.playlists.create({ title: 'Harbour lights', orientation: 'str' }),
    );
    const [a, b, c] = [
      await addVideo(t.db, { user_id: reed.id }),
      await addVideo(t.db, { user_id: reed.id }),
      await addVideo(t.db, { user_id: reed.id }),
    ];
    for (const video of [a, b, c])
      await api.actions.add({ section: 'playlist', video_id: video, object_id: id });
    // Before any move: the most recently added first.
    expect(await order(reed.browser, id)).toEqual([c, b, a]);

    expect(await api.playlists.move({ object_id: id, video_id: a, position: 1 })).toEqual({
      code: 'success',
    });
    expect(await order(reed.browser, id)).toEqual([a, c, b]);
    expect(await api.playlists.move({ object_id: id, video_id: a, position: 2 })).toEqual({
      code: 'success',
    });
    expect(await order(reed.browser, id)).toEqual([c, a, b]);
    // Past the end: last.
    await api.playlists.move({ object_id: id, video_id: c, position: 99 });
    expect(await order(reed.browser, id)).toEqual([a, b, c]);
    // The card's first video follows the order.
    expect(await getPlaylist(reed.browser, id)).toMatchObject({ video_id: a });

    // A video added after a move comes first, the rest keeping their order.
    const d = await addVideo(t.db, { user_id: reed.id });
    await api.actions.add({ section: 'playlist', video_id: d, object_id: id });
    expect(await order(reed.browser, id)).toEqual([d, a, b, c]);
    await api.playlists.move({ object_id: id, video_id: d, position: 3 });
    expect(await order(reed.browser, id)).toEqual([a, b, d, c]);
  });

  it('refuses another member (403 not_owner), an unknown playlist or a video not in it (404), and bad positions (400)', async () => {
    const api = clientOf(fern.browser);
    const { playlist_id: id } = playlistCreateResponseSchema.parse(
      await api.playlists.create({ title: 'Meadow songs', orientation: 'str' }),
    );
    const [a, b] = [await addVideo(t.db, { user_id: reed.id }), await addVideo(t.db, { user_id: reed.id })];
    for (const video of [a, b])
      await api.actions.add({ section: 'playlist', video_id: video, object_id: id });
    const move = (browser: Browser, form: Record<string, string>) =>
      pl(browser, { section: 'move', ...form });

    expectError(
      await move(reed.browser, { object_id: String(id), video_id: String(a), position: '1' }),
      403,
      'not_owner',
    );
    expectError(
      await move(fern.browser, { object_id: '999999', video_id: String(a), position: '1' }),
      404,
      'not_found',
    );
    const stranger = await addVideo(t.db, { user_id: reed.id });
    expectError(
      await move(fern.browser, { object_id: String(id), video_id: String(stranger), position: '1' }),
      404,
      'not_found',
    );
    for (const position of ['0', '-1', 'x', '']) {
      const res = await move(fern.browser, { object_id: String(id), video_id: String(a), position });
      expect(res.statusCode, res.body).toBe(400);
    }
    expect(await order(fern.browser, id)).toEqual([b, a]);
  });
});
