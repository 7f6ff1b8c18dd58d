/** Value sets of §3 (docs/product.md), exported `as const` so schemas, UIs and stories share one source. */

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
  'feed',
  'continue',
] as const;
export type VideoSection = (typeof VIDEO_SECTIONS)[number];

/** The sorts for which the date filter is disabled (§3). */
export const DATE_FILTER_DISABLED_SORTS = ['latest-updates', 'longest', 'most-commented'] as const;

export const PLAYLIST_SORTS = [
  'count-videos',
  'latest-updates',
  'most-popular',
  'most-viewed',
  'recent',
  'top-rated',
] as const;
export type PlaylistSort = (typeof PLAYLIST_SORTS)[number];

export const MODEL_SORTS = [
  'alphabet',
  'count-videos',
  'latest-updates',
  'most-commented',
  'most-popular',
  'most-subscribed',
  'most-viewed',
  'recent',
  'top-rated',
] as const;
export type ModelSort = (typeof MODEL_SORTS)[number];

export const CHANNEL_SORTS = [
  'alphabetaz',
  'alphabetza',
  'count-videos',
  'latest-updates',
  'most-popular',
  'most-viewed',
  'recent',
  'top-rated',
] as const;
export type ChannelSort = (typeof CHANNEL_SORTS)[number];

export const MEMBER_SORTS = [
  'count-subs',
  'count-videos',
  'latest-updates',
  'most-popular-videos',
  'recent',
] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];

/** The value of a list filter that is not set. */
export const ALL = 'all';

/** Model filter `sex` (§3); the client turns it into the gender segment through MODEL_SEX_GENDER. */
export const MODEL_SEXES = ['female', 'male', 'transgender'] as const;
export type ModelSex = (typeof MODEL_SEXES)[number];
/** §3: the model filter maps male to gay, female to str and transgender to she. */
export const MODEL_SEX_GENDER = { female: 'str', male: 'gay', transgender: 'she' } as const satisfies Record<
  ModelSex,
  Gender
>;

/** Age filter buckets of models and members: 1 is 18-21, 2 is 22-29, 3 is 30-39, 4 is 40+. */
export const AGE_RANGES = ['1', '2', '3', '4'] as const;
export type AgeRange = (typeof AGE_RANGES)[number];
export const AGE_RANGE_BOUNDS = {
  '1': [18, 21],
  '2': [22, 29],
  '3': [30, 39],
  '4': [40, null],
} as const satisfies Record<AgeRange, readonly [number, number | null]>;

export const HAIR_COLORS = ['1', '2', '3', '4', '5'] as const;
export type HairColor = (typeof HAIR_COLORS)[number];
export const HEIGHTS = ['1', '2', '3', '4'] as const;
export type HeightRange = (typeof HEIGHTS)[number];
export const WEIGHTS = ['1', '2', '3', '4'] as const;
export type WeightRange = (typeof WEIGHTS)[number];
/** Tattoo and piercing filters: 1 yes, 2 no. */
export const YES_NO_FILTERS = ['1', '2'] as const;
export type YesNoFilter = (typeof YES_NO_FILTERS)[number];

/** Model detail ethnicity; the model filter `race` takes the same list. */
export const ETHNICITIES = ['asian', 'caucasian', 'ebony', 'latin'] as const;
export type Ethnicity = (typeof ETHNICITIES)[number];

/** Model detail breast size. */
export const BREAST_SIZES = ['big', 'fake', 'huge', 'medium', 'natural', 'small'] as const;
export type BreastSize = (typeof BREAST_SIZES)[number];

/** Model filter `tits_size`. */
export const TITS_SIZES = ['huge', 'big', 'medium', 'small'] as const;
export type TitsSize = (typeof TITS_SIZES)[number];

/** Model eye colour codes 1 to 7; `EYE_COLORS[code - 1]` names each. */
export const EYE_COLOR_CODES = [1, 2, 3, 4, 5, 6, 7] as const;
export type EyeColorCode = (typeof EYE_COLOR_CODES)[number];
export const EYE_COLORS = ['blue', 'gray', 'green', 'amber', 'brown', 'hazel', 'black'] as const;
export type EyeColor = (typeof EYE_COLORS)[number];

/** Model career status: 0 finished, 1 active. */
export const CAREER_STATUSES = [0, 1] as const;

