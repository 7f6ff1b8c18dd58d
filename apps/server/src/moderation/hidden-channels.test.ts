import { callUrl, type VideoListParamsInput } from '@site/api';
import { CALLS } from '@site/api/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from '../accounts/fixtures.js';
import { actionsApp, expectError, signedIn } from '../actions/fixtures.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';
import {
  addCategory,
  addChannel,
  addMember,
  addModel,
  addUserUploadSource,
  addVideo,
} from '../videos/fixtures.js';
import { refreshStats } from '../videos/stats.js';

/**
 * The staff's hidden channels (#33 item 3): a moderator hides a channel in the console; its videos leave
 * every listing, search and related list, but the channel's and the videos' pages still open; showing it
 * again brings them back. The sums over public videos move with them as refreshStats would count them.
 */

let t: TestDb;
let app: FastifyInstance;
let moderator: { id: number; browser: Browser };
let member: { id: number; browser: Browser };
let owner = 0;
const v: Record<string, number> = {};

beforeAll(async () => {
  t = await openTestDb();
  app = await actionsApp(t);
  moderator = await signedIn(app, t, 'Warden', { role: 'moderator' });
  member = await signedIn(app, t, 'Plainfolk');
  const { db } = t;
  owner = await addMember(db, 'fern');
  await addUserUploadSource(db);
  const quiet = await addChannel(db, 'quiet-works', 'Quiet Works');
  const open = await addChannel(db, 'open-works', 'Open Works');
  const lakes = await addCategory(db, 'lakes', 'Lakes');
  const amber = await addModel(db, 'amber-reed', 'Amber Reed');
  const both = { user_id: owner, category_ids: [lakes], model_ids: [amber] };
  v.hidden = await addVideo(db, { title: 'Lantern harbour at dusk', channel_id: quiet, views: 900, ...both });
  v.kept = await addVideo(db, { title: 'Lantern harbour at dawn', channel_id: open, views: 100, ...both });
  v.privateOne = await addVideo(db, {
    title: 'Lantern harbour private',
    channel_id: quiet,
    is_private: 1,
    ...both,
  });
  await refreshStats(db);
});

afterAll(() => closeAll(app, t));

const act = (browser: Browser, form: Record<string, string>) =>
  browser.post(CALLS['moderation.hideChannel'].path, form);
