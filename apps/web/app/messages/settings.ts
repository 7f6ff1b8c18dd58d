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
} as const;
