import { callUrl, formBody, LIFETIME } from '@site/api';
import { memberProfileSchema, memberResponseSchema, subscriptionsResponseSchema } from '@site/api/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.js';
import { closeAll, csrfHeaders, openTestDb, type TestDb } from '../testing.js';
import { refreshStats } from '../videos/stats.js';
import {
  addCategory,
  addChannel,
  addMember,
  addModel,
  addVideo,
  as,
  bornYearsAgo,
  daysAgo,
  subscribe,
} from './fixtures.js';

// Sessions land later: the viewer is whoever the test header names (see fixtures.ts).
vi.mock('../http/viewer.js', async () => ({ viewerOf: (await import('./fixtures.js')).stubViewerOf }));

let t: TestDb;
let app: FastifyInstance;
let ann: number;
let bob: number;
let lone: number;
let big: number;

/**
 * Given ann with a full profile (and an email), bob who follows two models, two channels (one hidden, one
 * the usersupload source) and ann, and lone with nothing filled in. `big` has a user id in another bucket.
 */
beforeAll(async () => {
  t = await openTestDb();
  const db = t.db;
  ann = await addMember(db, {
    username: 'ann',
    email: 'ann@example.test',
    avatar: '/media/avatars/ann.jpg',
    cover: '/media/covers/ann.jpg',
    gender: 2,
    country: 'de',
    birth_date: bornYearsAgo(30),
    about_me: 'I like quiet rivers.',
    city: 'Harbor',
    education: 'Library',
    interests: 'clouds, maps',
    occupation: 'Gardener',
    website: 'https://example.test/ann',
    relationship: 1,
    orientation: 2,
    is_trusted: 1,
    created_at: new Date('2025-03-04T05:06:07.000Z'),
  });
  bob = await addMember(db, { username: 'bob' });
  lone = await addMember(db, { username: 'lone', email: 'lone@example.test' });
  big = await addMember(db, { user_id: 12345, username: 'big' });
  await addVideo(db, { user_id: ann, video_viewed: 7 });

  const amber = await addModel(db, 'amber-lake', { country: 'fr' });
  const birch = await addModel(db, 'birch-hill');
  const studio = await addChannel(db, 'calm-studio');
  const hidden = await addChannel(db, 'hidden-studio', { is_hidden: 1 });
  const uploads = await addChannel(db, 'usersupload');
  const [ca, cb] = [await addCategory(db, 'sunsets'), await addCategory(db, 'boats')];
  await db
    .insertInto('channel_categories')
    .values([
      { channel_id: studio, category_id: ca },
      { channel_id: studio, category_id: cb },
    ])
    .execute();
  await subscribe(db, bob, 'model', amber, daysAgo(3));
  await subscribe(db, bob, 'model', birch, daysAgo(1));
  await subscribe(db, bob, 'channel', studio, daysAgo(2));
  await subscribe(db, bob, 'channel', hidden, daysAgo(2));
  await subscribe(db, bob, 'channel', uploads, daysAgo(2));
  await subscribe(db, bob, 'member', ann, daysAgo(5));
  await refreshStats(db);
  app = await buildApp({ db, dataDir: t.dataDir });
  csrf = await csrfHeaders(app);
});

afterAll(() => closeAll(app, t));

/** The CSRF cookies and token every write carries (http/session.ts). */
let csrf: Record<string, string> = {};

const get = (url: string, viewer?: number) =>
  app.inject({ method: 'GET', url, ...(viewer ? { headers: as(viewer) } : {}) });

const post = (fields: Record<string, string | number>, viewer?: number) =>
  app.inject({
    method: 'POST',
    url: '/api/member.php',
    headers: {
      'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
      ...csrf,
      ...(viewer ? as(viewer) : {}),
    },
    payload: formBody(fields).toString(),
  });

