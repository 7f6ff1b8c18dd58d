import {
  BLOCKED_CODE,
  FRIEND_REQUESTS_MAX,
  type FriendAct,
  type FriendRequest,
  type FriendState,
  type FriendStateResponse,
} from '@site/api';
import { sql } from 'kysely';
import { lockMembers, type Tx } from '../actions/objects.js';
import type { Db } from '../db/database.js';
import { type CallHandler, refuse } from '../http/call.js';
import type { Viewer } from '../http/viewer.js';
import { notify } from '../notifications/notify.js';
import { blockedBetween } from '../safety/blocks.js';
import { CARD_COLUMNS, type CardRow, memberExists, toMemberCard } from './members.js';

/**
 * Friends: member.php `act=add_friend` (§7) and the acts and reads that make requests real (#25 item 7).
 *
 * The friends table keeps its reading of migration 0002 (and of the friends list, community/members.ts):
 * a request is one row, asker → asked, status 0; a friendship is a row each way with status 1.
 *
 * Every act takes `object_id`, the other member: members only (401 `need_auth`), never oneself (400
 * `self_friend`), an unknown member 404 `not_found`; it answers `{code, state}`, where the two stand after
 * it (contract/friend.ts). Both members' rows are locked while an act decides, so two acts about one pair
 * (two members asking each other at once, an accept racing a cancel) are taken one after the other.
 *
 * - `add_friend` asks, or accepts when the other already asked (`state` tells which). Asking again while
 *   one's own request waits, or asking a friend, is 409 `already_friends` (§8 "already added in friends").
 * - `accept_friend` / `decline_friend`: the request the other asked of the viewer; none is 409
 *   `no_friend_request`, friends already 409 `already_friends`.
 * - `cancel_friend`: the viewer's own waiting request; likewise.
 * - `remove_friend` (unfriend): both rows go; not friends is 409 `not_friends`.
 */

/** The rows between the viewer and the other member: the viewer's (`mine`) and the other's (`theirs`). */
interface Pair {
  mine: number | null;
  theirs: number | null;
}

async function readPair(db: Tx, me: number, other: number): Promise<Pair> {
  const rows = await db
    .selectFrom('friends')
    .select(['user_id', 'status'])
    .where((eb) =>
      eb.or([
        eb.and([eb('user_id', '=', me), eb('friend_id', '=', other)]),
        eb.and([eb('user_id', '=', other), eb('friend_id', '=', me)]),
      ]),
    )
    .execute();
  return {
    mine: rows.find((r) => r.user_id === me)?.status ?? null,
    theirs: rows.find((r) => r.user_id === other)?.status ?? null,
  };
}

/** Where the viewer stands with the other member, from their rows. */
export function stateOf(pair: Pair): FriendState {
  if (pair.mine === 1 && pair.theirs === 1) return 'friends';
  if (pair.mine !== null) return 'request_sent';
  if (pair.theirs !== null) return 'request_received';
  return 'none';
}

/** Makes the pair friends: a row each way with status 1 (whatever rows there were). */
async function befriend(trx: Tx, me: number, other: number): Promise<void> {
  await trx
    .insertInto('friends')
    .values([
      { user_id: me, friend_id: other, status: 1 },
      { user_id: other, friend_id: me, status: 1 },
    ])
    .onConflict((oc) => oc.columns(['user_id', 'friend_id']).doUpdateSet({ status: 1 }))
    .execute();
}

async function deleteRow(trx: Tx, from: number, to: number): Promise<void> {
  await trx.deleteFrom('friends').where('user_id', '=', from).where('friend_id', '=', to).execute();
}

/** What an act decided: the state after it, or the §8 code it refuses with (409). */
type Outcome = { state: FriendState } | { refuse: 'already_friends' | 'no_friend_request' | 'not_friends' };
type Decide = (trx: Tx, me: number, other: number, pair: Pair) => Promise<Outcome>;

/** What each act does with the pair's rows, inside the locked transaction. */
const DECIDE: Record<'add' | FriendAct, Decide> = {
  add: async (trx, me, other, pair) => {
    if (pair.mine !== null) return { refuse: 'already_friends' };
    if (pair.theirs !== null) {
      // They asked: the friendship is made (a row each way, status 1).
      await befriend(trx, me, other);
      await notify(trx, { user_id: other, kind: 'friend_accept', actor_id: me });
      return { state: 'friends' };
    }
    await trx.insertInto('friends').values({ user_id: me, friend_id: other, status: 0 }).execute();
    await notify(trx, { user_id: other, kind: 'friend_request', actor_id: me });
    return { state: 'request_sent' };
  },
  accept: async (trx, me, other, pair) => {
    const state = stateOf(pair);
    if (state === 'friends') return { refuse: 'already_friends' };
    if (state !== 'request_received') return { refuse: 'no_friend_request' };
    await befriend(trx, me, other);
    await notify(trx, { user_id: other, kind: 'friend_accept', actor_id: me });
    return { state: 'friends' };
  },
  decline: async (trx, me, other, pair) => {
    const state = stateOf(pair);
    if (state === 'friends') return { refuse: 'already_friends' };
    if (state !== 'request_received') return { refuse: 'no_friend_request' };
    await deleteRow(trx, other, me);
    return { state: 'none' };
  },
  cancel: async (trx, me, other, pair) => {
    const state = stateOf(pair);
    if (state === 'friends') return { refuse: 'already_friends' };
    if (state !== 'request_sent') return { refuse: 'no_friend_request' };
    await deleteRow(trx, me, other);
    return { state: 'none' };
  },
  remove: async (trx, me, other, pair) => {
    if (stateOf(pair) !== 'friends') return { refuse: 'not_friends' };
    await deleteRow(trx, me, other);
    await deleteRow(trx, other, me);
    return { state: 'none' };
  },
};

