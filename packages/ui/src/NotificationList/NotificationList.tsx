import type { MemberNotification } from '@site/api';
import { formatRelativeDate } from '@site/api/display';
import { useId } from 'react';
import { Avatar } from '../Avatar/Avatar';
import { Button } from '../Button/Button';
import { ErrorState } from '../ErrorState/ErrorState';
import { notificationsEn } from '../i18n/messages/notifications';
import { useHrefs, useMessages } from '../i18n/UiProvider';
import { LineIcon } from '../icons/LineIcon';
import { Link } from '../Link/Link';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './NotificationList.css';

/** What a row shows: the API's notification, so API objects pass straight in. */
export type NotificationData = MemberNotification;

export interface NotificationListProps {
  /** One page of the member's notifications, newest first. */
  notifications?: readonly NotificationData[];
  /** Unread notifications in all (every page). */
  unread?: number;
  /** The read's state (TanStack Query's `status`). */
  status: 'pending' | 'error' | 'success';
  /** The failed read's code (§8). */
  errorCode?: string | null;
  onRetry?: () => void;
  onMarkRead?: (id: number) => void;
  onMarkAllRead?: () => void;
  /** A notification's link followed (the site may mark it read). */
  onOpen?: (id: number) => void;
  /** The mark under way: that row's button (or "mark all read") is busy. */
  busy?: number | 'all' | null;
  /** The moment "3 days ago" is counted from (pass the page's time, for stable server and client output). */
  now: Date | number;
  /** Heading level of the title, to fit the page outline. Defaults to 1 (the page's own title). */
  headingLevel?: 1 | 2;
}

/** Where a notification leads: what it is about, else the member who acted. */
function targetOf(n: NotificationData, memberHref: (id: number) => string): string | null {
  if (n.subject) return n.subject.href;
  if (n.actor) return memberHref(n.actor.user_id);
  return null;
}

const DECISION_ICON = ['M3 8.5l3 3 7-7'];

function Row({
  n,
  now,
  busy,
  onMarkRead,
  onOpen,
}: { n: NotificationData; now: Date | number } & Pick<
  NotificationListProps,
  'busy' | 'onMarkRead' | 'onOpen'
>) {
  const { t, locale } = useMessages(notificationsEn);
  const hrefs = useHrefs();
  const text = t(`notifications.kind.${n.kind}`, {
    name: n.actor?.username ?? t('notifications.someone'),
    title: n.subject ? `“${n.subject.title}”` : t('notifications.gone'),
  });
  const href = targetOf(n, hrefs.member);
  return (
    <li className={styles.item} data-unread={n.read ? undefined : ''} data-notification-id={n.id}>
      <span className={styles.body}>
        {n.actor ? (
          <Avatar name={n.actor.username} src={n.actor.avatar} size="md" decorative />
        ) : (
          <span className={styles.mark} aria-hidden="true">
            <LineIcon d={DECISION_ICON} strokeWidth="1.6" size={20} />
          </span>
        )}
        <span className={styles.text}>
          <span className={n.read ? styles.line : `${styles.line} ${styles.unreadLine}`}>
            {!n.read && <span className={styles.muted}>{`${t('notifications.new')}: `}</span>}
            {href ? (
              <Link href={href} tone="neutral" underline="hover" onClick={() => onOpen?.(n.id)}>
                {text}
              </Link>
            ) : (
              text
            )}
          </span>
          {n.reason && (
            <span className={styles.reason}>{t('notifications.reason', { reason: n.reason })}</span>
          )}
          <time className={styles.muted} dateTime={n.created_at}>
            {formatRelativeDate(n.created_at, { locale, now })}
          </time>
        </span>
      </span>
      {!n.read && onMarkRead && (
        <Button
          size="sm"
          variant="secondary"
          loading={busy === n.id}
          disabled={busy === 'all'}
          aria-label={t('notifications.markReadLabel', { text })}
          onClick={() => onMarkRead(n.id)}
        >
          {t('notifications.markRead')}
        </Button>
      )}
    </li>
  );
}

/**
 * The member's notifications page (#32): each notification as a sentence linking to what it is about (a
 * video, a comment's page, the member who asked to be friends), a rejection's reason, when; the unread ones
 * marked, each with "mark read", and "mark all read" for the lot. It never fetches: the page passes the
 * list and the read's state, and every act is a callback.
 */
export function NotificationList({
  notifications = [],
  unread = 0,
  status,
  errorCode,
  onRetry,
  onMarkRead,
  onMarkAllRead,
  onOpen,
  busy = null,
  now,
  headingLevel = 1,
}: NotificationListProps) {
  const { t, plural } = useMessages(notificationsEn);
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.root} aria-labelledby={titleId} data-status={status}>
      <div className={styles.head}>
        <span className={styles.titleBox}>
          <Heading id={titleId} className={styles.title}>
            {t('notifications.title')}
          </Heading>
          {status === 'success' && unread > 0 && (
            <span className={styles.muted}>{plural('notifications.unread', unread)}</span>
          )}
        </span>
        {status === 'success' && unread > 0 && onMarkAllRead && (
          <Button
            size="sm"
            variant="secondary"
            loading={busy === 'all'}
            disabled={busy !== null && busy !== 'all'}
            onClick={onMarkAllRead}
          >
            {t('notifications.markAllRead')}
          </Button>
        )}
      </div>
      {status === 'pending' && <Spinner size="sm" label={t('notifications.loading')} />}
      {status === 'error' && (
        <ErrorState code={errorCode ?? null} onRetry={onRetry} headingLevel={(headingLevel + 1) as 2 | 3} />
      )}
      {status === 'success' && notifications.length === 0 && (
        <p className={styles.muted}>{t('notifications.empty')}</p>
      )}
      {status === 'success' && notifications.length > 0 && (
        <ul className={styles.list} aria-labelledby={titleId}>
          {notifications.map((n) => (
            <Row key={n.id} n={n} now={now} busy={busy} onMarkRead={onMarkRead} onOpen={onOpen} />
          ))}
        </ul>
      )}
    </section>
  );
}
