import { type ApiClient, errorCode, type SubscriptionsResponse } from '@site/api';
import { memberQueries, subscribeMutation } from '@site/api/query';
import type { ButtonSize } from '@site/ui';
import { SubscribeButton, type SubscribeTarget } from '@site/ui/video';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../lib/i18n';
import { errorKeyOf } from '../lib/notify';
import { useSessionUser } from '../lib/site';
import { useSiteActions } from '../lib/site-actions';

export interface SubscribeSubject {
  target: SubscribeTarget;
  /** The channel's or model's dir, or the member's user_id. */
  objectId: string | number;
  name: string;
  subscribers: number;
}

/** Whether the member's subscriptions list holds the subject. */
export function isSubscribed(list: SubscriptionsResponse | undefined, subject: SubscribeSubject): boolean {
  if (!list) return false;
  if (subject.target === 'channel') return list.channels.some((c) => c.dir === subject.objectId);
  if (subject.target === 'model') return list.models.some((m) => m.dir === subject.objectId);
  return list.members.some((m) => m.user_id === Number(subject.objectId));
}

/**
 * Subscribe to a channel, a model or a member (§2, §4), on the video page and on the channel, model and
 * member pages: the member's subscriptions say whether they already are; on success the local subscriber
 * count moves (§4 local counters) and §8 notifies. A visitor gets the sign-in modal; a member's own account
 * shows the count only (§6).
 */
export function SubscribeControl({
  api,
  subject,
  size = 'sm',
}: {
  api: ApiClient;
  subject: SubscribeSubject;
  size?: ButtonSize;
}) {
  const { t } = useT();
  const user = useSessionUser();
  const { openSignIn, notify } = useSiteActions();
  const qc = useQueryClient();
  const self = user !== null && subject.target === 'member' && user.user_id === Number(subject.objectId);
  // Whether the member follows the subject: their own subscriptions (members only, never on one's own page).
  const subscriptions = useQuery({
    ...memberQueries.subscriptions(api, user?.user_id ?? 1),
    enabled: user !== null && !self,
  });
  const [own, setOwn] = useState<{ subscribed: boolean; subscribers: number } | null>(null);
  const mutation = useMutation(subscribeMutation(api, qc));
  const subscribed = own?.subscribed ?? isSubscribed(subscriptions.data, subject);
  const subscribers = own?.subscribers ?? subject.subscribers;

  const run = (action: 'subscribe' | 'unsubscribe') => {
    const section = subject.target;
    mutation.mutate(
      { action, section, object_id: subject.objectId },
      {
        onSuccess: (data) => {
          const next = data.subscribers ?? Math.max(0, subscribers + (action === 'subscribe' ? 1 : -1));
          setOwn({ subscribed: action === 'subscribe', subscribers: next });
          notify({ type: 'success', text: t(`subscription.${action}_success`, { name: subject.name }) });
        },
        onError: (error) => {
          const code = errorCode(error);
          if (code === 'need_auth') return openSignIn();
          // The server knows better: already subscribed / not subscribed settle the button's state.
          if (code === 'already_subscribed') setOwn({ subscribed: true, subscribers });
          if (code === 'not_subscribed') setOwn({ subscribed: false, subscribers });
          notify({
            type: 'error',
            text: t(errorKeyOf(error, `subscription.${action}_`, 'subscription.general_error')),
          });
        },
      },
    );
  };

  return (
    <SubscribeButton
      target={subject.target}
      name={subject.name}
      subscribed={subscribed}
      pending={mutation.isPending}
      subscribers={subscribers}
      canSubscribe={user !== null}
      self={self}
      size={size}
      onSubscribe={() => run('subscribe')}
      onUnsubscribe={() => run('unsubscribe')}
      onLoginRequired={openSignIn}
    />
  );
}
