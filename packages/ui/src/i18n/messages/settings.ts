/**
 * English defaults of the account settings' components (#32 item 4): SessionList. Not in `en`: the
 * component passes them to `useMessages(settingsEn)`, so they load with the settings page only.
 */
export const settingsEn = {
  'sessions.title': 'Where you are signed in',
  'sessions.loading': 'Loading sessions',
  'sessions.current': 'This browser',
  'sessions.unknownDevice': 'Unknown browser',
  'sessions.seen': 'Last active {date}',
  'sessions.started': 'Signed in {date}',
  'sessions.signOut': 'Sign out',
  'sessions.signOutLabel': 'Sign out {device}, last active {date}',
  'sessions.signOutOthers': 'Sign out everywhere else',
  'sessions.onlyThis': 'You are signed in in this browser only.',
} as const;

export type SettingsMessageKey = keyof typeof settingsEn;
