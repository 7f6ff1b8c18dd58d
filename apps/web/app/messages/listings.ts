/** English texts of the listings part of the site. Other languages: `apps/server/langs/<lang>/listings.json`. */
export const listingsMessages = {
  'listings.placeholder': 'listings',
} as const;
