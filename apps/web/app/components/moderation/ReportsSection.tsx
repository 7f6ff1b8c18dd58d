import type { ApiClient } from '@site/api';
import { moderationQueries } from '@site/api/query';
import { ReportsTable } from '@site/ui/moderation';
import { useQuery } from '@tanstack/react-query';
import { browserApi } from '../../lib/api';
import { moderationReportUrl } from '../../lib/urls';
import { useConsoleViewer } from './ConsolePage';
import { loadState, useListAddress, useStaff } from './lists';
import { reportsParams } from './params';
import '../../messages/use-moderation';

/**
 * /moderation/reports/: the report queue, the earliest due first or the newest (`?sort=newest`), by status
 * and assignee (`?status=&assignee_id=`), under the complaint clock's summary.
 */
export function ReportsSection({ api = browserApi }: { api?: ApiClient }) {
  const viewer = useConsoleViewer();
  const address = useListAddress();
  const params = reportsParams(address.search);
  const query = useQuery(moderationQueries.reports(api, params));
  const staff = useStaff(api, viewer);
  return (
    <ReportsTable
      {...loadState(query)}
      reports={query.data?.reports ?? []}
      page={params.page}
      total={query.data?.total ?? 0}
      hrefForPage={address.hrefForPage}
      filters={{ status: params.status ?? null, assigneeId: params.assignee_id ?? null, sort: params.sort }}
      onFiltersChange={(filters) =>
        address.change({
          status: filters.status,
          assignee_id: filters.assigneeId,
          sort: filters.sort === 'due' ? null : filters.sort,
        })
      }
      summary={
        query.data
          ? { overdue: query.data.overdue, medianCloseSeconds: query.data.median_close_seconds }
          : null
      }
      staff={staff}
      hrefForReport={moderationReportUrl}
    />
  );
}
