import {
  callUrl,
  DETAIL_LIFETIME,
  LIFETIME,
  PLAYLIST_SORTS,
  type PlaylistListParamsInput,
  type PlaylistSort,
} from '@site/api';
import { playlistListResponseSchema, playlistResponseSchema } from '@site/api/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.js';
import { addMember, addPlaylist, addVideo, as, daysAgo } from '../community/fixtures.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';
import { refreshStats } from '../videos/stats.js';

vi.mock('../http/viewer.js', async () => ({
  viewerOf: (await import('../community/fixtures.js')).stubViewerOf,
}));

let t: TestDb;
let app: FastifyInstance;
let ann: number;
let bob: number;
let cat: number;
const v: number[] = [];
const pl: Record<string, number> = {};

/**
 * Given three public playlists of the str site with distinct counters, an owner-only one of ann's, and a
 * public one of the gay site:
 *   rivers  ann  4 videos (v1 newest added … v4)   likes 10, dislikes 5, views 100, created 5d, updated 1d
 *   hills   bob  a deleted, a private video, then v5 likes 3,  dislikes 0, views 500, created 4d, updated 3d
 *   empty   cat  no videos (not in the site's list)  likes 5,  dislikes 0, views 50,  created 1d, updated 12h
 *   nooks   ann  owner-only (visible 0), v2
 *   gaylist bob  orientation gay, v5
 */
beforeAll(async () => {
  t = await openTestDb();
  const db = t.db;
  ann = await addMember(db, { username: 'ann' });
  bob = await addMember(db, { username: 'bob' });
  cat = await addMember(db, { username: 'cat' });
  for (let i = 1; i <= 5; i++) v[i] = await addVideo(db, { user_id: ann, title: `Calm lake ${i}` });
  const deleted = await addVideo(db, { user_id: bob, status_id: 5 });
  const hidden = await addVideo(db, { user_id: bob, is_private: 1 });
  pl.rivers = await addPlaylist(
    db,
    {
      user_id: ann,
      title: 'Quiet rivers',
      description: 'Water and stones.',
      likes: 10,
      dislikes: 5,
      video_viewed: 100,
      created_at: daysAgo(5),
      updated_at: daysAgo(1),
    },
    [v[1], v[2], v[3], v[4]] as number[],
  );
  pl.hills = await addPlaylist(
    db,
    {
      user_id: bob,
      title: 'Sunny hills',
      likes: 3,
      video_viewed: 500,
      created_at: daysAgo(4),
      updated_at: daysAgo(3),
    },
    [deleted, hidden, v[5] as number],
  );
  pl.empty = await addPlaylist(db, {
    user_id: cat,
    title: 'Empty shelf',
    likes: 5,
    video_viewed: 50,
    created_at: daysAgo(1),
    updated_at: daysAgo(0.5),
  });
  pl.nooks = await addPlaylist(
    db,
    { user_id: ann, title: 'Secret nooks', visible: 0, updated_at: daysAgo(2) },
    [v[2] as number],
  );
  pl.gaylist = await addPlaylist(db, { user_id: bob, title: 'Other site', orientation: 'gay' }, [
    v[5] as number,
  ]);
  await refreshStats(db);
  app = await buildApp({ db, dataDir: t.dataDir });
});

afterAll(() => closeAll(app, t));

