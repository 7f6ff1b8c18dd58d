/**
 * English defaults of the notifications (#32): NotificationBell and NotificationList. Not in `en`: the
 * components pass them to `useMessages(notificationsEn)`, so they load with the bell (members only) and the
 * notifications page, not with every visitor's page.
 */
export const notificationsEn = {
  'notifications.bell': 'Notifications',
  'notifications.bell.unread.one': 'Notifications, {count} unread',
  'notifications.bell.unread.other': 'Notifications, {count} unread',
  'notifications.title': 'Notifications',
  'notifications.loading': 'Loading notifications',
  'notifications.empty': 'No notifications yet',
  'notifications.unread.one': '{count} unread',
  'notifications.unread.other': '{count} unread',
  'notifications.markRead': 'Mark read',
  'notifications.markReadLabel': 'Mark read: {text}',
  'notifications.markAllRead': 'Mark all read',
  'notifications.new': 'New',
  'notifications.someone': 'Someone',
  'notifications.gone': 'a page since removed',
  'notifications.reason': 'Reason: {reason}',
  // One text per kind: {name} is the member who acted, {title} what it is about.
  'notifications.kind.new_video': '{name} published a new video: {title}',
  'notifications.kind.comment_reply': '{name} replied to your comment on {title}',
  'notifications.kind.comment_like': '{name} liked your comment on {title}',
  'notifications.kind.comment_dislike': '{name} disliked your comment on {title}',
  'notifications.kind.friend_request': '{name} wants to be your friend',
  'notifications.kind.friend_accept': '{name} accepted your friend request',
  'notifications.kind.upload_approved': 'Your video {title} was approved and is on the site',
  'notifications.kind.upload_rejected': 'Your video {title} was not approved',
  'notifications.kind.download_approved': 'Your download request for {title} was approved',
  'notifications.kind.download_rejected': 'Your download request for {title} was not approved',
} as const;

export type NotificationsMessageKey = keyof typeof notificationsEn;
