import type { ApiClient, FriendState, MemberCard } from '@site/api';
import {
  acceptFriendMutation,
  addFriendMutation,
  cancelFriendRequestMutation,
  declineFriendMutation,
  friendQueries,
  unfriendMutation,
} from '@site/api/query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TextKey } from '../../lib/i18n';
import { useMemberNotify } from './notify';
import '../../messages/use-friends';

/** The friend acts a page offers: ask, accept, decline, cancel one's own request, unfriend. */
export type FriendActName = 'add' | 'accept' | 'decline' | 'cancel' | 'unfriend';

/** The notification of a done act; asking says whether it made a request or (they had asked) a friendship. */
function doneKey(act: FriendActName, state: FriendState): TextKey {
  switch (act) {
    case 'add':
      return state === 'friends' ? 'friends.notify.nowFriends' : 'friends.notify.requestSent';
    case 'accept':
      return 'friends.notify.nowFriends';
    case 'decline':
      return 'friends.notify.declined';
    case 'cancel':
      return 'friends.notify.cancelled';
    case 'unfriend':
      return 'friends.notify.unfriended';
  }
}

/**
 * The friend acts of the member page and the owner's friends page, through the query mutations (which
 * keep the answered state and read the requests and the friends lists again), with CSRF as every write;
 * each act's notification (§8 add_friend_success, add_friend_{code}). A refused act (the other member
 * cancelled or answered meanwhile) reads where the two stand again. `busy` is the act under way.
 */
export function useFriendActs(api: ApiClient) {
  const queryClient = useQueryClient();
  const notify = useMemberNotify();
  const [busy, setBusy] = useState<{ userId: number; act: FriendActName } | null>(null);
  const mutations = {
    add: useMutation(addFriendMutation(api, queryClient)),
    accept: useMutation(acceptFriendMutation(api, queryClient)),
    decline: useMutation(declineFriendMutation(api, queryClient)),
    cancel: useMutation(cancelFriendRequestMutation(api, queryClient)),
    unfriend: useMutation(unfriendMutation(api, queryClient)),
  };
  const run =
    (act: FriendActName) =>
    (member: Pick<MemberCard, 'user_id' | 'username'>): Promise<void> => {
      setBusy({ userId: member.user_id, act });
      return mutations[act]
        .mutateAsync({ object_id: member.user_id })
        .then(
          (answer) => notify.success(doneKey(act, answer.state), { name: member.username }),
          (error: unknown) => {
            notify.failure(error);
            return queryClient.invalidateQueries({ queryKey: friendQueries.all() });
          },
        )
        .finally(() => setBusy(null));
    };
  return {
    add: run('add'),
    accept: run('accept'),
    decline: run('decline'),
    cancel: run('cancel'),
    unfriend: run('unfriend'),
    busy,
    pending: busy !== null,
  };
}
