import { callUrl } from '@site/api';
import {
  errorResponseSchema,
  videoFileResponseSchema,
  videoListResponseSchema,
  videoResponseSchema,
} from '@site/api/contract';
import { decodeVideoUrl } from '@site/api/display';
import { describe, expect, it } from 'vitest';
import { addCategory, addMember, addModel, addVideo } from './fixtures.js';
import { sceneApp } from './scene-app.js';
import { refreshStats } from './stats.js';

const { t, s, app } = await sceneApp();

async function detail(id: number, lifetime = 0) {
  const res = await app.inject({
    method: 'GET',
    url: callUrl('videos.get', { video_id: id }, { lifetime: lifetime }),
  });
  return { res, status: res.statusCode, cache: res.headers['cache-control'], json: res.json() };
}

describe('given an active public video', () => {
  it('answers the detail of §3: titles, categories, models and channel with subscribers, the uploader', async () => {
    const { status, cache, json } = await detail(s.v.lakeDawn);
    expect(status).toBe(200);
    expect(cache).toBe('private, no-store');
    const { video, code } = videoResponseSchema.parse(json);
    expect(code).toBe('success');
    expect(video).toMatchObject({
      video_id: s.v.lakeDawn,
      title: 'Lake at dawn',
      titles: { en: 'Lake at dawn', de: 'See bei Sonnenaufgang', fr: "Lac à l'aube", ja: '夜明けの湖' },
      description: 'About Lake at dawn',
      video_dir: `0/${s.v.lakeDawn}`,
      thumb: `/media/thumbs/${s.v.lakeDawn}.jpg`,
      scr: 'screens',
      sg_id: 1,
      custom3: 'local',
      status_id: 1,
      is_private: 0,
      props: { hd: 1, vr: 0 },
      statistics: { likes: 9, dislikes: 1 },
      categories: [{ dir: 'lakes', title: 'Lakes' }],
      models: [{ dir: 'iris-vale', title: 'Iris Vale', statistics: { subscribers: 2 } }],
      channel: { dir: 'river-works', title: 'River Works', statistics: { subscribers: 1 } },
      user: {
        user_id: s.members.ann,
        username: 'ann',
        avatar: '/media/avatars/ann.jpg',
        subscribers_count: 1,
      },
      is_trusted: 1,
      content_source_dir: 'river-works',
    });
  });

  it('has no channel for a member upload (the usersupload source)', async () => {
    const { video } = videoResponseSchema.parse((await detail(s.v.forestPath)).json);
    expect(video.channel).toBeNull();
    expect(video.content_source_dir).toBe('usersupload');
    expect(video.models.map((m) => m.dir)).toEqual(['iris-vale', 'moss-grey']);
  });

  it('takes the Cache-Control of its lifetime segment (0 in §9: private, no-store)', async () => {
    expect((await detail(s.v.lakeDawn, 600)).cache).toBe('public, max-age=600, stale-while-revalidate=60');
  });
});

describe('given the status rules of §4 for a visitor', () => {
  it('answers a deleted video with status_id 5 and its card words only, no media', async () => {
    const { status, json } = await detail(s.v.deletedLake);
    expect(status).toBe(200);
    const { video } = videoResponseSchema.parse(json);
    expect(video).toMatchObject({
      status_id: 5,
      title: 'Deleted lake',
      thumb: '',
      video_dir: '',
      scr: '',
      sg_id: 0,
      custom3: '',
      description: '',
      titles: {},
      categories: [],
      models: [],
      channel: null,
    });
  });

  it('answers a private video with is_private 1 and no media (the page shows it as private)', async () => {
    const { video } = videoResponseSchema.parse((await detail(s.v.privateLake)).json);
    expect(video).toMatchObject({ is_private: 1, status_id: 1, thumb: '', video_dir: '', categories: [] });
  });

  it('answers a video in moderation, or no video, with 404 video_not_found', async () => {
    for (const id of [s.v.pendingLake, 999_999]) {
      const { status, json } = await detail(id);
      expect(status).toBe(404);
      expect(errorResponseSchema.parse(json)).toEqual({ code: 'video_not_found' });
    }
  });
});

