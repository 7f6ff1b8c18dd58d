import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client.js';
import type { ModerationAnalyticsQuery } from '../contract/analytics.js';
import type { ModerationAppealsQuery } from '../contract/appeal.js';
import type {
  DownloadDecisionInput,
  DownloadRequestsQuery,
  DownloadRequestsResponse,
  ModerationAuditQuery,
  ModerationMembersQuery,
  ModerationQueueQuery,
  ModerationReportsQuery,
  ModerationTakedownsQuery,
} from '../contract/moderation.js';
import type { CustodianRecordsQuery } from '../contract/records.js';
import type { ModerationUploadersQuery } from '../contract/verification.js';
import { keyParams } from './shared.js';

/**
 * The reads of the moderation console (#12). Every answer is `private, no-store` on the server, so each
 * factory has staleTime 0: a console page always asks again when it mounts. Keys run from general to
 * specific: `['moderation']` holds them all, `['moderation', 'reports']` every report list and report.
 */
export const moderationQueries = {
  all: () => ['moderation'] as const,
  queues: () => [...moderationQueries.all(), 'queue'] as const,
  /** Videos awaiting review, longest waiting first. */
  queue: (api: ApiClient, params: ModerationQueueQuery = {}) => {
    const p = keyParams('moderation.queue', params);
    return queryOptions({
      queryKey: [...moderationQueries.queues(), p] as const,
      queryFn: ({ signal }) => api.moderation.queue(p as ModerationQueueQuery, signal),
      staleTime: 0,
    });
  },
  reportsAll: () => [...moderationQueries.all(), 'reports'] as const,
  reportLists: () => [...moderationQueries.reportsAll(), 'list'] as const,
  /** The report queue by status and assignee. */
  reports: (api: ApiClient, params: ModerationReportsQuery = {}) => {
    const p = keyParams('moderation.reports', params);
    return queryOptions({
      queryKey: [...moderationQueries.reportLists(), p] as const,
      queryFn: ({ signal }) => api.moderation.reports(p as ModerationReportsQuery, signal),
      staleTime: 0,
    });
  },
  reportDetails: () => [...moderationQueries.reportsAll(), 'detail'] as const,
  /** One report with its thread and its takedowns. */
  report: (api: ApiClient, reportId: number) =>
    queryOptions({
      queryKey: [...moderationQueries.reportDetails(), reportId] as const,
      queryFn: ({ signal }) => api.moderation.report({ report_id: reportId }, signal),
      staleTime: 0,
    }),
  takedownLists: () => [...moderationQueries.all(), 'takedowns'] as const,
  /** Takedowns (strikes); `pending: 1` the counter-noticed ones not restored. */
  takedowns: (api: ApiClient, params: ModerationTakedownsQuery = {}) => {
    const p = keyParams('moderation.takedowns', params);
    return queryOptions({
      queryKey: [...moderationQueries.takedownLists(), p] as const,
      queryFn: ({ signal }) => api.moderation.takedowns(p as ModerationTakedownsQuery, signal),
      staleTime: 0,
    });
  },
  appealLists: () => [...moderationQueries.all(), 'appeals'] as const,
  /** Removal appeals (#31) of one status (default pending). */
  appeals: (api: ApiClient, params: ModerationAppealsQuery = {}) => {
    const p = keyParams('moderation.appeals', params);
    return queryOptions({
      queryKey: [...moderationQueries.appealLists(), p] as const,
      queryFn: ({ signal }) => api.moderation.appeals(p as ModerationAppealsQuery, signal),
      staleTime: 0,
    });
  },
  recordsAll: () => [...moderationQueries.all(), 'records'] as const,
  /** Every consent record, newest first (custodians of records only, #31 item 2). */
  records: (api: ApiClient, params: CustodianRecordsQuery = {}) => {
    const p = keyParams('records.list', params);
    return queryOptions({
      queryKey: [...moderationQueries.recordsAll(), 'list', p] as const,
      queryFn: ({ signal }) => api.records.list(p as CustodianRecordsQuery, signal),
      staleTime: 0,
    });
  },
  /** One consent record opened, with its pictures' addresses (custodians only; each read is audited). */
  record: (api: ApiClient, recordId: number) =>
    queryOptions({
      queryKey: [...moderationQueries.recordsAll(), 'record', recordId] as const,
      queryFn: ({ signal }) => api.records.record({ record_id: recordId }, signal),
      staleTime: 0,
    }),
  uploaderLists: () => [...moderationQueries.all(), 'uploaders'] as const,
  /** Verified-uploader applications (#31) of one status (default pending). */
  uploaders: (api: ApiClient, params: ModerationUploadersQuery = {}) => {
    const p = keyParams('moderation.uploaders', params);
    return queryOptions({
      queryKey: [...moderationQueries.uploaderLists(), p] as const,
      queryFn: ({ signal }) => api.moderation.uploaders(p as ModerationUploadersQuery, signal),
      staleTime: 0,
    });
  },
  memberLists: () => [...moderationQueries.all(), 'members'] as const,
  /** Members with their role, trust, standing and strikes. */
  members: (api: ApiClient, params: ModerationMembersQuery = {}) => {
    const p = keyParams('moderation.members', params);
    return queryOptions({
      queryKey: [...moderationQueries.memberLists(), p] as const,
      queryFn: ({ signal }) => api.moderation.members(p as ModerationMembersQuery, signal),
      staleTime: 0,
    });
  },
  /** The forbidden words. */
  words: (api: ApiClient) =>
    queryOptions({
      queryKey: [...moderationQueries.all(), 'words'] as const,
      queryFn: ({ signal }) => api.moderation.words(signal),
      staleTime: 0,
    }),
  /** The hidden channels (#33 item 3). */
  hiddenChannels: (api: ApiClient) =>
    queryOptions({
      queryKey: [...moderationQueries.all(), 'hiddenChannels'] as const,
      queryFn: ({ signal }) => api.moderation.hiddenChannels(signal),
      staleTime: 0,
    }),
  auditLists: () => [...moderationQueries.all(), 'audit'] as const,
  /** The audit log, newest first. */
  audit: (api: ApiClient, params: ModerationAuditQuery = {}) => {
    const p = keyParams('moderation.audit', params);
    return queryOptions({
      queryKey: [...moderationQueries.auditLists(), p] as const,
      queryFn: ({ signal }) => api.moderation.audit(p as ModerationAuditQuery, signal),
      staleTime: 0,
    });
  },
  /** The site's own analytics (#33): the last `days` days' counts. */
  analytics: (api: ApiClient, params: ModerationAnalyticsQuery = {}) => {
    const p = keyParams('moderation.analytics', params);
    return queryOptions({
      queryKey: [...moderationQueries.all(), 'analytics', p] as const,
      queryFn: ({ signal }) => api.moderation.analytics(p as ModerationAnalyticsQuery, signal),
      staleTime: 0,
    });
  },
  downloadRequestLists: () => [...moderationQueries.all(), 'downloads'] as const,
  /** Members' download requests (#13) by status, 50 a page. */
  downloadRequests: (api: ApiClient, params: DownloadRequestsQuery = {}) => {
    const p = keyParams('moderation.downloadRequests', params);
    return queryOptions({
      queryKey: [...moderationQueries.downloadRequestLists(), p] as const,
      queryFn: ({ signal }) => api.moderation.downloadRequests(p as DownloadRequestsQuery, signal),
      staleTime: 0,
    });
  },
  /** The console settings (admins change them). */
  settings: (api: ApiClient) =>
    queryOptions({
      queryKey: [...moderationQueries.all(), 'settings'] as const,
      queryFn: ({ signal }) => api.moderation.settings(signal),
      staleTime: 0,
    }),
};

/**
 * A download request approved or rejected (#13). On success the request leaves every cached list at once
 * (it is no longer pending, and a decided list shows it only after asking again), then the lists are
 * asked again. After a failure (409 already_decided, 404) the lists are asked again too: they are out of
 * date.
 */
export function decideDownloadMutation(api: ApiClient, qc: QueryClient) {
  const lists = moderationQueries.downloadRequestLists();
  return mutationOptions({
    mutationKey: [...lists, 'decide'],
    mutationFn: (input: DownloadDecisionInput) => api.moderation.decideDownload(input),
    onSuccess: (_data, input) => {
      const id = Number(input.request_id);
      qc.setQueriesData<DownloadRequestsResponse>({ queryKey: lists }, (old) =>
        old ? { ...old, requests: old.requests.filter((r) => r.request_id !== id) } : old,
      );
    },
    onSettled: () => qc.invalidateQueries({ queryKey: lists }),
  });
}
