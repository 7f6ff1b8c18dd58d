/** English texts of the site's own chrome; the language files of §1 replace them later. */
export const siteMessages = {
  'site.name': 'Tube',
  'site.tagline': 'Videos for adults only (18+)',
  'nav.videos': 'Videos',
  'sort.latest-updates': 'Latest',
  'sort.most-popular': 'Most popular',
  'sort.top-rated': 'Top rated',
  'sort.longest': 'Longest',
  'sort.most-commented': 'Most commented',
  'list.title': 'Videos',
  'list.sorts': 'Sort videos',
  'list.pages': 'Pages',
  'list.previous': 'Previous page',
  'list.next': 'Next page',
  'list.page': 'Page {page}',
  'listing.error.not_found': 'No videos found.',
  'listing.error.general_error': 'Something went wrong. Please try again.',
  'footer.rating': 'Rating label',
  'rating.title': 'Rating label',
  'rating.body':
    'This site contains material for adults only and is labelled with a restricted-to-adults rating, so that parental-control software can block it. Parents can turn on such filters on any device their children use.',
  'rating.close': 'Understood',
  'notFound.title': 'Page not found',
  'notFound.body': 'The page you are looking for does not exist or was moved.',
  'notFound.home': 'Go to the main page',
} as const;

export type SiteMessageKey = keyof typeof siteMessages;

export function tSite(key: SiteMessageKey, params: Record<string, string | number> = {}): string {
  return siteMessages[key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}

export function hasSiteMessage(key: string): key is SiteMessageKey {
  return Object.hasOwn(siteMessages, key);
}
