import { memberQueries } from '@site/api/query';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { browserViewer, serverViewer } from '../components/members/member-data';
import { ProfileEditPage } from '../components/members/ProfileEdit';
import { browserApi, serverApi } from '../lib/api';
import { metaT, pageMeta } from '../lib/head';
import { getQueryClient } from '../lib/query-client';
import { useSessionUser } from '../lib/site';
import type { Route } from './+types/profile-edit';

/** Server rendering: the member's own profile (section edit, lifetime 0); a visitor gets the sign-in prompt. */
export async function loader({ context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const queryClient = new QueryClient();
  const viewer = await serverViewer(api);
  if (viewer) {
    await queryClient.prefetchQuery(
      memberQueries.detail(api, viewer.user_id, { section: 'edit', fresh: true }),
    );
  }
  return { dehydratedState: dehydrate(queryClient) };
}

export async function clientLoader() {
  const viewer = await browserViewer(browserApi);
  if (viewer) {
    await getQueryClient().prefetchQuery(
      memberQueries.detail(browserApi, viewer.user_id, { section: 'edit', fresh: true }),
    );
  }
  return { dehydratedState: null };
}

export function meta({ matches }: Route.MetaArgs) {
  const { t } = metaT(matches);
  return pageMeta(matches, { title: t('members.edit.title'), path: '/my_profile_edit/', noindex: true });
}

export default function ProfileEdit({ loaderData }: Route.ComponentProps) {
  const viewer = useSessionUser();
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <ProfileEditPage viewer={viewer} />
    </HydrationBoundary>
  );
}
