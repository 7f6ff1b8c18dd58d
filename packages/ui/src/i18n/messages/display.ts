/**
 * English defaults of the display primitives (merged into `en`). Badges reuse the card's `video.hd`,
 * `video.vr`, `video.justAdded` and `video.trustedMember`.
 */
export const displayEn = {
  /** Accessible name of an avatar whose member has no name. */
  'avatar.anonymous': 'Anonymous',
  /** Accessible name of the placeholder shown for a country code nobody knows. */
  'flag.unknown': 'Unknown country',
  /** The "go to main page" action of empty states and the 404 page (§2). */
  'empty.goHome': 'Go to main page',
  'errorState.retry': 'Try again',
  // §8 listing errors: `listing.error.{code}`; any code containing not_found shows `not_found`.
  'listing.error.general_error': 'Something went wrong while loading this list',
  'listing.error.not_found': 'Nothing found',
  'listing.error.no_permission': 'You do not have permission to see this list',
  'listing.error.empty_history': 'Your watch history is empty',
  'pagination.label': 'Pagination',
  'pagination.previous': 'Previous',
  'pagination.next': 'Next',
  'pagination.first': 'First page',
  'pagination.last': 'Last page',
  'pagination.page': 'Page {page}',
  'pagination.status': 'Page {page} of {total}',
} as const;
