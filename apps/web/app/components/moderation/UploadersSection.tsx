import type { ApiClient } from '@site/api';
import { moderationQueries } from '@site/api/query';
import { type UploaderDecision, UploadersList } from '@site/ui/moderation';
import { useQuery } from '@tanstack/react-query';
import { browserApi } from '../../lib/api';
import { memberHref } from '../../lib/urls';
import { ALL_CONSOLE, actError, useConsoleAct } from './acts';
import { loadState, useListAddress } from './lists';
import { uploadersParams } from './params';
import '../../messages/use-moderation';

/** /moderation/uploaders/: verified-uploader applications (#31), `?status=` pending (default), approved or rejected. */
export function UploadersSection({ api = browserApi }: { api?: ApiClient }) {
  const address = useListAddress();
  const params = uploadersParams(address.search);
  const query = useQuery(moderationQueries.uploaders(api, params));
  const decide = useConsoleAct(
    {
      run: (a, input: UploaderDecision) =>
        a.moderation.uploaderDecide({
          application_id: input.applicationId,
          decision: input.decision,
          ...(input.reason ? { reason: input.reason } : {}),
        }),
      invalidate: ALL_CONSOLE,
      success: (_, input) =>
        input.decision === 'approve' ? 'console.notify.uploaderApprove' : 'console.notify.uploaderReject',
    },
    api,
  );
  return (
    <UploadersList
      {...loadState(query)}
      applications={query.data?.applications ?? []}
      page={params.page}
      total={query.data?.total ?? 0}
      hrefForPage={address.hrefForPage}
      status={params.status}
      onStatusChange={(status) => address.change({ status: status === 'pending' ? null : status })}
      busy={decide.isPending}
      actionError={actError(decide)}
      onDecide={(decision) => decide.mutate(decision)}
      hrefForMember={(member) => memberHref(member.user_id)}
    />
  );
}
