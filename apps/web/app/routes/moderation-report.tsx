import { moderationQueries } from '@site/api/query';
import { ConsolePage } from '../components/moderation/ConsolePage';
import { consoleLoader } from '../components/moderation/loader.server';
import { consoleShouldRevalidate } from '../components/moderation/params';
import { ReportSection } from '../components/moderation/ReportSection';
import { PageHydration } from '../components/PageHydration';
import { metaT, pageMeta } from '../lib/head';
import { notFound } from '../lib/route-data';
import { moderationReportUrl } from '../lib/urls';
import type { Route } from './+types/moderation-report';

/** The report id of the address, or null when it names none. */
function reportIdOf(param: string | undefined): number | null {
  const id = Number(param);
  return /^\d{1,10}$/.test(param ?? '') && Number.isSafeInteger(id) && id > 0 && id < 2 ** 31 ? id : null;
}

/**
 * /moderation/reports/{id}/ (#12): one report with its thread and takedowns, staff only. A report that
 * does not exist is a 404; a visitor gets the sign-in prompt (401), a member who is not staff the "not
 * allowed" page (403), with nothing fetched.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  const reportId = reportIdOf(params.reportId);
  if (reportId === null) notFound();
  return consoleLoader(context, (q) => q.fetch(moderationQueries.report(q.api, reportId)));
}

export const shouldRevalidate = consoleShouldRevalidate;

export function meta({ matches, params }: Route.MetaArgs) {
  const { t } = metaT(matches);
  return pageMeta(matches, {
    title: t('console.report.title', { id: params.reportId }),
    path: moderationReportUrl(params.reportId),
    noindex: true,
  });
}

export default function ModerationReport({ loaderData, params }: Route.ComponentProps) {
  const reportId = Number(params.reportId);
  return (
    <PageHydration state={loaderData.dehydratedState}>
      <ConsolePage
        access={loaderData.access}
        section="reports"
        title="console.report.title"
        titleParams={{ id: reportId }}
      >
        <ReportSection reportId={reportId} />
      </ConsolePage>
    </PageHydration>
  );
}
