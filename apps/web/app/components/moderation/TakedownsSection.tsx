import type { ApiClient } from '@site/api';
import { moderationQueries } from '@site/api/query';
import { TakedownsList } from '@site/ui/moderation';
import { useQuery } from '@tanstack/react-query';
import { browserApi } from '../../lib/api';
import { memberHref, moderationReportUrl } from '../../lib/urls';
import { ALL_CONSOLE, actError, useConsoleAct } from './acts';
import { loadState, useListAddress } from './lists';
import { takedownsParams } from './params';
import { consoleVideoHref } from './ReportSection';
import '../../messages/use-moderation';

/** /moderation/takedowns/: takedowns (strikes), newest first; `?pending=1` the counter-noticed ones to decide. */
export function TakedownsSection({ api = browserApi }: { api?: ApiClient }) {
  const address = useListAddress();
  const params = takedownsParams(address.search);
  const query = useQuery(moderationQueries.takedowns(api, params));
  const restore = useConsoleAct(
    {
      run: (a, takedownId: number) => a.moderation.restore({ takedown_id: takedownId }),
      invalidate: ALL_CONSOLE,
      success: () => 'console.notify.restore',
    },
    api,
  );
  return (
    <TakedownsList
      {...loadState(query)}
      takedowns={query.data?.takedowns ?? []}
      page={params.page}
      total={query.data?.total ?? 0}
      hrefForPage={address.hrefForPage}
      pendingOnly={params.pending === 1}
      onPendingOnlyChange={(pending) => address.change({ pending: pending ? 1 : null })}
      busy={restore.isPending}
      actionError={actError(restore)}
      onRestore={(takedownId) => restore.mutate(takedownId)}
      hrefForVideo={consoleVideoHref}
      hrefForReport={moderationReportUrl}
      hrefForMember={(member) => memberHref(member.user_id)}
    />
  );
}
