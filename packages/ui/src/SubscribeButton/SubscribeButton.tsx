import { useId } from 'react';
import { Button, type ButtonSize } from '../Button/Button';
import type { MessageKey } from '../i18n/en';
import { useMessages } from '../i18n/UiProvider';
import { LineIcon } from '../icons/LineIcon';
import { visuallyHidden } from '../theme/a11y.css';
import * as styles from './SubscribeButton.css';

export const subscribeTargets = ['channel', 'model', 'member'] as const;
/** What one subscribes to (§7 subscribe: its section). */
export type SubscribeTarget = (typeof subscribeTargets)[number];

export interface SubscribeButtonProps {
  target: SubscribeTarget;
  /** The channel's title, the model's name or the member's username: it names the button. */
  name: string;
  subscribed: boolean;
  /** The subscribe or unsubscribe call is under way: the button is busy and ignores clicks. */
  pending?: boolean;
  /** Subscribers, shown beside the button (the page raises its local counter on success, §4). */
  subscribers?: number;
  /** Whether this visitor may subscribe (§6: visitors get the sign-in modal). Defaults to true. */
  canSubscribe?: boolean;
  /** The member's own page: a member cannot subscribe to themself (§6), so there is no button. */
  self?: boolean;
  size?: ButtonSize;
  onSubscribe?: () => void;
  onUnsubscribe?: () => void;
  onLoginRequired?: () => void;
}

const labels: Record<SubscribeTarget, { subscribe: MessageKey; unsubscribe: MessageKey }> = {
  channel: { subscribe: 'videoPage.subscribe.channel', unsubscribe: 'videoPage.unsubscribe.channel' },
  model: { subscribe: 'videoPage.subscribe.model', unsubscribe: 'videoPage.unsubscribe.model' },
  member: { subscribe: 'videoPage.subscribe.member', unsubscribe: 'videoPage.unsubscribe.member' },
};

/**
 * Subscribe to a channel, a model or a member (§2, §7), with the subscriber count. Unsubscribed it says
 * "Subscribe"; subscribed, "Unsubscribe" (what a click does); pending, it is busy. A visitor who may
 * not subscribe is sent to sign in instead.
 */
export function SubscribeButton({
  target,
  name,
  subscribed,
  pending = false,
  subscribers,
  canSubscribe = true,
  self = false,
  size = 'md',
  onSubscribe,
  onUnsubscribe,
  onLoginRequired,
}: SubscribeButtonProps) {
  const { t, pluralCount } = useMessages();
  const hintId = useId();
  const count =
    subscribers === undefined ? null : (
      <span className={styles.count}>{pluralCount('videoPage.subscribers', subscribers)}</span>
    );
  if (self) return count && <span className={styles.root}>{count}</span>;
  const action = subscribed ? 'unsubscribe' : 'subscribe';
  return (
    <span className={styles.root} data-target={target} data-state={pending ? 'pending' : action}>
      <Button
        variant={subscribed ? 'secondary' : 'primary'}
        size={size}
        loading={pending}
        aria-label={t(labels[target][action], { name })}
        aria-describedby={canSubscribe ? undefined : hintId}
        onClick={() => {
          if (!canSubscribe) onLoginRequired?.();
          else if (subscribed) onUnsubscribe?.();
          else onSubscribe?.();
        }}
      >
        {subscribed ? (
          <LineIcon className={styles.icon} d="M3 8.5l3.2 3.2L13 4.8" strokeWidth="2" />
        ) : (
          <LineIcon className={styles.icon} d="M8 3v10M3 8h10" strokeWidth="2" />
        )}
        {t(subscribed ? 'videoPage.unsubscribe' : 'videoPage.subscribe')}
      </Button>
      {count}
      {!canSubscribe && (
        <span id={hintId} className={visuallyHidden}>
          {t('videoPage.subscribe.loginHint')}
        </span>
      )}
    </span>
  );
}
