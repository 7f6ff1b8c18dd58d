import { z } from '../zod.js';
import {
  boolInputSchema,
  countSchema,
  dateTimeSchema,
  idParamSchema,
  idSchema,
  pageSchema,
  response,
} from './common.js';
import { NOTIFICATION_KINDS } from './values.js';

/**
 * Notifications (#32 item 1): what happened for the signed-in member — a new video from a subscription, a
 * reply to or a vote on their comment, a friend request or its acceptance, their upload approved or
 * rejected (with the reason), a decision on their download request. Members only, never cached.
 */

/** One notification. `subject`: what it is about (a video, a comment's page), with its link; none once gone. */
export const memberNotificationSchema = z.object({
  id: idSchema,
  kind: z.enum(NOTIFICATION_KINDS),
  /** ISO 8601, UTC. */
  created_at: dateTimeSchema,
  read: z.boolean(),
  /** Who caused it (none: a moderator's decision, or an account since deleted). */
  actor: z.object({ user_id: idSchema, username: z.string(), avatar: z.string().nullable() }).nullable(),
  subject: z.object({ title: z.string(), href: z.string() }).nullable(),
  /** A rejected upload's reason, as the moderator wrote it. */
  reason: z.string().nullable(),
});
export type MemberNotification = z.infer<typeof memberNotificationSchema>;

/** GET /api/notifications.php `?page=`: the member's notifications, newest first, NOTIFICATIONS_PER_PAGE a page. */
export const notificationsQuerySchema = z.object({ page: pageSchema });
export type NotificationsQueryInput = z.input<typeof notificationsQuerySchema>;

export const notificationsResponseSchema = response({
  notifications: z.array(memberNotificationSchema),
  total: countSchema,
  unread: countSchema,
  page: z.number().int().positive(),
  pages: countSchema,
  /** The e-mail digest setting (off by default). */
  digest: z.boolean(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

/** POST /api/notifications.php `act=read`: marks one of the member's notifications read. */
export const notificationReadInputSchema = z.object({ notification_id: idParamSchema });
export type NotificationReadInput = z.input<typeof notificationReadInputSchema>;

/** POST /api/notifications.php `act=digest`: switches the daily e-mail digest on or off. */
export const notificationDigestInputSchema = z.object({ digest: boolInputSchema });
export type NotificationDigestInput = z.input<typeof notificationDigestInputSchema>;

/** Every mark answers the unread count after it. */
export const notificationsUnreadResponseSchema = response({ unread: countSchema });
export type NotificationsUnreadResponse = z.infer<typeof notificationsUnreadResponseSchema>;

/** The digest switch answers the setting after it. */
export const notificationDigestResponseSchema = response({ digest: z.boolean() });
export type NotificationDigestResponse = z.infer<typeof notificationDigestResponseSchema>;
