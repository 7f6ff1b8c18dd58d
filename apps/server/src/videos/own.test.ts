/**
 * The owner's reads, as they will run once sessions land (#6): the viewer seam is replaced by one that
 * takes the member from a test header, so every rule that depends on who asks is exercised now.
 */
import { callUrl, type VideoListParamsInput } from '@site/api';
import {
  errorResponseSchema,
  videoFileResponseSchema,
  videoListResponseSchema,
  videoResponseSchema,
} from '@site/api/contract';
import { decodeVideoUrl } from '@site/api/display';
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
const ownDeleted = await addVideo(t.db, { title: 'Removed by me', user_id: s.members.ann, status_id: 5 });

const as = (member: number | null) => (member ? { 'x-test-member': String(member) } : {});

async function own(member: number, params: VideoListParamsInput) {
  const url = callUrl('videos.listOwn', params, { lifetime: 0 });
  const res = await app.inject({ method: 'GET', url, headers: as(member) });
  return res;
}

async function ownIds(member: number, params: VideoListParamsInput) {
  const res = await own(member, params);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return videoListResponseSchema.parse(res.json()).videos.map((v) => v.video_id);
}

describe('given a member reading their own lists on videos2_own', () => {
  it('lists their uploads with the private, pending and deleted ones (to be re-added), each with its owner state', async () => {
    const res = await own(s.members.ann, { section: 'member', object_id: String(s.members.ann) });
    const { videos } = videoListResponseSchema.parse(res.json());
    expect(new Set(videos.map((v) => v.video_id))).toEqual(
      new Set([s.v.lakeDawn, s.v.forestPath, s.v.privateLake, s.v.pendingLake, ownDeleted]),
    );
    const deleted = videos.find((v) => v.video_id === ownDeleted);
    expect(deleted?.status_id).toBe(5);
    expect(deleted?.owner).toEqual({ upload_id: null, reject_reason: null, visible_until: null });
  });

  it('takes lifetime 0 only, and only the sections of a member’s own lists', async () => {
    const ask = async (params: VideoListParamsInput, lifetime = 0) => {
      const url = callUrl('videos.listOwn', params, { lifetime });
      const res = await app.inject({ method: 'GET', url, headers: as(s.members.ann) });
      expect(res.headers['cache-control']).toBe('private, no-store');
      return { status: res.statusCode, body: errorResponseSchema.parse(res.json()) };
    };
    const cached = await ask({ section: 'history', object_id: String(s.members.ann) }, 14400);
    expect(cached).toEqual({
      status: 400,
      body: { code: 'invalid_params', errors: [{ field: 'lifetime', code: 'invalid' }] },
    });
    for (const section of ['all', 'category', 'top_country'] as const) {
      const object_id = section === 'all' ? '0' : section === 'category' ? 'lakes' : 'de';
      const res = await ask({ section, object_id });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ field: 'section', code: 'unsupported' }]);
    }
  });

  it('never gives the owner state to anyone but the owner', async () => {
    const url = callUrl(
      'videos.list',
      { section: 'member', object_id: String(s.members.ann) },
      { lifetime: 0 },
    );
    const res = await app.inject({ method: 'GET', url, headers: as(s.members.ben) });
    expect(res.statusCode).toBe(200);
    const { videos } = videoListResponseSchema.parse(res.json());
    expect(videos.length).toBeGreaterThan(0);
    expect(videos.every((v) => v.owner === undefined)).toBe(true);
    expect(videos.map((v) => v.video_id)).not.toContain(ownDeleted);
  });

  it('keeps the deleted ones out of their collections', async () => {
    const ids = await ownIds(s.members.ann, { section: 'favourites', object_id: String(s.members.ann) });
    expect(ids).not.toContain(ownDeleted);
  });

  it('lists their favourites with their own private video, not a deleted one', async () => {
    const ids = await ownIds(s.members.ann, { section: 'favourites', object_id: String(s.members.ann) });
    expect(ids).toEqual([s.v.lakeDawn, s.v.privateLake, s.v.forestPath]);
  });

  it('lists their watch history, most recent first', async () => {
    const ids = await ownIds(s.members.ann, { section: 'history', object_id: String(s.members.ann) });
    expect(ids).toEqual([s.v.lakeForest, s.v.lakeDawn]);
  });

  it('lists their owner-only playlist, and their own private video in a public one', async () => {
    expect(
      await ownIds(s.members.ann, { section: 'playlist', object_id: String(s.playlists.secret) }),
    ).toEqual([s.v.forestPath]);
    expect(await ownIds(s.members.ann, { section: 'playlist', object_id: String(s.playlists.open) })).toEqual(
      [s.v.lakeForest, s.v.privateLake, s.v.lakeDawn],
    );
  });

  it("refuses another member's lists with 403 no_permission, and another's playlist as not found", async () => {
    const res = await own(s.members.ben, { section: 'favourites', object_id: String(s.members.ann) });
    expect(res.statusCode).toBe(403);
    expect(errorResponseSchema.parse(res.json())).toEqual({ code: 'no_permission' });
    const playlist = await own(s.members.ben, { section: 'playlist', object_id: String(s.playlists.secret) });
    expect(playlist.statusCode).toBe(404);
  });
});

describe('given the owner of a private video', () => {
  it('shows them the whole video, privately; a visitor gets the withheld card', async () => {
    const url = callUrl('videos.get', { video_id: s.v.privateLake }, { lifetime: 0 });
    const mine = await app.inject({ method: 'GET', url, headers: as(s.members.ann) });
    expect(mine.headers['cache-control']).toBe('private, no-store');
    const video = videoResponseSchema.parse(mine.json()).video;
    expect(video.thumb).toBe(`/media/thumbs/${s.v.privateLake}.jpg`);
    expect(video.video_dir).not.toBe('');
    expect(video.models.map((m) => m.dir)).toEqual(['iris-vale']);

    const other = videoResponseSchema.parse(
      (await app.inject({ method: 'GET', url, headers: as(s.members.ben) })).json(),
    );
    expect(other.video).toMatchObject({ is_private: 1, thumb: '', video_dir: '', models: [] });
  });

  it('serves them its file at a gate address, privately; anyone else gets 403 no_permission', async () => {
    await t.db
      .updateTable('videos')
      .set({
        media_prefix: `videos/${s.v.privateLake}`,
        media: JSON.stringify({ rungs: ['240p'], progress: 100 }),
      })
      .where('video_id', '=', s.v.privateLake)
      .execute();
    const url = callUrl('videos.file', { video_id: s.v.privateLake });
    const mine = await app.inject({ method: 'GET', url, headers: as(s.members.ann) });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    const files = videoFileResponseSchema.parse(mine.json());
    expect(decodeVideoUrl(files[0]?.video_url ?? '')).toMatch(
      new RegExp(`^/media/v/${s.v.privateLake}/[^/]+/master\\.m3u8$`),
    );
    const other = await app.inject({ method: 'GET', url, headers: as(s.members.ben) });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ code: 'no_permission' });
  });

  it('shows them their upload in moderation; anyone else gets 404 video_not_found', async () => {
    const url = callUrl('videos.get', { video_id: s.v.pendingLake }, { lifetime: 0 });
    const mine = await app.inject({ method: 'GET', url, headers: as(s.members.ann) });
    expect(videoResponseSchema.parse(mine.json()).video.status_id).toBe(0);
    const other = await app.inject({ method: 'GET', url, headers: as(s.members.ben) });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ code: 'video_not_found' });
  });
});
