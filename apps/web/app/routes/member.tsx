import { MemberProfilePage } from '../components/members/MemberProfile';
import { loadMember } from '../components/members/member-data';
import { metaT, pageMeta } from '../lib/head';
import { parseUserId } from '../lib/member-params';
import { inBrowser, notFound, onServer, type RouteQueries, routeData } from '../lib/route-data';
import { useSessionUser } from '../lib/site';
import { memberHref } from '../lib/urls';
import type { Route } from './+types/member';
import '../messages/use-members';
import { PageHydration } from '../components/PageHydration';

function userIdOrNotFound(raw: string): number {
  return parseUserId(raw) ?? notFound();
}

/** The member through the query factory (fresh on one's own page); 404 when missing. */
async function load(q: RouteQueries, { params }: Pick<Route.LoaderArgs, 'params'>) {
  const userId = userIdOrNotFound(params.userId);
  const found = await loadMember(q, userId, await q.viewer());
  return { userId, username: found?.user.username ?? null, avatar: found?.user.avatar ?? null };
}

export const loader = (args: Route.LoaderArgs) => routeData(onServer(args.context), (q) => load(q, args));
export const clientLoader = (args: Route.ClientLoaderArgs) => routeData(inBrowser, (q) => load(q, args));

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
    <PageHydration state={loaderData.dehydratedState}>
      <MemberProfilePage key={loaderData.userId} userId={loaderData.userId} viewer={viewer} />
    </PageHydration>
  );
}
