/** English texts of the auth part of the site. Other languages: `apps/server/langs/<lang>/auth.json`. */
export const authMessages = {
  'auth.placeholder': 'auth',
} as const;
