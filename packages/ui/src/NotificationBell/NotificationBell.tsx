import { notificationsEn } from '../i18n/messages/notifications';
import { useLinkComponent, useMessages } from '../i18n/UiProvider';
import { LineIcon } from '../icons/LineIcon';
import * as styles from './NotificationBell.css';

/** Counts above this show as "99+". */
export const BELL_COUNT_MAX = 99;

export interface NotificationBellProps {
  /** The notifications page. */
  href: string;
  /** Unread notifications; 0 shows the bell alone. */
  count: number;
}

const BELL = ['M4 11.5V7a4 4 0 0 1 8 0v4.5l1.2 1.5H2.8L4 11.5', 'M6.5 13.5a1.6 1.6 0 0 0 3 0'];

/**
 * The header's bell (#32): a link to the member's notifications page with the unread count over it; its
 * name says the count ("Notifications, 3 unread"). It never fetches: the site passes the count.
 */
export function NotificationBell({ href, count }: NotificationBellProps) {
  const { t, plural } = useMessages(notificationsEn);
  const Link = useLinkComponent();
  // The name holds the count as shown ("99+"), so what one sees is what one can say (voice control).
  const shown = count > BELL_COUNT_MAX ? `${BELL_COUNT_MAX}+` : String(count);
  const label =
    count > 0 ? plural('notifications.bell.unread', count, { count: shown }) : t('notifications.bell');
  return (
    <Link href={href} className={styles.root} aria-label={label} title={label}>
      <LineIcon d={BELL} strokeWidth="1.4" className={styles.icon} />
      {count > 0 && (
        <span className={styles.count} aria-hidden="true">
          {shown}
        </span>
      )}
    </Link>
  );
}
