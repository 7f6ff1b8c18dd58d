/**
 * Display helpers of §9 for the UI and the site. This entry imports no zod and no React, so the UI
 * package can depend on it cheaply.
 */

export {
  AUDIT_ACTIONS,
  type AuditAction,
  MEMBER_FILTER_KEYS,
  MODEL_COUNTRIES,
  MODEL_FILTER_KEYS,
  type ModelCountry,
  USER_UPLOAD_SOURCE,
} from '../contract/values.js';
export * from './dates.js';
export * from './filters.js';
export { cachedIntl } from './intl.js';
export * from './numbers.js';
export * from './video.js';
