import { messageQueries } from '@site/api/query';
import { HydrationBoundary } from '@tanstack/react-query';
import { InboxPage } from '../components/members/Inbox';
import { browserApi, serverApi } from '../lib/api';
import { metaT, pageMeta } from '../lib/head';
import { prefetch, prefetchBrowser, prefetchServer } from '../lib/route-data';
import { browserViewer, serverViewer, useSessionUser } from '../lib/site';
import { SECTION_URLS } from '../lib/urls';
import type { Route } from './+types/messages';
import '../messages/use-members';

/** Server rendering: a member's dialog list through the query factory; a visitor gets the sign-in prompt. */
export async function loader({ context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const member = await serverViewer(context);
  return { dehydratedState: await prefetchServer(member ? [prefetch(messageQueries.dialogs(api))] : []) };
}

export async function clientLoader() {
  const member = await browserViewer(browserApi);
  return {
    dehydratedState: await prefetchBrowser(member ? [prefetch(messageQueries.dialogs(browserApi))] : []),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  const { t } = metaT(matches);
  return pageMeta(matches, { title: t('members.inbox.title'), path: SECTION_URLS.inbox, noindex: true });
}

export default function Messages({ loaderData }: Route.ComponentProps) {
  const viewer = useSessionUser();
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <InboxPage viewer={viewer} peerId={null} />
    </HydrationBoundary>
  );
}
