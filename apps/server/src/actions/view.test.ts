import { okResponseSchema } from '@site/api/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from '../accounts/fixtures.js';
import { addChannel, addMember, addModel, addPlaylist, addVideo, daysAgo } from '../community/fixtures.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';
import { actionsApp, clientOf, expectError, inputPost, signedIn } from './fixtures.js';
import { HISTORY_CAP, VISITOR_COOKIE, VISITOR_VIEWS_PER_ADDRESS } from './view.js';

let t: TestDb;
let app: FastifyInstance;
let fern: { id: number; browser: Browser };
let owner: number;
let channel: number;
let model: number;

beforeAll(async () => {
  t = await openTestDb();
  app = await actionsApp(t);
  fern = await signedIn(app, t, 'Fern');
  owner = await addMember(t.db, { username: 'Owner' });
  channel = await addChannel(t.db, 'calm-water');
  model = await addModel(t.db, 'jade-river');
});

afterAll(() => closeAll(app, t));

const viewedOf = async (videoId: number) =>
  (
    await t.db
      .selectFrom('videos')
      .select('video_viewed')
      .where('video_id', '=', videoId)
      .executeTakeFirstOrThrow()
  ).video_viewed;

const countryViews = (videoId: number) =>
  t.db
    .selectFrom('video_country_views')
    .select(['country', 'views'])
    .where('video_id', '=', videoId)
    .orderBy('country')
    .execute();

const view = (browser: Browser, form: Record<string, string>, headers: Record<string, string> = {}) =>
  browser.request({
    method: 'POST',
    url: '/api/input.php',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams({ act: 'view', ...form }).toString(),
  });

/** A visitor's browser with its CSRF token, ready to write. */
async function visitor(address: string): Promise<Browser> {
  const b = new Browser(app, address);
  await b.csrf();
  return b;
}

/** The header that carries a browser's CSRF token (from its `csrf_token` cookie). */
const csrfHeader = (b: Browser) => ({ 'x-csrf-token': b.cookies.get('csrf_token') as string });

describe('given a member viewing a public video, as the client sends it', () => {
  it('counts the view once a day on the video, its sums and its country, and keeps it in their history', async () => {
    // A mark of three days ago goes when the first view of the day comes.
    await t.db
      .insertInto('view_marks')
      .values({
        day: daysAgo(3).toISOString().slice(0, 10),
        section: 'video',
        object_id: 1,
        viewer: 'm:999999',
      })
      .execute();
    const video = await addVideo(t.db, { user_id: owner, content_source_id: channel });
    await t.db.insertInto('video_models').values({ video_id: video, model_id: model }).execute();
    const answer = await clientOf(fern.browser).actions.view({ object_id: video });
    expect(okResponseSchema.parse(answer)).toEqual({ code: 'success' });
    expect(await viewedOf(video)).toBe(1);
    expect(await countryViews(video)).toEqual([{ country: 'eu', views: 1 }]);
    const ownerRow = await t.db
      .selectFrom('members')
      .select('videos_viewed')
      .where('user_id', '=', owner)
      .executeTakeFirstOrThrow();
    expect(Number(ownerRow.videos_viewed)).toBe(1);
    const ch = await t.db
      .selectFrom('channels')
      .select('video_viewed')
      .where('channel_id', '=', channel)
      .executeTakeFirstOrThrow();
    expect(Number(ch.video_viewed)).toBe(1);
    const mo = await t.db
      .selectFrom('models')
      .select('video_viewed')
      .where('model_id', '=', model)
      .executeTakeFirstOrThrow();
    expect(Number(mo.video_viewed)).toBe(1);
    const history = await t.db
      .selectFrom('history')
      .select('video_id')
      .where('user_id', '=', fern.id)
      .execute();
    expect(history).toEqual([{ video_id: video }]);
    const old = await t.db.selectFrom('view_marks').select('day').where('viewer', '=', 'm:999999').execute();
    expect(old).toEqual([]);

    // Again the same day: success, nothing counted; the history keeps one row.
    const again = await view(
      fern.browser,
      { section: 'video', object_id: String(video) },
      csrfHeader(fern.browser),
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ code: 'success' });
    expect(again.headers['cache-control']).toBe('private, no-store');
    expect(await viewedOf(video)).toBe(1);
    expect(await countryViews(video)).toEqual([{ country: 'eu', views: 1 }]);
    expect(
      await t.db.selectFrom('history').select('video_id').where('user_id', '=', fern.id).execute(),
    ).toHaveLength(1);
  });

  it('keeps the last 200 videos of a member’s history, the newest first', async () => {
    const member = await signedIn(app, t, 'Heather');
    const first = await addVideo(t.db, { user_id: owner });
    // 200 distinct videos already in the history, the oldest being `oldest`.
    const ids: number[] = [];
    for (let i = 0; i < HISTORY_CAP; i++) ids.push(await addVideo(t.db, { user_id: owner }));
    await t.db
      .insertInto('history')
      .values(ids.map((video_id, i) => ({ user_id: member.id, video_id, viewed_at: daysAgo(2 - i / 1000) })))
      .execute();
    const res = await view(member.browser, { object_id: String(first) }, csrfHeader(member.browser));
    expect(res.statusCode, res.body).toBe(200);
    const kept = await t.db
      .selectFrom('history')
      .select('video_id')
      .where('user_id', '=', member.id)
      .orderBy('viewed_at', 'desc')
      .execute();
    expect(kept).toHaveLength(HISTORY_CAP);
    expect(kept[0]?.video_id).toBe(first);
    expect(kept.map((r) => r.video_id)).not.toContain(ids[0]);
  });
});

