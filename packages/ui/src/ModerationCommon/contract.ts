// Values of @site/api's moderation contract the console needs at run time. They are repeated here because
// importing any value from contract/moderation.ts (or upload.ts) keeps that module's zod schemas, and so
// all of zod, in every bundle that uses a console component; contract.test.ts checks they still match.
import type { DownloadRequestStatusName, ReportStatusName, SanctionName, StaffRoleName } from '@site/api';
import type { MemberFilterName } from '../moderation-types';

/** Rows per page of every console list (MODERATION_PAGE_SIZE). */
export const PAGE_SIZE = 50;
/** REPORT_STATUSES. */
export const REPORT_STATUS_LIST = [
  'open',
  'in_progress',
  'resolved',
  'rejected',
] as const satisfies readonly ReportStatusName[];
/** MEMBER_FILTERS. */
export const MEMBER_FILTER_LIST = [
  'all',
  'staff',
  'trusted',
  'sanctioned',
] as const satisfies readonly MemberFilterName[];
/** STAFF_ROLES. */
export const STAFF_ROLE_LIST = ['member', 'moderator', 'admin'] as const satisfies readonly StaffRoleName[];
/** SANCTIONS. */
export const SANCTION_LIST = [
  'ban',
  'temp_ban',
  'disable',
  'lift',
] as const satisfies readonly SanctionName[];
/** MODERATION_TEXT_MAX: reasons of takedowns and sanctions. */
export const TEXT_MAX = 1000;
/** MODERATION_REASON_MAX: the reason of a rejected video. */
export const REJECT_REASON_MAX = 1000;
/** REPORT_REPLY_MAX. */
export const REPLY_MAX = 5000;
/** The shortest reason of a rejection or a takedown (moderationRejectInputSchema, takedownInputSchema). */
export const REASON_MIN = 3;
/** forbiddenWordSchema: one word of letters and digits, at most 60 characters. */
export const WORD_MAX = 60;
export const WORD_PATTERN = /^[\p{L}\p{N}]+$/u;
/** DOWNLOAD_REQUEST_STATUSES: the statuses of members' download requests (#13). */
export const DOWNLOAD_STATUS_LIST = [
  'pending',
  'approved',
  'rejected',
] as const satisfies readonly DownloadRequestStatusName[];
