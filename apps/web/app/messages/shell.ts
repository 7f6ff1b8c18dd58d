/** English texts of the shell part of the site. Other languages: `apps/server/langs/<lang>/shell.json`. */
export const shellMessages = {
  'shell.placeholder': 'shell',
} as const;
