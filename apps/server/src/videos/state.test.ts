import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from '../accounts/fixtures.js';
import { actionsApp, clientOf, signedIn } from '../actions/fixtures.js';
import { addMember, addPlaylist, addVideo } from '../community/fixtures.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';

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

describe('given a member on a video page, as the client asks (#25 item 11)', () => {
  it('answers their own vote and the lists of theirs that hold the video, no one else’s', async () => {
    const video = await addVideo(t.db, { user_id: owner });
    const mine = await addPlaylist(t.db, { user_id: fern.id, title: 'Evening walks' });
    const other = await addPlaylist(t.db, { user_id: fern.id, title: 'Harbours' });
    const reeds = await addPlaylist(t.db, { user_id: reed.id, title: 'Reed picks' });
    const fernApi = clientOf(fern.browser);
    expect(await fernApi.videos.state({ video_id: video })).toEqual({
      code: 'success',
      vote: null,
      favourites: false,
      watch_later: false,
      playlists: [],
      position: null,
    });

    await fernApi.actions.vote({ section: 'video', object_id: video, vote: 0 });
    await fernApi.actions.add({ section: 'watch_later', video_id: video });
    await fernApi.actions.add({ section: 'playlist', video_id: video, object_id: mine });
    await clientOf(reed.browser).actions.add({ section: 'playlist', video_id: video, object_id: reeds });
    await clientOf(reed.browser).actions.vote({ section: 'video', object_id: video, vote: 1 });

    expect(await fernApi.videos.state({ video_id: video })).toEqual({
      code: 'success',
      vote: 0,
      favourites: false,
      watch_later: true,
      playlists: [mine],
      position: null,
    });
    expect(other).not.toBe(mine);
    expect(await clientOf(reed.browser).videos.state({ video_id: video })).toMatchObject({
      vote: 1,
      watch_later: false,
      playlists: [reeds],
      position: null,
    });
  });

  it('is never cached, refuses a visitor, and knows no video the member cannot see', async () => {
    const video = await addVideo(t.db, { user_id: owner });
    const res = await fern.browser.get(`/api/video_state.php?video_id=${video}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const visitor = await app.inject({ method: 'GET', url: `/api/video_state.php?video_id=${video}` });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ code: 'need_auth' });
    const pending = await addVideo(t.db, { user_id: owner, status_id: 0 });
    const hidden = await fern.browser.get(`/api/video_state.php?video_id=${pending}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ code: 'video_not_found' });
    const bad = await fern.browser.get('/api/video_state.php?video_id=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'invalid_params' });
  });
});