describe('given nogeo and a CDN country header', () => {
  it('counts the country of the header, and no country with nogeo=1', async () => {
    const video = await addVideo(t.db, { user_id: owner });
    const a = await visitor('10.1.0.1');
    await view(a, { object_id: String(video) }, { ...csrfHeader(a), 'cf-ipcountry': 'DE' });
    const b = await visitor('10.1.0.2');
    await view(b, { object_id: String(video), nogeo: '1' }, { ...csrfHeader(b), 'cf-ipcountry': 'FR' });
    expect(await viewedOf(video)).toBe(2);
    expect(await countryViews(video)).toEqual([{ country: 'de', views: 1 }]);
  });
});

describe('given visitors', () => {
  it('sets an httpOnly visitor cookie and counts a visitor once a day', async () => {
    const video = await addVideo(t.db, { user_id: owner });
    const b = await visitor('10.2.0.1');
    const first = await view(b, { object_id: String(video) }, csrfHeader(b));
    expect(first.statusCode, first.body).toBe(200);
    const cookie = first.cookies.find((c) => c.name === VISITOR_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    await view(b, { object_id: String(video) }, csrfHeader(b));
    expect(await viewedOf(video)).toBe(1);
    // A cookie the server did not sign is no visitor of its own: a new one is set (and counts as new).
    b.cookies.set(VISITOR_COOKIE, 'made-up');
    const forged = await view(b, { object_id: String(video) }, csrfHeader(b));
    expect(forged.statusCode).toBe(200);
    expect(forged.cookies.find((c) => c.name === VISITOR_COOKIE)?.value).not.toBe('made-up');
    expect(await viewedOf(video)).toBe(2);
  });

  it('counts at most a few cookie-less visitors per address and video a day; another address still counts', async () => {
    const video = await addVideo(t.db, { user_id: owner });
    for (let i = 0; i < VISITOR_VIEWS_PER_ADDRESS + 3; i++) {
      const b = await visitor('10.3.0.1');
      const res = await view(b, { object_id: String(video) }, csrfHeader(b));
      expect(res.statusCode).toBe(200);
    }
    expect(await viewedOf(video)).toBe(VISITOR_VIEWS_PER_ADDRESS);
    const other = await visitor('10.3.0.2');
    await view(other, { object_id: String(video) }, csrfHeader(other));
    expect(await viewedOf(video)).toBe(VISITOR_VIEWS_PER_ADDRESS + 1);
    // The table holds no address, only keyed hashes.
    const marks = await t.db
      .selectFrom('view_marks')
      .select(['viewer', 'address'])
      .where('object_id', '=', video)
      .execute();
    expect(marks.every((m) => !m.address.includes('10.3') && m.viewer.startsWith('v:'))).toBe(true);
  });
});

describe('given views of models, members, playlists and channels', () => {
  it('counts model_viewed, profile_viewed and the playlist’s views; a channel view answers success', async () => {
    const playlist = await addPlaylist(t.db, { user_id: owner, title: 'Evening walks' });
    const b = await visitor('10.4.0.1');
    for (const [section, object_id] of [
      ['model', 'jade-river'],
      ['member', String(owner)],
      ['playlist', String(playlist)],
      ['channel', 'calm-water'],
    ] as const) {
      const res = await view(b, { section, object_id }, csrfHeader(b));
      expect(res.statusCode, res.body).toBe(200);
    }
    const m = await t.db
      .selectFrom('models')
      .select('model_viewed')
      .where('model_id', '=', model)
      .executeTakeFirstOrThrow();
    expect(m.model_viewed).toBe(1);
    const u = await t.db
      .selectFrom('members')
      .select('profile_viewed')
      .where('user_id', '=', owner)
      .executeTakeFirstOrThrow();
    expect(u.profile_viewed).toBe(1);
    const p = await t.db
      .selectFrom('playlists')
      .select('video_viewed')
      .where('playlist_id', '=', playlist)
      .executeTakeFirstOrThrow();
    expect(p.video_viewed).toBe(1);
  });
});

describe('given videos that cannot be viewed, and bad parameters', () => {
  it('answers 404 for an unknown video and another member’s private one; the owner’s own private view counts', async () => {
    const hidden = await addVideo(t.db, { user_id: fern.id, is_private: 1 });
    const b = await visitor('10.5.0.1');
    expectError(await view(b, { object_id: '999999' }, csrfHeader(b)), 404, 'not_found');
    expectError(await view(b, { object_id: String(hidden) }, csrfHeader(b)), 404, 'not_found');
    expect(await viewedOf(hidden)).toBe(0);
    const own = await view(fern.browser, { object_id: String(hidden) }, csrfHeader(fern.browser));
    expect(own.statusCode, own.body).toBe(200);
    expect(await viewedOf(hidden)).toBe(1);
  });

  it('names the bad fields; user_id is read but never trusted', async () => {
    const b = await visitor('10.6.0.1');
    const res = await view(
      b,
      { section: 'sofa', object_id: 'x', nogeo: 'maybe', user_id: 'me' },
      csrfHeader(b),
    );
    // `x` has the shape of a dir: whether the section takes one is asked once the section is known.
    expect(expectError(res, 400, 'invalid_params')).toEqual([
      { field: 'section', code: 'invalid' },
      { field: 'nogeo', code: 'invalid' },
      { field: 'user_id', code: 'invalid' },
    ]);
    const dir = await view(b, { section: 'video', object_id: 'x' }, csrfHeader(b));
    expect(expectError(dir, 400, 'invalid_params')).toEqual([{ field: 'object_id', code: 'invalid' }]);
    const video = await addVideo(t.db, { user_id: owner });
    const other = await view(b, { object_id: String(video), user_id: String(owner) }, csrfHeader(b));
    expect(other.statusCode).toBe(200);
    expect(
      await t.db.selectFrom('history').select('video_id').where('video_id', '=', video).execute(),
    ).toEqual([]);
  });

  it('refuses a view without its CSRF token (403) and counts nothing', async () => {
    const video = await addVideo(t.db, { user_id: owner });
    const res = await inputPost(fern.browser, { act: 'view', object_id: String(video) }, { csrf: false });
    expect(res.statusCode).toBe(403);
    expect(await viewedOf(video)).toBe(0);
  });
});
