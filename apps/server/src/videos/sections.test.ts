import { callUrl, LIFETIME, type VideoListParamsInput } from '@site/api';
import { errorResponseSchema, videoListResponseSchema } from '@site/api/contract';
import { describe, expect, it } from 'vitest';
import { sceneApp } from './scene-app.js';

const { s, app } = await sceneApp();

const urlOf = (
  params: VideoListParamsInput,
  prefix: 'videos2' | 'videos2_own' = 'videos2',
  lifetime?: number,
) =>
  callUrl(prefix === 'videos2' ? 'videos.list' : 'videos.listOwn', params, {
    lifetime: lifetime ?? (prefix === 'videos2' ? LIFETIME.videoList : 0),
  });

async function list(params: VideoListParamsInput) {
  const res = await app.inject({ method: 'GET', url: urlOf(params) });
  expect(res.statusCode, res.body).toBe(200);
  const body = videoListResponseSchema.parse(res.json());
  return { res, body, ids: body.videos.map((v) => v.video_id) };
}

async function failure(url: string) {
  const res = await app.inject({ method: 'GET', url });
  return {
    status: res.statusCode,
    body: errorResponseSchema.parse(res.json()),
    cache: res.headers['cache-control'],
  };
}

describe('given a category', () => {
  it('lists its public videos of the site, and counts them', async () => {
    const { ids, body } = await list({ section: 'category', object_id: 'lakes', sort: 'most-popular' });
    expect(ids).toEqual([s.v.lakeDawn, s.v.lakeForest, s.v.mistyLake]);
    expect(body.total_count).toBe(3);
  });

  it('applies the filters inside it', async () => {
    const { ids, body } = await list({ section: 'category', object_id: 'lakes', type: 'vr' });
    expect(ids).toEqual([s.v.lakeForest]);
    expect(body.total_count).toBe(1);
  });

  it('answers a category without videos with 200 and videos_not_found', async () => {
    const { body } = await list({ section: 'category', object_id: 'deserts' });
    expect(body).toEqual({ videos: [], total_count: 0, code: 'videos_not_found' });
  });

  it('answers an unknown category with 404 not_found, cached briefly', async () => {
    const res = await failure(urlOf({ section: 'category', object_id: 'nowhere' }));
    expect(res).toEqual({
      status: 404,
      body: { code: 'not_found' },
      cache: 'public, max-age=600, stale-while-revalidate=60',
    });
  });
});

describe('given a channel', () => {
  it('lists its public videos, newest first by default', async () => {
    const { ids, body } = await list({ section: 'channel', object_id: 'river-works' });
    expect(ids).toEqual([s.v.lakeForest, s.v.lakeDawn]);
    expect(body.total_count).toBe(2);
  });

  it('does not take usersupload (member uploads, §2) or an unknown dir for a channel', async () => {
    for (const object_id of ['usersupload', 'no-such-channel']) {
      expect((await failure(urlOf({ section: 'channel', object_id }))).status).toBe(404);
    }
  });
});

describe('given a model', () => {
  it('lists the public videos it appears in', async () => {
    expect((await list({ section: 'model', object_id: 'iris-vale', sort: 'most-popular' })).ids).toEqual([
      s.v.lakeDawn,
      s.v.forestPath,
    ]);
    expect((await list({ section: 'model', object_id: 'moss-grey' })).ids).toEqual([s.v.forestPath]);
  });

  it('answers an unknown model with 404', async () => {
    expect((await failure(urlOf({ section: 'model', object_id: 'nobody' }))).status).toBe(404);
  });
});

