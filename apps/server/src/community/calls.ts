import type { FriendAct } from '@site/api';
import type { Db } from '../db/database.js';
import { type CallHandler, refuse } from '../http/call.js';
import { friendCalls } from './friends.js';
import { getSubscriptions, memberExists } from './members.js';
import { memberReads } from './reads.js';

/** `members.subscriptions`: the models, channels and members one member follows. */
export function subscriptionsRead(db: Db): CallHandler<'members.subscriptions'> {
  return async ({ params }) => {
    if (!(await memberExists(db, params.user_id))) throw refuse(404, 'not_found');
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
