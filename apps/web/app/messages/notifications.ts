/**
 * English texts of the notifications page (#32 item 1). The list's and the bell's own words are @site/ui's
 * (`notifications.*`). Other languages: `apps/server/langs/<lang>/notifications.json`.
 */
export const notificationsMessages = {
  'notificationsPage.title': 'Notifications',
  'notificationsPage.signIn': 'Sign in to see what happened for you: replies, friend requests, new videos.',
  'notificationsPage.digest': 'Daily e-mail digest',
  'notificationsPage.digestHint':
    'Once a day, an e-mail listing your unread notifications, when there are new ones.',
  'notificationsPage.digestOn': 'The daily digest is on',
  'notificationsPage.digestOff': 'The daily digest is off',
} as const;