/** Letters of the model alphabet filter (decision: latin a to z). */
export const MODEL_LETTERS = [
  'a',
  'b',
  'c',
  'd',
  'e',
  'f',
  'g',
  'h',
  'i',
  'j',
  'k',
  'l',
  'm',
  'n',
  'o',
  'p',
  'q',
  'r',
  's',
  't',
  'u',
  'v',
  'w',
  'x',
  'y',
  'z',
] as const;
export type ModelLetter = (typeof MODEL_LETTERS)[number];

/** Member gender codes: 1 male, 2 female, 3 shemale. */
export const MEMBER_GENDERS = [1, 2, 3] as const;
export type MemberGender = (typeof MEMBER_GENDERS)[number];
export const MEMBER_GENDER_NAMES = { 1: 'male', 2: 'female', 3: 'shemale' } as const;

/** Member relationship: 1 single, 2 married, 3 open. */
export const RELATIONSHIPS = [1, 2, 3] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];
export const RELATIONSHIP_NAMES = { 1: 'single', 2: 'married', 3: 'open' } as const;

/** Member orientation: 1 not sure, 2 hetero, 3 gay, 4 lesbian, 5 bisexual. */
export const ORIENTATIONS = [1, 2, 3, 4, 5] as const;
export type Orientation = (typeof ORIENTATIONS)[number];
export const ORIENTATION_NAMES = {
  1: 'not_sure',
  2: 'hetero',
  3: 'gay',
  4: 'lesbian',
  5: 'bisexual',
} as const;

/** Member list filters as path values (strings of the codes above). */
export const MEMBER_GENDER_FILTERS = ['1', '2', '3'] as const;
export const RELATIONSHIP_FILTERS = ['1', '2', '3'] as const;
export const ORIENTATION_FILTERS = ['1', '2', '3', '4', '5'] as const;
/** Member filter `with_avatar`: 1 only members with an avatar, 2 only members without (decision). */
export const WITH_AVATAR_FILTERS = ['1', '2'] as const;

/** Playlist visibility: 0 only me, 1 all users. */
export const PLAYLIST_VISIBILITIES = [0, 1] as const;
/** Uploaded video visibility: 0 public, 1 private. */
export const UPLOAD_VISIBILITIES = [0, 1] as const;

