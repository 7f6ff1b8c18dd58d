import { memberQueries } from '@site/api/query';
import { CommunityPage } from '../components/members/Community';
import { metaT, pageMeta } from '../lib/head';
import { communityParams } from '../lib/member-params';
import { inBrowser, notFound, onServer, type RouteQueries, routeData } from '../lib/route-data';
import { communityUrl } from '../lib/urls';
import type { Route } from './+types/community';
import '../messages/use-members';
import { PageHydration } from '../components/PageHydration';

function paramsOrNotFound(params: Route.LoaderArgs['params'], url: URL) {
  return communityParams(params, url) ?? notFound();
}

async function load(q: RouteQueries, { params, url }: Pick<Route.LoaderArgs, 'params' | 'url'>) {
  const p = paramsOrNotFound(params, url);
  await q.page(memberQueries.list(q.api, p), {
    page: p.page,
    count: p.count,
    href: (page) => communityUrl({ ...p, page }),
  });
  return { params: p };
}

export const loader = (args: Route.LoaderArgs) => routeData(onServer(args.context), (q) => load(q, args));
export const clientLoader = (args: Route.ClientLoaderArgs) => routeData(inBrowser, (q) => load(q, args));

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
    <PageHydration state={loaderData.dehydratedState}>
      <CommunityPage key={loaderData.params.search ?? ''} params={loaderData.params} />
    </PageHydration>
  );
}
