import { memberQueries } from '@site/api/query';
import { ProfileEditPage } from '../components/members/ProfileEdit';
import { metaT, pageMeta } from '../lib/head';
import { inBrowser, onServer, type RouteQueries, routeData } from '../lib/route-data';
import { useSessionUser } from '../lib/site';
import { SECTION_URLS } from '../lib/urls';
import type { Route } from './+types/profile-edit';
import '../messages/use-members';
import { PageHydration } from '../components/PageHydration';

/** The member's own profile (section edit, lifetime 0); a visitor gets the sign-in prompt. */
async function load(q: RouteQueries) {
  const viewer = await q.viewer();
  if (viewer) await q.prefetch(memberQueries.detail(q.api, viewer.user_id, { section: 'edit', fresh: true }));
  return {};
}

export const loader = ({ context }: Route.LoaderArgs) => routeData(onServer(context), load);
export const clientLoader = () => routeData(inBrowser, load);

export function meta({ matches }: Route.MetaArgs) {
  const { t } = metaT(matches);
  return pageMeta(matches, { title: t('members.edit.title'), path: SECTION_URLS.profileEdit, noindex: true });
}

export default function ProfileEdit({ loaderData }: Route.ComponentProps) {
  const viewer = useSessionUser();
  return (
    <PageHydration state={loaderData.dehydratedState}>
      <ProfileEditPage viewer={viewer} />
    </PageHydration>
  );
}
