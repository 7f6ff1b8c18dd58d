import type { ApiClient, SanctionName, StaffRoleName } from '@site/api';
import { moderationQueries } from '@site/api/query';
import { MemberSanctions } from '@site/ui/moderation';
import { useQuery } from '@tanstack/react-query';
import { browserApi } from '../../lib/api';
import { memberHref } from '../../lib/urls';
import { actError, useConsoleAct } from './acts';
import { useConsoleViewer } from './ConsolePage';
import { loadState, useListAddress } from './lists';
import { membersParams } from './params';
import '../../messages/use-moderation';

interface SanctionAct {
  userId: number;
  sanction: SanctionName;
  until: string | undefined;
  reason: string | undefined;
}

/**
 * /moderation/members/: members by username prefix (`?q=`) and filter (`?filter=`), with their role, trust,
 * standing and strikes; staff ban, ban for a time, disable or lift, mark trusted; admins change roles.
 */
export function MembersSection({ api = browserApi }: { api?: ApiClient }) {
  const viewer = useConsoleViewer();
  const address = useListAddress();
  const params = membersParams(address.search);
  const query = useQuery(moderationQueries.members(api, params));
  const invalidate = [moderationQueries.memberLists(), moderationQueries.auditLists()];
  const sanction = useConsoleAct(
    {
      run: (a, input: SanctionAct) =>
        a.moderation.sanction({
          user_id: input.userId,
          sanction: input.sanction,
          until: input.until,
          reason: input.reason,
        }),
      invalidate,
      success: () => 'console.notify.sanction',
    },
    api,
  );
  const trust = useConsoleAct(
    {
      run: (a, input: { userId: number; trusted: boolean }) =>
        a.moderation.trust({ user_id: input.userId, trusted: input.trusted ? 1 : 0 }),
      invalidate,
      success: () => 'console.notify.trust',
    },
    api,
  );
  const role = useConsoleAct(
    {
      run: (a, input: { userId: number; role: StaffRoleName }) =>
        a.moderation.role({ user_id: input.userId, role: input.role }),
      invalidate,
      success: () => 'console.notify.role',
    },
    api,
  );
  const custodian = useConsoleAct(
    {
      run: (a, input: { userId: number; custodian: boolean }) =>
        a.moderation.custodian({ user_id: input.userId, custodian: input.custodian ? 1 : 0 }),
      invalidate,
      success: () => 'console.notify.custodian',
    },
    api,
  );
  const acts = [sanction, trust, role, custodian];
  const pending = acts.find((m) => m.isPending);
  const latest = acts.reduce((a, b) => (b.submittedAt > a.submittedAt ? b : a));
  return (
    <MemberSanctions
      {...loadState(query)}
      members={query.data?.members ?? []}
      page={params.page}
      total={query.data?.total ?? 0}
      hrefForPage={address.hrefForPage}
      query={params.q ?? ''}
      onQueryChange={(q) => address.change({ q: q.trim() })}
      filter={params.filter}
      onFilterChange={(filter) => address.change({ filter: filter === 'all' ? null : filter })}
      viewer={viewer}
      busy={pending !== undefined}
      busyUserId={(pending?.variables as { userId: number } | undefined)?.userId ?? null}
      actionError={actError(latest)}
      onSanction={(userId, name, until, reason) => sanction.mutate({ userId, sanction: name, until, reason })}
      onTrust={(userId, trusted) => trust.mutate({ userId, trusted })}
      onRole={(userId, next) => role.mutate({ userId, role: next })}
      onCustodian={(userId, next) => custodian.mutate({ userId, custodian: next })}
      hrefForMember={(member) => memberHref(member.user_id)}
    />
  );
}
