import { callUrl, FRIEND_REQUESTS_MAX } from '@site/api';
import {
  CALLS,
  friendRequestsResponseSchema,
  friendStateResponseSchema,
  memberListResponseSchema,
} from '@site/api/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Browser } from '../accounts/fixtures.js';
import { actionsApp, clientOf, expectError, memberPost, signedIn } from '../actions/fixtures.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';

let t: TestDb;
let app: FastifyInstance;
let fern: { id: number; browser: Browser };
let reed: { id: number; browser: Browser };
let sage: { id: number; browser: Browser };

beforeAll(async () => {
  t = await openTestDb();
  app = await actionsApp(t);
  fern = await signedIn(app, t, 'Fern');
  reed = await signedIn(app, t, 'Reed');
  sage = await signedIn(app, t, 'Sage');
});

afterAll(() => closeAll(app, t));

/** The friends list of a member, as the community read answers it (fresh: lifetime 0). */
async function friendsOf(userId: number): Promise<number[]> {
  const url = callUrl('members.list', { section: 'friends', user_id: userId, fresh: true });
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return memberListResponseSchema.parse(res.json()).members.map((m) => m.user_id);
}

/** The friends table as [user_id, friend_id, status] rows, in order. */
async function rows(): Promise<number[][]> {
  const all = await t.db.selectFrom('friends').selectAll().orderBy('user_id').orderBy('friend_id').execute();
  return all.map((r) => [r.user_id, r.friend_id, r.status]);
}

/** A friend act as the client sends it, answering the state (or failing with the response). */
const act = (who: { browser: Browser }, name: string, other: { id: number }) =>
  memberPost(who.browser, { act: name, object_id: String(other.id) });

async function expectState(res: Awaited<ReturnType<typeof act>>, state: string) {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  expect(friendStateResponseSchema.parse(res.json())).toEqual({ code: 'success', state });
}

async function requestsOf(who: { browser: Browser }) {
  const res = await who.browser.get(CALLS['friends.requests'].path);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return friendRequestsResponseSchema.parse(res.json());
}

