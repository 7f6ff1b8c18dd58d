// Props of the moderation console components (#12). The rows are the @site/api contract's rows as the
// staff reads answer them; components never fetch: they show what they are given and call back.
import type {
  AppealDecisionName,
  AppealItem,
  AppealStatusName,
  AuditEntry,
  CustodianRecord,
  CustodianRecordItem,
  DownloadDecisionName,
  DownloadRequestItem,
  DownloadRequestStatusName,
  MEMBER_FILTERS,
  MemberRef,
  MemberStanding,
  ModerationReportResponse,
  ModerationWordsResponse,
  ReportItem,
  ReportSortName,
  ReportStatusName,
  ReviewItem,
  SanctionName,
  StaffRoleName,
  TakedownItem,
  UploaderDecisionName,
  UploaderItem,
  UploaderQueueStatusName,
} from '@site/api';

export type {
  AppealDecisionName,
  AppealItem,
  AppealStatusName,
  AuditEntry,
  DownloadDecisionName,
  DownloadRequestItem,
  DownloadRequestStatusName,
  MemberRef,
  MemberStanding,
  ReportItem,
  ReportSortName,
  ReportStatusName,
  ReviewItem,
  SanctionName,
  StaffRoleName,
  TakedownItem,
  UploaderDecisionName,
  UploaderItem,
  UploaderQueueStatusName,
};
/** One message of a report's thread: a reply mailed to the reporter or a staff note. */
export type ReportThreadMessage = ModerationReportResponse['thread'][number];
export type ReportMessageKind = ReportThreadMessage['kind'];
/** One forbidden word. */
export type ForbiddenWordRow = ModerationWordsResponse['words'][number];
export type MemberFilterName = (typeof MEMBER_FILTERS)[number];
export type AuditTargetType =
  | 'video'
  | 'member'
  | 'report'
  | 'takedown'
  | 'word'
  | 'setting'
  | 'appeal'
  | 'channel'
  | 'uploader'
  | 'record';

/** The viewer's staff role: settings and role changes are for admins. */
export type StaffViewerRole = 'moderator' | 'admin';

/** Sections of the console, in the navigation's order. */
export const MODERATION_SECTIONS = [
  'queue',
  'reports',
  'takedowns',
  'appeals',
  'uploaders',
  'records',
  'downloads',
  'members',
  'words',
  'audit',
  'analytics',
  'settings',
] as const;
export type ModerationSection = (typeof MODERATION_SECTIONS)[number];

/** A read that may be under way or may have failed. */
export interface ModerationLoadState {
  /** The read is under way: a skeleton shows instead of the rows. */
  loading?: boolean;
  /** The read failed with this §8 code (`general_error` when unknown): an error state shows instead. */
  error?: string | null;
  /** Shown as "Try again" in the error state. */
  onRetry?: () => void;
}

/** Pages of a list (MODERATION_PAGE_SIZE rows a page unless `pageSize` says otherwise). */
export interface ModerationPaging {
  page: number;
  /** All rows of the list (all pages). */
  total: number;
  pageSize?: number;
  /** Client navigation to a page; with `hrefForPage` too the links are real links. */
  onPageChange?: (page: number) => void;
  hrefForPage?: (page: number) => string;
}

/** An act under way or failed. */
export interface ModerationActState {
  /** An act is under way: its buttons show a spinner and the others are disabled. */
  busy?: boolean;
  /** The last act failed with this §8 code: shown as an alert above the controls. */
  actionError?: string | null;
}

export interface ModerationNavProps {
  /** The section shown now (marked `aria-current="page"`). */
  current: ModerationSection;
  /** The address of each section (links through the UiProvider's link component). */
  hrefFor: (section: ModerationSection) => string;
  /** `moderator` hides the settings section. */
  viewerRole: StaffViewerRole;
  /** Counts shown beside sections, e.g. `{ queue: 4, reports: 2 }` (open items). */
  counts?: Partial<Record<ModerationSection, number>>;
}

export interface ModerationQueueProps extends ModerationLoadState, ModerationPaging {
  /** Videos awaiting review, longest waiting first (as the server sends them). */
  items: readonly ReviewItem[];
  /** The video shown in the review panel. */
  selectedId?: number | null;
  onSelect: (videoId: number) => void;
}

export interface ReviewPanelProps extends ModerationActState {
  /** The video under review; null shows "select a video". */
  item: ReviewItem | null;
  onApprove: (videoId: number) => void;
  /** Reject with the reason shown to the uploader (3–1000 characters, required in the dialog). */
  onReject: (videoId: number, reason: string) => void;
  /** Link to the uploader's profile. */
  hrefForMember?: (member: MemberRef) => string;
}

