import { type ApiClient, errorCode, subscribeMessageKey } from '@site/api';
import { memberQueries, subscribeMutation } from '@site/api/query';
import { SubscribeButton } from '@site/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSessionUser } from '../../lib/site';
import { useMemberOnly } from '../../lib/site-actions';
import { useNotifyKey } from './shared';

export interface SubscribeControlProps {
  target: 'model' | 'channel';
  /** The model's or channel's dir (the subscribe act's object_id). */
  dir: string;
  name: string;
  /** The subscriber count of the cached detail; the mutation raises it there on success (§4). */
  subscribers: number;
  api: ApiClient;
}

/**
 * Subscribe to a model or channel (§2, §4, §6): a visitor gets the sign-in modal; a member's subscriptions
 * say whether they already follow it; on success the detail's subscriber counter moves and a notification
 * says so (§8 subscribe_success / unsubscribe_success, or the failure's code).
 */
export function SubscribeControl({ target, dir, name, subscribers, api }: SubscribeControlProps) {
  const user = useSessionUser();
  const memberOnly = useMemberOnly();
  const notifyKey = useNotifyKey();
  const queryClient = useQueryClient();
  const [override, setOverride] = useState<boolean | null>(null);
  const subscriptions = useQuery({
    ...memberQueries.subscriptions(api, user?.user_id ?? 0),
    enabled: user !== null,
  });
  const listed =
    (target === 'model' ? subscriptions.data?.models : subscriptions.data?.channels)?.some(
      (item) => item.dir === dir,
    ) ?? false;
  const subscribed = override ?? listed;

  const mutation = useMutation(subscribeMutation(api, queryClient));

  const run = (action: 'subscribe' | 'unsubscribe') =>
    memberOnly(() => {
      mutation.mutateAsync({ action, section: target, object_id: dir }).then(
        () => {
          setOverride(action === 'subscribe');
          notifyKey('success', subscribeMessageKey(action, 'success'), `${action}_general_error`);
        },
        (error: unknown) =>
          notifyKey('error', subscribeMessageKey(action, errorCode(error)), `${action}_general_error`),
      );
    });

  return (
    <SubscribeButton
      target={target}
      name={name}
      subscribed={subscribed}
      pending={mutation.isPending}
      subscribers={subscribers}
      canSubscribe={user !== null}
      onLoginRequired={() => memberOnly(() => undefined)}
      onSubscribe={() => run('subscribe')}
      onUnsubscribe={() => run('unsubscribe')}
    />
  );
}
