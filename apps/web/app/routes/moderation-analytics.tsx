import { moderationQueries } from '@site/api/query';
import { AnalyticsSection } from '../components/moderation/AnalyticsSection';
import { ConsolePage } from '../components/moderation/ConsolePage';
import { consoleLoader } from '../components/moderation/loader.server';
import { analyticsParams, consoleShouldRevalidate } from '../components/moderation/params';
import { PageHydration } from '../components/PageHydration';
import { metaT, pageMeta } from '../lib/head';
import { moderationUrl } from '../lib/urls';
import type { Route } from './+types/moderation-analytics';

/**
 * /moderation/analytics/ (#33 item 1): the site's own analytics, staff only. The daily charts' library
 * (uPlot) is imported by this route's module alone, so no public page loads it.
 */
export function loader({ url, context }: Route.LoaderArgs) {
  return consoleLoader(context, (q) =>
    q.prefetch(moderationQueries.analytics(q.api, analyticsParams(url.searchParams))),
  );
}

export const shouldRevalidate = consoleShouldRevalidate;

export function meta({ matches }: Route.MetaArgs) {
  const { t } = metaT(matches);
  return pageMeta(matches, {
    title: t('console.analytics.title'),
    path: moderationUrl('analytics'),
    noindex: true,
  });
}

export default function ModerationAnalytics({ loaderData }: Route.ComponentProps) {
  return (
    <PageHydration state={loaderData.dehydratedState}>
      <ConsolePage access={loaderData.access} section="analytics" title="console.analytics.title">
        <AnalyticsSection />
      </ConsolePage>
    </PageHydration>
  );
}
