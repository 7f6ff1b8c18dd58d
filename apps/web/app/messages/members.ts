/** English texts of the members part of the site. Other languages: `apps/server/langs/<lang>/members.json`. */
export const membersMessages = {
  'members.placeholder': 'members',
} as const;
