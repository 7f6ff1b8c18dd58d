import { callUrl, LIFETIME, MEMBER_SORTS, type MemberListParamsInput, type MemberSort } from '@site/api';
import { memberListResponseSchema } from '@site/api/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';
import { refreshStats } from '../videos/stats.js';
import { addMember, addVideo, befriend, bornYearsAgo, daysAgo, subscribe } from './fixtures.js';

let t: TestDb;
let app: FastifyInstance;
const id: Record<string, number> = {};

/**
 * Given seven members (inserted oldest first) with distinct profiles:
 *   ann  female, de, 20, single,  hetero,    avatar, 3 public videos of 10 views, 2 subscribers
 *   bob  male,   fr, 25, married, gay,       none,   1 public video of 1000 views, 1 subscriber
 *   cid  shemale de, 35, open,    bisexual,  '' (no avatar), updated most recently
 *   dee  female, us, 45, single,  lesbian,   avatar, 2 private videos (not counted)
 *   eve  nothing filled in
 *   Quiet_Heron, quietXheron (search: `_` must match literally)
 * Friendships: ann–bob and ann–cid accepted; ann → dee only requested.
 */
beforeAll(async () => {
  t = await openTestDb();
  const db = t.db;
  const members = [
    {
      username: 'ann',
      gender: 2,
      country: 'de',
      birth_date: bornYearsAgo(20),
      relationship: 1,
      orientation: 2,
      avatar: '/media/avatars/ann.jpg',
    },
    {
      username: 'bob',
      gender: 1,
      country: 'fr',
      birth_date: bornYearsAgo(25),
      relationship: 2,
      orientation: 3,
    },
    {
      username: 'cid',
      gender: 3,
      country: 'de',
      birth_date: bornYearsAgo(35),
      relationship: 3,
      orientation: 5,
      avatar: '',
    },
    {
      username: 'dee',
      gender: 2,
      country: 'us',
      birth_date: bornYearsAgo(45),
      relationship: 1,
      orientation: 4,
      avatar: '/media/avatars/dee.jpg',
    },
    { username: 'eve' },
    { username: 'Quiet_Heron' },
    { username: 'quietXheron' },
  ];
  for (const [i, m] of members.entries()) {
    id[m.username] = await addMember(db, {
      ...m,
      created_at: daysAgo(10 - i),
      updated_at: daysAgo(m.username === 'cid' ? 1 : m.username === 'ann' ? 2 : 20 + i),
    });
  }
  for (let i = 0; i < 3; i++) await addVideo(db, { user_id: id.ann as number, video_viewed: 10 });
  await addVideo(db, { user_id: id.bob as number, video_viewed: 1000 });
  await addVideo(db, { user_id: id.dee as number, video_viewed: 5000, is_private: 1 });
  await addVideo(db, { user_id: id.dee as number, video_viewed: 5000, is_private: 1 });
  await subscribe(db, id.bob as number, 'member', id.ann as number);
  await subscribe(db, id.cid as number, 'member', id.ann as number);
  await subscribe(db, id.ann as number, 'member', id.bob as number);
  await befriend(db, id.ann as number, id.bob as number);
  await befriend(db, id.ann as number, id.cid as number);
  await befriend(db, id.ann as number, id.dee as number, false);
  await refreshStats(db);
  app = await buildApp({ db, dataDir: t.dataDir });
});

afterAll(() => closeAll(app, t));