/**
 * One friend act between the viewer and the other member: never oneself, never an unknown member, then
 * decided under the pair's locks. Answers where the two stand, or the refusal.
 */
async function decideFriend(
  db: Db,
  name: 'add' | FriendAct,
  me: number,
  other: number,
): Promise<FriendStateResponse | { status: number; code: string }> {
  if (other === me) return { status: 400, code: 'self_friend' };
  if (!(await memberExists(db, other))) return { status: 404, code: 'not_found' };
  // A block either way (#32 item 5) refuses a request; blocking already ended any friendship between them.
  if (name === 'add' && (await blockedBetween(db, me, other))) return { status: 403, code: BLOCKED_CODE };
  const outcome = await db.transaction().execute(async (trx) => {
    await lockMembers(trx, [me, other]);
    return DECIDE[name](trx, me, other, await readPair(trx, me, other));
  });
  if ('refuse' in outcome) return { status: 409, code: outcome.refuse };
  return { code: 'success', state: outcome.state };
}

type FriendCallName = `friends.${FriendAct}`;

/**
 * A declared friend act: add_friend (`actions.addFriend`, contract/action-calls.ts: asks, or accepts when the
 * other already asked), accept_friend, decline_friend, cancel_friend, remove_friend (contract/community-calls.ts).
 */
function friendCall(db: Db, name: 'add' | FriendAct) {
  return async ({ params, viewer }: { params: { object_id: number }; viewer: Viewer }) => {
    const answer = await decideFriend(db, name, viewer.user_id, params.object_id);
    if ('status' in answer) throw refuse(answer.status, answer.code);
    return answer;
  };
}

/** The handlers of the declared friend acts: add_friend (`actions.addFriend`, member.php `act=add_friend`, §7) and the rest. */
export function friendCalls(db: Db): { [N in FriendCallName | 'actions.addFriend']: CallHandler<N> } {
  return {
    'actions.addFriend': friendCall(db, 'add'),
    'friends.accept': friendCall(db, 'accept'),
    'friends.decline': friendCall(db, 'decline'),
    'friends.cancel': friendCall(db, 'cancel'),
    'friends.remove': friendCall(db, 'remove'),
  };
}

/**
 * The waiting requests one way: asked of the member (`incoming`: the askers' cards) or by them
 * (`outgoing`: the asked members' cards), newest first, at most FRIEND_REQUESTS_MAX, and their count.
 */
async function waitingRequests(
  db: Db,
  userId: number,
  way: 'incoming' | 'outgoing',
): Promise<{ requests: FriendRequest[]; count: number }> {
  // Incoming: rows asked of the member (friend_id), whose card is the asker's (user_id); outgoing the reverse.
  const [own, other] =
    way === 'incoming' ? (['f.friend_id', 'f.user_id'] as const) : (['f.user_id', 'f.friend_id'] as const);
  const waiting = db.selectFrom('friends as f').where(own, '=', userId).where('f.status', '=', 0);
  const [rows, total] = await Promise.all([
    waiting
      .innerJoin('members as m', 'm.user_id', other)
      .select([...CARD_COLUMNS, 'f.created_at'])
      .orderBy('f.created_at', 'desc')
      .orderBy(other, 'desc')
      .limit(FRIEND_REQUESTS_MAX)
      .execute(),
    waiting.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    requests: rows.map((row) => ({
      ...toMemberCard(row as CardRow),
      requested_at: new Date(row.created_at).toISOString(),
    })),
    count: total.n,
  };
}

/** The member's waiting requests both ways (nothing names another member, so nobody reads another's). */
export const friendRequests =
  (db: Db): CallHandler<'friends.requests'> =>
  async ({ viewer }) => {
    const [incoming, outgoing] = await Promise.all([
      waitingRequests(db, viewer.user_id, 'incoming'),
      waitingRequests(db, viewer.user_id, 'outgoing'),
    ]);
    return {
      code: 'success',
      incoming: incoming.requests,
      outgoing: outgoing.requests,
      incoming_count: incoming.count,
      outgoing_count: outgoing.count,
    };
  };

/** Where the member stands with one member: 400 `self_friend` for oneself, 404 `not_found` for no such member. */
export const friendState =
  (db: Db): CallHandler<'friends.state'> =>
  async ({ params, viewer }) => {
    const other = params.user_id;
    if (other === viewer.user_id) throw refuse(400, 'self_friend');
    if (!(await memberExists(db, other))) throw refuse(404, 'not_found');
    return { code: 'success', state: stateOf(await readPair(db, viewer.user_id, other)) };
  };
