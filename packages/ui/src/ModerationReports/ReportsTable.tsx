import type { ReportSubject } from '@site/api';
import { REPORT_SORTS, REPORT_STATUSES } from '@site/api/display';
import { useId } from 'react';
import { Badge } from '../Badge/Badge';
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
import type { ReportSortName, ReportStatusName, ReportsTableProps } from '../ModerationCommon/types';
import { REPORT_SUBJECT_KEYS } from '../ReportModal/reportSubjects';
import { Select } from '../Select/Select';

const ALL = 'all';

/** A report's subject in the viewer's language when it is one of the form's four (the value as sent else). */
export function useSubjectText(): (subject: string) => string {
  const { t } = useMessages(moderationEn);
  return (subject) =>
    Object.hasOwn(REPORT_SUBJECT_KEYS, subject) ? t(REPORT_SUBJECT_KEYS[subject as ReportSubject]) : subject;
}

const SORT_KEYS = { due: 'moderation.reports.sortDue', newest: 'moderation.reports.sortNewest' } as const;

/**
 * The report queue as a table (subject, status, assignee, sent, due, time to triage), the earliest due
 * first or the newest first, with filters by status and assignee and pages. Above it the complaint clock:
 * how many reports are overdue and the median time to close. An unclosed report past its due time is
 * marked overdue. Time to triage is the first staff act minus the creation; untriaged reports show how
 * long they have waited.
 */
export function ReportsTable({
  reports,
  filters,
  onFiltersChange,
  staff,
  hrefForReport,
  summary,
  loading,
  error,
  onRetry,
  ...paging
}: ReportsTableProps) {
  const { t, locale } = useMessages(moderationEn);
  const Link = useLinkComponent();
  const subjectText = useSubjectText();
  const titleId = useId();
  const clockId = useId();
  const filtered = filters.status !== null || filters.assigneeId !== null;
  return (
    <section className={common.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={common.heading}>
        {t('moderation.reports.title')}
      </h2>
      {summary && (
        <section aria-labelledby={clockId} className={common.actions}>
          <h3 id={clockId} className={common.subheading}>
            {t('moderation.reports.clock')}
          </h3>
          <Badge tone={summary.overdue > 0 ? 'danger' : 'neutral'}>
            {t('moderation.reports.overdueCount', { count: summary.overdue })}
          </Badge>
          <span className={common.muted}>
            {summary.medianCloseSeconds === null
              ? t('moderation.reports.medianCloseNone')
              : t('moderation.reports.medianClose', {
                  time: formatElapsed(summary.medianCloseSeconds, locale),
                })}
          </span>
        </section>
      )}
      <div className={common.toolbar}>
        <div className={common.toolbarItem}>
          <Select
            label={t('moderation.reports.sort')}
            size="sm"
            value={filters.sort}
            options={REPORT_SORTS.map((sort) => ({ value: sort, label: t(SORT_KEYS[sort]) }))}
            onValueChange={(value) => onFiltersChange({ ...filters, sort: value as ReportSortName })}
          />
        </div>
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
          caption={t(filters.sort === 'due' ? 'moderation.reports.captionDue' : 'moderation.reports.caption')}
          columns={[
            t('moderation.reports.subject'),
            t('moderation.reports.status'),
            t('moderation.reports.assignee'),
            t('moderation.reports.created'),
            t('moderation.reports.due'),
            t('moderation.reports.triage'),
          ]}
        >
          {reports.map((report) => (
            <tr key={report.report_id}>
              <th scope="row">
                <Link href={hrefForReport(report.report_id)} className={common.link}>
                  {subjectText(report.subject)}
                </Link>
                {report.target && (
                  <div>
                    {t(`moderation.report.target.${report.target.kind}`, {
                      name: report.target.member?.username ?? '—',
                    })}
                  </div>
                )}
                <div className={common.muted}>{report.email}</div>
              </th>
              <td>
                <ReportStatusBadge status={report.status} />
              </td>
              <td>
                <MemberName member={report.assignee} fallback="moderation.nobody" />
              </td>
              <td className={common.nowrap}>{formatDateTime(report.created_at, locale)}</td>
              <td className={common.nowrap}>
                {formatDateTime(report.due_at, locale)}
                {report.overdue === 1 && (
                  <>
                    {' '}
                    <Badge tone="danger">{t('moderation.reports.overdue')}</Badge>
                  </>
                )}
              </td>
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
