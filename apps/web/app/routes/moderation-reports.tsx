import { moderationQueries } from '@site/api/query';
import { ConsolePage } from '../components/moderation/ConsolePage';
import { staffQuery } from '../components/moderation/lists';
import { consoleLoader } from '../components/moderation/loader.server';
import { consoleShouldRevalidate, reportsParams } from '../components/moderation/params';
import { ReportsSection } from '../components/moderation/ReportsSection';
import { PageHydration } from '../components/PageHydration';
import { metaT, pageMeta } from '../lib/head';
import { moderationUrl } from '../lib/urls';
import type { Route } from './+types/moderation-reports';

/**
 * /moderation/reports/ (#12): the report queue, staff only. Server-rendered with its reads prefetched; a visitor gets the
 * sign-in prompt (401), a member who is not staff the "not allowed" page (403), with nothing fetched.
 */
export function loader({ url, context }: Route.LoaderArgs) {
  const search = url.searchParams;
  return consoleLoader(context, (q) =>
    Promise.all([
      q.prefetch(moderationQueries.reports(q.api, reportsParams(search))),
      q.prefetch(staffQuery(q.api)),
    ]),
  );
}

export const shouldRevalidate = consoleShouldRevalidate;

export function meta({ matches }: Route.MetaArgs) {
  const { t } = metaT(matches);
  return pageMeta(matches, {
    title: t('console.reports.title'),
    path: moderationUrl('reports'),
    noindex: true,
  });
}

export default function ModerationReports({ loaderData }: Route.ComponentProps) {
  return (
    <PageHydration state={loaderData.dehydratedState}>
      <ConsolePage access={loaderData.access} section="reports" title="console.reports.title">
        <ReportsSection />
      </ConsolePage>
    </PageHydration>
  );
}
