import { messageQueries } from '@site/api/query';
import { InboxPage } from '../components/members/Inbox';
import { metaT, pageMeta } from '../lib/head';
import { inBrowser, onServer, type RouteQueries, routeData } from '../lib/route-data';
import { useSessionUser } from '../lib/site';
import { SECTION_URLS } from '../lib/urls';
import type { Route } from './+types/messages';
import '../messages/use-members';
import { PageHydration } from '../components/PageHydration';

/** A member's dialog list through the query factory; a visitor gets the sign-in prompt. */
async function load(q: RouteQueries) {
  if (await q.viewer()) await q.prefetch(messageQueries.dialogs(q.api));
  return {};
}

export const loader = ({ context }: Route.LoaderArgs) => routeData(onServer(context), load);
export const clientLoader = () => routeData(inBrowser, load);

export function meta({ matches }: Route.MetaArgs) {
  const { t } = metaT(matches);
  return pageMeta(matches, { title: t('members.inbox.title'), path: SECTION_URLS.inbox, noindex: true });
}

export default function Messages({ loaderData }: Route.ComponentProps) {
  const viewer = useSessionUser();
  return (
    <PageHydration state={loaderData.dehydratedState}>
      <InboxPage viewer={viewer} peerId={null} />
    </PageHydration>
  );
}