export interface ReportFilters {
  /** null: every status. */
  status: ReportStatusName | null;
  /** null: any assignee (the server filters by one staff member). */
  assigneeId: number | null;
  /** The order: the earliest due first (the complaint clock), or the newest first. */
  sort: ReportSortName;
}

/** The complaint clock's summary over every report (not the filters). */
export interface ComplaintClockSummary {
  /** Open or in progress past their due time. */
  overdue: number;
  /** The median time from sent to closed (recent reports); null when none was closed. */
  medianCloseSeconds: number | null;
}

export interface ReportsTableProps extends ModerationLoadState, ModerationPaging {
  reports: readonly ReportItem[];
  filters: ReportFilters;
  onFiltersChange: (filters: ReportFilters) => void;
  /** Staff the assignee filter offers (the viewer first is a good idea). */
  staff: readonly MemberRef[];
  /** The report's page in the console. */
  hrefForReport: (reportId: number) => string;
  /** The complaint clock's summary; null while it loads. */
  summary: ComplaintClockSummary | null;
}

export interface ReportDetailProps extends ModerationLoadState, ModerationActState {
  /** Null while loading or after an error. */
  report: ReportItem | null;
  thread: readonly ReportThreadMessage[];
  /** The takedowns this report caused. */
  takedowns: readonly TakedownItem[];
  /** The signed-in staff member (for "assign to me"). */
  viewer: MemberRef;
  /** The attached image's address when `report.has_image`. */
  imageHref?: string | null;
  hrefForVideo?: (videoId: number) => string;
  hrefForMember?: (member: MemberRef) => string;
  /** Back to the reports list. */
  backHref?: string;
  onReply: (kind: ReportMessageKind, message: string) => void;
  onStatusChange: (status: ReportStatusName) => void;
  /** Assign to a staff member; 0 assigns to nobody. */
  onAssign: (assigneeId: number) => void;
  /** A copyright takedown of the reported video (DMCA reports with a video). */
  onTakedown: (videoId: number, reason: string) => void;
  onRestore: (takedownId: number) => void;
  /** Raise to clear the reply form after a reply was sent (e.g. the thread length). */
  replyResetKey?: string | number;
}

/** A staff decision on a removal appeal, with the optional note mailed to the appellant. */
export interface AppealDecision {
  appealId: number;
  decision: AppealDecisionName;
  note: string | undefined;
}

export interface AppealsListProps extends ModerationLoadState, ModerationPaging, ModerationActState {
  /** The appeals of `status`, as the server sends them (pending: oldest first). */
  appeals: readonly AppealItem[];
  status: AppealStatusName;
  onStatusChange: (status: AppealStatusName) => void;
  onDecide: (decision: AppealDecision) => void;
  hrefForVideo?: (videoId: number) => string;
  hrefForMember?: (member: MemberRef) => string;
}

/** A staff decision on a verified-uploader application (#31); `reason` is required to reject. */
export interface UploaderDecision {
  applicationId: number;
  decision: UploaderDecisionName;
  reason: string | undefined;
}

export interface UploadersListProps extends ModerationLoadState, ModerationPaging, ModerationActState {
  /** The applications of `status`, as the server sends them (pending: oldest first). */
  applications: readonly UploaderItem[];
  status: UploaderQueueStatusName;
  onStatusChange: (status: UploaderQueueStatusName) => void;
  onDecide: (decision: UploaderDecision) => void;
  hrefForMember?: (member: MemberRef) => string;
}

export interface RecordsListProps extends ModerationLoadState, ModerationPaging {
  /** The consent records, newest first, as the server sends them to a custodian of records. */
  records: readonly CustodianRecordItem[];
  /** The viewer is not a custodian of records (403): a notice shows instead of the list. */
  forbidden?: boolean;
  /** The record opened (`records.record`, with its pictures' addresses), or null. */
  opened: CustodianRecord | null;
  /** The record being opened: its button shows a spinner. */
  opening?: number | null;
  /** Opening a record failed with this §8 code. */
  openError?: string | null;
  onOpen: (recordId: number) => void;
  onClose: () => void;
  /** The §2257 index as CSV (a download link). */
  indexHref: string;
  hrefForMember?: (member: MemberRef) => string;
  hrefForVideo?: (videoId: number) => string;
}

