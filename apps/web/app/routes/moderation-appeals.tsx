import { moderationQueries } from '@site/api/query';
import { AppealsSection } from '../components/moderation/AppealsSection';
import { ConsolePage } from '../components/moderation/ConsolePage';
import { consoleLoader } from '../components/moderation/loader.server';
import { appealsParams, consoleShouldRevalidate } from '../components/moderation/params';
import { PageHydration } from '../components/PageHydration';
import { metaT, pageMeta } from '../lib/head';
import { moderationUrl } from '../lib/urls';
import type { Route } from './+types/moderation-appeals';

/**
 * /moderation/appeals/ (#31): removal appeals of depicted people, staff only. Server-rendered with its read
 * prefetched; a visitor gets the sign-in prompt (401), a member who is not staff the "not allowed" page (403).
 */
export function loader({ url, context }: Route.LoaderArgs) {
  const search = url.searchParams;
  return consoleLoader(context, (q) => q.prefetch(moderationQueries.appeals(q.api, appealsParams(search))));
}

export const shouldRevalidate = consoleShouldRevalidate;

export function meta({ matches }: Route.MetaArgs) {
  const { t } = metaT(matches);
  return pageMeta(matches, {
    title: t('console.appeals.title'),
    path: moderationUrl('appeals'),
    noindex: true,
  });
}

export default function ModerationAppeals({ loaderData }: Route.ComponentProps) {
  return (
    <PageHydration state={loaderData.dehydratedState}>
      <ConsolePage access={loaderData.access} section="appeals" title="console.appeals.title">
        <AppealsSection />
      </ConsolePage>
    </PageHydration>
  );
}
