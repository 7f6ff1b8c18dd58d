import { data } from 'react-router';
import type { ServerContext } from '../../lib/load-context';
import { onServer, type RouteQueries, routeData } from '../../lib/route-data';
import { serverSession } from '../../lib/site';
import { accessStatus, consoleAccess } from './access';

/**
 * The loader of a console page: who is asking decides first. A visitor answers 401 and a member who is
 * not staff 403, with no console call made; for staff the page's body loads its queries for server
 * rendering (`q.fetch` of an entity whose not_found is the page's 404: one report).
 */
export async function consoleLoader(context: ServerContext, body: (q: RouteQueries) => Promise<unknown>) {
  const access = consoleAccess(await serverSession(context));
  if (access.kind !== 'staff') {
    return data({ access, dehydratedState: null }, { status: accessStatus(access) });
  }
  const { dehydratedState } = await routeData(onServer(context), async (q) => {
    await body(q);
    return {};
  });
  return data({ access, dehydratedState }, { status: 200 });
}