export const NOTIFICATION_TYPES = ['success', 'error'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * A video's status_id. An upload is `processing` until its first rung plays, then waits for review
 * (`moderation`), and a moderator makes it `active` or `rejected`; `failed` when it could not be
 * transcoded; 5 is deleted (§4). Only the owner (and staff) ever see one that is not active or deleted.
 */
export const VIDEO_STATUS = {
  moderation: 0,
  active: 1,
  processing: 2,
  rejected: 3,
  failed: 4,
  deleted: 5,
} as const;

/** Video status_id 5 is deleted (§4); a session status_id of 6 allows owner actions on own uploads (§3, §6). */
export const DELETED_STATUS_ID = VIDEO_STATUS.deleted;
export const OWNER_ACTIONS_STATUS_ID = 6;
export const VIDEO_STATUSES = ['active', 'private', 'deleted'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

/** Member profile sub-pages (§2). */
export const MEMBER_SUB_PAGES = [
  'uploaded_videos',
  'favourite_videos',
  'watch_later_videos',
  'friends',
  'playlists',
  'subscriptions',
  'wall',
  'history',
  'feed',
] as const;
export type MemberSubPage = (typeof MEMBER_SUB_PAGES)[number];

/** `{section}` of the channels path: all channels (`all.0`) or a category's (`category.{dir}`). */
export const CHANNEL_SECTIONS = ['all', 'category'] as const;
export type ChannelSection = (typeof CHANNEL_SECTIONS)[number];

/** `{section}` of the members path: the community (`all`) or a member's friends (`friends`, user_id filter). */
export const MEMBER_LIST_SECTIONS = ['all', 'friends'] as const;
export type MemberListSection = (typeof MEMBER_LIST_SECTIONS)[number];

/** `{section}` of the member detail path: the public profile, or the own profile with private fields. */
export const MEMBER_DETAIL_SECTIONS = ['profile', 'edit'] as const;
export type MemberDetailSection = (typeof MEMBER_DETAIL_SECTIONS)[number];

/** `{section}` of the playlists path: every public playlist (user_id 0), or one member's. */
export const PLAYLIST_SECTIONS = ['all', 'member'] as const;
export type PlaylistSection = (typeof PLAYLIST_SECTIONS)[number];

/** `{section}` of the categories path: alphabetical, or by number of videos. */
export const CATEGORY_SECTIONS = ['all', 'popular'] as const;
export type CategorySection = (typeof CATEGORY_SECTIONS)[number];

/** What a comment thread hangs on; `member` is the member's wall. */
export const COMMENT_SECTIONS = ['video', 'model', 'channel', 'member', 'playlist'] as const;
export type CommentSection = (typeof COMMENT_SECTIONS)[number];

export const VOTE_SECTIONS = ['video', 'model', 'channel', 'playlist', 'comment'] as const;
export type VoteSection = (typeof VOTE_SECTIONS)[number];

export const SUBSCRIBE_SECTIONS = ['model', 'channel', 'member'] as const;
export type SubscribeSection = (typeof SUBSCRIBE_SECTIONS)[number];

export const VIEW_SECTIONS = ['video', 'model', 'channel', 'member', 'playlist'] as const;
export type ViewSection = (typeof VIEW_SECTIONS)[number];

/** Where the add and rem acts put or take a video. */
export const ADD_TARGETS = ['favourites', 'watch_later', 'playlist'] as const;
export type AddTarget = (typeof ADD_TARGETS)[number];

export const PLAYLIST_ACTIONS = ['new', 'upd', 'del'] as const;
export type PlaylistAction = (typeof PLAYLIST_ACTIONS)[number];

export const MESSAGE_SECTIONS = ['all', 'user', 'add'] as const;
export type MessageSection = (typeof MESSAGE_SECTIONS)[number];

/** The `act` codes of /api/video_edit.php: 2, 3 and 4 from §4/§7; 1 and 5 are the upload steps (decision). */
export const VIDEO_EDIT_ACTS = { upload: 1, delete: 2, privacy: 3, readd: 4, info: 5 } as const;

/** The image uploads of /api/member.php. */
export const IMAGE_UPLOAD_SECTIONS = ['u_ava', 'u_cover'] as const;
export type ImageUploadSection = (typeof IMAGE_UPLOAD_SECTIONS)[number];

/** Contact form subjects (§5). */
export const REPORT_SUBJECTS = [
  'DMCA / Copyright Infringement',
  'Technical Problems',
  'Report Inappropriate Content',
  'Support Request',
] as const;
export type ReportSubject = (typeof REPORT_SUBJECTS)[number];

/** Video upload formats (§9). */
export const UPLOAD_FORMATS = [
  '3gp',
  'mp4',
  'mov',
  'asf',
  'flv',
  'mpg',
  'avi',
  'mpeg',
  'wmv',
  'rm',
  'dat',
  'mkv',
  'vob',
  'm2v',
  'm2t',
  'm4v',
  'f4v',
  'mts',
  'webm',
] as const;
export type UploadFormat = (typeof UPLOAD_FORMATS)[number];

/** What a search suggestion points at (decision). */
export const SUGGESTION_TYPES = ['search', 'category', 'model', 'channel'] as const;
export type SuggestionType = (typeof SUGGESTION_TYPES)[number];

/** The modals of §2, by name. */
export const MODAL_NAMES = [
  'auth',
  'share',
  'report',
  'send_message',
  'download',
  'ios_app',
  'messenger_download',
  'delete_video',
  'readd_video',
  'add_to',
  'age_verification',
  'edit_playlist',
  'downloader',
] as const;
export type ModalName = (typeof MODAL_NAMES)[number];

/** Anchors of /information/ (§2). */
export const INFORMATION_ANCHORS = ['terms', 'privacy', 'cookies_policy', 'dmca', '2257', 'support'] as const;

/** Pay-download modal modes (§4): 0 choose, 1 describe, 2 pay. */
export const DOWNLOAD_MODES = [0, 1, 2] as const;

/** The content source name that marks a member upload rather than a channel (§2). */
export const USER_UPLOAD_SOURCE = 'usersupload';

/**
 * §9: "the model country list (top-country) is a fixed list of about 100 codes". The spec does not
 * name them, so this is the decision: 100 lower-case codes, ISO 3166-1 alpha-2 plus `eu` (the §9 default
 * country), grouped by region. Defined once here: the UI's flags and pickers, the server's demo data and
 * the site reuse it.
 */
// biome-ignore format: a table of codes reads better in rows than one code a line.
export const MODEL_COUNTRIES = [
  // Europe
  'eu', 'al', 'ad', 'at', 'by', 'be', 'ba', 'bg', 'hr', 'cy', 'cz', 'dk', 'ee', 'fi', 'fr', 'de', 'gr',
  'hu', 'is', 'ie', 'it', 'lv', 'lt', 'lu', 'mt', 'md', 'mc', 'me', 'nl', 'mk', 'no', 'pl', 'pt', 'ro',
  'ru', 'rs', 'sk', 'si', 'es', 'se', 'ch', 'tr', 'ua', 'gb',
  // Americas
  'us', 'ca', 'mx', 'br', 'ar', 'cl', 'co', 'pe', 've', 'ec', 'uy', 'py', 'bo', 'cr', 'pa', 'cu', 'do',
  'pr', 'gt', 'jm',
  // Asia and the Middle East
  'cn', 'jp', 'kr', 'in', 'id', 'th', 'vn', 'ph', 'my', 'sg', 'tw', 'hk', 'il', 'ae', 'sa', 'kz', 'ge',
  'am', 'az', 'pk', 'bd', 'lk', 'ir', 'iq', 'jo', 'lb',
  // Africa and Oceania
  'za', 'eg', 'ma', 'ng', 'ke', 'tn', 'gh', 'dz', 'au', 'nz',
] as const;

export type ModelCountry = (typeof MODEL_COUNTRIES)[number];

/** The model filters in the order of the models path's `{filters}` segment (§7). */
export const MODEL_FILTER_KEYS = [
  'letter',
  'race',
  'age',
  'country',
  'tits_size',
  'hair_color',
  'height',
  'weight',
  'tattoo',
  'piercing',
] as const;

/** The values of each model filter besides ALL; `country` takes any country (COUNTRY_PATTERN). */
export const MODEL_FILTER_VALUES = {
  letter: MODEL_LETTERS,
  race: ETHNICITIES,
  age: AGE_RANGES,
  tits_size: TITS_SIZES,
  hair_color: HAIR_COLORS,
  height: HEIGHTS,
  weight: WEIGHTS,
  tattoo: YES_NO_FILTERS,
  piercing: YES_NO_FILTERS,
} as const;

/** A country: a two-letter code in lower case, or `eu` (the §9 default). */
export const COUNTRY_PATTERN = /^[a-z]{2}$/;
/** A tus upload's id (the upload id of the upload calls). */
export const UPLOAD_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
/** A model's, channel's or category's dir: a slug of letters, digits, `_` and `-`. */
export const DIR_PATTERN = /^[a-z0-9][a-z0-9_-]{0,99}$/i;

/** The member filters in the order of the members path's `{filters}` segment (§7). */
export const MEMBER_FILTER_KEYS = [
  'country',
  'sex',
  'age',
  'relationship',
  'with_avatar',
  'orientation',
  'user_id',
] as const;

/** The values of each member filter but `country` (as a model's) and `user_id`, besides ALL. */
export const MEMBER_FILTER_VALUES = {
  sex: MEMBER_GENDER_FILTERS,
  age: AGE_RANGES,
  relationship: RELATIONSHIP_FILTERS,
  with_avatar: WITH_AVATAR_FILTERS,
  orientation: ORIENTATION_FILTERS,
} as const;

/** Every act the moderation audit log records (moderation/audit.ts): the console names each one. */
export const AUDIT_ACTIONS = [
  'approve',
  'reject',
  'takedown',
  'restore',
  'counter_notice',
  'assign',
  'report_status',
  'reply',
  'note',
  'sanction_ban',
  'sanction_temp_ban',
  'sanction_disable',
  'sanction_lift',
  'trust',
  'untrust',
  'role',
  'word_add',
  'word_remove',
  'setting',
  'appeal',
  'appeal_restore',
  'appeal_remove',
  'channel_hide',
  'channel_unhide',
  'uploader_submit',
  'uploader_approve',
  'uploader_reject',
  'consent_complete',
  'performers_set',
  'consent_missing',
  'record_view',
  'records_export',
  'custodian_grant',
  'custodian_revoke',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

// ---- the moderation console (#12) and the staff's review of download requests (#13) ----
// Here rather than in moderation.ts and upload.ts (which re-export them) because those modules build zod
// schemas: a bundle that takes one of these values from there keeps the schemas, and zod, with it. The
// `@site/api/display` entry exports them for the design system's console components.

/** Rows per page of every console list. */
export const MODERATION_PAGE_SIZE = 50;
/** Active copyright strikes that disable an account (repeat-infringer policy). */
export const STRIKES_LIMIT = 3;
export const REPORT_STATUSES = ['open', 'in_progress', 'resolved', 'rejected'] as const;
export type ReportStatusName = (typeof REPORT_STATUSES)[number];
export const SANCTIONS = ['ban', 'temp_ban', 'disable', 'lift'] as const;
export type SanctionName = (typeof SANCTIONS)[number];
export const STAFF_ROLES = ['member', 'moderator', 'admin'] as const;
export type StaffRoleName = (typeof STAFF_ROLES)[number];
export const MODERATION_SETTINGS = ['trusted_skip_review', 'complaint_days', 'appeal_hides_video'] as const;
export type ModerationSettingName = (typeof MODERATION_SETTINGS)[number];
/**
 * Age assurance per region (#31 item 5): what a visitor of a region meets before any content. `none`: no
 * gate; `self`: the 18+ question (a tick box, §4); `verified`: an age-assurance provider's check
 * (apps/server src/age). Staff set a mode per region in the console's settings; a region without one gets
 * the default below.
 */
export const AGE_MODES = ['none', 'self', 'verified'] as const;
export type AgeMode = (typeof AGE_MODES)[number];
/**
 * A region of the age policy: an ISO 3166-1 alpha-2 country (`GB`), or an ISO 3166-2 subdivision
 * (`US-TX`), upper case. A subdivision's mode wins over its country's.
 */
export const AGE_REGION_PATTERN = /^[A-Z]{2}(-[A-Z0-9]{1,3})?$/;
/**
 * §4/§9: the default policy asks the 18+ question (`self`) in these 28 countries, and nothing elsewhere.
 * The spec names "European countries, the United States, the United Kingdom" and the count 28. Decision:
 * the 27 members the European Union had from 2007 to 2013 (the EU of today without Croatia, which joined
 * later), a list that includes the United Kingdom, plus the United States. ISO 3166-1 alpha-2.
 */
// biome-ignore format: rows of codes are easier to check
export const AGE_SELF_COUNTRIES: readonly string[] = [
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GB', 'GR', 'HU',
  'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'US',
];
/** The most regions the policy names besides the default (the console lists them all). */
export const AGE_POLICY_MAX = 300;
/** The complaint clock (#31): days a report (a DMCA notice included) has to be closed in, by default and at most. */
export const COMPLAINT_DAYS_DEFAULT = 7;
export const COMPLAINT_DAYS_MAX = 60;
/** Hours before its due time an unclosed report is mailed to the staff as a reminder. */
export const COMPLAINT_REMINDER_HOURS = 24;
/** The report queue's orders: the earliest due first (closed ones last), or the newest first. */
export const REPORT_SORTS = ['due', 'newest'] as const;
export type ReportSortName = (typeof REPORT_SORTS)[number];
/**
 * Removal appeals (#31): a person depicted in a video asks for its removal (the public form at /appeal/);
 * staff restore the video or remove it. Pending until then.
 */
export const APPEAL_STATUSES = ['pending', 'restored', 'removed'] as const;
export type AppealStatusName = (typeof APPEAL_STATUSES)[number];
export const APPEAL_DECISIONS = ['restore', 'remove'] as const;
export type AppealDecisionName = (typeof APPEAL_DECISIONS)[number];
/** The appellant's name, and their statement (trimmed), in characters. */
export const APPEAL_NAME_MAX = 100;
export const APPEAL_STATEMENT_MIN = 20;
export const APPEAL_STATEMENT_MAX = 2000;
/**
 * Verified uploaders (#31): a member's application to upload (legal name, date of birth, an identity
 * document, a selfie, the content-provider terms accepted), a draft until submitted, then pending until
 * staff (or the identity-verification provider) approve or reject it with a reason; a rejected one may be
 * sent again.
 */
export const UPLOADER_STATUSES = ['none', 'draft', 'pending', 'approved', 'rejected'] as const;
export type UploaderStatusName = (typeof UPLOADER_STATUSES)[number];
/** The statuses the console lists. */
export const UPLOADER_QUEUE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type UploaderQueueStatusName = (typeof UPLOADER_QUEUE_STATUSES)[number];
export const UPLOADER_DECISIONS = ['approve', 'reject'] as const;
export type UploaderDecisionName = (typeof UPLOADER_DECISIONS)[number];
/** The application's two pictures. */
export const UPLOADER_IMAGES = ['id_document', 'selfie'] as const;
export type UploaderImageName = (typeof UPLOADER_IMAGES)[number];
/**
 * The version of the content-provider terms in force (the uploader's written agreement, shown on the
 * application form): an application records which version was accepted and when; a new version here
 * makes a draft's earlier acceptance void.
 */
export const CONTENT_PROVIDER_TERMS_VERSION = '2026-11';
/** The legal name, in characters. */
export const UPLOADER_NAME_MAX = 200;
/** The youngest an uploader may be, in years. */
export const UPLOADER_MIN_AGE = 18;
/**
 * Performers and consent records (#31 item 2): a record is a draft until complete (legal name, date of
 * birth of age on the recording date, identity document, signed release, recording date).
 */
export const CONSENT_STATUSES = ['draft', 'complete'] as const;
export type ConsentStatusName = (typeof CONSENT_STATUSES)[number];
/** A performer is a verified uploader (by username) or one of the uploader's consent records. */
export const PERFORMER_KINDS = ['uploader', 'record'] as const;
/** A performer's standing: `verified`, `complete` may be published; `unverified`, `incomplete` may not. */
export const PERFORMER_STATUSES = ['verified', 'unverified', 'complete', 'incomplete'] as const;
export type PerformerStatusName = (typeof PERFORMER_STATUSES)[number];
/** The most performers one video names. */
export const PERFORMERS_MAX = 20;
/** A consent record's two pictures. */
export const CONSENT_IMAGES = ['id_document', 'release'] as const;
/** A member's standing as login sees it (§8 codes banned, temp_banned, disabled_user). */
export const STANDINGS = ['ok', 'banned', 'temp_banned', 'disabled'] as const;
export const MEMBER_FILTERS = ['all', 'staff', 'trusted', 'sanctioned'] as const;

/** The longest reason of a takedown or a sanction. */
export const MODERATION_TEXT_MAX = 1000;
/** The longest reason of a rejected video. */
export const MODERATION_REASON_MAX = 1000;
/** The shortest reason of a rejected video or a takedown (trimmed). */
export const MODERATION_REASON_MIN = 3;
/** The longest reply or staff note on a report, and counter-notice statement. */
export const REPORT_REPLY_MAX = 5000;
/** The shortest counter-notice statement. */
export const COUNTER_NOTICE_MIN = 20;
/** One forbidden word: letters and digits (matching is on whole words), at most this long. */
export const FORBIDDEN_WORD_MAX = 60;
export const FORBIDDEN_WORD_PATTERN = /^[\p{L}\p{N}]+$/u;

/** The statuses of members' download requests, and the staff's two decisions. */
export const DOWNLOAD_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type DownloadRequestStatusName = (typeof DOWNLOAD_REQUEST_STATUSES)[number];
export const DOWNLOAD_DECISIONS = ['approve', 'reject'] as const;
export type DownloadDecisionName = (typeof DOWNLOAD_DECISIONS)[number];

// ---- values of modules that build schemas (auth, comment, country-calls, friend, misc, upload) ----
// Here so that the `@site/api` root entry, which the browser loads, exports them without zod; those modules
// import them from here.

/** A username of letters, digits, `_`, `-` and `.` (the "illegal characters" of §5, decision). */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]+$/;

/** Member roles (#7): moderators and admins review uploads. */
export const MEMBER_ROLES = ['member', 'moderator', 'admin'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** The most replies a thread answer carries under one comment (oldest first); `reply_count` has them all. */
export const REPLY_CAP = 100;

/** The most countries the picker offers. */
export const TOP_COUNTRIES_MAX = 50;

/**
 * Where the signed-in member stands with another: nothing yet, their own request waits, the other's
 * request waits for them, or friends.
 */
export const FRIEND_STATES = ['none', 'request_sent', 'request_received', 'friends'] as const;
export type FriendState = (typeof FRIEND_STATES)[number];

/** Most requests each way one read answers, newest first (the counts are the whole). */
export const FRIEND_REQUESTS_MAX = 100;

/** The friend acts of POST /api/member.php besides `add_friend`, each about one member (`object_id`). */
export const FRIEND_ACTS = {
  accept: 'accept_friend',
  decline: 'decline_friend',
  cancel: 'cancel_friend',
  remove: 'remove_friend',
} as const;
export type FriendAct = keyof typeof FRIEND_ACTS;

/**
 * The response header of `/langs/json/{lang}.json` carrying the language's current version (a number
 * derived from its content): the `v` a page asks for, and the key it caches the messages under.
 */
export const LANG_VERSION_HEADER = 'x-lang-version';

/** The refusals of cb.php act sub the modal tells apart. */
export const SUBSCRIPTION_ERROR_CODES = ['not_subscribed', 'no_messenger_account'] as const;

/** Title and description limits beyond "required" are not shown in the spec (decision). */
export const UPLOAD_TEXT = { titleMin: 3, titleMax: 100, descriptionMax: 1000 } as const;

/**
 * An upload as its owner sees it (§4 "uploading with progress percent → processing → awaiting review →
 * active, or error"): `error` carries a §8 code in `error_code`; `rejected` the moderator's reason.
 */
export const UPLOAD_STATUSES = [
  'uploading',
  'processing',
  'awaiting_review',
  'active',
  'rejected',
  'error',
  'deleted',
] as const;
export type UploadStatus = (typeof UPLOAD_STATUSES)[number];

/**
 * First-party analytics (#33 item 1, §7 and §9): the goals a page reports besides its views, where the
 * pages send both (our own server; it may forward them to outside counters), how many events one report
 * carries at most, and how often a failed report is tried (the first retry after `TIMING.analyticsRetry`
 * for views, `TIMING.analyticsGoalRetry` for goals, each later one twice as long).
 */
export const ANALYTICS_GOALS = ['signup', 'upload', 'download', 'payment'] as const;
export type AnalyticsGoal = (typeof ANALYTICS_GOALS)[number];
export const ANALYTICS_PATH = '/api/analytics.php';
export const ANALYTICS_MAX_EVENTS = 20;
export const ANALYTICS_ATTEMPTS = 4;
/** A page type the pages report: the route's id (`video`, `home`…). */
export const ANALYTICS_PAGE_PATTERN = /^[a-z][a-z0-9-]{0,39}$/;
/** The days the console's analytics shows at most, and by default. */
export const ANALYTICS_MAX_DAYS = 90;
export const ANALYTICS_DEFAULT_DAYS = 30;

// Notifications (#32 item 1, contract/notification.ts).
/** The kinds of notification, one per event. */
export const NOTIFICATION_KINDS = [
  'new_video',
  'comment_reply',
  'comment_like',
  'comment_dislike',
  'friend_request',
  'friend_accept',
  'upload_approved',
  'upload_rejected',
  'download_approved',
  'download_rejected',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Notifications per page of the list. */
export const NOTIFICATIONS_PER_PAGE = 20;
/** How often a page polls the unread count (the header's bell), besides when the window gets focus. */
export const NOTIFICATIONS_POLL_SECONDS = 60;

/** Inbox and safety (#32 item 5): the §8 code of an act refused because one of the two members blocked the other. */
export const BLOCKED_CODE = 'blocked';

/** The most blocked members GET /api/blocks.php answers, newest first. */
export const BLOCKED_LIST_MAX = 1000;

/** What a member may report besides a page (the report form): a member, a comment or a message. */
export const REPORT_TARGETS = ['member', 'comment', 'message'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

/** The longest reason of such a report: the report form's message limit (TEXT_LIMITS.contactMessageMax). */
export const REPORT_REASON_MAX = 1000;
/** The lists a member may keep to themself (#32 item 4): others get 403 `no_permission` on their public paths. */
export const PRIVACY_LISTS = ['favourites', 'watch_later', 'friends', 'subscriptions'] as const;
export type PrivacyList = (typeof PRIVACY_LISTS)[number];

/**
 * Account deletion and data export (#32 item 4, §9-style limits): the grace period in which a scheduled
 * deletion can be cancelled (the server's ACCOUNT_DELETION_GRACE_SECONDS shortens it for tests), how long an
 * export's link downloads it, and how many exports a member may ask for in a day (one at a time).
 */
export const ACCOUNT_DELETION_GRACE_DAYS = 14;
export const ACCOUNT_EXPORT_DAYS = 7;
export const ACCOUNT_EXPORTS_A_DAY = 3;
