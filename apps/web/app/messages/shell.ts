/** English texts of the site's chrome: header, footer, banners, notices. Other languages: `apps/server/langs/<lang>/shell.json`. */
export const shellMessages = {
  'shell.nav.videos': 'Videos',
  'shell.nav.categories': 'Categories',
  'shell.nav.channels': 'Channels',
  'shell.nav.models': 'Models',
  'shell.nav.community': 'Community',
  'shell.nav.playlists': 'Playlists',
  'shell.nav.upload': 'Upload',
  'shell.banner.house': 'Advertise on this site',
  'shell.logout.error': 'Could not log out. Try again.',
  'shell.skip': 'Skip to content',
} as const;