async function list(params: MemberListParamsInput = {}, lifetime: number = LIFETIME.members) {
  const res = await app.inject({
    method: 'GET',
    url: callUrl('members.list', params, { lifetime }),
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = memberListResponseSchema.parse(res.json());
  return { res, body, names: body.members.map((m) => m.username) };
}

const byRecent = ['quietXheron', 'Quiet_Heron', 'eve', 'dee', 'cid', 'bob', 'ann'];

describe('given the community list (section all) with defaults', () => {
  it('answers every member, newest first, with the total, in the contract shape, cached for its lifetime', async () => {
    const { res, body, names } = await list();
    expect(names).toEqual(byRecent);
    expect(body.total_count).toBe(7);
    expect(body.code).toBe('success');
    expect(res.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=8640');
    expect(res.headers.etag).toBeDefined();
  });

  it('fills each card from the member and the denormalized counters', async () => {
    const { body } = await list();
    const ann = body.members.find((m) => m.username === 'ann');
    expect(ann).toEqual({
      user_id: id.ann,
      username: 'ann',
      avatar: '/media/avatars/ann.jpg',
      gender: 2,
      country: 'de',
      is_trusted: 0,
      statistics: { videos: 3, viewed: 30, subscribers: 2 },
    });
    const cid = body.members.find((m) => m.username === 'cid');
    expect(cid?.avatar).toBeNull();
    const dee = body.members.find((m) => m.username === 'dee');
    expect(dee?.statistics).toEqual({ videos: 0, viewed: 0, subscribers: 0 });
  });

  it('answers a 304 to a matching If-None-Match', async () => {
    const { res } = await list();
    const again = await app.inject({
      method: 'GET',
      url: callUrl('members.list'),
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('pages: page 2 of 2 continues page 1, with the whole total', async () => {
    const p1 = await list({ count: 2, page: 1 });
    const p2 = await list({ count: 2, page: 2 });
    expect([...p1.names, ...p2.names]).toEqual(byRecent.slice(0, 4));
    expect(p2.body.total_count).toBe(7);
  });

  it('answers an empty page past the end with members_not_found and the total', async () => {
    const { body } = await list({ page: 9 });
    expect(body).toMatchObject({ members: [], total_count: 7, code: 'members_not_found' });
  });
});

describe('given each member sort', () => {
  const expected: Record<MemberSort, string[]> = {
    recent: byRecent,
    // Ties (0) are broken by the newer user id first.
    'count-subs': ['ann', 'bob', 'quietXheron', 'Quiet_Heron', 'eve', 'dee', 'cid'],
    'count-videos': ['ann', 'bob', 'quietXheron', 'Quiet_Heron', 'eve', 'dee', 'cid'],
    'most-popular-videos': ['bob', 'ann', 'quietXheron', 'Quiet_Heron', 'eve', 'dee', 'cid'],
    'latest-updates': ['cid', 'ann', 'bob', 'dee', 'eve', 'Quiet_Heron', 'quietXheron'],
  };
  it.each(MEMBER_SORTS)('orders by %s', async (sort) => {
    expect((await list({ sort })).names).toEqual(expected[sort]);
  });
});

describe('given each member filter', () => {
  const cases: [string, MemberListParamsInput, string[]][] = [
    ['country de', { country: 'de' }, ['cid', 'ann']],
    ['country with nobody', { country: 'jp' }, []],
    ['sex 1 (male)', { sex: '1' }, ['bob']],
    ['sex 2 (female)', { sex: '2' }, ['dee', 'ann']],
    ['sex 3 (shemale)', { sex: '3' }, ['cid']],
    ['age 1 (18-21)', { age: '1' }, ['ann']],
    ['age 2 (22-29)', { age: '2' }, ['bob']],
    ['age 3 (30-39)', { age: '3' }, ['cid']],
    ['age 4 (40+)', { age: '4' }, ['dee']],
    ['relationship 1 (single)', { relationship: '1' }, ['dee', 'ann']],
    ['relationship 2 (married)', { relationship: '2' }, ['bob']],
    ['relationship 3 (open)', { relationship: '3' }, ['cid']],
    ['with_avatar 1 (with)', { with_avatar: '1' }, ['dee', 'ann']],
    [
      'with_avatar 2 (without, empty counts as none)',
      { with_avatar: '2' },
      ['quietXheron', 'Quiet_Heron', 'eve', 'cid', 'bob'],
    ],
    ['orientation 1 (not sure)', { orientation: '1' }, []],
    ['orientation 2 (hetero)', { orientation: '2' }, ['ann']],
    ['orientation 3 (gay)', { orientation: '3' }, ['bob']],
    ['orientation 4 (lesbian)', { orientation: '4' }, ['dee']],
    ['orientation 5 (bisexual)', { orientation: '5' }, ['cid']],
    ['country de and sex 2 together', { country: 'de', sex: '2' }, ['ann']],
  ];
  it.each(cases)('%s', async (_name, params, names) => {
    const { body } = await list(params);
    expect(body.members.map((m) => m.username)).toEqual(names);
    expect(body.total_count).toBe(names.length);
    expect(body.code).toBe(names.length > 0 ? 'success' : 'members_not_found');
  });
});

describe('given the friends section', () => {
  it("lists a member's accepted friends only (a pending request is not a friend)", async () => {
    const { body, names } = await list({ section: 'friends', user_id: id.ann });
    expect(names).toEqual(['cid', 'bob']);
    expect(body.total_count).toBe(2);
  });

  it('is symmetric and takes the filters and sorts', async () => {
    expect((await list({ section: 'friends', user_id: id.bob })).names).toEqual(['ann']);
    expect((await list({ section: 'friends', user_id: id.ann, sex: '3' })).names).toEqual(['cid']);
    expect((await list({ section: 'friends', user_id: id.ann, sort: 'most-popular-videos' })).names).toEqual([
      'bob',
      'cid',
    ]);
  });

  it('answers an empty list for a member with only a pending request', async () => {
    const { body } = await list({ section: 'friends', user_id: id.dee });
    expect(body).toMatchObject({ members: [], total_count: 0, code: 'members_not_found' });
  });

  it('answers 404 not_found for an unknown member', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/json/members/86400/friends/all.all.all.all.all.all.999999/recent/1/80.json',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found' });
  });

  it('refuses friends without a user_id, and the community with one', async () => {
    const friends = await app.inject({
      method: 'GET',
      url: '/api/json/members/86400/friends/all.all.all.all.all.all.0/recent/1/80.json',
    });
    expect(friends.statusCode).toBe(400);
    expect(friends.json()).toMatchObject({ code: 'invalid_params', errors: [{ field: 'user_id' }] });
    const all = await app.inject({
      method: 'GET',
      url: `/api/json/members/86400/all/all.all.all.all.all.all.${id.ann}/recent/1/80.json`,
    });
    expect(all.statusCode).toBe(400);
    expect(all.json()).toMatchObject({ code: 'invalid_params', errors: [{ field: 'user_id' }] });
  });
});

describe('given a search', () => {
  it('matches a case-insensitive part of the username, never cached', async () => {
    const { res, names } = await list({ search: 'HERON' }, 0);
    expect(names).toEqual(['quietXheron', 'Quiet_Heron']);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('matches LIKE wildcards literally', async () => {
    expect((await list({ search: 'quiet_' }, 0)).names).toEqual(['Quiet_Heron']);
    expect((await list({ search: '%' }, 0)).names).toEqual([]);
    expect((await list({ search: '\\' }, 0)).names).toEqual([]);
    expect((await list({ search: "a' or '1'='1" }, 0)).names).toEqual([]);
  });

  it('combines with the filters, sorts and the friends section', async () => {
    expect((await list({ search: 'e', sex: '2' }, 0)).names).toEqual(['dee']);
    expect((await list({ search: 'b', section: 'friends', user_id: id.ann }, 0)).names).toEqual(['bob']);
    expect((await list({ search: 'heron', sort: 'latest-updates' }, 0)).names).toEqual([
      'Quiet_Heron',
      'quietXheron',
    ]);
  });

  it('needs lifetime 0 (§7: a search disables caching)', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `${callUrl('members.list')}?search=ann`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'invalid_params', errors: [{ field: 'lifetime', code: 'invalid' }] });
  });

  it('treats an empty or blank search as none', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `${callUrl('members.list')}?search=%20%20`,
    });
    expect(res.statusCode).toBe(200);
    expect(memberListResponseSchema.parse(res.json()).total_count).toBe(7);
  });

  it.each([
    ['over 100 characters', `?search=${'a'.repeat(101)}`],
    ['given twice', '?search=ann&search=bob'],
    ['with a NUL character', '?search=an%00n'],
    ['with a control character', '?search=an%0An'],
  ])('refuses a search %s', async (_name, query) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/json/members/0/all/all.all.all.all.all.all.0/recent/1/80.json${query}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_params', errors: [{ field: 'search' }] });
  });
});