async function stateWith(who: { browser: Browser }, other: { id: number }) {
  const res = await who.browser.get(`${CALLS['friends.state'].path}?user_id=${other.id}`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return friendStateResponseSchema.parse(res.json()).state;
}

describe('given a member asking another to be friends, as the client sends it', () => {
  beforeAll(async () => {
    await t.db.deleteFrom('friends').execute();
  });

  it('records a request, answers request_sent, and refuses asking again with 409 already_friends', async () => {
    const answer = await clientOf(fern.browser).actions.addFriend({ object_id: reed.id });
    expect(answer).toEqual({ code: 'success', state: 'request_sent' });
    expect(await rows()).toEqual([[fern.id, reed.id, 0]]);
    expectError(await act(fern, 'add_friend', reed), 409, 'already_friends');
  });

  it('lists only accepted friends: a waiting request is in neither list', async () => {
    expect(await friendsOf(fern.id)).toEqual([]);
    expect(await friendsOf(reed.id)).toEqual([]);
  });

  it('shows the request to both: incoming to the asked, outgoing to the asker, with the other’s card', async () => {
    const asked = await requestsOf(reed);
    expect(asked.incoming.map((r) => [r.user_id, r.username])).toEqual([[fern.id, 'Fern']]);
    expect(asked.outgoing).toEqual([]);
    expect([asked.incoming_count, asked.outgoing_count]).toEqual([1, 0]);
    expect(Number.isNaN(Date.parse(asked.incoming[0]?.requested_at ?? ''))).toBe(false);
    const asker = await requestsOf(fern);
    expect(asker.outgoing.map((r) => r.user_id)).toEqual([reed.id]);
    expect(asker.incoming).toEqual([]);
    expect(await stateWith(fern, reed)).toBe('request_sent');
    expect(await stateWith(reed, fern)).toBe('request_received');
    // A third member sees none of it.
    expect(await requestsOf(sage)).toMatchObject({ incoming: [], outgoing: [], incoming_count: 0 });
    expect(await stateWith(sage, fern)).toBe('none');
  });

  it('makes the friendship when the other asks back: answers friends, a row each way, both lists show it', async () => {
    await expectState(await act(reed, 'add_friend', fern), 'friends');
    expect(await rows()).toEqual([
      [fern.id, reed.id, 1],
      [reed.id, fern.id, 1],
    ]);
    expect(await friendsOf(fern.id)).toEqual([reed.id]);
    expect(await friendsOf(reed.id)).toEqual([fern.id]);
    expect((await requestsOf(reed)).incoming).toEqual([]);
    for (const [who, other] of [
      [fern, reed],
      [reed, fern],
    ] as const) {
      expectError(await act(who, 'add_friend', other), 409, 'already_friends');
      expect(await stateWith(who, other)).toBe('friends');
    }
  });
});

describe('given a request waiting for its answer', () => {
  beforeEach(async () => {
    await t.db.deleteFrom('friends').execute();
    await expectState(await act(fern, 'add_friend', reed), 'request_sent');
  });

  it('the asked accepts: friends both ways, in both lists; accepting twice is 409 already_friends', async () => {
    const answer = await clientOf(reed.browser).friends.accept({ object_id: fern.id });
    expect(answer).toEqual({ code: 'success', state: 'friends' });
    expect(await rows()).toEqual([
      [fern.id, reed.id, 1],
      [reed.id, fern.id, 1],
    ]);
    expect(await friendsOf(fern.id)).toEqual([reed.id]);
    expect(await friendsOf(reed.id)).toEqual([fern.id]);
    expect(await requestsOf(reed)).toMatchObject({ incoming: [], incoming_count: 0 });
    expect(await requestsOf(fern)).toMatchObject({ outgoing: [], outgoing_count: 0 });
    expectError(await act(reed, 'accept_friend', fern), 409, 'already_friends');
  });

  it('the asker cannot accept their own request, nor can a third member: 409 no_friend_request', async () => {
    expectError(await act(fern, 'accept_friend', reed), 409, 'no_friend_request');
    expectError(await act(sage, 'accept_friend', fern), 409, 'no_friend_request');
    expectError(await act(sage, 'decline_friend', fern), 409, 'no_friend_request');
    expect(await rows()).toEqual([[fern.id, reed.id, 0]]);
  });

  it('the asked declines: the request is gone, nobody is friends, and the asker may ask again', async () => {
    await expectState(await act(reed, 'decline_friend', fern), 'none');
    expect(await rows()).toEqual([]);
    expect((await requestsOf(reed)).incoming).toEqual([]);
    expect(await friendsOf(fern.id)).toEqual([]);
    expectError(await act(reed, 'decline_friend', fern), 409, 'no_friend_request');
    expectError(await act(reed, 'accept_friend', fern), 409, 'no_friend_request');
    await expectState(await act(fern, 'add_friend', reed), 'request_sent');
  });

  it('the asker cancels: the request is gone from both sides; the asked cannot cancel it', async () => {
    expectError(await act(reed, 'cancel_friend', fern), 409, 'no_friend_request');
    await expectState(await act(fern, 'cancel_friend', reed), 'none');
    expect(await rows()).toEqual([]);
    expect((await requestsOf(reed)).incoming).toEqual([]);
    expect((await requestsOf(fern)).outgoing).toEqual([]);
    expectError(await act(fern, 'cancel_friend', reed), 409, 'no_friend_request');
  });

  it('a request is not a friendship: unfriending it is 409 not_friends and leaves it waiting', async () => {
    expectError(await act(fern, 'remove_friend', reed), 409, 'not_friends');
    expectError(await act(reed, 'remove_friend', fern), 409, 'not_friends');
    expect(await rows()).toEqual([[fern.id, reed.id, 0]]);
  });
});

describe('given two friends', () => {
  beforeEach(async () => {
    await t.db.deleteFrom('friends').execute();
    await expectState(await act(fern, 'add_friend', reed), 'request_sent');
    await expectState(await act(reed, 'accept_friend', fern), 'friends');
  });

  it('either unfriends: both rows go, neither list shows the other; unfriending again is 409 not_friends', async () => {
    const answer = await clientOf(reed.browser).friends.remove({ object_id: fern.id });
    expect(answer).toEqual({ code: 'success', state: 'none' });
    expect(await rows()).toEqual([]);
    expect(await friendsOf(fern.id)).toEqual([]);
    expect(await friendsOf(reed.id)).toEqual([]);
    expect(await stateWith(fern, reed)).toBe('none');
    expectError(await act(fern, 'remove_friend', reed), 409, 'not_friends');
  });

  it('declining or cancelling a friendship is 409 already_friends, and changes nothing', async () => {
    for (const name of ['decline_friend', 'cancel_friend', 'accept_friend']) {
      expectError(await act(fern, name, reed), 409, 'already_friends');
      expectError(await act(reed, name, fern), 409, 'already_friends');
    }
    expect(await rows()).toEqual([
      [fern.id, reed.id, 1],
      [reed.id, fern.id, 1],
    ]);
  });

  it('a third member cannot unfriend them: 409 not_friends, the friendship stays', async () => {
    expectError(await act(sage, 'remove_friend', fern), 409, 'not_friends');
    expect(await friendsOf(fern.id)).toEqual([reed.id]);
  });
});

describe('given two members asking each other at the same moment', () => {
  it('makes one friendship, not two requests (the rows are locked while each act decides)', async () => {
    await t.db.deleteFrom('friends').execute();
    const answers = await Promise.all([act(fern, 'add_friend', sage), act(sage, 'add_friend', fern)]);
    const states = answers.map((res) => friendStateResponseSchema.parse(res.json()).state).sort();
    expect(states).toEqual(['friends', 'request_sent']);
    expect(await rows()).toEqual([
      [fern.id, sage.id, 1],
      [sage.id, fern.id, 1],
    ]);
  });
});

describe.each(['add_friend', 'accept_friend', 'decline_friend', 'cancel_friend', 'remove_friend'])(
  'given act %s with bad input',
  (name) => {
    it('answers 400 self_friend for oneself, 404 not_found for no such member, 401 need_auth for a visitor', async () => {
      expectError(await act(fern, name, fern), 400, 'self_friend');
      expectError(await act(fern, name, { id: 999_999 }), 404, 'not_found');
      const visitor = { browser: new Browser(app, '10.0.0.5') };
      expectError(await act(visitor, name, reed), 401, 'need_auth');
    });

    it('names a missing or malformed object_id, and needs the CSRF token', async () => {
      expect(expectError(await memberPost(fern.browser, { act: name }), 400, 'invalid_params')).toEqual([
        { field: 'object_id', code: 'required' },
      ]);
      expect(
        expectError(await memberPost(fern.browser, { act: name, object_id: 'reed' }), 400, 'invalid_params'),
      ).toEqual([{ field: 'object_id', code: 'invalid' }]);
      const res = await memberPost(fern.browser, { act: name, object_id: String(reed.id) }, { csrf: false });
      expect(res.statusCode).toBe(403);
    });
  },
);

describe('given the private reads', () => {
  it('refuse a visitor with 401 need_auth, never cached', async () => {
    const visitor = new Browser(app, '10.0.0.6');
    expectError(await visitor.get(CALLS['friends.requests'].path), 401, 'need_auth');
    expectError(await visitor.get(`${CALLS['friends.state'].path}?user_id=${fern.id}`), 401, 'need_auth');
  });

  it("answer only the signed-in member's own requests, whatever the query names", async () => {
    await t.db.deleteFrom('friends').execute();
    await expectState(await act(fern, 'add_friend', reed), 'request_sent');
    const res = await sage.browser.get(`${CALLS['friends.requests'].path}?user_id=${reed.id}`);
    expect(friendRequestsResponseSchema.parse(res.json())).toMatchObject({
      incoming: [],
      outgoing: [],
      incoming_count: 0,
      outgoing_count: 0,
    });
  });

  it('answer the state only for a good user_id: 400 invalid_params, 400 self_friend, 404 not_found', async () => {
    const get = (query: string) => fern.browser.get(`${CALLS['friends.state'].path}${query}`);
    expect(expectError(await get(''), 400, 'invalid_params')).toEqual([
      { field: 'user_id', code: 'required' },
    ]);
    expect(expectError(await get('?user_id=01'), 400, 'invalid_params')).toEqual([
      { field: 'user_id', code: 'invalid' },
    ]);
    expect(expectError(await get('?user_id=1&user_id=2'), 400, 'invalid_params')).toEqual([
      { field: 'user_id', code: 'invalid' },
    ]);
    expectError(await get(`?user_id=${fern.id}`), 400, 'self_friend');
    expectError(await get('?user_id=999999'), 404, 'not_found');
  });

  it(`lists the newest requests first, at most ${FRIEND_REQUESTS_MAX}, and counts them all`, async () => {
    await t.db.deleteFrom('friends').execute();
    const base = Date.parse('2026-01-01T00:00:00Z');
    const added = await t.db
      .insertInto('members')
      .values(
        Array.from({ length: FRIEND_REQUESTS_MAX + 2 }, (_, i) => ({
          username: `asker_${i}`,
          email: `asker_${i}@example.test`,
        })),
      )
      .returning('user_id')
      .execute();
    const askers = added.map((r) => r.user_id);
    await t.db
      .insertInto('friends')
      .values(
        askers.map((id, i) => ({
          user_id: id,
          friend_id: reed.id,
          status: 0,
          created_at: new Date(base + i * 60_000),
        })),
      )
      .execute();
    const answer = await requestsOf(reed);
    expect(answer.incoming_count).toBe(FRIEND_REQUESTS_MAX + 2);
    expect(answer.incoming).toHaveLength(FRIEND_REQUESTS_MAX);
    expect(answer.incoming[0]?.user_id).toBe(askers.at(-1));
    expect(answer.incoming[0]?.requested_at).toBe(
      new Date(base + (FRIEND_REQUESTS_MAX + 1) * 60_000).toISOString(),
    );
  });
});
