/**
 * The subscriptions feed and continue watching (#32 items 2 and 3) as videos2_own sections: the member's
 * own, never cached, never on the public path. The scene's ben subscribes to the model iris, the channel
 * river-works and the member ann; cid to iris alone.
 */
import { callUrl, type VideoListParamsInput } from '@site/api';
import { errorResponseSchema, videoListResponseSchema } from '@site/api/contract';
import { describe, expect, it, vi } from 'vitest';
import { addVideo } from './fixtures.js';
import { sceneApp } from './scene-app.js';

vi.mock('../http/viewer.js', () => ({
  viewerOf: (request: { headers: Record<string, string | undefined> }) => {
    const id = Number(request.headers['x-test-member']);
    return id > 0 ? { user_id: id } : null;
  },
  isStaff: () => false,
}));

const { t, s, app } = await sceneApp();

async function own(member: number, params: VideoListParamsInput) {
  const url = callUrl('videos.listOwn', params, { lifetime: 0 });
  return app.inject({ method: 'GET', url, headers: { 'x-test-member': String(member) } });
}

async function ownList(member: number, params: VideoListParamsInput) {
  const res = await own(member, params);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return videoListResponseSchema.parse(res.json());
}

const feed = (member: number, extra: Partial<VideoListParamsInput> = {}) =>
  ownList(member, { section: 'feed', object_id: String(member), ...extra });

describe('given a member reading their subscriptions feed', () => {
  it('lists the public videos of their channels, models and members, newest first, without their own', async () => {
    const { videos, total_count } = await feed(s.members.ben);
    // lakeForest is ben's own (in river-works); privateLake and pendingLake are not public.
    expect(videos.map((v) => v.video_id)).toEqual([s.v.forestPath, s.v.lakeDawn]);
    expect(total_count).toBe(2);
  });

  it('pages like the other listings, newest first whatever sort is asked', async () => {
    const first = await feed(s.members.ben, { count: 1, page: 1, sort: 'most-popular' });
    const second = await feed(s.members.ben, { count: 1, page: 2, sort: 'most-popular' });
    expect(first.videos.map((v) => v.video_id)).toEqual([s.v.forestPath]);
    expect(second.videos.map((v) => v.video_id)).toEqual([s.v.lakeDawn]);
    expect(second.total_count).toBe(2);
  });

  it('shows a subscribed member’s newly approved video first', async () => {
    const fresh = await addVideo(t.db, { title: 'Fresh lake', user_id: s.members.ann, added: 0 });
    try {
      const { videos } = await feed(s.members.ben);
      expect(videos[0]?.video_id).toBe(fresh);
      // cid follows only the model: ann's video without iris is not theirs.
      expect((await feed(s.members.cid)).videos.map((v) => v.video_id)).not.toContain(fresh);
    } finally {
      await t.db.deleteFrom('videos').where('video_id', '=', fresh).execute();
    }
  });

  it('answers an empty feed with videos_not_found for a member with no subscriptions', async () => {
    const body = await feed(s.members.ann);
    expect(body).toEqual({ videos: [], total_count: 0, code: 'videos_not_found' });
  });

  it('is its member’s alone: 403 for another member’s, 403 on the public path', async () => {
    const other = await own(s.members.ann, { section: 'feed', object_id: String(s.members.ben) });
    expect(other.statusCode).toBe(403);
    expect(errorResponseSchema.parse(other.json()).code).toBe('no_permission');
    for (const section of ['feed', 'continue'] as const) {
      const url = callUrl('videos.list', { section, object_id: String(s.members.ben) }, { lifetime: 14400 });
      const res = await app.inject({
        method: 'GET',
        url,
        headers: { 'x-test-member': String(s.members.ben) },
      });
      expect(res.statusCode).toBe(403);
      expect(errorResponseSchema.parse(res.json()).code).toBe('no_permission');
    }
  });
});

describe('given a member reading their continue-watching list', () => {
  it('lists the videos they stopped in before the end, the latest first, each with its position', async () => {
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    await t.db
      .insertInto('watch_positions')
      .values([
        { user_id: s.members.cid, video_id: s.v.lakeDawn, position: 120, duration: 700, updated_at: at(30) },
        { user_id: s.members.cid, video_id: s.v.forestPath, position: 40, duration: 600, updated_at: at(5) },
        // Finished (within the end margin) and barely started: not offered.
        { user_id: s.members.cid, video_id: s.v.lakeForest, position: 595, duration: 600, updated_at: at(1) },
        { user_id: s.members.cid, video_id: s.v.mistyLake, position: 2, duration: 600, updated_at: at(2) },
        // Another member's position is not cid's.
        { user_id: s.members.ben, video_id: s.v.mistyLake, position: 300, duration: 600, updated_at: at(1) },
      ])
      .execute();
    const { videos } = await ownList(s.members.cid, {
      section: 'continue',
      object_id: String(s.members.cid),
    });
    expect(videos.map((v) => [v.video_id, v.position])).toEqual([
      [s.v.forestPath, 40],
      [s.v.lakeDawn, 120],
    ]);
    const ben = await ownList(s.members.ben, { section: 'continue', object_id: String(s.members.ben) });
    expect(ben.videos.map((v) => v.video_id)).toEqual([s.v.mistyLake]);
    // Nowhere else does a card carry a position.
    const history = await ownList(s.members.ann, { section: 'history', object_id: String(s.members.ann) });
    expect(history.videos.every((v) => v.position === undefined)).toBe(true);
  });
});