describe('given the video file call', () => {
  const file = (id: number, lifetime = 864000) =>
    app.inject({ method: 'GET', url: callUrl('videos.file', { video_id: id }, { lifetime }) });

  it('answers 409 not_ready, never cached, for a video without media (a seeded row)', async () => {
    const res = await file(s.v.lakeDawn);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'not_ready' });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('answers a list whose first item is the HLS playlist at its public gate address, base64-encoded', async () => {
    const id = await addVideo(t.db, { title: 'Transcoded', user_id: s.members.ann });
    await t.db
      .updateTable('videos')
      .set({ media_prefix: `videos/${id}`, media: JSON.stringify({ rungs: ['240p'], progress: 100 }) })
      .where('video_id', '=', id)
      .execute();
    const res = await file(id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=60');
    const files = videoFileResponseSchema.parse(res.json());
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ format: 'hls', quality: 'auto' });
    expect(decodeVideoUrl(files[0]?.video_url ?? '')).toBe(`/media/v/${id}/p/master.m3u8`);
  });

  it('refuses deleted (410), private (403), moderated and unknown (404) videos with a code', async () => {
    const cases = [
      [s.v.deletedLake, 410, 'video_deleted'],
      [s.v.privateLake, 403, 'no_permission'],
      [s.v.pendingLake, 404, 'video_not_found'],
      [999_999, 404, 'video_not_found'],
    ] as const;
    for (const [id, status, code] of cases) {
      const res = await file(id);
      expect(res.statusCode, String(id)).toBe(status);
      expect(res.json()).toEqual({ code });
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
  });
});

describe('given related videos', () => {
  const related = async (
    video_id: number,
    extra: { count?: number; page?: number; type?: 'hd' | 'vr' } = {},
  ) => {
    const res = await app.inject({
      method: 'GET',
      url: callUrl('videos.related', { video_id, ...extra }, { lifetime: 14400 }),
    });
    expect(res.statusCode, res.body).toBe(200);
    return { res, body: videoListResponseSchema.parse(res.json()) };
  };

  it('ranks videos sharing models, the channel and categories first; never the video itself or hidden ones', async () => {
    const { res, body } = await related(s.v.lakeDawn);
    const ids = body.videos.map((v) => v.video_id);
    // lakeForest shares the channel, a category and title words (3 + 1 + similarity), forestPath the model
    // (4), mistyLake a category (1 + similarity).
    expect(ids).toEqual([s.v.lakeForest, s.v.forestPath, s.v.mistyLake]);
    expect(body.total_count).toBe(3);
    expect(res.headers['cache-control']).toBe('public, max-age=14400, stale-while-revalidate=1440');
  });

  it('keeps the type filter', async () => {
    expect((await related(s.v.lakeDawn, { type: 'vr' })).body.videos.map((v) => v.video_id)).toEqual([
      s.v.lakeForest,
    ]);
  });

  it('gives at most 50, paged by the path', async () => {
    const member = await addMember(t.db, 'crowd');
    const crowdCategory = await addCategory(t.db, 'crowd', 'Crowd');
    const star = await addModel(t.db, 'crowd-star', 'Crowd Star');
    const first = await addVideo(t.db, {
      title: 'Crowd lake 0',
      user_id: member,
      category_ids: [crowdCategory],
      model_ids: [star],
    });
    for (let i = 1; i <= 60; i++) {
      await addVideo(t.db, {
        title: `Crowd lake ${i}`,
        user_id: member,
        category_ids: [crowdCategory],
        views: i,
      });
    }
    await refreshStats(t.db);
    const all = await related(first, { count: 120 });
    expect(all.body.videos).toHaveLength(50);
    expect(all.body.total_count).toBe(50);
    const page2 = await related(first, { count: 20, page: 2 });
    expect(page2.body.videos.map((v) => v.video_id)).toEqual(
      all.body.videos.slice(20, 40).map((v) => v.video_id),
    );
    const page3 = await related(first, { count: 20, page: 3 });
    expect(page3.body.videos).toHaveLength(10);
  });

  it('answers an unknown video with 404 video_not_found, and a wrong bucket with 400', async () => {
    const missing = await app.inject({
      method: 'GET',
      url: '/api/json/videos_related2/14400/50/999000/999999.all.1.json',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'video_not_found' });
    const wrong = await app.inject({
      method: 'GET',
      url: `/api/json/videos_related2/14400/50/1000/${s.v.lakeDawn}.all.1.json`,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: 'invalid_params', errors: [{ field: 'bucket', code: 'invalid' }] });
  });
});
