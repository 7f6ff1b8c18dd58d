import { type ApiClient, ENDPOINTS, errorCode } from '@site/api';
import { moderationQueries } from '@site/api/query';
import { RecordsList } from '@site/ui/moderation';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { browserApi } from '../../lib/api';
import { memberHref } from '../../lib/urls';
import { loadState, useListAddress } from './lists';
import { recordsParams } from './params';
import '../../messages/use-moderation';

/**
 * /moderation/records/ (#31 item 2): every consent record for a custodian of records (`?page=`), each
 * opened on demand with its pictures (`records.record`, audited), and the §2257 index to download. Anyone
 * else is refused by the server (403 no_permission): the list says so instead.
 */
export function RecordsSection({ api = browserApi }: { api?: ApiClient }) {
  const address = useListAddress();
  const params = recordsParams(address.search);
  const query = useQuery({ ...moderationQueries.records(api, params), retry: false });
  const [openId, setOpenId] = useState<number | null>(null);
  const opened = useQuery({
    ...moderationQueries.record(api, openId ?? 0),
    enabled: openId !== null,
    retry: false,
  });
  const forbidden = query.isError && errorCode(query.error) === 'no_permission';
  return (
    <RecordsList
      {...loadState(query)}
      error={forbidden ? null : loadState(query).error}
      forbidden={forbidden}
      records={query.data?.records ?? []}
      page={params.page}
      total={query.data?.total ?? 0}
      pageSize={50}
      hrefForPage={address.hrefForPage}
      opened={openId !== null && opened.data ? opened.data.record : null}
      opening={openId !== null && opened.isFetching ? openId : null}
      openError={openId !== null && opened.isError ? errorCode(opened.error) : null}
      onOpen={setOpenId}
      onClose={() => setOpenId(null)}
      indexHref={ENDPOINTS.recordsIndex}
      hrefForMember={(member) => memberHref(member.user_id)}
    />
  );
}
