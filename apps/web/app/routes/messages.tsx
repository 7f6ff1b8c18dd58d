import { messageQueries } from '@site/api/query';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { InboxPage } from '../components/members/Inbox';
import { browserViewer, serverViewer } from '../components/members/member-data';
import { browserApi, serverApi } from '../lib/api';
import { metaT, pageMeta } from '../lib/head';
import { getQueryClient } from '../lib/query-client';
import { useSessionUser } from '../lib/site';
import type { Route } from './+types/messages';

/** Server rendering: a member's dialog list through the query factory; a visitor gets the sign-in prompt. */
export async function loader({ context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const queryClient = new QueryClient();
  if (await serverViewer(api)) await queryClient.prefetchQuery(messageQueries.dialogs(api));
  return { dehydratedState: dehydrate(queryClient) };
}

export async function clientLoader() {
  if (await browserViewer(browserApi))
    await getQueryClient().prefetchQuery(messageQueries.dialogs(browserApi));
  return { dehydratedState: null };
}

export function meta({ matches }: Route.MetaArgs) {
  const { t } = metaT(matches);
  return pageMeta(matches, { title: t('members.inbox.title'), path: '/my_messages/inbox/', noindex: true });
}

export default function Messages({ loaderData }: Route.ComponentProps) {
  const viewer = useSessionUser();
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <InboxPage viewer={viewer} peerId={null} />
    </HydrationBoundary>
  );
}
