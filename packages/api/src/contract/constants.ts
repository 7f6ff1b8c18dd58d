/** Business constants of §9 (docs/product.md). */

/** Cache lifetimes in seconds, as the lifetime segment of the cached paths. */
export const LIFETIME = {
  videoList: 14400,
  videoDetail: 0,
  videoFile: 864000,
  models: 86400,
  channels: 86400,
  members: 86400,
  playlists: 86400,
  suggester: 86400,
  member: 7200,
  subscriptions: 14400,
  main: 14400,
  categories: 14400,
  comments: 600,
  commentsBlock: 3600,
  topCountry404: 14400,
} as const;

export const PAGE_SIZE = {
  videos: 60,
  models: 60,
  channels: 60,
  members: 80,
  playlists: 80,
  comments: 10,
} as const;

/** The largest page a list call accepts. */
export const MAX_PAGE_SIZE = 120;

export const DEFAULTS = {
  videoSort: 'latest-updates',
  memberSort: 'recent',
  gender: 'str',
  lang: 'en',
  country: 'eu',
} as const;

/** Lifetimes the §9 table implies for calls it does not name (decision, README). */
export const DETAIL_LIFETIME = {
  /** Model, channel and playlist details share the lifetime of their lists. */
  model: 86400,
  channel: 86400,
  playlist: 86400,
  /** Related videos are a video list. */
  related: 14400,
} as const;

/** Page sizes and paging of §9 beyond the list defaults. */
export const PAGING = {
  relatedLoaded: 50,
  relatedShown: 10,
  keywordsFetched: 1000,
  keywordsShown: 50,
  /** Pages shown each side of the current one (a window of 5). */
  paginationSide: 2,
  addToModalPageSize: 5,
  addToModalFetch: 20,
  topCountry404Count: 20,
  topCountry404MaxPage: 10,
} as const;

/** Timing of §9, in milliseconds. */
export const TIMING = {
  searchDebounce: 300,
  messengerWait: 30_000,
  payStatusPoll: 10_000,
  mobileLinksDelay: 2_000,
  errorFlash: 700,
  notification: 3_000,
  viewCallDelay: 5_000,
  analyticsRetry: 3_000,
  analyticsGoalRetry: 1_000,
} as const;

/** Text limits of §5 and §9, in characters. */
export const TEXT_LIMITS = {
  suggestMin: 2,
  suggestMax: 100,
  searchMin: 3,
  searchMax: 100,
  lastSearches: 3,
  messageModal: 200,
  messageInbox: 1000,
  downloadDescMin: 150,
  downloadDescMax: 500,
  commentMin: 5,
  commentMax: 256,
  playlistTitleMin: 3,
  playlistTitleMax: 100,
  playlistDescMax: 500,
  usernameMin: 3,
  usernameMax: 25,
  /** §5: the sign-in form's own check (a shorter password is invalid_usr_or_pwd without a call). */
  passwordMin: 5,
  /**
   * Every NEW password (sign-up, reset, change) is at least this long (decision, replacing §5's 5 for
   * them: NIST SP 800-63B's minimum). Older, shorter passwords still sign in and are asked to change.
   */
  passwordNewMin: 8,
  /** The longest password read anywhere: argon2 of a megabyte is a denial of service (decision). */
  passwordMax: 1024,
  contactMessageMax: 1000,
  emailMin: 5,
  restoreEmailMin: 4,
  readdDaysDefault: 7,
} as const;

/** Upload limits of §9 and the decisions that fill its gaps. */
export const UPLOAD_LIMITS = {
  maxBytes: 10 * 1024 ** 3,
  minMinutesExclusive: 6,
  minMinutesNonExclusive: 10,
  /** Not shown in the spec: decision. */
  maxMinutes: 240,
  /** Not shown in the spec: decision. */
  minCategories: 1,
  maxCategories: 6,
  coverMinWidth: 1250,
  coverMinHeight: 250,
  /** Not shown in the spec: decision. */
  imageMaxBytes: 5 * 1024 ** 2,
} as const;

/** The comment rate limit of §5: 5 per 10 minutes per user. */
export const COMMENT_RATE = { count: 5, windowSeconds: 600 } as const;

/** How long after posting its author may still edit a comment (#32 item 6, decision). */
export const COMMENT_EDIT_MINUTES = 15;

/** Display constants of §9. */
export const DISPLAY = {
  mobileBreakpoint: 1024,
  mobileHeaderHideAt: 50,
  embedWidth: 426,
  embedHeight: 265,
  footerBannerSlots: 4,
  darkFromHour: 21,
  darkUntilHour: 10,
  /** Watch history cap: not shown in the spec, decision. */
  watchHistoryCap: 200,
} as const;

/**
 * Continue watching (#32 item 3, decisions): the player saves where it stands every `saveEveryMs` while
 * playing (and at once on pause or when the page is hidden); a position before the start mark or after
 * the end mark is not resumed (a start, or a finished video) nor offered on home's row, which shows the
 * `rowSize` latest. The start mark is `minPosition` s or `minShare` of the video, the end margin
 * `endMargin` s or `endShare` of it, whichever is less (a short clip keeps a usable middle):
 * `resumablePosition`. The server keeps a member's `cap` latest positions, the device a visitor's.
 */
export const CONTINUE_WATCHING = {
  saveEveryMs: 5000,
  minPosition: 5,
  minShare: 0.1,
  endMargin: 10,
  endShare: 0.05,
  rowSize: 12,
  cap: 50,
} as const;

/** Whether a saved position (s) in a video of `duration` s is one to resume (CONTINUE_WATCHING). */
export function resumablePosition(position: number, duration: number): boolean {
  const c = CONTINUE_WATCHING;
  return (
    position >= Math.min(c.minPosition, duration * c.minShare) &&
    position < duration - Math.min(c.endMargin, duration * c.endShare)
  );
}

/** Paid download price (§6, §9). */
export const PAID_DOWNLOAD = {
  usdPerMonth: 5,
  crypto: true,
  /** Days a paid period lasts; a payment while one runs moves its end on by as many (#32 item 8). */
  periodDays: 30,
} as const;

/** Local storage and cookie keys of §3 and §4 (names not shown in the spec are decisions). */
export const STORAGE_KEYS = {
  lastSearches: 'last_searches',
  watchHistory: 'watch_history',
  /** A visitor's positions in videos (#32 item 3, decision). */
  watchPositions: 'watch_positions',
  ageVerified: '_agv',
  /** The age gate's confirmation as a cookie, which the server reads before rendering a page (decision). */
  ageCookie: 'age_verified',
  cookieNotice: 'show_cookie_policy',
  langMessages: 'lang_messages',
  langVersion: 'lang_version',
} as const;
