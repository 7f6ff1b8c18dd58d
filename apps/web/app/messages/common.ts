/** English texts of the site name, main navigation, sorts, listing states, the rating notice and the 404 page. Other languages: `apps/server/langs/<lang>/common.json`. */
export const commonMessages = {
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
  'rating.open': 'Rating label',
  'rating.title': 'Rating label',
  'rating.body':
    'This site contains material for adults only and is labelled with a restricted-to-adults rating, so that parental-control software can block it. Parents can turn on such filters on any device their children use.',
  'rating.close': 'Understood',
  'notFound.body': 'The page you are looking for does not exist or was moved.',
} as const;