describe('given a visitor asking for a public profile', () => {
  it('answers every public field of §3, self 0, no email, cached for the lifetime', async () => {
    const res = await get(callUrl('members.get', { section: 'profile', user_id: ann }));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=7200, stale-while-revalidate=720');
    const { user, code } = memberResponseSchema.parse(res.json());
    expect(code).toBe('success');
    expect(user).toEqual({
      user_id: ann,
      username: 'ann',
      avatar: '/media/avatars/ann.jpg',
      gender: 2,
      country: 'de',
      is_trusted: 1,
      statistics: { videos: 1, viewed: 7, subscribers: 1 },
      cover: '/media/covers/ann.jpg',
      self: 0,
      added_date: '2025-03-04T05:06:07.000Z',
      about_me: 'I like quiet rivers.',
      age: 30,
      birth_date: bornYearsAgo(30),
      city: 'Harbor',
      education: 'Library',
      interests: 'clouds, maps',
      occupation: 'Gardener',
      website: 'https://example.test/ann',
      relationship: 1,
      orientation: 2,
    });
    expect(res.json().user).not.toHaveProperty('email');
  });

  it('answers nulls for a profile with nothing filled in', async () => {
    const res = await get(callUrl('members.get', { section: 'profile', user_id: lone }));
    const { user } = memberResponseSchema.parse(res.json());
    expect(user).toMatchObject({
      avatar: null,
      cover: null,
      gender: null,
      age: null,
      birth_date: null,
      about_me: null,
    });
  });

  it('finds an id in its thousands bucket', async () => {
    const url = callUrl('members.get', { section: 'profile', user_id: big });
    expect(url).toBe('/api/json/member/7200/profile/12000/12345.json');
    const res = await get(url);
    expect(memberResponseSchema.parse(res.json()).user.username).toBe('big');
  });

  it('answers 404 not_found for an unknown member', async () => {
    const res = await get(callUrl('members.get', { section: 'profile', user_id: 999 }));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found' });
  });

  it('refuses section edit with 401 need_auth', async () => {
    const res = await get(callUrl('members.get', { section: 'edit', user_id: ann }));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'need_auth' });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});

