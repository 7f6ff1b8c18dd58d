import { z } from '../zod.js';
import {
  countSchema,
  dateTimeSchema,
  dirSchema,
  flagInputSchema,
  flagSchema,
  idParamSchema,
  idSchema,
  response,
} from './common.js';
import { performerSchema } from './consent.js';
import {
  AGE_MODES,
  AGE_REGION_PATTERN,
  COMPLAINT_DAYS_MAX,
  COUNTER_NOTICE_MIN,
  DOWNLOAD_DECISIONS,
  DOWNLOAD_REQUEST_STATUSES,
  FORBIDDEN_WORD_MAX,
  FORBIDDEN_WORD_PATTERN,
  MEMBER_FILTERS,
  MODERATION_REASON_MIN,
  MODERATION_SETTINGS,
  MODERATION_TEXT_MAX,
  REPORT_REPLY_MAX,
  REPORT_SORTS,
  REPORT_STATUSES,
  REPORT_TARGETS,
  SANCTIONS,
  STAFF_ROLES,
  STANDINGS,
} from './values.js';

/**
 * The moderation console (#12): staff-only reads (GET, never cached) and the acts of POST
 * /api/moderation.php. Every call answers 401 `need_auth` to a visitor and 403 `no_permission` to a member
 * who is not staff (a moderator or an admin); role changes and settings are for admins only (403 for a
 * moderator). The uploader's counter-notice (POST /api/counter_notice.php) is the one member call.
 */

// The console's values live in values.ts (no zod there); exported from here too, where they were.
export {
  AGE_MODES,
  AGE_POLICY_MAX,
  AGE_REGION_PATTERN,
  AGE_SELF_COUNTRIES,
  type AgeMode,
  COMPLAINT_DAYS_DEFAULT,
  COMPLAINT_DAYS_MAX,
  COMPLAINT_REMINDER_HOURS,
  COUNTER_NOTICE_MIN,
  DOWNLOAD_DECISIONS,
  DOWNLOAD_REQUEST_STATUSES,
  type DownloadDecisionName,
  type DownloadRequestStatusName,
  FORBIDDEN_WORD_MAX,
  FORBIDDEN_WORD_PATTERN,
  MEMBER_FILTERS,
  MODERATION_PAGE_SIZE,
  MODERATION_REASON_MIN,
  MODERATION_SETTINGS,
  MODERATION_TEXT_MAX,
  type ModerationSettingName,
  REPORT_REPLY_MAX,
  REPORT_SORTS,
  REPORT_STATUSES,
  type ReportSortName,
  type ReportStatusName,
  SANCTIONS,
  type SanctionName,
  STAFF_ROLES,
  STANDINGS,
  STRIKES_LIMIT,
  type StaffRoleName,
} from './values.js';

const pageParam = z.coerce.number().int().min(1).max(100000).default(1);
const nullableDate = dateTimeSchema.nullable();
export const memberRefSchema = z.object({ user_id: idSchema, username: z.string() });
export type MemberRef = z.infer<typeof memberRefSchema>;
const reason = (min: number, max: number) => z.string().trim().min(min).max(max);
/** One forbidden word: letters and digits (matching is on whole words). */
export const forbiddenWordSchema = z
  .string()
  .trim()
  .min(1)
  .max(FORBIDDEN_WORD_MAX)
  .regex(FORBIDDEN_WORD_PATTERN, 'one word of letters and digits');

// ---- reads ----

