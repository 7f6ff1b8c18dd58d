/**
 * Whether a member may sign in at all (§8): a disabled account, a ban ('infinity') and a temporary ban
 * (a date still to come) are refused, by every way of signing in.
 */
export function standingRefusal(member: {
  is_disabled: number;
  banned_until: Date | string | number | null;
}): 'disabled_user' | 'banned' | 'temp_banned' | null {
  if (member.is_disabled === 1) return 'disabled_user';
  if (member.banned_until === null) return null;
  const until = new Date(member.banned_until).getTime();
  // PostgreSQL's 'infinity' arrives as Infinity, or as a date JavaScript cannot hold.
  if (until === Number.POSITIVE_INFINITY || Number.isNaN(until)) return 'banned';
  return until > Date.now() ? 'temp_banned' : null;
}
