import { HydrationBoundary } from '@tanstack/react-query';
import { MemberProfilePage } from '../components/members/MemberProfile';
import { loadMember } from '../components/members/member-data';
import { browserApi, serverApi } from '../lib/api';
import { metaT, pageMeta } from '../lib/head';
import { parseUserId } from '../lib/member-params';
import { loadBrowser, loadServer, notFound } from '../lib/route-data';
import { browserViewer, serverViewer, useSessionUser } from '../lib/site';
import { memberHref } from '../lib/urls';
import type { Route } from './+types/member';
import '../messages/use-members';

function userIdOrNotFound(raw: string): number {
  return parseUserId(raw) ?? notFound();
}

/** Server rendering: the member through the query factory (fresh on one's own page); 404 when missing. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const userId = userIdOrNotFound(params.userId);
  const api = serverApi(context);
  const viewer = await serverViewer(context);
  const { result: found, dehydratedState } = await loadServer((qc) => loadMember(qc, api, userId, viewer));
  return {
    userId,
    username: found?.user.username ?? null,
    avatar: found?.user.avatar ?? null,
    dehydratedState,
  };
}

/** In the browser the member comes from its cached §7 path (the session is asked once per page load). */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const userId = userIdOrNotFound(params.userId);
  const viewer = await browserViewer(browserApi);
  const found = await loadBrowser((qc) => loadMember(qc, browserApi, userId, viewer));
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
