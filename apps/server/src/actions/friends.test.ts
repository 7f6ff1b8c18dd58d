import { memberListParamsSchema, memberListResponseSchema, okResponseSchema, paths } from '@site/api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from '../accounts/fixtures.js';
import { openTestDb, type TestDb } from '../testing.js';
import { actionsApp, clientOf, expectError, memberPost, signedIn } from './fixtures.js';

let t: TestDb;
let app: FastifyInstance;
let fern: { id: number; browser: Browser };
let reed: { id: number; browser: Browser };

beforeAll(async () => {
  t = await openTestDb();
  app = await actionsApp(t);
  fern = await signedIn(app, t, 'Fern');
  reed = await signedIn(app, t, 'Reed');
});

afterAll(async () => {
  await app?.close();
  await t?.close();
});

/** The friends list of a member, as the community read answers it. */
async function friendsOf(userId: number): Promise<number[]> {
  const params = memberListParamsSchema.parse({ section: 'friends', user_id: userId });
  const res = await app.inject({ method: 'GET', url: paths.members(0, params) });
  expect(res.statusCode, res.body).toBe(200);
  return memberListResponseSchema.parse(res.json()).members.map((m) => m.user_id);
}

describe('given a member asking another to be friends, as the client sends it', () => {
  it('records a request (not yet a friendship), and refuses asking again with 409 already_friends', async () => {
    const answer = await clientOf(fern.browser).actions.addFriend({ object_id: reed.id });
    expect(okResponseSchema.parse(answer)).toEqual({ code: 'success' });
    const rows = await t.db.selectFrom('friends').selectAll().execute();
    expect(rows.map((r) => [r.user_id, r.friend_id, r.status])).toEqual([[fern.id, reed.id, 0]]);
    expect(await friendsOf(fern.id)).toEqual([]);
    expectError(
      await memberPost(fern.browser, { act: 'add_friend', object_id: String(reed.id) }),
      409,
      'already_friends',
    );
  });

  it('makes the friendship when the other accepts by asking back: a row each way, both lists show it', async () => {
    const res = await memberPost(reed.browser, { act: 'add_friend', object_id: String(fern.id) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ code: 'success' });
    const rows = await t.db.selectFrom('friends').selectAll().orderBy('user_id').execute();
    expect(rows.map((r) => [r.user_id, r.friend_id, r.status])).toEqual([
      [fern.id, reed.id, 1],
      [reed.id, fern.id, 1],
    ]);
    expect(await friendsOf(fern.id)).toEqual([reed.id]);
    expect(await friendsOf(reed.id)).toEqual([fern.id]);
    for (const [who, other] of [
      [fern, reed],
      [reed, fern],
    ] as const) {
      expectError(
        await memberPost(who.browser, { act: 'add_friend', object_id: String(other.id) }),
        409,
        'already_friends',
      );
    }
  });
});

describe('given a member asking themself, an unknown member, or a visitor asking', () => {
  it('answers 400 self_friend, 404 not_found and 401 need_auth', async () => {
    expectError(
      await memberPost(fern.browser, { act: 'add_friend', object_id: String(fern.id) }),
      400,
      'self_friend',
    );
    expectError(await memberPost(fern.browser, { act: 'add_friend', object_id: '999999' }), 404, 'not_found');
    const visitor = new Browser(app, '10.0.0.5');
    expectError(
      await memberPost(visitor, { act: 'add_friend', object_id: String(reed.id) }),
      401,
      'need_auth',
    );
  });

  it('names a missing or malformed object_id, and needs the CSRF token', async () => {
    expect(expectError(await memberPost(fern.browser, { act: 'add_friend' }), 400, 'invalid_params')).toEqual(
      [{ field: 'object_id', code: 'required' }],
    );
    expect(
      expectError(
        await memberPost(fern.browser, { act: 'add_friend', object_id: 'reed' }),
        400,
        'invalid_params',
      ),
    ).toEqual([{ field: 'object_id', code: 'invalid' }]);
    const res = await memberPost(
      fern.browser,
      { act: 'add_friend', object_id: String(reed.id) },
      { csrf: false },
    );
    expect(res.statusCode).toBe(403);
  });
});
