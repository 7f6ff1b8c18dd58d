import { messageQueries } from '@site/api/query';
import { InboxPage } from '../components/members/Inbox';
import { metaT, pageMeta } from '../lib/head';
import { parseUserId } from '../lib/member-params';
import { inBrowser, notFound, onServer, type RouteQueries, routeData } from '../lib/route-data';
import { useSessionUser } from '../lib/site';
import { dialogHref, SECTION_URLS } from '../lib/urls';
import type { Route } from './+types/dialog';
import '../messages/use-members';
import { PageHydration } from '../components/PageHydration';

function userIdOrNotFound(raw: string): number {
  return parseUserId(raw) ?? notFound();
}

/** The dialog list and the open dialog; a visitor gets the sign-in prompt. */
async function load(q: RouteQueries, { params }: Pick<Route.LoaderArgs, 'params'>) {
  const userId = userIdOrNotFound(params.userId);
  if (await q.viewer()) {
    await Promise.all([
      q.prefetch(messageQueries.dialogs(q.api)),
      q.prefetch(messageQueries.conversation(q.api, userId)),
    ]);
  }
  return { userId };
}

export const loader = (args: Route.LoaderArgs) => routeData(onServer(args.context), (q) => load(q, args));
export const clientLoader = (args: Route.ClientLoaderArgs) => routeData(inBrowser, (q) => load(q, args));

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const { t } = metaT(matches);
  return pageMeta(matches, {
    title: t('members.inbox.title'),
    path: loaderData ? dialogHref(loaderData.userId) : SECTION_URLS.inbox,
    noindex: true,
  });
}

export default function DialogPage({ loaderData }: Route.ComponentProps) {
  const viewer = useSessionUser();
  return (
    <PageHydration state={loaderData.dehydratedState}>
      <InboxPage viewer={viewer} peerId={loaderData.userId} />
    </PageHydration>
  );
}
