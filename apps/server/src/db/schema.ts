import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A column with a default: optional on insert. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;
/** A nullable column: optional on insert (null). */
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
/** bigint counters arrive as strings from `pg` and as numbers from PGlite; write numbers. */
type BigCount = ColumnType<number | string, number | undefined, number>;
/** A date (no time): a Date from `pg`, a Date or string from PGlite. */
type DateOnly = ColumnType<Date | string | null, Date | string | null | undefined, Date | string | null>;
export type SiteGender = 'str' | 'gay' | 'she';

export interface MembersTable {
  user_id: Generated<number>;
  username: string;
  is_trusted: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  email: Nullable<string>;
  avatar: Nullable<string>;
  cover: Nullable<string>;
  /** 1 male, 2 female, 3 shemale. */
  gender: Nullable<number>;
  country: Nullable<string>;
  about_me: Nullable<string>;
  birth_date: DateOnly;
  city: Nullable<string>;
  education: Nullable<string>;
  interests: Nullable<string>;
  occupation: Nullable<string>;
  website: Nullable<string>;
  /** 1 single, 2 married, 3 open. */
  relationship: Nullable<number>;
  /** 1 not sure, 2 hetero, 3 gay, 4 lesbian, 5 bisexual. */
  orientation: Nullable<number>;
  /** 2 regular; 6 may toggle privacy, delete and re-add own uploads. */
  status_id: Defaulted<number>;
  profile_viewed: Defaulted<number>;
  subscribers: Defaulted<number>;
  videos_count: Defaulted<number>;
  videos_viewed: BigCount;
  updated_at: Timestamp;
  /** argon2id (PHC string); null: no password sign-in (demo and bulk members). */
  password_hash: Nullable<string>;
  /** Null until the confirmation link is opened (§8 not_confirmed). */
  email_confirmed_at: Nullable<Date>;
  /** A temporary ban until then; 'infinity' is a ban (§8 temp_banned, banned). */
  banned_until: Nullable<Date>;
  /** 1: the account is switched off (§8 disabled_user). */
  is_disabled: Defaulted<number>;
  /** The messaging-app account this member signs in with (accounts/telegram.ts); bigint: a string from `pg`. */
  telegram_id: ColumnType<string | number | null, number | null | undefined, number | null>;
  /** The Google account (OpenID Connect subject) this member signs in with (oauth/, migration 0017). */
  google_sub: Nullable<string>;
  /** Staff roles (migration 0013): moderators review uploads; admins also manage staff. */
  role: Defaulted<MemberRole>;
  /** The end of a paid download period (§6); null: never paid. */
  paid_until: Nullable<Date>;
}

