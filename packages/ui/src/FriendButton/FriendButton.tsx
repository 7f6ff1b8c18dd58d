import type { FriendState } from '@site/api';
import { type ReactNode, useId } from 'react';
import { Button, type ButtonSize } from '../Button/Button';
import { DropdownMenu } from '../DropdownMenu/DropdownMenu';
import { friendsEn } from '../i18n/messages/friends';
import { useMessages } from '../i18n/UiProvider';
import { LineIcon } from '../icons/LineIcon';
import { visuallyHidden } from '../theme/a11y.css';
import * as styles from './FriendButton.css';

/** Where the viewer stands with the member (the API's `FriendState`); stories reuse this list. */
export const friendButtonStates = [
  'none',
  'request_sent',
  'request_received',
  'friends',
] as const satisfies readonly FriendState[];

export interface FriendButtonProps {
  /** Where the viewer stands with the member. */
  state: FriendState;
  /** The member's username: it names the accept and decline buttons and the menu. */
  name: string;
  /** An act is under way: the buttons are busy and ignore clicks. */
  pending?: boolean;
  /** Whether this visitor may add friends (§6: visitors get the sign-in modal). Defaults to true. */
  canAct?: boolean;
  size?: ButtonSize;
  /** Ask the member (state `none`). */
  onAdd?: () => void;
  /** Take back one's own waiting request (state `request_sent`, from its menu). */
  onCancel?: () => void;
  /** Accept or decline the member's request (state `request_received`). */
  onAccept?: () => void;
  onDecline?: () => void;
  /** End the friendship (state `friends`, from its menu). */
  onUnfriend?: () => void;
  onLoginRequired?: () => void;
}

function PlusIcon() {
  return <LineIcon className={styles.icon} d="M8 3v10M3 8h10" strokeWidth="2" />;
}

function CheckIcon() {
  return <LineIcon className={styles.icon} d="M3 8.5l3.2 3.2L13 4.8" strokeWidth="2" />;
}

function ChevronIcon() {
  return <LineIcon className={styles.chevron} d="M4 6l4 4 4-4" strokeWidth="2" />;
}

/**
 * The friend button of a member's page: "Add friend"; when the viewer's request waits, "Request sent"
 * with a menu to cancel it; when the member asked the viewer, accept and decline; when friends, "Friends"
 * with a menu to unfriend (so one click never ends a friendship). A visitor who may not act is sent to
 * sign in. It never fetches: every act is a callback, and the page passes the new state.
 */
export function FriendButton({
  state,
  name,
  pending = false,
  canAct = true,
  size = 'md',
  onAdd,
  onCancel,
  onAccept,
  onDecline,
  onUnfriend,
  onLoginRequired,
}: FriendButtonProps) {
  const { t } = useMessages(friendsEn);
  const hintId = useId();
  const shown: FriendState = canAct ? state : 'none';

  let content: ReactNode;
  if (shown === 'request_received') {
    content = (
      <>
        <span className={styles.note}>{t('friendButton.received', { name })}</span>
        <Button
          size={size}
          loading={pending}
          aria-label={t('friendButton.acceptLabel', { name })}
          onClick={onAccept}
        >
          <CheckIcon />
          {t('friendButton.accept')}
        </Button>
        <Button
          variant="secondary"
          size={size}
          disabled={pending}
          aria-label={t('friendButton.declineLabel', { name })}
          onClick={onDecline}
        >
          {t('friendButton.decline')}
        </Button>
      </>
    );
  } else if (shown === 'request_sent' || shown === 'friends') {
    const sent = shown === 'request_sent';
    content = (
      <DropdownMenu.Root>
        <DropdownMenu.Trigger asChild disabled={pending}>
          <Button variant="secondary" size={size} loading={pending}>
            <CheckIcon />
            {t(sent ? 'friendButton.requestSent' : 'friendButton.friends')}
            <ChevronIcon />
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content>
          {sent ? (
            <DropdownMenu.Item onSelect={onCancel}>{t('friendButton.cancel')}</DropdownMenu.Item>
          ) : (
            <DropdownMenu.Item tone="danger" onSelect={onUnfriend}>
              {t('friendButton.unfriend')}
            </DropdownMenu.Item>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Root>
    );
  } else {
    content = (
      <>
        <Button
          variant="secondary"
          size={size}
          loading={pending}
          aria-describedby={canAct ? undefined : hintId}
          onClick={() => (canAct ? onAdd?.() : onLoginRequired?.())}
        >
          <PlusIcon />
          {t('friendButton.add')}
        </Button>
        {!canAct && (
          <span id={hintId} className={visuallyHidden}>
            {t('friendButton.loginHint')}
          </span>
        )}
      </>
    );
  }
  return (
    <span className={styles.root} data-state={pending ? 'pending' : shown}>
      {content}
    </span>
  );
}
