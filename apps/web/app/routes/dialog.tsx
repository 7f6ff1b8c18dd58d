import { messageQueries } from '@site/api/query';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { data } from 'react-router';
import { dialogHref, InboxPage } from '../components/members/Inbox';
import { browserViewer, serverViewer } from '../components/members/member-data';
import { browserApi, serverApi } from '../lib/api';
import { metaT, pageMeta } from '../lib/head';
import { parseUserId } from '../lib/member-params';
import { getQueryClient } from '../lib/query-client';
import { useSessionUser } from '../lib/site';
import type { Route } from './+types/dialog';

function userIdOrNotFound(raw: string): number {
  const userId = parseUserId(raw);
  if (userId === null) throw data(null, { status: 404 });
  return userId;
}

/** Server rendering: the dialog list and the open dialog; a visitor gets the sign-in prompt. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const userId = userIdOrNotFound(params.userId);
  const api = serverApi(context);
  const queryClient = new QueryClient();
  if (await serverViewer(api)) {
    await Promise.all([
      queryClient.prefetchQuery(messageQueries.dialogs(api)),
      queryClient.prefetchQuery(messageQueries.conversation(api, userId)),
    ]);
  }
  return { userId, dehydratedState: dehydrate(queryClient) };
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const userId = userIdOrNotFound(params.userId);
  if (await browserViewer(browserApi)) {
    const queryClient = getQueryClient();
    await Promise.all([
      queryClient.prefetchQuery(messageQueries.dialogs(browserApi)),
      queryClient.prefetchQuery(messageQueries.conversation(browserApi, userId)),
    ]);
  }
  return { userId, dehydratedState: null };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const { t } = metaT(matches);
  return pageMeta(matches, {
    title: t('members.inbox.title'),
    path: loaderData ? dialogHref(loaderData.userId) : '/my_messages/inbox/',
    noindex: true,
  });
}

export default function DialogPage({ loaderData }: Route.ComponentProps) {
  const viewer = useSessionUser();
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <InboxPage viewer={viewer} peerId={loaderData.userId} />
    </HydrationBoundary>
  );
}
