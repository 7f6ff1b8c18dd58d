/** English texts of the catalog part of the site. Other languages: `apps/server/langs/<lang>/catalog.json`. */
export const catalogMessages = {
  'catalog.placeholder': 'catalog',
} as const;