describe('given a signed-in member', () => {
  it('marks their own profile self 1, answered to them alone', async () => {
    const res = await get(callUrl('members.get', { section: 'profile', user_id: ann }), ann);
    expect(res.statusCode).toBe(200);
    expect(memberResponseSchema.parse(res.json()).user.self).toBe(1);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it("keeps another member's profile public (self 0)", async () => {
    const res = await get(callUrl('members.get', { section: 'profile', user_id: ann }), bob);
    expect(memberResponseSchema.parse(res.json()).user.self).toBe(0);
    expect(res.headers['cache-control']).toContain('public');
  });

  it('answers their own edit section with the email', async () => {
    const res = await get(callUrl('members.get', { section: 'edit', user_id: ann }), ann);
    expect(res.statusCode).toBe(200);
    const { user } = memberResponseSchema.parse(res.json());
    expect(user).toMatchObject({ self: 1, email: 'ann@example.test', username: 'ann' });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it("refuses another member's edit section with 403 no_permission", async () => {
    const res = await get(callUrl('members.get', { section: 'edit', user_id: ann }), bob);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'no_permission' });
  });
});

describe('given the lifetime-0 form: POST /api/member.php act=user', () => {
  it('answers the profile as the client sends it, never cached', async () => {
    const res = await post({ act: 'user', section: 'profile', user_id: ann });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { user } = memberResponseSchema.parse(res.json());
    expect(user).toMatchObject({ user_id: ann, self: 0 });
    expect(memberProfileSchema.parse(user).username).toBe('ann');
  });

  it('answers the own edit form with self 1 and the email', async () => {
    const res = await post({ act: 'user', section: 'edit', user_id: lone }, lone);
    expect(res.statusCode).toBe(200);
    expect(memberResponseSchema.parse(res.json()).user).toMatchObject({
      self: 1,
      email: 'lone@example.test',
    });
  });

  it('takes section profile when none is given', async () => {
    const res = await post({ act: 'user', user_id: ann });
    expect(res.statusCode).toBe(200);
  });

  it('applies the same rules: 401, 403, 404', async () => {
    expect((await post({ act: 'user', section: 'edit', user_id: ann })).statusCode).toBe(401);
    expect((await post({ act: 'user', section: 'edit', user_id: ann }, bob)).statusCode).toBe(403);
    const missing = await post({ act: 'user', section: 'profile', user_id: 999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'not_found' });
  });

  it('also reads a JSON body of the same fields', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/member.php',
      headers: csrf,
      payload: { act: 'user', section: 'profile', user_id: ann },
    });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['no act', 'section=profile&user_id=1', 'act', 'required'],
    ['an act no one serves', 'act=teleport&section=member&object_id=1', 'act', 'invalid'],
    ['an inherited property name as act', 'act=constructor', 'act', 'invalid'],
    ['act given twice', 'act=user&act=user&user_id=1', 'act', 'invalid'],
    ['no user_id', 'act=user&section=profile', 'user_id', 'required'],
    ['a zero user_id', 'act=user&user_id=0', 'user_id', 'invalid'],
    ['a padded user_id', 'act=user&user_id=01', 'user_id', 'invalid'],
    ['a user_id past integer', 'act=user&user_id=2147483648', 'user_id', 'invalid'],
    ['a hex user_id', 'act=user&user_id=0x10', 'user_id', 'invalid'],
    ['user_id given twice', 'act=user&user_id=1&user_id=2', 'user_id', 'invalid'],
    ['an unknown section', 'act=user&section=secret&user_id=1', 'section', 'invalid'],
  ])('refuses %s with 400 invalid_params', async (_name, body, field, code) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/member.php',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...csrf },
      payload: body,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'invalid_params', errors: [{ field, code }] });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('refuses a body that is not flat fields, and a too large one', async () => {
    const nested = await app.inject({
      method: 'POST',
      url: '/api/member.php',
      headers: csrf,
      payload: { act: { x: 1 } },
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json()).toMatchObject({ code: 'invalid_params' });
    const huge = await app.inject({
      method: 'POST',
      url: '/api/member.php',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...csrf },
      payload: `act=user&user_id=1&pad=${'x'.repeat(70_000)}`,
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ code: 'invalid_params' });
  });
});

describe("given a member's subscriptions", () => {
  it('answers the models, channels and members they follow, newest first, in the contract shape', async () => {
    const res = await get(
      callUrl('members.subscriptions', { user_id: bob }, { lifetime: LIFETIME.subscriptions }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=14400, stale-while-revalidate=1440');
    const body = subscriptionsResponseSchema.parse(res.json());
    expect(body.code).toBe('success');
    expect(body.models.map((m) => m.dir)).toEqual(['birch-hill', 'amber-lake']);
    expect(body.models[1]).toEqual({
      dir: 'amber-lake',
      title: 'amber lake',
      img: '/media/models/amber-lake.jpg',
      country: 'fr',
      statistics: { videos: 0, viewed: 0, subscribers: 1 },
    });
    // Hidden channels and the usersupload source are never listed.
    expect(body.channels).toEqual([
      {
        dir: 'calm-studio',
        title: 'calm studio',
        img: null,
        total_videos: 0,
        categories: [
          { dir: 'boats', title: 'boats' },
          { dir: 'sunsets', title: 'sunsets' },
        ],
        statistics: { subscribers: 1 },
      },
    ]);
    expect(body.members.map((m) => [m.username, m.statistics.subscribers])).toEqual([['ann', 1]]);
  });

  it('answers empty lists for a member who follows nobody', async () => {
    const body = subscriptionsResponseSchema.parse(
      (
        await get(callUrl('members.subscriptions', { user_id: lone }, { lifetime: LIFETIME.subscriptions }))
      ).json(),
    );
    expect(body).toEqual({ models: [], channels: [], members: [], code: 'success' });
  });

  it('answers 404 not_found for an unknown member', async () => {
    const res = await get(
      callUrl('members.subscriptions', { user_id: 4321 }, { lifetime: LIFETIME.subscriptions }),
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found' });
  });
});
