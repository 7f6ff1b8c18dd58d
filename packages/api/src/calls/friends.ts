import {
  FRIEND_ACTS,
  type FriendAct,
  type FriendInput,
  friendInputSchema,
  friendStateResponseSchema,
} from '../contract/friend.js';
import { ENDPOINTS } from '../contract/paths.js';
import { prepare, type RequestCore } from '../core.js';

/**
 * The friend acts of POST /api/member.php (contract/friend.ts; the reads are declared in contract/calls.ts) after `add_friend` (which stays `actions.addFriend`, §7). Every act answers where
 * the two members stand after it.
 */
export function friendCalls(core: RequestCore) {
  const act = (name: FriendAct) => async (input: FriendInput, signal?: AbortSignal) => {
    const p = prepare(`friends.${name}`, friendInputSchema, input, ['object_id']);
    return core.postForm(
      ENDPOINTS.member,
      { act: FRIEND_ACTS[name], object_id: p.object_id },
      friendStateResponseSchema,
      signal,
    );
  };
  return {
    /** member.php act accept_friend: object_id, the member who asked; the two become friends. */
    accept: act('accept'),
    /** member.php act decline_friend: object_id, the member who asked; the request is gone. */
    decline: act('decline'),
    /** member.php act cancel_friend: object_id, the member asked; one's own waiting request is gone. */
    cancel: act('cancel'),
    /** member.php act remove_friend: object_id, a friend; the friendship is gone both ways. */
    remove: act('remove'),
  };
}
export type FriendCalls = ReturnType<typeof friendCalls>;