async function list(
  params: PlaylistListParamsInput = {},
  viewer?: number,
  lifetime: number = LIFETIME.playlists,
) {
  const res = await app.inject({
    method: 'GET',
    url: callUrl('playlists.list', params, { lifetime }),
    ...(viewer ? { headers: as(viewer) } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = playlistListResponseSchema.parse(res.json());
  return { res, body, titles: body.playlists.map((p) => p.title) };
}

const detail = (id: number, viewer?: number) =>
  app.inject({
    method: 'GET',
    url: callUrl('playlists.get', { playlist_id: id }, { lifetime: DETAIL_LIFETIME.playlist }),
    ...(viewer ? { headers: as(viewer) } : {}),
  });

describe('given the public playlists of the site (section all)', () => {
  it('lists the public ones of the site, latest updates first, with the total, cached', async () => {
    const { res, body, titles } = await list();
    expect(titles).toEqual(['Quiet rivers', 'Sunny hills']);
    expect(body.total_count).toBe(2);
    expect(body.code).toBe('success');
    expect(res.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=8640');
  });

  it('never shows an owner-only playlist, not even to its owner', async () => {
    expect((await list({}, ann)).titles).not.toContain('Secret nooks');
  });

  it('fills the card: 3 thumbs and the link of its first video, owner, counters', async () => {
    const rivers = (await list()).body.playlists.find((p) => p.title === 'Quiet rivers');
    expect(rivers).toEqual({
      playlist_id: pl.rivers,
      title: 'Quiet rivers',
      dir: 'quiet-rivers',
      description: 'Water and stones.',
      visible: 1,
      orientation: 'str',
      thumbs: [v[1], v[2], v[3]].map((id) => `/media/thumbs/${id}.jpg`),
      statistics: { videos: 4, viewed: 100, likes: 10, dislikes: 5 },
      user: { user_id: ann, username: 'ann' },
      video_id: v[1],
      video_dir: 'calm-lake-1',
      added_date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('takes thumbs and the first video from public active videos only', async () => {
    const { playlists } = (await list()).body;
    const hills = playlists.find((p) => p.title === 'Sunny hills');
    expect(hills).toMatchObject({
      thumbs: [`/media/thumbs/${v[5]}.jpg`],
      video_id: v[5],
      video_dir: 'calm-lake-5',
    });
  });

  it('leaves out a public playlist with no public video to show; the member’s own list keeps it (#32 item 7)', async () => {
    expect((await list()).titles).not.toContain('Empty shelf');
    const own = await list({ section: 'member', user_id: cat });
    expect(own.titles).toEqual(['Empty shelf']);
    expect(own.body.playlists[0]).toMatchObject({ thumbs: [], video_id: null, video_dir: null });
  });

  it('lists each site apart (the gender of the path)', async () => {
    expect((await list({ gender: 'gay' })).titles).toEqual(['Other site']);
    const she = await list({ gender: 'she' });
    expect(she.body).toMatchObject({ playlists: [], total_count: 0, code: 'playlists_not_found' });
  });

  it('pages: page 2 continues page 1', async () => {
    const p1 = await list({ count: 1, page: 1 });
    const p2 = await list({ count: 1, page: 2 });
    expect([...p1.titles, ...p2.titles]).toEqual(['Quiet rivers', 'Sunny hills']);
    expect(p2.body.total_count).toBe(2);
  });
});

describe('given each playlist sort', () => {
  const expected: Record<PlaylistSort, string[]> = {
    'count-videos': ['Quiet rivers', 'Sunny hills'],
    'latest-updates': ['Quiet rivers', 'Sunny hills'],
    'most-popular': ['Quiet rivers', 'Sunny hills'],
    'most-viewed': ['Sunny hills', 'Quiet rivers'],
    recent: ['Sunny hills', 'Quiet rivers'],
    'top-rated': ['Sunny hills', 'Quiet rivers'],
  };
  it.each(PLAYLIST_SORTS)('orders by %s', async (sort) => {
    expect((await list({ sort })).titles).toEqual(expected[sort]);
  });
});

describe("given a member's playlists (section member)", () => {
  it('shows others the public ones only, cached', async () => {
    for (const viewer of [undefined, bob]) {
      const { res, body, titles } = await list({ section: 'member', user_id: ann }, viewer);
      expect(titles).toEqual(['Quiet rivers']);
      expect(body.total_count).toBe(1);
      expect(res.headers['cache-control']).toContain('public');
    }
  });

  it('shows the owner all of them, answered to them alone', async () => {
    const { res, body, titles } = await list({ section: 'member', user_id: ann }, ann);
    expect(titles).toEqual(['Quiet rivers', 'Secret nooks']);
    expect(body.total_count).toBe(2);
    expect(body.playlists[1]).toMatchObject({ visible: 0, thumbs: [`/media/thumbs/${v[2]}.jpg`] });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it("serves the add-to modal's fresh list: lifetime 0, 20 a request", async () => {
    const params = { section: 'member', user_id: ann, count: 20, fresh: true } as const;
    expect(callUrl('playlists.list', params)).toBe(
      `/api/json/playlists/0/latest-updates/20/member.1.str.${ann}.json`,
    );
    const { res, titles } = await list(params, ann, 0);
    expect(titles).toEqual(['Quiet rivers', 'Secret nooks']);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it("keeps to the site's gender", async () => {
    expect((await list({ section: 'member', user_id: bob })).titles).toEqual(['Sunny hills']);
    expect((await list({ section: 'member', user_id: bob, gender: 'gay' })).titles).toEqual(['Other site']);
  });

  it('answers 404 not_found for an unknown member', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/json/playlists/86400/recent/80/member.1.str.98765.json',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found' });
  });
});

describe('given one playlist', () => {
  it('answers a public playlist to anyone, cached for its lifetime', async () => {
    const res = await detail(pl.rivers as number);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=8640');
    const { playlist, code } = playlistResponseSchema.parse(res.json());
    expect(code).toBe('success');
    expect(playlist).toMatchObject({
      playlist_id: pl.rivers,
      title: 'Quiet rivers',
      statistics: { videos: 4, viewed: 100, likes: 10, dislikes: 5 },
      thumbs: [v[1], v[2], v[3]].map((id) => `/media/thumbs/${id}.jpg`),
      video_id: v[1],
      user: { user_id: ann, username: 'ann' },
    });
  });

  it('hides an owner-only playlist as not found from visitors and other members', async () => {
    for (const viewer of [undefined, bob]) {
      const res = await detail(pl.nooks as number, viewer);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'not_found' });
    }
  });

  it('answers an owner-only playlist to its owner alone', async () => {
    const res = await detail(pl.nooks as number, ann);
    expect(res.statusCode).toBe(200);
    expect(playlistResponseSchema.parse(res.json()).playlist).toMatchObject({
      visible: 0,
      title: 'Secret nooks',
    });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('answers 404 not_found for an unknown playlist', async () => {
    const res = await detail(4242);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found' });
  });
});
