import { messageQueries } from '@site/api/query';
import { HydrationBoundary } from '@tanstack/react-query';
import { InboxPage } from '../components/members/Inbox';
import { browserApi, serverApi } from '../lib/api';
import { metaT, pageMeta } from '../lib/head';
import { parseUserId } from '../lib/member-params';
import { notFound, prefetch, prefetchBrowser, prefetchServer } from '../lib/route-data';
import { browserViewer, serverViewer, useSessionUser } from '../lib/site';
import { dialogHref, SECTION_URLS } from '../lib/urls';
import type { Route } from './+types/dialog';
import '../messages/use-members';

function userIdOrNotFound(raw: string): number {
  return parseUserId(raw) ?? notFound();
}

/** Server rendering: the dialog list and the open dialog; a visitor gets the sign-in prompt. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const userId = userIdOrNotFound(params.userId);
  const api = serverApi(context);
  const member = await serverViewer(context);
  const dehydratedState = await prefetchServer(
    member ? [prefetch(messageQueries.dialogs(api)), prefetch(messageQueries.conversation(api, userId))] : [],
  );
  return { userId, dehydratedState };
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const userId = userIdOrNotFound(params.userId);
  const member = await browserViewer(browserApi);
  const dehydratedState = await prefetchBrowser(
    member
      ? [
          prefetch(messageQueries.dialogs(browserApi)),
          prefetch(messageQueries.conversation(browserApi, userId)),
        ]
      : [],
  );
  return { userId, dehydratedState };
}

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
    <HydrationBoundary state={loaderData.dehydratedState}>
      <InboxPage viewer={viewer} peerId={loaderData.userId} />
    </HydrationBoundary>
  );
}
