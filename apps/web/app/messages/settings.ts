/**
 * English texts of the account settings page (#32 item 4). The session list's own words are @site/ui's
 * (`sessions.*`). Other languages: `apps/server/langs/<lang>/settings.json`.
 */
export const settingsMessages = {
  'settings.title': 'Account settings',
  'settings.link': 'Account settings',
  'settings.signIn':
    'Sign in to change who sees your lists, where you are signed in, and your e-mail address.',
  'settings.privacy.title': 'Who sees your lists',
  'settings.privacy.hint':
    'A private list is yours alone: other members and visitors are told it is private.',
  'settings.privacy.favourites': 'Favourites are private',
  'settings.privacy.watch_later': 'Watch later is private',
  'settings.privacy.friends': 'Friends are private',
  'settings.privacy.subscriptions': 'Subscriptions are private',
  'settings.privacy.saved': 'Privacy saved',
  'settings.sessions.signedOut': 'Signed out',
  'settings.sessions.signedOutOthers': 'Signed out everywhere else',
  'settings.email.title': 'E-mail address',
  'settings.email.current': 'Your address: {email}',
  'settings.email.none': 'Your account has no e-mail address yet.',
  'settings.email.pending': 'Waiting for the link sent to {email}: the address changes when it is opened.',
  'settings.email.new': 'New e-mail address',
  'settings.email.password': 'Current password',
  'settings.email.submit': 'Send the confirmation link',
  'settings.email.sent': 'Link sent to {email}. Open it to use the new address.',
  'settings.email.changed': 'Your e-mail address was changed.',
  'settings.email.invalid': 'This link no longer works. Ask for a new one below.',
  'settings.export.title': 'Your data',
  'settings.export.hint':
    'Get a ZIP file of your profile, videos, comments, messages, playlists, favourites, subscriptions and history. The link is mailed to you and works for {days} days, for you alone.',
  'settings.export.submit': 'Export my data',
  'settings.export.queued': 'Export requested: the link will be mailed to you.',
  'settings.export.pending': 'Your export is being prepared. The link will be mailed to you.',
  'settings.export.ready': 'Your export is ready until {date}.',
  'settings.export.download': 'Download the ZIP file',
  'settings.export.expired': 'Your last export has expired. You can ask for a new one.',
  'settings.export.unavailable':
    'This export link cannot be used: it has expired, it belongs to another account, or you are not signed in.',
  'settings.deletion.title': 'Delete your account',
  'settings.deletion.hint':
    'Your e-mail address, profile, avatar, messages, lists and sessions are removed {days} days after you ask. Until then you can sign in and cancel.',
  'settings.deletion.uploads': 'Your uploads',
  'settings.deletion.keep': 'Keep them on the site, shown as by a removed member',
  'settings.deletion.remove': 'Remove them too',
  'settings.deletion.password': 'Current password',
  'settings.deletion.submit': 'Delete my account',
  'settings.deletion.done': 'Your account is scheduled for deletion.',
  'settings.deletion.scheduled': 'Your account will be deleted on {date}.',
  'settings.deletion.scheduledHint':
    'Your other sessions were signed out. Cancel the deletion to keep your account.',
  'settings.deletion.cancel': 'Cancel the deletion',
  'settings.deletion.cancelled': 'The deletion is cancelled: your account stays.',
} as const;
