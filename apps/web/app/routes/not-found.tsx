import { data } from 'react-router';
import { shownKeywordsQuery } from '../components/listing/keywords';
import { NotFoundPage, notFoundVideosQuery, randomNotFoundPage } from '../components/NotFoundPage';
import { PageHydration } from '../components/PageHydration';
import { metaT, pageMeta } from '../lib/head';
import { onServer, routeData } from '../lib/route-data';
import { serverVisitorSettings } from '../lib/site';
import type { Route } from './+types/not-found';

/**
 * Any path no route matches: the 404 page with its status. The server picks the random page of
 * top-country videos and prefetches it with the keywords, so the page arrives with them.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { gender, lang, country } = serverVisitorSettings(request, url, context);
  const page = randomNotFoundPage();
  const seed = Math.floor(Math.random() * 2 ** 31);
  const answer = await routeData(onServer(context), async (q) => {
    await Promise.all([
      q.prefetch(notFoundVideosQuery(q.api, { country, gender, lang }, page)),
      q.prefetch(shownKeywordsQuery(q.api, { gender, lang }, seed)),
    ]);
    return { page, seed };
  });
  return data(answer, { status: 404 });
}

export function meta({ matches, location }: Route.MetaArgs) {
  const { t } = metaT(matches);
  return pageMeta(matches, {
    title: t('notFound.title'),
    description: t('notFound.text'),
    path: location.pathname,
    noindex: true,
  });
}

export default function NotFoundRoute({ loaderData }: Route.ComponentProps) {
  return (
    <PageHydration state={loaderData?.dehydratedState}>
      <NotFoundPage page={loaderData?.page} seed={loaderData?.seed} head={false} />
    </PageHydration>
  );
}
