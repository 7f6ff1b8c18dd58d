import { memberQueries } from '@site/api/query';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { data } from 'react-router';
import { CommunityPage } from '../components/members/Community';
import { browserApi, serverApi } from '../lib/api';
import { metaT, pageMeta } from '../lib/head';
import { communityParams, communityUrl } from '../lib/member-params';
import { getQueryClient } from '../lib/query-client';
import type { Route } from './+types/community';

function paramsOrNotFound(params: Route.LoaderArgs['params'], request: Request) {
  const p = communityParams(params, new URL(request.url));
  if (!p) throw data(null, { status: 404 });
  return p;
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const p = paramsOrNotFound(params, request);
  const queryClient = new QueryClient();
  await queryClient.prefetchQuery(memberQueries.list(serverApi(context), p));
  return { params: p, dehydratedState: dehydrate(queryClient) };
}

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const p = paramsOrNotFound(params, request);
  await getQueryClient().prefetchQuery(memberQueries.list(browserApi, p));
  return { params: p, dehydratedState: null };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const { t } = metaT(matches);
  if (!loaderData) return [{ title: `${t('notFound.title')} | ${t('site.name')}` }];
  const p = loaderData.params;
  const title = t('members.community.title');
  return pageMeta(matches, {
    title: p.page > 1 ? t('members.page', { title, page: p.page }) : title,
    description: t('members.community.description'),
    path: communityUrl(p),
    // A search's results are not a page of their own for search engines.
    noindex: Boolean(p.search),
  });
}

export default function Community({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <CommunityPage key={loaderData.params.search ?? ''} params={loaderData.params} />
    </HydrationBoundary>
  );
}
