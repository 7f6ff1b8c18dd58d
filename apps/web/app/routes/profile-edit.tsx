import { memberQueries } from '@site/api/query';
import { HydrationBoundary } from '@tanstack/react-query';
import { ProfileEditPage } from '../components/members/ProfileEdit';
import { browserApi, serverApi } from '../lib/api';
import { metaT, pageMeta } from '../lib/head';
import { prefetch, prefetchBrowser, prefetchServer } from '../lib/route-data';
import { browserViewer, serverViewer, useSessionUser } from '../lib/site';
import { SECTION_URLS } from '../lib/urls';
import type { Route } from './+types/profile-edit';
import '../messages/use-members';

/** Server rendering: the member's own profile (section edit, lifetime 0); a visitor gets the sign-in prompt. */
export async function loader({ context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const viewer = await serverViewer(context);
  const own = viewer
    ? [prefetch(memberQueries.detail(api, viewer.user_id, { section: 'edit', fresh: true }))]
    : [];
  return { dehydratedState: await prefetchServer(own) };
}

export async function clientLoader() {
  const viewer = await browserViewer(browserApi);
  const own = viewer
    ? [prefetch(memberQueries.detail(browserApi, viewer.user_id, { section: 'edit', fresh: true }))]
    : [];
  return { dehydratedState: await prefetchBrowser(own) };
}

export function meta({ matches }: Route.MetaArgs) {
  const { t } = metaT(matches);
  return pageMeta(matches, { title: t('members.edit.title'), path: SECTION_URLS.profileEdit, noindex: true });
}

export default function ProfileEdit({ loaderData }: Route.ComponentProps) {
  const viewer = useSessionUser();
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <ProfileEditPage viewer={viewer} />
    </HydrationBoundary>
  );
}
