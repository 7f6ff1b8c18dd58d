import { GENDERS, type Gender } from '@site/api';
import { memberHref } from '@site/api/display';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { data } from 'react-router';
import { MemberSectionPage } from '../components/members/MemberSection';
import { browserViewer, loadMember, prefetchSection, serverViewer } from '../components/members/member-data';
import { browserApi, serverApi } from '../lib/api';
import { readCookie } from '../lib/cookies';
import { metaT, pageMeta } from '../lib/head';
import { type MemberSectionParams, memberSectionParams } from '../lib/member-params';
import { getQueryClient } from '../lib/query-client';
import { useSessionUser, useSite } from '../lib/site';
import type { Route } from './+types/member-section';

function paramsOrNotFound(params: Route.LoaderArgs['params']): MemberSectionParams {
  const p = memberSectionParams(params);
  if (!p) throw data(null, { status: 404 });
  return p;
}

/** The gender section of the site, from its cookie (§3, default `str`), for the lists that take it. */
function genderOf(cookieHeader: string | null): Gender {
  const value = readCookie(cookieHeader, 'gender');
  return (GENDERS as readonly string[]).includes(value ?? '') ? (value as Gender) : 'str';
}

/**
 * Server rendering: the member (404 when missing) and the sub-page's list through the same factories;
 * the owner's own lists come from the videos2_own variant, anyone else's from the public path.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const p = paramsOrNotFound(params);
  const api = serverApi(context);
  const viewer = await serverViewer(api);
  const queryClient = new QueryClient();
  const found = await loadMember(queryClient, api, p.userId, viewer?.user_id === p.userId);
  const gender = genderOf(request.headers.get('cookie'));
  await prefetchSection(queryClient, api, { ...p, gender, viewer });
  return { ...p, username: found?.user.username ?? null, dehydratedState: dehydrate(queryClient) };
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const p = paramsOrNotFound(params);
  const viewer = await browserViewer(browserApi);
  const gender = genderOf(document.cookie);
  const queryClient = getQueryClient();
  const [found] = await Promise.all([
    loadMember(queryClient, browserApi, p.userId, viewer?.user_id === p.userId),
    prefetchSection(queryClient, browserApi, { ...p, gender, viewer }),
  ]);
  return { ...p, username: found?.user.username ?? null, dehydratedState: null };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const { t } = metaT(matches);
  if (!loaderData) return [{ title: `${t('notFound.title')} | ${t('site.name')}` }];
  const name = loaderData.username ?? String(loaderData.userId);
  const section = t(`members.sub.${loaderData.sub}`);
  const title = t('members.sub.title', { section, name });
  // The owner-only lists (watch later, history…) and later pages are not for search engines.
  const indexable = ['uploaded_videos', 'playlists'].includes(loaderData.sub) && loaderData.page === 1;
  return pageMeta(matches, {
    title: loaderData.page > 1 ? t('members.page', { title, page: loaderData.page }) : title,
    description: t('members.profile.description', { name }),
    path: memberHref(loaderData.userId, loaderData.sub, loaderData.page),
    type: 'profile',
    noindex: !indexable,
  });
}

export default function MemberSection({ loaderData }: Route.ComponentProps) {
  const viewer = useSessionUser();
  const { gender } = useSite();
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <MemberSectionPage
        key={`${loaderData.userId}/${loaderData.sub}`}
        userId={loaderData.userId}
        sub={loaderData.sub}
        page={loaderData.page}
        viewer={viewer}
        gender={gender}
      />
    </HydrationBoundary>
  );
}