describe('given a member', () => {
  it('lists their public uploads (never the private or pending ones)', async () => {
    const { ids } = await list({ section: 'member', object_id: String(s.members.ann) });
    expect(ids).toEqual([s.v.forestPath, s.v.lakeDawn]);
  });

  it('lists their favourites, most recently added first, public videos only', async () => {
    const fav = await list({ section: 'favourites', object_id: String(s.members.ann) });
    expect(fav.ids).toEqual([s.v.lakeDawn, s.v.forestPath]);
    expect(fav.body.total_count).toBe(2);
    const popular = await list({ section: 'favourites', object_id: String(s.members.ann), sort: 'longest' });
    expect(popular.ids).toEqual([s.v.lakeDawn, s.v.forestPath]);
  });

  it('lists their watch later, most recently added first', async () => {
    expect((await list({ section: 'watch_later', object_id: String(s.members.ben) })).ids).toEqual([
      s.v.mistyLake,
      s.v.lakeForest,
    ]);
  });

  it('keeps their watch history to themselves: 403 no_permission on the public path', async () => {
    const res = await failure(urlOf({ section: 'history', object_id: String(s.members.ann) }));
    expect(res).toEqual({ status: 403, body: { code: 'no_permission' }, cache: 'private, no-store' });
  });

  it('answers an unknown member with 404', async () => {
    for (const section of ['member', 'favourites', 'watch_later'] as const) {
      expect((await failure(urlOf({ section, object_id: '999999' }))).status).toBe(404);
    }
  });
});

describe('given a playlist', () => {
  it('lists the public videos of a public playlist, most recently added first', async () => {
    const { ids, body } = await list({ section: 'playlist', object_id: String(s.playlists.open) });
    expect(ids).toEqual([s.v.lakeForest, s.v.lakeDawn]);
    expect(body.total_count).toBe(2);
  });

  it('answers an owner-only playlist as not found on the public path (its existence is not revealed)', async () => {
    expect(
      await failure(urlOf({ section: 'playlist', object_id: String(s.playlists.secret) })),
    ).toMatchObject({
      status: 404,
      body: { code: 'not_found' },
    });
    expect((await failure(urlOf({ section: 'playlist', object_id: '999999' }))).status).toBe(404);
  });
});

describe('given the top of a country', () => {
  it("ranks the site's public videos by their views in that country, whatever the sort", async () => {
    const top = await list({ section: 'top_country', object_id: 'de' });
    expect(top.ids).toEqual([s.v.lakeForest, s.v.mistyLake, s.v.lakeDawn]);
    expect(top.body.total_count).toBe(3);
    expect((await list({ section: 'top_country', object_id: 'de', sort: 'longest' })).ids).toEqual(top.ids);
    expect((await list({ section: 'top_country', object_id: 'us' })).ids).toEqual([s.v.forestPath]);
  });

  it('pages it as the 404 page asks (20 a page)', async () => {
    const page2 = await list({ section: 'top_country', object_id: 'de', count: 2, page: 2 });
    expect(page2.ids).toEqual([s.v.lakeDawn]);
    expect(page2.body.total_count).toBe(3);
  });

  it('is a top list: pages past its first 1,000 answer empty', async () => {
    const past = await list({ section: 'top_country', object_id: 'de', count: 20, page: 51 });
    expect(past.body).toEqual({ videos: [], total_count: 3, code: 'videos_not_found' });
  });

  it('answers a country without views with an empty list', async () => {
    expect((await list({ section: 'top_country', object_id: 'fr' })).body.code).toBe('videos_not_found');
  });
});

describe('given the owner variant videos2_own without a session', () => {
  it('answers 401 need_auth, never cached', async () => {
    const res = await failure(
      urlOf({ section: 'favourites', object_id: String(s.members.ann) }, 'videos2_own'),
    );
    expect(res).toEqual({ status: 401, body: { code: 'need_auth' }, cache: 'private, no-store' });
  });

  it('answers 401 before reading the lifetime or the section (the access check comes first)', async () => {
    const cached = await failure(
      urlOf({ section: 'history', object_id: String(s.members.ann) }, 'videos2_own', 14400),
    );
    expect(cached).toEqual({ status: 401, body: { code: 'need_auth' }, cache: 'private, no-store' });
    const all = await failure(urlOf({ section: 'all', object_id: '0' }, 'videos2_own'));
    expect(all.status).toBe(401);
  });
});
