/** English texts of the site's chrome: header, footer, banners, notices. Other languages: `apps/server/langs/<lang>/shell.json`. */
export const shellMessages = {
  'shell.nav.videos': 'Videos',
  'shell.nav.categories': 'Categories',
  'shell.nav.channels': 'Channels',
  'shell.nav.models': 'Models',
  'shell.nav.community': 'Community',
  'shell.nav.playlists': 'Playlists',
  'shell.nav.upload': 'Upload',
  'shell.logout.error': 'Could not log out. Try again.',
  'shell.skip': 'Skip to content',
  // The member menu's link to the inbox, with the messages not read yet.
  'shell.menu.messages.unread.one': 'Messages ({count} unread)',
  'shell.menu.messages.unread.other': 'Messages ({count} unread)',
  // The header's link to the moderation console, for staff (the console's own texts load with it).
  'console.headerLink': 'Moderation',
} as const;
