import { moderationQueries } from '@site/api/query';
import { ConsolePage } from '../components/moderation/ConsolePage';
import { consoleLoader } from '../components/moderation/loader.server';
import { consoleShouldRevalidate, takedownsParams } from '../components/moderation/params';
import { TakedownsSection } from '../components/moderation/TakedownsSection';
import { PageHydration } from '../components/PageHydration';
import { metaT, pageMeta } from '../lib/head';
import { moderationUrl } from '../lib/urls';
import type { Route } from './+types/moderation-takedowns';

/**
 * /moderation/takedowns/ (#12): takedowns and counter-notices, staff only. Server-rendered with its reads prefetched; a visitor gets the
 * sign-in prompt (401), a member who is not staff the "not allowed" page (403), with nothing fetched.
 */
export function loader({ url, context }: Route.LoaderArgs) {
  const search = url.searchParams;
  return consoleLoader(context, (q) =>
    q.prefetch(moderationQueries.takedowns(q.api, takedownsParams(search))),
  );
}

export const shouldRevalidate = consoleShouldRevalidate;

export function meta({ matches }: Route.MetaArgs) {
  const { t } = metaT(matches);
  return pageMeta(matches, {
    title: t('console.takedowns.title'),
    path: moderationUrl('takedowns'),
    noindex: true,
  });
}

export default function ModerationTakedowns({ loaderData }: Route.ComponentProps) {
  return (
    <PageHydration state={loaderData.dehydratedState}>
      <ConsolePage access={loaderData.access} section="takedowns" title="console.takedowns.title">
        <TakedownsSection />
      </ConsolePage>
    </PageHydration>
  );
}
