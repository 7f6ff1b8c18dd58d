// The moderation console of @site/ui (#12). Each component lives in its own Moderation* folder; the
// props are in ModerationCommon/types.ts.

export {
  type AgePolicyRegion,
  AgePolicySettings,
  type AgePolicySettingsProps,
} from './AgePolicySettings/AgePolicySettings';
export { DownloadRequests } from './DownloadRequests/DownloadRequests';
export { AppealsList } from './ModerationAppeals/AppealsList';
export { AuditLog, auditFiltersOf, NO_AUDIT_FILTERS } from './ModerationAudit/AuditLog';
export { formatElapsed, tempBanUntil } from './ModerationCommon/format';
export * from './ModerationCommon/types';
export {
  HiddenChannels,
  type HiddenChannelsProps,
  hiddenChannelError,
} from './ModerationHiddenChannels/HiddenChannels';
export { MemberSanctions } from './ModerationMembers/MemberSanctions';
export { ModerationNav } from './ModerationNav/ModerationNav';
export { ModerationQueue } from './ModerationQueue/ModerationQueue';
export { RecordsList } from './ModerationRecords/RecordsList';
export { ReportDetail } from './ModerationReportDetail/ReportDetail';
export { ReportsTable } from './ModerationReports/ReportsTable';
export { REJECT_REASON_MIN, ReviewPanel } from './ModerationReview/ReviewPanel';
export { ModerationSettings } from './ModerationSettings/ModerationSettings';
export { TakedownCard, type TakedownCardProps } from './ModerationTakedowns/TakedownCard';
export { TakedownsList } from './ModerationTakedowns/TakedownsList';
export { UploadersList } from './ModerationUploaders/UploadersList';
export { ForbiddenWords, wordError } from './ModerationWords/ForbiddenWords';
