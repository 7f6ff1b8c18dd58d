/** Business constants of spec §9. */

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