export interface TakedownsListProps extends ModerationLoadState, ModerationPaging, ModerationActState {
  takedowns: readonly TakedownItem[];
  /** Only counter-noticed takedowns not restored yet. */
  pendingOnly: boolean;
  onPendingOnlyChange: (pendingOnly: boolean) => void;
  onRestore: (takedownId: number) => void;
  hrefForVideo?: (videoId: number) => string;
  hrefForReport?: (reportId: number) => string;
  hrefForMember?: (member: MemberRef) => string;
}

export interface MemberSanctionsProps extends ModerationLoadState, ModerationPaging, ModerationActState {
  members: readonly MemberStanding[];
  /** The username prefix searched now. */
  query: string;
  onQueryChange: (query: string) => void;
  filter: MemberFilterName;
  onFilterChange: (filter: MemberFilterName) => void;
  /** The signed-in staff member: they cannot sanction themselves; role select only for admins. */
  viewer: MemberRef & { role: StaffViewerRole };
  /**
   * `until` (ISO date-time with offset, in the future) is given for `temp_ban` only; `reason` is the
   * trimmed reason or undefined when left empty.
   */
  onSanction: (
    userId: number,
    sanction: SanctionName,
    until: string | undefined,
    reason: string | undefined,
  ) => void;
  onTrust: (userId: number, trusted: boolean) => void;
  /** Admins only (the select is not shown to moderators). */
  onRole: (userId: number, role: StaffRoleName) => void;
  /** Admins only: make the member a custodian of records (#31), or no longer (the switch is not shown otherwise). */
  onCustodian?: (userId: number, custodian: boolean) => void;
  hrefForMember?: (member: MemberRef) => string;
  /** The member an act is under way for (their buttons show a spinner). */
  busyUserId?: number | null;
}

export interface ForbiddenWordsProps extends ModerationLoadState, ModerationActState {
  words: readonly ForbiddenWordRow[];
  onWordAdd: (word: string) => void;
  onWordRemove: (word: string) => void;
  /** Raise to clear the add field after a word was added (e.g. the words' length). */
  addResetKey?: string | number;
}

export interface AuditFilters {
  actorId: number | null;
  action: string | null;
  targetType: AuditTargetType | null;
  targetId: string | null;
}

export interface AuditLogProps extends ModerationLoadState, ModerationPaging {
  entries: readonly AuditEntry[];
  filters: AuditFilters;
  onFiltersChange: (filters: AuditFilters) => void;
  /** Staff the actor filter offers. */
  staff: readonly MemberRef[];
}

export interface ModerationSettingsValues {
  trusted_skip_review: boolean;
  /** Days a report has to be closed in (the complaint clock). */
  complaint_days: number;
  /** A removal appeal hides its video at once. */
  appeal_hides_video: boolean;
}

export interface ModerationSettingsProps extends ModerationLoadState, ModerationActState {
  settings: ModerationSettingsValues | null;
  /** Moderators see the settings read-only. */
  viewerRole: StaffViewerRole;
  onSettingChange: <N extends keyof ModerationSettingsValues>(
    name: N,
    value: ModerationSettingsValues[N],
  ) => void;
}

/** The decision under way on one download request. */
export interface DownloadDecision {
  requestId: number;
  act: DownloadDecisionName;
}

export interface DownloadRequestsProps extends ModerationLoadState {
  /** Members' download requests of one status, as the server sends them (pending: oldest first). */
  requests: readonly DownloadRequestItem[];
  /** The status shown. */
  status: DownloadRequestStatusName;
  onStatusChange: (status: DownloadRequestStatusName) => void;
  /** The page shown, from 1. The server sends no total: a full page (`pageSize` rows) offers a next one. */
  page: number;
  /** Rows per page (MODERATION_PAGE_SIZE unless the server says otherwise). */
  pageSize?: number;
  /** Client navigation to a page; with `hrefForPage` too the links are real links. */
  onPageChange?: (page: number) => void;
  hrefForPage?: (page: number) => string;
  onApprove: (requestId: number) => void;
  onReject: (requestId: number) => void;
  /** The decision under way: its button shows a spinner and every other decision button is disabled. */
  deciding?: DownloadDecision | null;
  /** The last decision failed with this §8 code (e.g. `already_decided`): an alert above the list. */
  actionError?: string | null;
  /** The video's page (the request is for that video). */
  hrefForVideo?: (videoId: number) => string;
  /** The member's profile. */
  hrefForMember?: (member: MemberRef) => string;
}
