import type { ReportSubject } from '@site/api';
import { REPORT_STATUSES } from '@site/api/display';
import { useId } from 'react';
import { moderationEn } from '../i18n/messages/moderation';
import { useLinkComponent, useMessages } from '../i18n/UiProvider';
import { formatDateTime, formatElapsed } from '../ModerationCommon/format';
import * as common from '../ModerationCommon/ModerationCommon.css';
import {
  ConsoleTable,
  ListPagination,
  ListState,
  MemberName,
  ReportStatusBadge,
} from '../ModerationCommon/parts';
import type { ReportStatusName, ReportsTableProps } from '../ModerationCommon/types';
import { REPORT_SUBJECT_KEYS } from '../ReportModal/reportSubjects';
import { Select } from '../Select/Select';

const ALL = 'all';

/** A report's subject in the viewer's language when it is one of the form's four (the value as sent else). */
export function useSubjectText(): (subject: string) => string {
  const { t } = useMessages(moderationEn);
  return (subject) =>
    Object.hasOwn(REPORT_SUBJECT_KEYS, subject) ? t(REPORT_SUBJECT_KEYS[subject as ReportSubject]) : subject;
}

/**
 * The report queue as a table (subject, status, assignee, sent, time to triage), newest first, with
 * filters by status and assignee and pages. Time to triage is the first staff act minus the creation;
 * untriaged reports show how long they have waited.
 */
export function ReportsTable({
  reports,
  filters,
  onFiltersChange,
  staff,
  hrefForReport,
  loading,
  error,
  onRetry,
  ...paging
}: ReportsTableProps) {
  const { t, locale } = useMessages(moderationEn);
  const Link = useLinkComponent();
  const subjectText = useSubjectText();
  const titleId = useId();
  const filtered = filters.status !== null || filters.assigneeId !== null;
  return (
    <section className={common.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={common.heading}>
        {t('moderation.reports.title')}
      </h2>
      <div className={common.toolbar}>
        <div className={common.toolbarItem}>
          <Select
            label={t('moderation.reports.filterStatus')}
            size="sm"
            value={filters.status ?? ALL}
            options={[
              { value: ALL, label: t('moderation.any') },
              ...REPORT_STATUSES.map((status) => ({
                value: status,
                label: t(`moderation.status.${status}`),
              })),
            ]}
            onValueChange={(value) =>
              onFiltersChange({ ...filters, status: value === ALL ? null : (value as ReportStatusName) })
            }
          />
        </div>
        <div className={common.toolbarItem}>
          <Select
            label={t('moderation.reports.filterAssignee')}
            size="sm"
            value={filters.assigneeId === null ? ALL : String(filters.assigneeId)}
            options={[
              { value: ALL, label: t('moderation.any') },
              ...staff.map((member) => ({ value: String(member.user_id), label: member.username })),
            ]}
            onValueChange={(value) =>
              onFiltersChange({ ...filters, assigneeId: value === ALL ? null : Number(value) })
            }
          />
        </div>
      </div>
      <ListState
        loading={loading}
        error={error}
        onRetry={onRetry}
        empty={reports.length === 0}
        emptyTitle={t('moderation.reports.empty')}
        emptyDescription={filtered ? t('moderation.reports.emptyFiltered') : undefined}
      >
        <ConsoleTable
          caption={t('moderation.reports.caption')}
          columns={[
            t('moderation.reports.subject'),
            t('moderation.reports.status'),
            t('moderation.reports.assignee'),
            t('moderation.reports.created'),
            t('moderation.reports.triage'),
          ]}
        >
          {reports.map((report) => (
            <tr key={report.report_id}>
              <th scope="row">
                <Link href={hrefForReport(report.report_id)} className={common.link}>
                  {subjectText(report.subject)}
                </Link>
                <div className={common.muted}>{report.email}</div>
              </th>
              <td>
                <ReportStatusBadge status={report.status} />
              </td>
              <td>
                <MemberName member={report.assignee} fallback="moderation.nobody" />
              </td>
              <td className={common.nowrap}>{formatDateTime(report.created_at, locale)}</td>
              <td>
                {report.triage_seconds === null
                  ? t('moderation.reports.notTriaged', { age: formatElapsed(report.age_seconds, locale) })
                  : formatElapsed(report.triage_seconds, locale)}
              </td>
            </tr>
          ))}
        </ConsoleTable>
        <ListPagination {...paging} />
      </ListState>
    </section>
  );
}
