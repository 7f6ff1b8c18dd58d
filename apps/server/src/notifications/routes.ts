import type { Db } from '../db/database.js';
import { type CallHandler, refuse } from '../http/call.js';
import { markAllRead, markRead, notificationsPage, setDigest, unreadCount } from './store.js';

/**
 * GET and POST /api/notifications.php (#32 item 1), declared in @site/api's contract/notification-calls.ts:
 * the member's list, marking one or all read, and the digest switch. Members only (401 need_auth, by the
 * declaration); every row read or changed is the viewer's own.
 */
export function notificationCalls(db: Db): {
  'notifications.list': CallHandler<'notifications.list'>;
  'notifications.read': CallHandler<'notifications.read'>;
  'notifications.readAll': CallHandler<'notifications.readAll'>;
  'notifications.digest': CallHandler<'notifications.digest'>;
} {
  return {
    'notifications.list': async ({ params, viewer }) => ({
      code: 'success',
      ...(await notificationsPage(db, viewer.user_id, params.page)),
    }),
    'notifications.read': async ({ params, viewer }) => {
      if (!(await markRead(db, viewer.user_id, params.notification_id))) throw refuse(404, 'not_found');
      return { code: 'success', unread: await unreadCount(db, viewer.user_id) };
    },
    'notifications.readAll': async ({ viewer }) => {
      await markAllRead(db, viewer.user_id);
      return { code: 'success', unread: 0 };
    },
    'notifications.digest': async ({ params, viewer }) => {
      await setDigest(db, viewer.user_id, params.digest);
      return { code: 'success', digest: params.digest };
    },
  };
}
