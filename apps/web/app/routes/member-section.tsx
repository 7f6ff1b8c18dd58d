import { HydrationBoundary } from '@tanstack/react-query';
import { MemberSectionPage } from '../components/members/MemberSection';
import { loadMember, prefetchSection } from '../components/members/member-data';
import { browserApi, serverApi } from '../lib/api';
import { metaT, pageMeta } from '../lib/head';
import { type MemberSectionParams, memberSectionParams } from '../lib/member-params';
import { loadBrowser, loadServer, notFound } from '../lib/route-data';
import { browserViewer, serverViewer, useSessionUser, useSite, visitorSettings } from '../lib/site';
import { memberHref } from '../lib/urls';
import type { Route } from './+types/member-section';
import '../messages/use-members';

function paramsOrNotFound(params: Route.LoaderArgs['params']): MemberSectionParams {
  return memberSectionParams(params) ?? notFound();
}

/**
 * Server rendering: the member (404 when missing) and the sub-page's list through the same factories;
 * the owner's own lists come from the videos2_own variant, anyone else's from the public path.
 */
export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const p = paramsOrNotFound(params);
  const api = serverApi(context);
  const viewer = await serverViewer(context);
  const { gender } = visitorSettings(request, url);
  const { result: found, dehydratedState } = await loadServer(async (qc) => {
    const member = await loadMember(qc, api, p.userId, viewer);
    await prefetchSection(qc, api, { ...p, gender, viewer });
    return member;
  });
  return { ...p, username: found?.user.username ?? null, dehydratedState };
}

export async function clientLoader({ params, request, url }: Route.ClientLoaderArgs) {
  const p = paramsOrNotFound(params);
  const viewer = await browserViewer(browserApi);
  const { gender } = visitorSettings(request, url);
  const [found] = await loadBrowser((qc) =>
    Promise.all([
      loadMember(qc, browserApi, p.userId, viewer),
      prefetchSection(qc, browserApi, { ...p, gender, viewer }),
    ]),
  );
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
