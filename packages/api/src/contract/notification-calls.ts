import { declareCalls } from './call.js';
import {
  notificationDigestInputSchema,
  notificationDigestResponseSchema,
  notificationReadInputSchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
  notificationsUnreadResponseSchema,
} from './notification.js';

/**
 * Notifications (#32 item 1): the member's list (GET /api/notifications.php) and its acts (POST, picked by
 * `act`). Members only; the unread count rides on profile.counts (`notifications`), which the header polls.
 */
export const NOTIFICATION_CALLS = declareCalls({
  'notifications.list': {
    method: 'get',
    path: '/api/notifications.php',
    access: 'member',
    params: notificationsQuerySchema,
    response: notificationsResponseSchema,
    errors: [],
    lifetime: 0,
  },
  'notifications.read': {
    method: 'post',
    path: '/api/notifications.php',
    act: 'read',
    access: 'member',
    params: notificationReadInputSchema,
    response: notificationsUnreadResponseSchema,
    errors: ['not_found'],
    lifetime: 0,
  },
  'notifications.readAll': {
    method: 'post',
    path: '/api/notifications.php',
    act: 'read_all',
    access: 'member',
    response: notificationsUnreadResponseSchema,
    errors: [],
    lifetime: 0,
  },
  'notifications.digest': {
    method: 'post',
    path: '/api/notifications.php',
    act: 'digest',
    access: 'member',
    params: notificationDigestInputSchema,
    response: notificationDigestResponseSchema,
    errors: [],
    lifetime: 0,
  },
});