export const MEMBER_ROLES = ['member', 'moderator', 'admin'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export interface ChannelsTable {
  channel_id: Generated<number>;
  dir: string;
  title: string;
  created_at: Timestamp;
  description: Defaulted<string>;
  img: Nullable<string>;
  gender: Defaulted<SiteGender>;
  /** On the staff's list of hidden channels (#33 item 3, migration 0027): left out of every listing. */
  is_hidden: Defaulted<number>;
  /** When and by whom it was hidden (null: not hidden, or hidden by the demo data). */
  hidden_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  hidden_by: ColumnType<number | null, number | null | undefined, number | null>;
  subscribers: Defaulted<number>;
  total_videos: Defaulted<number>;
  video_viewed: BigCount;
  likes: Defaulted<number>;
  dislikes: Defaulted<number>;
  updated_at: Timestamp;
  /** The newest public active video (migration 0004; refreshStats keeps it). */
  last_video_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface VideosTable {
  video_id: Generated<number>;
  title: string;
  titles: ColumnType<Record<string, string>, string | undefined, string>;
  dir: string;
  video_dir: ColumnType<string, string | undefined, string>;
  thumb: ColumnType<string, string | undefined, string>;
  scr: ColumnType<string, string | undefined, string>;
  sg_id: ColumnType<number, number | undefined, number>;
  custom3: ColumnType<string, string | undefined, string>;
  status_id: ColumnType<number, number | undefined, number>;
  /**
   * Two bits (migration 0027): PRIVATE_BIT, the owner's choice; CHANNEL_HIDDEN_BIT, its channel is on the
   * hidden list (kept by triggers). Listings read `is_private = 0`; whether the video is private, bit 1.
   */
  is_private: ColumnType<number, number | undefined, number>;
  duration: number;
  video_viewed: ColumnType<number, number | undefined, number>;
  likes: ColumnType<number, number | undefined, number>;
  dislikes: ColumnType<number, number | undefined, number>;
  comments_count: ColumnType<number, number | undefined, number>;
  is_hd: ColumnType<number, number | undefined, number>;
  is_vr: ColumnType<number, number | undefined, number>;
  user_id: number;
  content_source_id: number | null;
  added_date: Timestamp;
  gender: Defaulted<SiteGender>;
  description: Defaulted<string>;
  is_exclusive: Defaulted<number>;
  updated_at: Timestamp;
  /** Full-text vector of the titles in the ten languages (migration 0003): generated, never written. */
  search_vector: ColumnType<string, never, never>;
  /** Media (migration 0013): the storage folder of the video's files; null: none. */
  media_prefix: Nullable<string>;
  /** What of the media is ready (media/video-media.ts `VideoMedia`); `{}` until the first rung. */
  media: ColumnType<Record<string, unknown>, string | undefined, string>;
  /** SHA-256 (hex) of the uploaded source (duplicate_video). */
  content_hash: Nullable<string>;
  reviewed_by: Nullable<number>;
  reviewed_at: Nullable<Date>;
  /** Why a moderator rejected it (status 3), shown to the uploader. */
  reject_reason: Nullable<string>;
  /** A transcoding failure's code (status 4). */
  media_error: Nullable<string>;
  /** A re-added deleted video is on the site until then (video_edit.php act 4). */
  visible_until: Nullable<Date>;
}

export interface CategoriesTable {
  category_id: Generated<number>;
  dir: string;
  title: string;
  titles: ColumnType<Record<string, string>, string | undefined, string>;
  thumb: Nullable<string>;
  created_at: Timestamp;
  /** Generated (migration 0021): its names in every language as search matches them. */
  name_vector: ColumnType<string, never, never>;
}

export interface CategoryStatsTable {
  category_id: number;
  gender: SiteGender;
  total_videos: Defaulted<number>;
}

export interface VideoCategoriesTable {
  video_id: number;
  category_id: number;
  // Copies of the video's listing columns, kept by triggers (migration 0006): never written by the app.
  gender: Generated<string>;
  status_id: Generated<number>;
  is_private: Generated<number>;
  added_date: Generated<Date>;
  video_viewed: Generated<number>;
  duration: Generated<number>;
  comments_count: Generated<number>;
  likes: Generated<number>;
  dislikes: Generated<number>;
  is_hd: Generated<number>;
  is_vr: Generated<number>;
}

export interface ChannelCategoriesTable {
  channel_id: number;
  category_id: number;
}

export interface ModelsTable {
  model_id: Generated<number>;
  dir: string;
  title: string;
  img: Nullable<string>;
  country: Nullable<string>;
  /** The site: the model filter's sex maps female → str, male → gay, transgender → she. */
  gender: Defaulted<SiteGender>;
  description: Defaulted<string>;
  age: Nullable<number>;
  birth_date: DateOnly;
  career_start: Nullable<number>;
  career_end: Nullable<number>;
  career_status: Nullable<number>;
  city: Nullable<string>;
  debut_age: Nullable<number>;
  known_as: Nullable<string>;
  zodiac_sign: Nullable<string>;
  eye_color: Nullable<number>;
  hair_color: Nullable<number>;
  body_type: Nullable<string>;
  height: Nullable<number>;
  weight: Nullable<number>;
  piercing: Nullable<number>;
  tattoo: Nullable<number>;
  ethnicity: Nullable<'asian' | 'caucasian' | 'ebony' | 'latin'>;
  breast_size: Nullable<'big' | 'fake' | 'huge' | 'medium' | 'natural' | 'small'>;
  subscribers: Defaulted<number>;
  total_videos: Defaulted<number>;
  video_viewed: BigCount;
  model_viewed: Defaulted<number>;
  likes: Defaulted<number>;
  dislikes: Defaulted<number>;
  comments_count: Defaulted<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The newest public active video (migration 0004; refreshStats keeps it). */
  last_video_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface VideoModelsTable {
  video_id: number;
  model_id: number;
}

export interface PlaylistsTable {
  playlist_id: Generated<number>;
  user_id: number;
  title: string;
  dir: string;
  description: Defaulted<string>;
  /** 0 only the owner, 1 everyone. */
  visible: Defaulted<number>;
  orientation: Defaulted<SiteGender>;
  total_videos: Defaulted<number>;
  video_viewed: Defaulted<number>;
  likes: Defaulted<number>;
  dislikes: Defaulted<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PlaylistVideosTable {
  playlist_id: number;
  video_id: number;
  added_at: Timestamp;
  /** The owner's order (0035): smallest first; 0 until the owner reorders, and for a video added since. */
  position: Generated<number>;
}

export type CommentSection = 'video' | 'model' | 'channel' | 'member' | 'playlist';

export interface CommentsTable {
  comment_id: Generated<number>;
  section: CommentSection;
  object_id: number;
  user_id: number;
  comment: string;
  likes: Defaulted<number>;
  dislikes: Defaulted<number>;
  added_date: Timestamp;
  /** The top-level comment a reply answers (migration 0019); null for a top-level comment. */
  parent_id: Nullable<number>;
  /** When its author deleted it (migration 0019): the text is emptied, the row kept; null while it stands. */
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** When its author last changed its text (migration 0032, #32 item 6); null: never. */
  edited_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface VotesTable {
  user_id: number;
  section: 'video' | 'model' | 'channel' | 'playlist' | 'comment';
  object_id: number;
  vote: number;
  created_at: Timestamp;
}

export interface SubscriptionsTable {
  user_id: number;
  section: 'model' | 'channel' | 'member';
  object_id: number;
  created_at: Timestamp;
}

export interface FriendsTable {
  user_id: number;
  friend_id: number;
  /** 0 requested (one row), 1 accepted (a row each way). */
  status: Defaulted<number>;
  created_at: Timestamp;
}

export interface MemberVideoTable {
  user_id: number;
  video_id: number;
  added_at: Timestamp;
}

export interface HistoryTable {
  user_id: number;
  video_id: number;
  viewed_at: Timestamp;
}

/** Where a member stopped in a video (migration 0030, #32 item 3: continue watching); seconds. */
export interface WatchPositionsTable {
  user_id: number;
  video_id: number;
  position: number;
  duration: number;
  updated_at: Timestamp;
}

export interface MessagesTable {
  m_id: Generated<number>;
  from_user_id: number;
  to_user_id: number;
  message: string;
  is_read: Defaulted<number>;
  created_at: Timestamp;
}

export interface KeywordsTable {
  keyword_id: Generated<number>;
  keyword: string;
  gender: Defaulted<SiteGender>;
  weight: Defaulted<number>;
}

export interface VideoCountryViewsTable {
  country: string;
  video_id: number;
  views: Defaulted<number>;
}

export interface SliderVideosTable {
  slider_id: Generated<number>;
  gender: Defaulted<SiteGender>;
  url: string;
  thumb: string;
  title: string;
  position: Defaulted<number>;
  active: Defaulted<number>;
}

export interface BannersTable {
  banner_id: Generated<number>;
  slot: 'header_desktop' | 'header_mobile' | 'footer_1' | 'footer_2' | 'footer_3' | 'footer_4';
  kind: 'image' | 'iframe';
  url: string;
  img: Nullable<string>;
  title: Defaulted<string>;
  width: Nullable<number>;
  height: Nullable<number>;
  active: Defaulted<number>;
}

export interface NetworkSitesTable {
  site_id: Generated<number>;
  code: string;
  title: string;
  url: string;
  gender: Nullable<SiteGender>;
  position: Defaulted<number>;
}

/** A session: the SHA-256 of its opaque token (the token is only in the member's cookie). */
export interface SessionsTable {
  token_hash: Uint8Array;
  user_id: number;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Date;
  ip: Defaulted<string>;
  user_agent: Defaulted<string>;
  /** The number the settings page lists and signs out by (migration 0033). */
  session_id: Generated<number>;
}

/** A single-use expiring link token (email confirmation, password restore), by its SHA-256. */
export interface MemberTokensTable {
  token_hash: Uint8Array;
  user_id: number;
  purpose: 'confirm' | 'restore' | 'email';
  created_at: Timestamp;
  expires_at: Date;
  used_at: Nullable<Date>;
  /** The new address of an e-mail change (purpose `email`, migration 0033). */
  email: Nullable<string>;
}

/** A failed login, for throttling (accounts/throttle.ts). */
export interface LoginFailuresTable {
  failure_id: Generated<string>;
  username: string;
  ip: string;
  at: Timestamp;
}

/** A rate limit's window, shared by every server process (lib/shared-state.ts). */
export interface RateLimitsTable {
  key: string;
  hits: number;
  window_end: Timestamp;
}

/** A one-time claim (a used captcha token), shared by every server process (lib/shared-state.ts). */
export interface ClaimsTable {
  key: string;
  expires_at: Timestamp;
}

/** The totals of filtered home and category listings (videos/listing-counts.ts). */
export interface ListingCountsTable {
  category_id: number;
  gender: SiteGender;
  type: string;
  duration: string;
  days: number;
  total: number;
}

export interface Database {
  members: MembersTable;
  channels: ChannelsTable;
  videos: VideosTable;
  categories: CategoriesTable;
  category_stats: CategoryStatsTable;
  video_categories: VideoCategoriesTable;
  channel_categories: ChannelCategoriesTable;
  models: ModelsTable;
  video_models: VideoModelsTable;
  playlists: PlaylistsTable;
  playlist_videos: PlaylistVideosTable;
  comments: CommentsTable;
  votes: VotesTable;
  subscriptions: SubscriptionsTable;
  friends: FriendsTable;
  favourites: MemberVideoTable;
  watch_later: MemberVideoTable;
  history: HistoryTable;
  watch_positions: WatchPositionsTable;
  messages: MessagesTable;
  keywords: KeywordsTable;
  video_country_views: VideoCountryViewsTable;
  slider_videos: SliderVideosTable;
  banners: BannersTable;
  network_sites: NetworkSitesTable;
  listing_counts: ListingCountsTable;
  sessions: SessionsTable;
  member_tokens: MemberTokensTable;
  login_failures: LoginFailuresTable;
  rate_limits: RateLimitsTable;
  claims: ClaimsTable;
  view_marks: ViewMarksTable;
  reports: ReportsTable;
  jobs: JobsTable;
  uploads: UploadsTable;
}

/** Video status codes: the contract's (§4). */
export { VIDEO_STATUS } from '@site/api';

/** The bits of `videos.is_private` (migration 0027): the owner's choice, and its channel being hidden. */
export const PRIVATE_BIT = 1;
export const CHANNEL_HIDDEN_BIT = 2;
/** Whether a video is private by its owner's choice (whatever its channel). */
export const isPrivate = (isPrivateColumn: number) => (isPrivateColumn & PRIVATE_BIT) === PRIVATE_BIT;

/** An upload over tus (migration 0013, src/uploads). */
export interface UploadsTable {
  upload_id: string;
  user_id: number;
  filename: string;
  /** Bytes (bigint: a string from `pg`). */
  size: ColumnType<string | number, number, number>;
  status: Defaulted<'uploading' | 'uploaded' | 'accepted' | 'rejected'>;
  error_code: Nullable<string>;
  video_id: Nullable<number>;
  duration: Nullable<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

// Member actions (#6, migration 0009): a view counted once per viewer, object and UTC day (src/actions/view.ts).
export interface ViewMarksTable {
  day: ColumnType<Date | string, string, string>;
  section: 'video' | 'model' | 'channel' | 'member' | 'playlist';
  object_id: number;
  /** `m:<user_id>`, or `v:` and the SHA-256 of the visitor's cookie. */
  viewer: string;
  /** A visitor's keyed address hash ('' for a member). */
  address: Defaulted<string>;
}

/** Merged into `Database` above (declaration merging keeps this an appended block). */
export interface Database {
  view_marks: ViewMarksTable;
}

// Messages and reports (migration 0010): a report of the contact form, for moderators (src/report).
export interface ReportsTable {
  report_id: Generated<number>;
  subject: string;
  email: string;
  message: string;
  ref: Nullable<string>;
  /** The re-encoded picture, a path under the data folder (`reports/<name>`); served to staff only (report-image.php). */
  image: Nullable<string>;
  user_id: Nullable<number>;
  ip: Defaulted<string>;
  created_at: Timestamp;
  handled_at: Nullable<Date>;
}

// Jobs (migration 0012): the database-backed job queue (src/jobs).
export type JobStateName = 'queued' | 'running' | 'done' | 'failed';
export interface JobsTable {
  /** bigint identity: a string from `pg`, a number from PGlite (src/jobs converts it to a number). */
  id: ColumnType<string | number, never, never>;
  queue: string;
  /** jsonb: written as JSON text. */
  payload: ColumnType<unknown, string, string>;
  state: Defaulted<JobStateName>;
  /** The number of claims so far (a crashed run counts). */
  attempts: Defaulted<number>;
  max_attempts: Defaulted<number>;
  run_at: Timestamp;
  locked_by: Nullable<string>;
  /** The lease of a running job; past it, another worker may claim the job again. */
  locked_until: Nullable<Date>;
  last_error: Nullable<string>;
  /** At most one queued or running job per queue and key. */
  singleton_key: Nullable<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
  finished_at: Nullable<Date>;
}

// Moderation (migration 0014, src/moderation): settings, forbidden words, the report queue, takedowns, audit.
export type ReportStatus = 'open' | 'in_progress' | 'resolved' | 'rejected';
export interface ModerationSettingsTable {
  /** `complaint_days`: migration 0023. */
  name: 'trusted_skip_review' | 'complaint_days' | 'appeal_hides_video';
  value: string;
  updated_by: Nullable<number>;
  updated_at: Timestamp;
}
export interface ForbiddenWordsTable {
  word: string;
  added_by: Nullable<number>;
  created_at: Timestamp;
}
export interface ReportMessagesTable {
  message_id: Generated<number>;
  report_id: number;
  author_id: Nullable<number>;
  kind: 'reply' | 'note';
  body: string;
  created_at: Timestamp;
}
/** A copyright takedown: a strike against its uploader while `restored_at` is null. */
export interface TakedownsTable {
  takedown_id: Generated<number>;
  video_id: number;
  user_id: number;
  report_id: Nullable<number>;
  reason: string;
  created_by: Nullable<number>;
  created_at: Timestamp;
  counter_notice: Nullable<string>;
  counter_notice_at: Nullable<Date>;
  restored_by: Nullable<number>;
  restored_at: Nullable<Date>;
}
export interface ModerationAuditTable {
  audit_id: Generated<number>;
  actor_id: Nullable<number>;
  action: string;
  target_type: string;
  target_id: Defaulted<string>;
  /** jsonb: written as JSON text. */
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: Timestamp;
}
export interface ReportsTable {
  status: Defaulted<ReportStatus>;
  assignee_id: Nullable<number>;
  /** The first staff act on it (assign, status, reply, takedown): created_at to it is the time to triage. */
  first_action_at: Nullable<Date>;
  updated_at: Timestamp;
  video_id: Nullable<number>;
}
export interface MembersTable {
  /** Why the member is banned or disabled (staff only). */
  sanction_reason: Nullable<string>;
}
export interface Database {
  moderation_settings: ModerationSettingsTable;
  forbidden_words: ForbiddenWordsTable;
  report_messages: ReportMessagesTable;
  takedowns: TakedownsTable;
  moderation_audit: ModerationAuditTable;
}

// Re-upload blocking (#12, migration 0015, src/fingerprint).
/** Merged into `VideosTable` above: the perceptual fingerprint taken when the upload was checked. */
export interface VideosTable {
  /** 16 × 64-bit frame hashes (bytea: a Buffer from `pg`, a Uint8Array from PGlite); null: none. */
  fingerprint: Nullable<Uint8Array>;
}

/** A removed video's hash and fingerprint: uploads of the same or a near-same video are refused. */
export interface BlockedVideosTable {
  block_id: Generated<number>;
  content_hash: Nullable<string>;
  fingerprint: Nullable<Uint8Array>;
  /** Seconds. */
  duration: number;
  video_id: Nullable<number>;
  reason: string;
  actor_id: Nullable<number>;
  created_at: Timestamp;
}

/** Merged into `Database` above. */
export interface Database {
  blocked_videos: BlockedVideosTable;
}

// Paid downloads (#13, migration 0016, src/payments): charges, provider events, download requests.
export type ChargeStatus = 'pending' | 'underpaid' | 'paid' | 'expired';
export interface PaymentChargesTable {
  charge_id: string;
  user_id: number;
  provider: string;
  provider_ref: string;
  email: string;
  amount_cents: number;
  currency: string;
  paid_cents: Defaulted<number>;
  status: Defaulted<ChargeStatus>;
  charge_url: string;
  /** The wallet links by currency, as JSON text. */
  wallets: Defaulted<string>;
  expires_at: Timestamp;
  created_at: Timestamp;
  paid_at: Nullable<Date>;
  granted_until: Nullable<Date>;
}
export interface PaymentEventsTable {
  provider: string;
  event_id: string;
  charge_id: Nullable<string>;
  type: string;
  amount_cents: Defaulted<number>;
  outcome: string;
  received_at: Timestamp;
}
export type DownloadRequestStatus = 'pending' | 'approved' | 'rejected';
export interface DownloadRequestsTable {
  request_id: Generated<number>;
  user_id: number;
  video_id: number;
  description: string;
  status: Defaulted<DownloadRequestStatus>;
  created_at: Timestamp;
  decided_at: Nullable<Date>;
  decided_by: Nullable<number>;
}

/** The last check of a member's messaging-app channel subscription (subscribe-to-download, §4). */
export interface MessengerSubscriptionsTable {
  user_id: number;
  subscribed: boolean;
  checked_at: Timestamp;
}

/** The local stand-in channel's subscribers (migration 0025, payments/messenger-local.ts). */
export interface LocalMessengerSubscribersTable {
  account: string;
  subscribed_at: Timestamp;
}

/** Merged into `Database` above. */
export interface Database {
  messenger_subscriptions: MessengerSubscriptionsTable;
  local_messenger_subscribers: LocalMessengerSubscribersTable;
  payment_charges: PaymentChargesTable;
  payment_events: PaymentEventsTable;
  download_requests: DownloadRequestsTable;
}

// The complaint clock (#31, migration 0023, src/moderation/clock.ts).
/** Merged into `ReportsTable` above. */
export interface ReportsTable {
  /** When it is to be closed by: set on insert (a trigger) from the setting `complaint_days`. */
  due_at: Timestamp;
  /** When the staff were mailed that its due time nears; null: not yet. */
  reminded_at: Nullable<Date>;
}

// Removal appeals (#31, migration 0023, src/moderation/appeals.ts).
export type AppealStatus = 'pending' | 'restored' | 'removed';
export interface RemovalAppealsTable {
  appeal_id: Generated<number>;
  video_id: number;
  name: string;
  email: string;
  statement: string;
  /** The proof picture, re-encoded: a path under the data folder (`reports/<name>`), never public. */
  proof: string;
  ip: Nullable<string>;
  status: Defaulted<AppealStatus>;
  hid_video: Defaulted<boolean>;
  created_at: Timestamp;
  decided_at: Nullable<Date>;
  decided_by: Nullable<number>;
  note: Nullable<string>;
}
/** Merged into `Database` above. */
export interface Database {
  removal_appeals: RemovalAppealsTable;
}

// First-party analytics (#33, migration 0024, src/analytics): daily counts, no person in them.
export type AnalyticsKind = 'view' | 'goal' | 'adblock';
export interface AnalyticsDailyTable {
  day: ColumnType<Date | string, string, never>;
  kind: AnalyticsKind;
  name: string;
  /** The visitor's country (two letters), '' unknown. */
  country: string;
  /** The page's interface language, '' unknown. */
  lang: string;
  /** The host of an outside page the visitor came from, '' none (direct or the site's own). */
  referrer: string;
  hits: number;
}

export interface Database {
  analytics_daily: AnalyticsDailyTable;
}

// Verified uploaders (#31, migration 0029, src/verification).
export type UploaderApplicationStatus = 'draft' | 'pending' | 'approved' | 'rejected';
export interface UploaderApplicationsTable {
  application_id: Generated<number>;
  user_id: number;
  status: Defaulted<UploaderApplicationStatus>;
  /** The legal name and date of birth as sealed JSON (security/sealed.ts, base64); null: neither given yet. */
  identity: Nullable<string>;
  /** The sealed pictures: paths under the data folder (`records/<name>`), never public. */
  id_document: Nullable<string>;
  selfie: Nullable<string>;
  /** The id of the key that sealed the newest of the above. */
  key_id: Nullable<string>;
  terms_version: Nullable<string>;
  terms_accepted_at: Nullable<Date>;
  /** `local` (staff review) or the identity-verification provider that was asked. */
  provider: Defaulted<string>;
  provider_ref: Nullable<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
  submitted_at: Nullable<Date>;
  decided_at: Nullable<Date>;
  decided_by: Nullable<number>;
  reason: Nullable<string>;
}
/** Merged into `Database` above. */
export interface Database {
  uploader_applications: UploaderApplicationsTable;
}

// Notifications (#32 item 1, migration 0031, src/notifications).
export type NotificationKind =
  | 'new_video'
  | 'comment_reply'
  | 'comment_like'
  | 'comment_dislike'
  | 'friend_request'
  | 'friend_accept'
  | 'upload_approved'
  | 'upload_rejected'
  | 'download_approved'
  | 'download_rejected';
export interface NotificationsTable {
  notification_id: Generated<number>;
  user_id: number;
  kind: NotificationKind;
  actor_id: Nullable<number>;
  video_id: Nullable<number>;
  comment_id: Nullable<number>;
  reason: Nullable<string>;
  created_at: Timestamp;
  read_at: Nullable<Date>;
}
export interface NotificationSettingsTable {
  user_id: number;
  digest: Defaulted<boolean>;
  digest_sent_at: Timestamp;
}
export interface Database {
  notifications: NotificationsTable;
  notification_settings: NotificationSettingsTable;
}

// Age assurance per region (#31 item 5, migration 0028, src/age): the console's policy by region.
export interface AgePoliciesTable {
  region: string;
  mode: 'none' | 'self' | 'verified';
  updated_by: Nullable<number>;
  updated_at: Timestamp;
}
export interface Database {
  age_policies: AgePoliciesTable;
}
export interface MembersTable {
  /** When an age-assurance provider last confirmed the member is an adult; null: never. */
  age_verified_at: Nullable<Date>;
}

// Inbox and safety (#32 item 5, migration 0034, src/safety, src/messages).
export interface MemberBlocksTable {
  user_id: number;
  blocked_id: number;
  created_at: Timestamp;
}
export interface DialogClearsTable {
  user_id: number;
  other_id: number;
  cleared_m_id: number;
  cleared_at: Timestamp;
}
export type ReportTargetKind = 'member' | 'comment' | 'message';
export interface ReportsTable {
  /** What a member reported besides a page: a member, a comment or a message (null: the contact form). */
  target_kind: Nullable<ReportTargetKind>;
  target_id: Nullable<number>;
  /** Whose the reported thing is (the member reported, or the author). */
  target_user_id: Nullable<number>;
  /** The reported comment's or message's text when it was reported. */
  excerpt: Nullable<string>;
}
export interface Database {
  member_blocks: MemberBlocksTable;
  dialog_clears: DialogClearsTable;
}

// Account settings (#32 item 4, migration 0033, src/settings): which of a member's lists are theirs alone.
export interface MemberPrivacyTable {
  user_id: number;
  favourites: Defaulted<boolean>;
  watch_later: Defaulted<boolean>;
  friends: Defaulted<boolean>;
  subscriptions: Defaulted<boolean>;
  updated_at: Timestamp;
}
export interface Database {
  member_privacy: MemberPrivacyTable;
}

// Performers and consent records (#31 item 2, migration 0036, src/consent).
export type ConsentRecordStatus = 'draft' | 'complete';
export interface ConsentRecordsTable {
  record_id: Generated<number>;
  /** The uploader who keeps it. */
  user_id: number;
  status: Defaulted<ConsentRecordStatus>;
  /** The legal name, date of birth and recording date as sealed JSON (security/sealed.ts, base64). */
  identity: Nullable<string>;
  /** The sealed pictures: paths under the data folder (`records/<name>`), never public. */
  id_document: Nullable<string>;
  release: Nullable<string>;
  /** The id of the key that sealed the newest of the above. */
  key_id: Nullable<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
  completed_at: Nullable<Date>;
}
export interface VideoPerformersTable {
  video_id: number;
  position: number;
  /** A verified uploader, or null for a consent record. */
  performer_id: Nullable<number>;
  record_id: Nullable<number>;
}
export interface MembersTable {
  /** 1: a custodian of records (§6, migration 0036), granted by an admin. */
  is_custodian: Defaulted<number>;
}
/** Merged into `Database` above. */
export interface Database {
  consent_records: ConsentRecordsTable;
  video_performers: VideoPerformersTable;
}

// Account deletion and data export (#32 item 4, migration 0039, src/settings).
export interface AccountDeletionsTable {
  user_id: number;
  requested_at: Timestamp;
  /** When the grace period ends and the `account-deletion` job removes the personal data. */
  due_at: ColumnType<Date, Date | string, Date | string>;
  /** The member's uploads stay (named by the removed account) rather than being removed. */
  keep_uploads: boolean;
  /** When the job began to run it (migration 0040): no cancel after that; null: not begun. */
  started_at: Nullable<Date>;
  /** When the job ran; null: still scheduled. */
  done_at: Nullable<Date>;
}
export interface AccountExportsTable {
  export_id: Generated<number>;
  user_id: number;
  requested_at: Timestamp;
  /** When the ZIP was built; null: the job has not run yet. */
  ready_at: Nullable<Date>;
  expires_at: Nullable<Date>;
  /** The ZIP (bytea: a Buffer from `pg`, a Uint8Array from PGlite). */
  data: Nullable<Uint8Array>;
}
/** Merged into `MembersTable` above. */
export interface MembersTable {
  /** When the account's deletion ran (`account_deletions`); null: a live account. */
  deleted_at: Nullable<Date>;
}
/** Merged into `Database` above. */
export interface Database {
  account_deletions: AccountDeletionsTable;
  account_exports: AccountExportsTable;
}
