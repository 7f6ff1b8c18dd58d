import type { FriendAct } from '@site/api';
import type { Db } from '../db/database.js';
import { cacheFor } from '../http/cache.js';
import { type CallHandler, refuse } from '../http/call.js';
import { closedList } from '../settings/privacy.js';
import { friendCalls } from './friends.js';
import { getSubscriptions, memberExists } from './members.js';
import { memberReads } from './reads.js';

/** `members.subscriptions`: the models, channels and members one member follows. */
export function subscriptionsRead(db: Db): CallHandler<'members.subscriptions'> {
  return async ({ params, viewer, lifetime, reply }) => {
    if (!(await memberExists(db, params.user_id))) throw refuse(404, 'not_found');
    // Subscriptions made private (settings/privacy.ts) are their member's alone, whose answer is theirs.
    const viewerId = viewer?.user_id ?? null;
    if (await closedList(db, params.user_id, 'subscriptions', viewerId)) throw refuse(403, 'no_permission');
    if (viewerId === params.user_id) cacheFor(reply, lifetime, { personal: true });
    return { ...(await getSubscriptions(db, params.user_id)), code: 'success' };
  };
}

type CommunityCallName =
  | 'members.subscriptions'
  | 'members.list'
  | 'members.get'
  | 'members.fresh'
  | 'actions.addFriend'
  | `friends.${FriendAct}`;

/** The community's declared calls (contract/community-calls.ts) with their handlers. */
export function communityCalls(db: Db): { [N in CommunityCallName]: CallHandler<N> } {
  return {
    'members.subscriptions': subscriptionsRead(db),
    ...memberReads(db),
    ...friendCalls(db),
  };
}
