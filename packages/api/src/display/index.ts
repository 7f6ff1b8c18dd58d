/**
 * Display helpers of §9 for the UI and the site, and the value sets and limits of the contract that the
 * UI's components check against (the moderation console's lists, page size and text limits). This entry
 * imports no zod and no React, so the UI package can depend on it cheaply.
 */

export {
  AGE_MODES,
  AGE_REGION_PATTERN,
  AGE_SELF_COUNTRIES,
  type AgeMode,
  APPEAL_DECISIONS,
  APPEAL_STATEMENT_MAX,
  APPEAL_STATUSES,
  type AppealDecisionName,
  type AppealStatusName,
  AUDIT_ACTIONS,
  type AuditAction,
  COMPLAINT_DAYS_MAX,
  CONTENT_PROVIDER_TERMS_VERSION,
  DIR_PATTERN,
  DOWNLOAD_REQUEST_STATUSES,
  type DownloadRequestStatusName,
  FORBIDDEN_WORD_MAX,
  FORBIDDEN_WORD_PATTERN,
  MEMBER_FILTER_KEYS,
  MEMBER_FILTERS,
  MODEL_COUNTRIES,
  MODEL_FILTER_KEYS,
  MODERATION_PAGE_SIZE,
  MODERATION_REASON_MAX,
  MODERATION_REASON_MIN,
  MODERATION_TEXT_MAX,
  type ModelCountry,
  REPORT_REPLY_MAX,
  REPORT_SORTS,
  REPORT_STATUSES,
  type ReportSortName,
  type ReportStatusName,
  SANCTIONS,
  type SanctionName,
  STAFF_ROLES,
  type StaffRoleName,
  UPLOADER_DECISIONS,
  UPLOADER_NAME_MAX,
  UPLOADER_QUEUE_STATUSES,
  type UploaderDecisionName,
  type UploaderQueueStatusName,
  type UploaderStatusName,
  USER_UPLOAD_SOURCE,
} from '../contract/values.js';
export * from './dates.js';
export * from './filters.js';
export { cachedIntl } from './intl.js';
export * from './locale-symbols.js';
export * from './numbers.js';
export * from './paths.js';
export * from './video.js';
