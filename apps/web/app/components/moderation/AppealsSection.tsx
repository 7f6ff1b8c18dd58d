import type { ApiClient } from '@site/api';
import { moderationQueries } from '@site/api/query';
import { type AppealDecision, AppealsList } from '@site/ui/moderation';
import { useQuery } from '@tanstack/react-query';
import { browserApi } from '../../lib/api';
import { memberHref } from '../../lib/urls';
import { ALL_CONSOLE, actError, useConsoleAct } from './acts';
import { loadState, useListAddress } from './lists';
import { appealsParams } from './params';
import { consoleVideoHref } from './ReportSection';
import '../../messages/use-moderation';

/** /moderation/appeals/: removal appeals (#31), `?status=` pending (default, oldest first), restored or removed. */
export function AppealsSection({ api = browserApi }: { api?: ApiClient }) {
  const address = useListAddress();
  const params = appealsParams(address.search);
  const query = useQuery(moderationQueries.appeals(api, params));
  const decide = useConsoleAct(
    {
      run: (a, input: AppealDecision) =>
        a.moderation.appealDecide({
          appeal_id: input.appealId,
          decision: input.decision,
          ...(input.note ? { note: input.note } : {}),
        }),
      invalidate: ALL_CONSOLE,
      success: (_, input) =>
        input.decision === 'remove' ? 'console.notify.appealRemove' : 'console.notify.appealRestore',
    },
    api,
  );
  return (
    <AppealsList
      {...loadState(query)}
      appeals={query.data?.appeals ?? []}
      page={params.page}
      total={query.data?.total ?? 0}
      hrefForPage={address.hrefForPage}
      status={params.status}
      onStatusChange={(status) => address.change({ status: status === 'pending' ? null : status })}
      busy={decide.isPending}
      actionError={actError(decide)}
      onDecide={(decision) => decide.mutate(decision)}
      hrefForVideo={consoleVideoHref}
      hrefForMember={(member) => memberHref(member.user_id)}
    />
  );
}
