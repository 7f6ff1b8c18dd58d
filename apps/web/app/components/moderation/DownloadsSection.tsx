import type { ApiClient, DownloadDecisionName } from '@site/api';
import { moderationQueries } from '@site/api/query';
import { DownloadRequests } from '@site/ui/moderation';
import { useQuery } from '@tanstack/react-query';
import { browserApi } from '../../lib/api';
import { memberHref } from '../../lib/urls';
import { actError, useConsoleAct } from './acts';
import { loadState, useListAddress } from './lists';
import { downloadRequestsParams } from './params';
import { consoleVideoHref } from './ReportSection';
import '../../messages/use-moderation';

/**
 * /moderation/downloads/ (#13): members' download requests (a description instead of paying), by status
 * (`?status=approved`, waiting by default) and page; staff approve (the member may then download that
 * video) or reject. After a decision, or after `already_decided` / `not_found`, the lists are asked again.
 */
export function DownloadsSection({ api = browserApi }: { api?: ApiClient }) {
  const address = useListAddress();
  const params = downloadRequestsParams(address.search);
  const query = useQuery(moderationQueries.downloadRequests(api, params));
  const decide = useConsoleAct(
    {
      run: (a, input: { requestId: number; act: DownloadDecisionName }) =>
        a.moderation.decideDownload({ request_id: input.requestId, act: input.act }),
      invalidate: [moderationQueries.downloadRequestLists()],
      success: (_r, input) =>
        input.act === 'approve' ? 'console.notify.downloadApprove' : 'console.notify.downloadReject',
    },
    api,
  );
  return (
    <DownloadRequests
      {...loadState(query)}
      requests={query.data?.requests ?? []}
      status={params.status}
      onStatusChange={(status) => address.change({ status: status === 'pending' ? null : status })}
      page={params.page}
      hrefForPage={address.hrefForPage}
      onApprove={(requestId) => decide.mutate({ requestId, act: 'approve' })}
      onReject={(requestId) => decide.mutate({ requestId, act: 'reject' })}
      deciding={decide.isPending ? (decide.variables ?? null) : null}
      actionError={actError(decide)}
      hrefForVideo={consoleVideoHref}
      hrefForMember={(member) => memberHref(member.user_id)}
    />
  );
}
