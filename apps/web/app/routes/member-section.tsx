import { MemberSectionPage } from '../components/members/MemberSection';
import { loadMember, prefetchSection } from '../components/members/member-data';
import { metaT, pageMeta } from '../lib/head';
import { type MemberSectionParams, memberSectionParams } from '../lib/member-params';
import { inBrowser, notFound, onServer, type RouteQueries, routeData } from '../lib/route-data';
import { useSessionUser, useSite, visitorSettings } from '../lib/site';
import { memberHref } from '../lib/urls';
import type { Route } from './+types/member-section';
import '../messages/use-members';
import { PageHydration } from '../components/PageHydration';

function paramsOrNotFound(params: Route.LoaderArgs['params']): MemberSectionParams {
  return memberSectionParams(params) ?? notFound();
}

/**
 * The member (404 when missing) and the sub-page's list through the same factories; the owner's own lists
 * come from the videos2_own variant, anyone else's from the public path.
 */
async function load(
  q: RouteQueries,
  { params, request, url }: Pick<Route.LoaderArgs, 'params' | 'request' | 'url'>,
) {
  const p = paramsOrNotFound(params);
  const viewer = await q.viewer();
  const { gender, lang } = visitorSettings(request, url);
  const [found] = await Promise.all([
    loadMember(q, p.userId, viewer),
    prefetchSection(q, { ...p, gender, lang, viewer }),
  ]);
  return { ...p, username: found?.user.username ?? null };
}

export const loader = (args: Route.LoaderArgs) => routeData(onServer(args.context), (q) => load(q, args));
export const clientLoader = (args: Route.ClientLoaderArgs) => routeData(inBrowser, (q) => load(q, args));

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
    <PageHydration state={loaderData.dehydratedState}>
      <MemberSectionPage
        key={`${loaderData.userId}/${loaderData.sub}`}
        userId={loaderData.userId}
        sub={loaderData.sub}
        page={loaderData.page}
        viewer={viewer}
        gender={gender}
      />
    </PageHydration>
  );
}