const get = async (url: string) => {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const listIds = async (params: VideoListParamsInput) =>
  ((await get(callUrl('videos.list', params, { lifetime: 0 }))).videos as { video_id: number }[]).map(
    (x) => x.video_id,
  );
const searchIds = async () =>
  ((await get(callUrl('videos.search', { s: 'lantern harbour' }))).videos as { video_id: number }[]).map(
    (x) => x.video_id,
  );
const relatedIds = async (videoId: number) =>
  (
    (await get(callUrl('videos.related', { video_id: videoId }, { lifetime: 0 }))).videos as {
      video_id: number;
    }[]
  ).map((x) => x.video_id);
const channelDirs = async () =>
  ((await get(callUrl('channels.list', {}, { lifetime: 0 }))).channels as { dir: string }[]).map(
    (c) => c.dir,
  );

/** Every list a visitor could find the video on: home, category, model, member, search, related. */
async function listedEverywhere(videoId: number): Promise<boolean[]> {
  return [
    (await listIds({})).includes(videoId),
    (await listIds({ section: 'category', object_id: 'lakes' })).includes(videoId),
    (await listIds({ section: 'model', object_id: 'amber-reed' })).includes(videoId),
    (await listIds({ section: 'member', object_id: String(owner) })).includes(videoId),
    (await searchIds()).includes(videoId),
    (await relatedIds(v.kept as number)).includes(videoId),
  ];
}

/** The sums over public videos, as they stand and as refreshStats recounts them: they must agree. */
async function sums() {
  const read = () =>
    Promise.all([
      t.db
        .selectFrom('members')
        .select(['user_id', 'videos_count', 'videos_viewed'])
        .orderBy('user_id')
        .execute(),
      t.db
        .selectFrom('models')
        .select(['model_id', 'total_videos', 'video_viewed'])
        .orderBy('model_id')
        .execute(),
      t.db
        .selectFrom('channels')
        .select(['channel_id', 'total_videos', 'video_viewed'])
        .orderBy('channel_id')
        .execute(),
      t.db.selectFrom('category_stats').selectAll().orderBy('category_id').orderBy('gender').execute(),
    ]);
  const kept = JSON.stringify(await read());
  await refreshStats(t.db);
  return { kept, counted: JSON.stringify(await read()) };
}

const isPrivate = async (id: number) =>
  (await t.db.selectFrom('videos').select('is_private').where('video_id', '=', id).executeTakeFirstOrThrow())
    .is_private;

describe('the hidden channels list', () => {
  it('is staff only, and refuses what is no channel with §8 errors', async () => {
    const visitor = new Browser(app, '10.0.0.9');
    expectError(await act(visitor, { act: 'channel_hide', dir: 'quiet-works' }), 401, 'need_auth');
    expectError(await visitor.get(CALLS['moderation.hiddenChannels'].path), 401, 'need_auth');
    expectError(await act(member.browser, { act: 'channel_hide', dir: 'quiet-works' }), 403, 'no_permission');
    expectError(await member.browser.get(CALLS['moderation.hiddenChannels'].path), 403, 'no_permission');
    expectError(
      await act(moderator.browser, { act: 'channel_hide', dir: 'no-such-studio' }),
      404,
      'not_found',
    );
    expectError(await act(moderator.browser, { act: 'channel_hide', dir: 'usersupload' }), 404, 'not_found');
    expectError(
      await act(moderator.browser, { act: 'channel_hide', dir: 'two words' }),
      400,
      'invalid_params',
    );
    expectError(await act(moderator.browser, { act: 'channel_unhide', dir: 'open-works' }), 404, 'not_found');
    expect(await channelDirs()).toContain('quiet-works');
  });

  it('takes a hidden channel and its videos out of every list, search and related list, not off their pages', async () => {
    expect(await listedEverywhere(v.hidden as number)).toEqual([true, true, true, true, true, true]);
    const res = await act(moderator.browser, { act: 'channel_hide', dir: 'quiet-works' });
    expect(res.statusCode, res.body).toBe(200);
    expectError(
      await act(moderator.browser, { act: 'channel_hide', dir: 'quiet-works' }),
      409,
      'already_listed',
    );

    expect(await listedEverywhere(v.hidden as number)).toEqual([false, false, false, false, false, false]);
    expect(await listedEverywhere(v.kept as number)).toEqual([true, true, true, true, true, false]);
    expect(await relatedIds(v.hidden as number)).toContain(v.kept);
    expect(await channelDirs()).not.toContain('quiet-works');

    // Reachable by direct link: the video's page (public, not "private") and the channel's page.
    const page = await get(callUrl('videos.get', { video_id: v.hidden as number }, { lifetime: 0 }));
    expect(page.video).toMatchObject({ video_id: v.hidden, title: 'Lantern harbour at dusk', is_private: 0 });
    const channel = await get(callUrl('channels.get', { channel_dir: 'quiet-works' }, { lifetime: 0 }));
    expect(channel.channel).toMatchObject({ dir: 'quiet-works' });
    // The owner's private video stays private to others.
    const secret = await app.inject({
      method: 'GET',
      url: callUrl('videos.get', { video_id: v.privateOne as number }, { lifetime: 0 }),
    });
    expect(secret.json().video?.is_private ?? 1).toBe(1);

    // The console lists it with who hid it; the act is in the audit log.
    const listed = (await moderator.browser.get(CALLS['moderation.hiddenChannels'].path)).json();
    expect(listed.channels).toEqual([
      expect.objectContaining({
        dir: 'quiet-works',
        title: 'Quiet Works',
        videos: 2,
        hidden_by: { user_id: moderator.id, username: 'Warden' },
      }),
    ]);
    const entries = await t.db
      .selectFrom('moderation_audit')
      .selectAll()
      .where('action', '=', 'channel_hide')
      .execute();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actor_id: moderator.id, target_type: 'channel' });

    const { kept, counted } = await sums();
    expect(kept).toBe(counted);
    const model = await t.db
      .selectFrom('models')
      .select('total_videos')
      .where('dir', '=', 'amber-reed')
      .executeTakeFirstOrThrow();
    expect(model.total_videos).toBe(1);
  });

  it('keeps a video written into a hidden channel out of the lists, and the owner’s privacy apart', async () => {
    const quiet = await t.db
      .selectFrom('channels')
      .select('channel_id')
      .where('dir', '=', 'quiet-works')
      .executeTakeFirstOrThrow();
    v.late = await addVideo(t.db, {
      title: 'Lantern harbour late',
      user_id: owner,
      channel_id: quiet.channel_id,
    });
    expect(await isPrivate(v.late)).toBe(2);
    expect(await isPrivate(v.privateOne as number)).toBe(3);
    // Moved to a visible channel it is listed; moved back it is not.
    const open = await t.db
      .selectFrom('channels')
      .select('channel_id')
      .where('dir', '=', 'open-works')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('videos')
      .set({ content_source_id: open.channel_id })
      .where('video_id', '=', v.late)
      .execute();
    expect(await isPrivate(v.late)).toBe(0);
    await t.db
      .updateTable('videos')
      .set({ content_source_id: quiet.channel_id })
      .where('video_id', '=', v.late)
      .execute();
    expect(await isPrivate(v.late)).toBe(2);
    // The category copies follow.
    const copies = await sql<{ is_private: number }>`select is_private from video_categories
      where video_id = ${v.hidden}`.execute(t.db);
    expect(copies.rows.map((r) => r.is_private)).toEqual([2]);
  });

  it('brings the channel and its videos back when shown again', async () => {
    const res = await act(moderator.browser, { act: 'channel_unhide', dir: 'quiet-works' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await listedEverywhere(v.hidden as number)).toEqual([true, true, true, true, true, true]);
    expect(await channelDirs()).toContain('quiet-works');
    expect(await isPrivate(v.privateOne as number)).toBe(1);
    expect((await moderator.browser.get(CALLS['moderation.hiddenChannels'].path)).json().channels).toEqual(
      [],
    );
    expect(
      await t.db
        .selectFrom('moderation_audit')
        .select('audit_id')
        .where('action', '=', 'channel_unhide')
        .execute(),
    ).toHaveLength(1);
    const { kept, counted } = await sums();
    expect(kept).toBe(counted);
  });
});
