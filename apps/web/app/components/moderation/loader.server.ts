import type { ApiClient } from '@site/api';
import { data } from 'react-router';
import { serverApi } from '../../lib/api';
import type { ServerContext } from '../../lib/load-context';
import { type Prefetch, prefetchOr404, prefetchServer } from '../../lib/route-data';
import { serverSession } from '../../lib/site';
import { accessStatus, consoleAccess } from './access';

/**
 * The loader of a console page: who is asking decides first. A visitor answers 401 and a member who is
 * not staff 403, with no console call made; staff get the page's queries prefetched for server rendering.
 * `entity` is a query whose not_found is the page's 404 (one report).
 */
export async function consoleLoader(
  context: ServerContext,
  queries: (api: ApiClient) => { entity?: Prefetch; others: readonly Prefetch[] },
) {
  const access = consoleAccess(await serverSession(context));
  if (access.kind !== 'staff') {
    return data({ access, dehydratedState: null }, { status: accessStatus(access) });
  }
  const { entity, others } = queries(serverApi(context));
  const dehydratedState = entity
    ? (await prefetchOr404(entity, others)).dehydratedState
    : await prefetchServer(others);
  return data({ access, dehydratedState }, { status: 200 });
}
