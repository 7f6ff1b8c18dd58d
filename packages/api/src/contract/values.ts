/** Value sets of spec §3, exported `as const` so schemas, UIs and stories share one source. */

export const GENDERS = ['str', 'gay', 'she'] as const;
export type Gender = (typeof GENDERS)[number];

export const THEMES = ['light', 'dark'] as const;
export type ThemeName = (typeof THEMES)[number];

export const LANGUAGES = ['en', 'ru', 'de', 'fr', 'es', 'pl', 'it', 'pt', 'ja', 'nl'] as const;
export type Language = (typeof LANGUAGES)[number];

export const VIDEO_SORTS = [
  'latest-updates',
  'longest',
  'most-commented',
  'most-popular',
  'top-rated',
] as const;
export type VideoSort = (typeof VIDEO_SORTS)[number];

export const VIDEO_TYPES = ['all', 'hd', 'vr'] as const;
export type VideoType = (typeof VIDEO_TYPES)[number];

export const VIDEO_DATES = ['all', 'day', 'week', 'month'] as const;
export type VideoDate = (typeof VIDEO_DATES)[number];

/** Duration buckets: 1 under 10 min, 2 from 10 to 40 min, 3 over 40 min. */
export const VIDEO_DURATIONS = ['all', '1', '2', '3'] as const;
export type VideoDuration = (typeof VIDEO_DURATIONS)[number];

/**
 * The `section` segment of the videos2 path: which listing the page shows. `object_id` names the
 * category, channel, model, member or playlist where the section has one, and is `0` otherwise.
 * Decision (the spec leaves the values open): documented in the package README.
 */
export const VIDEO_SECTIONS = [
  'all',
  'category',
  'channel',
  'model',
  'member',
  'favourites',
  'watch_later',
  'history',
  'playlist',
  'top_country',
] as const;
export type VideoSection = (typeof VIDEO_SECTIONS)[number];

/** The sorts for which the date filter is disabled (§3). */
export const DATE_FILTER_DISABLED_SORTS = ['latest-updates', 'longest', 'most-commented'] as const;
