import type { ApiClient } from '@site/api';
import { moderationQueries } from '@site/api/query';
import { AuditLog } from '@site/ui/moderation';
import { useQuery } from '@tanstack/react-query';
import { browserApi } from '../../lib/api';
import { useConsoleViewer } from './ConsolePage';
import { loadState, useListAddress, useStaff } from './lists';
import { auditParams } from './params';
import '../../messages/use-moderation';

/** /moderation/audit/: every staff act, newest first, by actor, action and target (`?actor_id=&action=…`). */
export function AuditSection({ api = browserApi }: { api?: ApiClient }) {
  const viewer = useConsoleViewer();
  const address = useListAddress();
  const params = auditParams(address.search);
  const query = useQuery(moderationQueries.audit(api, params));
  const staff = useStaff(api, viewer);
  return (
    <AuditLog
      {...loadState(query)}
      entries={query.data?.entries ?? []}
      page={params.page}
      total={query.data?.total ?? 0}
      hrefForPage={address.hrefForPage}
      filters={{
        actorId: params.actor_id ?? null,
        action: params.action ?? null,
        targetType: params.target_type ?? null,
        targetId: params.target_id ?? null,
      }}
      onFiltersChange={(filters) =>
        address.change({
          actor_id: filters.actorId,
          action: filters.action,
          target_type: filters.targetType,
          target_id: filters.targetId,
        })
      }
      staff={staff}
    />
  );
}
