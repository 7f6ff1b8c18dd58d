/** English texts of the pages part of the site. Other languages: `apps/server/langs/<lang>/pages.json`. */
export const pagesMessages = {
  'pages.placeholder': 'pages',
} as const;
