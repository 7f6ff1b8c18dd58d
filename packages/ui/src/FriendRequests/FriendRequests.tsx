import type { FriendRequest } from '@site/api';
import { formatRelativeDate } from '@site/api/display';
import { type ReactNode, useId } from 'react';
import { Avatar } from '../Avatar/Avatar';
import { Button } from '../Button/Button';
import { ErrorState } from '../ErrorState/ErrorState';
import { friendsEn } from '../i18n/messages/friends';
import { useHrefs, useMessages } from '../i18n/UiProvider';
import { Link } from '../Link/Link';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './FriendRequests.css';

/** What a request row shows: the API's `FriendRequest`, so API objects pass straight in. */
export type FriendRequestData = Pick<FriendRequest, 'user_id' | 'username' | 'avatar' | 'requested_at'>;

/** The acts on a request: the asked accepts or declines, the asker cancels. */
export const friendRequestActs = ['accept', 'decline', 'cancel'] as const;
export type FriendRequestAct = (typeof friendRequestActs)[number];

export interface FriendRequestsProps {
  /** Requests asked of the member, newest first. */
  incoming?: readonly FriendRequestData[];
  /** The member's own waiting requests, newest first. */
  outgoing?: readonly FriendRequestData[];
  /** How many wait in all, when more than the lists hold ("and 3 more"). */
  incomingCount?: number;
  outgoingCount?: number;
  /** The read's state (TanStack Query's `status`). */
  status: 'pending' | 'error' | 'success';
  /** The failed read's code (§8). */
  errorCode?: string | null;
  onRetry?: () => void;
  onAccept?: (userId: number) => void;
  onDecline?: (userId: number) => void;
  onCancel?: (userId: number) => void;
  /** The act under way: its button is busy, and the row's other buttons wait. */
  busy?: { userId: number; act: FriendRequestAct } | null;
  /** The moment "3 days ago" is counted from (pass the page's time, for stable server and client output). */
  now: Date | number;
  /** Heading level of the title, to fit the page outline; the two lists are one level below. Defaults to 2. */
  headingLevel?: 2 | 3;
}

interface RowProps {
  request: FriendRequestData;
  acts: readonly FriendRequestAct[];
  on: Partial<Record<FriendRequestAct, ((userId: number) => void) | undefined>>;
  busy: FriendRequestsProps['busy'];
  now: Date | number;
}

const LABELS = {
  accept: { text: 'friendButton.accept', label: 'friendButton.acceptLabel', variant: 'primary' },
  decline: { text: 'friendButton.decline', label: 'friendButton.declineLabel', variant: 'secondary' },
  cancel: { text: 'friendButton.cancel', label: 'friendButton.cancelLabel', variant: 'secondary' },
} as const;

function RequestRow({ request, acts, on, busy, now }: RowProps) {
  const { t, locale } = useMessages(friendsEn);
  const hrefs = useHrefs();
  const mine = busy?.userId === request.user_id;
  return (
    <li className={styles.item} data-user-id={request.user_id}>
      <span className={styles.who}>
        <Avatar name={request.username} src={request.avatar} size="md" decorative />
        <span className={styles.whoText}>
          <Link href={hrefs.member(request.user_id)} tone="neutral" underline="hover">
            <span className={styles.name}>{request.username}</span>
          </Link>
          <time className={styles.muted} dateTime={request.requested_at}>
            {t('friendRequests.asked', { date: formatRelativeDate(request.requested_at, { locale, now }) })}
          </time>
        </span>
      </span>
      <span className={styles.actions}>
        {acts.map((act) => (
          <Button
            key={act}
            size="sm"
            variant={LABELS[act].variant}
            loading={mine && busy?.act === act}
            disabled={mine && busy?.act !== act}
            aria-label={t(LABELS[act].label, { name: request.username })}
            onClick={() => on[act]?.(request.user_id)}
          >
            {t(LABELS[act].text)}
          </Button>
        ))}
      </span>
    </li>
  );
}

function Group({
  title,
  level,
  requests,
  total,
  children,
}: {
  title: string;
  level: 3 | 4;
  requests: readonly FriendRequestData[];
  total: number | undefined;
  children: (request: FriendRequestData) => ReactNode;
}) {
  const { plural } = useMessages(friendsEn);
  const id = useId();
  const Heading = `h${level}` as const;
  const more = (total ?? requests.length) - requests.length;
  return (
    <div className={styles.group}>
      <Heading id={id} className={styles.subtitle}>
        {title}
      </Heading>
      <ul className={styles.list} aria-labelledby={id}>
        {requests.map(children)}
      </ul>
      {more > 0 && <p className={styles.muted}>{plural('friendRequests.more', more)}</p>}
    </div>
  );
}

/**
 * A member's waiting friend requests, on their own friends page: those asked of them, each with accept
 * and decline, and their own, each with cancel; who, when, and a link to their page. It never fetches:
 * the page passes the lists and the read's state, and every act is a callback.
 */
export function FriendRequests({
  incoming = [],
  outgoing = [],
  incomingCount,
  outgoingCount,
  status,
  errorCode,
  onRetry,
  onAccept,
  onDecline,
  onCancel,
  busy = null,
  now,
  headingLevel = 2,
}: FriendRequestsProps) {
  const { t } = useMessages(friendsEn);
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const subLevel = (headingLevel + 1) as 3 | 4;
  const on = { accept: onAccept, decline: onDecline, cancel: onCancel };
  const empty = incoming.length === 0 && outgoing.length === 0;
  return (
    <section className={styles.root} aria-labelledby={titleId} data-status={status}>
      <Heading id={titleId} className={styles.title}>
        {t('friendRequests.title')}
      </Heading>
      {status === 'pending' && <Spinner size="sm" label={t('friendRequests.loading')} />}
      {status === 'error' && (
        <ErrorState code={errorCode ?? null} onRetry={onRetry} headingLevel={subLevel} />
      )}
      {status === 'success' && empty && <p className={styles.muted}>{t('friendRequests.empty')}</p>}
      {status === 'success' && incoming.length > 0 && (
        <Group
          title={t('friendRequests.incoming')}
          level={subLevel}
          requests={incoming}
          total={incomingCount}
        >
          {(request) => (
            <RequestRow
              key={request.user_id}
              request={request}
              acts={['accept', 'decline']}
              on={on}
              busy={busy}
              now={now}
            />
          )}
        </Group>
      )}
      {status === 'success' && outgoing.length > 0 && (
        <Group
          title={t('friendRequests.outgoing')}
          level={subLevel}
          requests={outgoing}
          total={outgoingCount}
        >
          {(request) => (
            <RequestRow
              key={request.user_id}
              request={request}
              acts={['cancel']}
              on={on}
              busy={busy}
              now={now}
            />
          )}
        </Group>
      )}
    </section>
  );
}
