import { memberHref } from '@site/api/display';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { data } from 'react-router';
import { MemberProfilePage } from '../components/members/MemberProfile';
import { browserViewer, loadMember, serverViewer } from '../components/members/member-data';
import { browserApi, serverApi } from '../lib/api';
import { metaT, pageMeta } from '../lib/head';
import { parseUserId } from '../lib/member-params';
import { getQueryClient } from '../lib/query-client';
import { useSessionUser } from '../lib/site';
import type { Route } from './+types/member';

function userIdOrNotFound(raw: string): number {
  const userId = parseUserId(raw);
  if (userId === null) throw data(null, { status: 404 });
  return userId;
}

/** Server rendering: the member through the query factory (fresh on one's own page); 404 when missing. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const userId = userIdOrNotFound(params.userId);
  const api = serverApi(context);
  const viewer = await serverViewer(api);
  const queryClient = new QueryClient();
  const found = await loadMember(queryClient, api, userId, viewer?.user_id === userId);
  return {
    userId,
    username: found?.user.username ?? null,
    avatar: found?.user.avatar ?? null,
    dehydratedState: dehydrate(queryClient),
  };
}

/** In the browser the member comes from its cached §7 path (the session is asked once per page load). */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const userId = userIdOrNotFound(params.userId);
  const viewer = await browserViewer(browserApi);
  const found = await loadMember(getQueryClient(), browserApi, userId, viewer?.user_id === userId);
  return {
    userId,
    username: found?.user.username ?? null,
    avatar: found?.user.avatar ?? null,
    dehydratedState: null,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const { t } = metaT(matches);
  if (!loaderData) return [{ title: `${t('notFound.title')} | ${t('site.name')}` }];
  const name = loaderData.username ?? String(loaderData.userId);
  return pageMeta(matches, {
    title: name,
    description: t('members.profile.description', { name }),
    path: memberHref(loaderData.userId),
    image: loaderData.avatar,
    type: 'profile',
  });
}

export default function Member({ loaderData }: Route.ComponentProps) {
  const viewer = useSessionUser();
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <MemberProfilePage key={loaderData.userId} userId={loaderData.userId} viewer={viewer} />
    </HydrationBoundary>
  );
}
