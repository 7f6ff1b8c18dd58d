import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client.js';
import {
  type ModerationAuditQuery,
  type ModerationMembersQuery,
  type ModerationQueueQuery,
  type ModerationReportsQuery,
  type ModerationTakedownsQuery,
  moderationAuditQuerySchema,
  moderationMembersQuerySchema,
  moderationQueueQuerySchema,
  moderationReportsQuerySchema,
  moderationTakedownsQuerySchema,
} from '../contract/moderation.js';
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
    const p = keyParams(moderationQueueQuerySchema, params);
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
    const p = keyParams(moderationReportsQuerySchema, params);
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
    const p = keyParams(moderationTakedownsQuerySchema, params);
    return queryOptions({
      queryKey: [...moderationQueries.takedownLists(), p] as const,
      queryFn: ({ signal }) => api.moderation.takedowns(p as ModerationTakedownsQuery, signal),
      staleTime: 0,
    });
  },
  memberLists: () => [...moderationQueries.all(), 'members'] as const,
  /** Members with their role, trust, standing and strikes. */
  members: (api: ApiClient, params: ModerationMembersQuery = {}) => {
    const p = keyParams(moderationMembersQuerySchema, params);
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
  auditLists: () => [...moderationQueries.all(), 'audit'] as const,
  /** The audit log, newest first. */
  audit: (api: ApiClient, params: ModerationAuditQuery = {}) => {
    const p = keyParams(moderationAuditQuerySchema, params);
    return queryOptions({
      queryKey: [...moderationQueries.auditLists(), p] as const,
      queryFn: ({ signal }) => api.moderation.audit(p as ModerationAuditQuery, signal),
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