/** GET /api/moderation/queue.php: videos awaiting review, longest waiting first. */
export const moderationQueueQuerySchema = z.object({ page: pageParam });
export type ModerationQueueQuery = z.input<typeof moderationQueueQuerySchema>;
export const reviewItemSchema = z.object({
  video_id: idSchema,
  title: z.string(),
  description: z.string(),
  duration: countSchema,
  is_private: flagSchema,
  /** When it started waiting (upload or last edit). */
  updated_at: dateTimeSchema,
  waiting_seconds: countSchema,
  uploader: memberRefSchema.extend({ is_trusted: flagSchema, strikes: countSchema }),
  /** Signed media addresses for staff (valid some hours): the poster, the storyboard VTT, the HLS master. */
  poster: z.string().nullable(),
  storyboard: z.string().nullable(),
  hls: z.string().nullable(),
  /** The people it depicts (#31): names and standing only; the records are for custodians. */
  performers: z.array(performerSchema),
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;
export const moderationQueueResponseSchema = response({
  videos: z.array(reviewItemSchema),
  total: countSchema,
  page: countSchema,
});
export type ModerationQueueResponse = z.infer<typeof moderationQueueResponseSchema>;

/**
 * GET /api/moderation/reports.php: the report queue by status and assignee; `sort` due (default: the open
 * and in-progress ones first, the earliest due first) or newest.
 */
export const moderationReportsQuerySchema = z.object({
  status: z.enum(REPORT_STATUSES).optional(),
  assignee_id: idParamSchema.optional(),
  sort: z.enum(REPORT_SORTS).default('due'),
  page: pageParam,
});
export type ModerationReportsQuery = z.input<typeof moderationReportsQuerySchema>;
/**
 * What a member reported besides a page (#32 item 5): a member, a comment or a message, whose it is, and the
 * text of a comment or message as it was when reported.
 */
export const reportTargetSchema = z.object({
  kind: z.enum(REPORT_TARGETS),
  id: idSchema,
  member: memberRefSchema.nullable(),
  excerpt: z.string().nullable(),
});
export type ReportTargetItem = z.infer<typeof reportTargetSchema>;

export const reportItemSchema = z.object({
  report_id: idSchema,
  subject: z.string(),
  email: z.string(),
  message: z.string(),
  ref: z.string().nullable(),
  has_image: flagSchema,
  user: memberRefSchema.nullable(),
  video_id: idSchema.nullable(),
  status: z.enum(REPORT_STATUSES),
  assignee: memberRefSchema.nullable(),
  created_at: dateTimeSchema,
  first_action_at: nullableDate,
  /** Time to triage: the first staff act minus the creation, in seconds; null until someone acts. */
  triage_seconds: countSchema.nullable(),
  /** Seconds since it was sent. */
  age_seconds: countSchema,
  /** The complaint clock (#31): when it is to be closed (resolved or rejected) by. */
  due_at: dateTimeSchema,
  /** 1: still open or in progress after its due time. */
  overdue: flagSchema,
  /** A member, comment or message reported by a member (#32 item 5); absent or null: a page's report. */
  target: reportTargetSchema.nullable().optional(),
});
export type ReportItem = z.infer<typeof reportItemSchema>;
export const moderationReportsResponseSchema = response({
  reports: z.array(reportItemSchema),
  total: countSchema,
  page: countSchema,
  /** The complaint clock over every report (not the filters): open or in progress past their due time. */
  overdue: countSchema,
  /** The median time from sent to closed of the reports closed in the last 90 days; null when none. */
  median_close_seconds: countSchema.nullable(),
});
export type ModerationReportsResponse = z.infer<typeof moderationReportsResponseSchema>;

export const takedownItemSchema = z.object({
  takedown_id: idSchema,
  video_id: idSchema,
  video_title: z.string(),
  uploader: memberRefSchema,
  report_id: idSchema.nullable(),
  reason: z.string(),
  created_by: memberRefSchema.nullable(),
  created_at: dateTimeSchema,
  counter_notice: z.string().nullable(),
  counter_notice_at: nullableDate,
  restored_at: nullableDate,
  /** The uploader's active strikes now. */
  strikes: countSchema,
});
export type TakedownItem = z.infer<typeof takedownItemSchema>;

/** GET /api/moderation/report.php?report_id=: one report with its thread and its takedowns. */
export const moderationReportQuerySchema = z.object({ report_id: idParamSchema });
export type ModerationReportQuery = z.input<typeof moderationReportQuerySchema>;
export const reportMessageSchema = z.object({
  message_id: idSchema,
  kind: z.enum(['reply', 'note']),
  body: z.string(),
  author: memberRefSchema.nullable(),
  created_at: dateTimeSchema,
});
export const moderationReportResponseSchema = response({
  report: reportItemSchema,
  thread: z.array(reportMessageSchema),
  takedowns: z.array(takedownItemSchema),
});
export type ModerationReportResponse = z.infer<typeof moderationReportResponseSchema>;

/** GET /api/moderation/takedowns.php: takedowns (strikes), newest first; `pending` 1: counter-noticed, not restored. */
export const moderationTakedownsQuerySchema = z.object({
  user_id: idParamSchema.optional(),
  pending: flagInputSchema.optional(),
  page: pageParam,
});
export type ModerationTakedownsQuery = z.input<typeof moderationTakedownsQuerySchema>;
export const moderationTakedownsResponseSchema = response({
  takedowns: z.array(takedownItemSchema),
  total: countSchema,
  page: countSchema,
});
export type ModerationTakedownsResponse = z.infer<typeof moderationTakedownsResponseSchema>;

/** GET /api/moderation/members.php: members by username (`q`, a prefix) and filter, with their standing. */
export const moderationMembersQuerySchema = z.object({
  q: z.string().trim().max(60).optional(),
  filter: z.enum(MEMBER_FILTERS).default('all'),
  page: pageParam,
});
export type ModerationMembersQuery = z.input<typeof moderationMembersQuerySchema>;
export const memberStandingSchema = z.object({
  user_id: idSchema,
  username: z.string(),
  email: z.string().nullable(),
  role: z.enum(STAFF_ROLES),
  is_trusted: flagSchema,
  /** 1: a custodian of records (#31), who opens the consent records; admins grant it (act custodian). */
  is_custodian: flagSchema,
  standing: z.enum(STANDINGS),
  banned_until: nullableDate,
  sanction_reason: z.string().nullable(),
  strikes: countSchema,
  created_at: dateTimeSchema,
});
export type MemberStanding = z.infer<typeof memberStandingSchema>;
export const moderationMembersResponseSchema = response({
  members: z.array(memberStandingSchema),
  total: countSchema,
  page: countSchema,
});
export type ModerationMembersResponse = z.infer<typeof moderationMembersResponseSchema>;

/** GET /api/moderation/words.php: the forbidden words of comments, messages and titles. */
export const moderationWordsResponseSchema = response({
  words: z.array(
    z.object({ word: z.string(), added_by: memberRefSchema.nullable(), created_at: dateTimeSchema }),
  ),
});
export type ModerationWordsResponse = z.infer<typeof moderationWordsResponseSchema>;

/**
 * GET /api/moderation/hidden_channels.php (#33 item 3): the hidden channels, left out of every listing,
 * search, sitemap and related list but reachable by direct link; `videos` counts all of each one's videos.
 */
export const moderationHiddenChannelsResponseSchema = response({
  channels: z.array(
    z.object({
      channel_id: idSchema,
      dir: z.string(),
      title: z.string(),
      gender: z.string(),
      videos: countSchema,
      hidden_by: memberRefSchema.nullable(),
      hidden_at: dateTimeSchema.nullable(),
    }),
  ),
});
export type ModerationHiddenChannelsResponse = z.infer<typeof moderationHiddenChannelsResponseSchema>;
export type HiddenChannelItem = ModerationHiddenChannelsResponse['channels'][number];

/** GET /api/moderation/audit.php: every staff act, newest first. */
export const moderationAuditQuerySchema = z.object({
  actor_id: idParamSchema.optional(),
  action: z
    .string()
    .regex(/^[a-z_]{1,40}$/)
    .optional(),
  target_type: z
    .enum(['video', 'member', 'report', 'takedown', 'word', 'setting', 'appeal', 'uploader', 'record'])
    .optional(),
  target_id: z
    .string()
    .regex(/^[\p{L}\p{N}_]{1,60}$/u)
    .optional(),
  page: pageParam,
});
export type ModerationAuditQuery = z.input<typeof moderationAuditQuerySchema>;
export const auditEntrySchema = z.object({
  audit_id: idSchema,
  actor: memberRefSchema.nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  details: z.record(z.string(), z.unknown()),
  created_at: dateTimeSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const moderationAuditResponseSchema = response({
  entries: z.array(auditEntrySchema),
  total: countSchema,
  page: countSchema,
});
export type ModerationAuditResponse = z.infer<typeof moderationAuditResponseSchema>;

/** GET /api/moderation/settings.php. */
export const moderationSettingsResponseSchema = response({
  settings: z.object({
    trusted_skip_review: flagSchema,
    /** Days a report has to be closed in (the complaint clock), from 1 to COMPLAINT_DAYS_MAX. */
    complaint_days: z.number().int().min(1).max(COMPLAINT_DAYS_MAX),
    /** 1: a removal appeal hides its video at once, until staff decide (default). */
    appeal_hides_video: flagSchema,
    /**
     * The age policy's regions that staff set (#31 item 5), by region; every other region keeps the
     * default (`self` in AGE_SELF_COUNTRIES, `none` elsewhere).
     */
    age_policy: z.array(z.object({ region: z.string(), mode: z.enum(AGE_MODES) })),
  }),
});
export type ModerationSettingsResponse = z.infer<typeof moderationSettingsResponseSchema>;

/**
 * The staff's review of download requests (#13, §6: a member who is not paid may describe what they want
 * the file for, 150 to 500 characters, and staff decide): GET /api/downloads.php, by status, 50 a page,
 * the pending queue oldest first, the decided ones newest first. There is no total: a full page means
 * there may be another.
 */
export const downloadRequestsQuerySchema = z.object({
  status: z.enum(DOWNLOAD_REQUEST_STATUSES).default('pending'),
  page: pageParam,
});
export type DownloadRequestsQuery = z.input<typeof downloadRequestsQuerySchema>;
export const downloadRequestItemSchema = z.object({
  request_id: idSchema,
  /** The member who asked. */
  user_id: idSchema,
  username: z.string(),
  video_id: idSchema,
  /** The video's title. */
  title: z.string(),
  /** The member's description (150 to 500 characters). */
  description: z.string(),
  status: z.enum(DOWNLOAD_REQUEST_STATUSES),
  created_at: dateTimeSchema,
  decided_at: nullableDate,
  /** The user id of the staff member who decided; null while pending. */
  decided_by: idSchema.nullable(),
});
export type DownloadRequestItem = z.infer<typeof downloadRequestItemSchema>;
export const downloadRequestsResponseSchema = response({ requests: z.array(downloadRequestItemSchema) });
export type DownloadRequestsResponse = z.infer<typeof downloadRequestsResponseSchema>;
/**
 * POST /api/downloads.php `act=approve|reject` with `request_id`: an approved member downloads that video
 * for good. 409 `already_decided`, 404 `not_found`.
 */
export const downloadDecisionInputSchema = z.object({
  act: z.enum(DOWNLOAD_DECISIONS),
  request_id: idParamSchema,
});
export type DownloadDecisionInput = z.input<typeof downloadDecisionInputSchema>;

// ---- acts of POST /api/moderation.php ----

/** act takedown: a copyright (DMCA) takedown of a video, optionally from a report. */
export const takedownInputSchema = z.object({
  video_id: idParamSchema,
  report_id: idParamSchema.optional(),
  reason: reason(MODERATION_REASON_MIN, MODERATION_TEXT_MAX),
});
export type TakedownInput = z.input<typeof takedownInputSchema>;
export const takedownResponseSchema = response({
  takedown_id: idSchema,
  video_id: idSchema,
  /** The uploader's active strikes after it. */
  strikes: countSchema,
  /** 1: this strike reached STRIKES_LIMIT and the uploader's account is now disabled. */
  disabled: flagSchema,
});
export type TakedownResponse = z.infer<typeof takedownResponseSchema>;

/** act restore: a taken-down video comes back (its strike is lifted). */
export const takedownRestoreInputSchema = z.object({ takedown_id: idParamSchema });
export type TakedownRestoreInput = z.input<typeof takedownRestoreInputSchema>;
export const takedownRestoreResponseSchema = response({
  video_id: idSchema,
  status_id: countSchema,
  strikes: countSchema,
});
export type TakedownRestoreResponse = z.infer<typeof takedownRestoreResponseSchema>;

/** act sanction: ban, temporary ban until `until` (ISO date-time, in the future), disable, or lift them. */
export const sanctionInputSchema = z.object({
  user_id: idParamSchema,
  sanction: z.enum(SANCTIONS),
  until: z.iso.datetime({ offset: true }).optional(),
  reason: z.string().trim().max(MODERATION_TEXT_MAX).optional(),
});
export type SanctionInput = z.input<typeof sanctionInputSchema>;
export const sanctionResponseSchema = response({
  user_id: idSchema,
  standing: z.enum(STANDINGS),
  banned_until: nullableDate,
});
export type SanctionResponse = z.infer<typeof sanctionResponseSchema>;

/** act trust: mark a member trusted (their uploads may skip review) or not. */
export const trustInputSchema = z.object({ user_id: idParamSchema, trusted: flagInputSchema });
export type TrustInput = z.input<typeof trustInputSchema>;
/** act role (admins): a member's staff role. */
export const roleInputSchema = z.object({ user_id: idParamSchema, role: z.enum(STAFF_ROLES) });
export type RoleInput = z.input<typeof roleInputSchema>;
export const memberChangeResponseSchema = response({ member: memberStandingSchema });
export type MemberChangeResponse = z.infer<typeof memberChangeResponseSchema>;

/** act setting (admins). */
export const settingInputSchema = z
  .object({
    name: z.enum(MODERATION_SETTINGS),
    value: z.coerce.number().int().min(0).max(COMPLAINT_DAYS_MAX),
  })
  .refine((input) => (input.name === 'complaint_days' ? input.value >= 1 : input.value <= 1), {
    path: ['value'],
    message: 'a flag (0 or 1), or days from 1 to COMPLAINT_DAYS_MAX',
  });
export type SettingInput = z.input<typeof settingInputSchema>;

/**
 * act age_policy (admins): the age gate of a region (a country `GB` or a subdivision `US-TX`, any case);
 * `default` removes the region's own mode, so it gets the default again.
 */
export const agePolicyInputSchema = z.object({
  region: z.string().trim().toUpperCase().regex(AGE_REGION_PATTERN),
  mode: z.enum([...AGE_MODES, 'default']),
});
export type AgePolicyInput = z.input<typeof agePolicyInputSchema>;

/** acts word_add and word_remove. */
export const wordInputSchema = z.object({ word: forbiddenWordSchema });
export type WordInput = z.input<typeof wordInputSchema>;

/** acts channel_hide and channel_unhide: a channel by its dir (the name in its address). */
export const hiddenChannelInputSchema = z.object({ dir: dirSchema });
export type HiddenChannelInput = z.input<typeof hiddenChannelInputSchema>;

/** act assign: a report to a staff member (default: oneself; 0: nobody). */
export const assignInputSchema = z.object({
  report_id: idParamSchema,
  assignee_id: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .optional(),
});
export type AssignInput = z.input<typeof assignInputSchema>;
/** act report_status. */
export const reportStatusInputSchema = z.object({
  report_id: idParamSchema,
  status: z.enum(REPORT_STATUSES),
});
export type ReportStatusInput = z.input<typeof reportStatusInputSchema>;
/** act reply: a reply mailed to the reporter (kind reply, default) or a staff note (kind note), kept in the thread. */
export const reportReplyInputSchema = z.object({
  report_id: idParamSchema,
  message: reason(1, REPORT_REPLY_MAX),
  kind: z.enum(['reply', 'note']).default('reply'),
});
export type ReportReplyInput = z.input<typeof reportReplyInputSchema>;
export const reportChangeResponseSchema = response({ report: reportItemSchema });
export type ReportChangeResponse = z.infer<typeof reportChangeResponseSchema>;

/** POST /api/counter_notice.php (the uploader, signed in): a counter-notice to a takedown of their video. */
export const counterNoticeInputSchema = z.object({
  takedown_id: idParamSchema,
  statement: reason(COUNTER_NOTICE_MIN, REPORT_REPLY_MAX),
});
export type CounterNoticeInput = z.input<typeof counterNoticeInputSchema>;
