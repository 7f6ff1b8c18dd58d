import { NotificationsPage } from '../components/members/NotificationsPage';
import { metaT, pageMeta } from '../lib/head';
import { parsePage } from '../lib/list-params';
import { notFound } from '../lib/route-data';
import { notificationsUrl } from '../lib/urls';
import type { Route } from './+types/notifications';
import '../messages/use-notifications';

/**
 * `/notifications/` and `/notifications/{page}/` (#32): the member's own notifications, never cached, so
 * nothing is prefetched: the page reads them in the browser (as the history does). A visitor is asked to
 * sign in.
 */
function pageOf(params: Route.LoaderArgs['params']): number {
  return parsePage(params.page) ?? notFound();
}

export function loader({ params }: Route.LoaderArgs) {
  return { page: pageOf(params) };
}

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { page: pageOf(params) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const { t } = metaT(matches);
  if (!loaderData) return [];
  const title = t('notificationsPage.title');
  return pageMeta(matches, {
    title: loaderData.page > 1 ? t('listings.pageTitle', { title, page: loaderData.page }) : title,
    path: notificationsUrl(loaderData.page),
    // One member's own page: not for search engines.
    noindex: true,
  });
}

export default function Notifications({ loaderData }: Route.ComponentProps) {
  return <NotificationsPage page={loaderData.page} />;
}
