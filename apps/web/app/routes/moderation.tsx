import { moderationQueries } from '@site/api/query';
import { ConsolePage } from '../components/moderation/ConsolePage';
import { consoleLoader } from '../components/moderation/loader.server';
import { consoleShouldRevalidate, queueParams } from '../components/moderation/params';
import { QueueSection } from '../components/moderation/QueueSection';
import { PageHydration } from '../components/PageHydration';
import { metaT, pageMeta } from '../lib/head';
import { moderationUrl } from '../lib/urls';
import type { Route } from './+types/moderation';

/**
 * /moderation/ (#12): the review queue and the review panel, staff only. Server-rendered with its reads prefetched; a visitor gets the
 * sign-in prompt (401), a member who is not staff the "not allowed" page (403), with nothing fetched.
 */
export function loader({ url, context }: Route.LoaderArgs) {
  const search = url.searchParams;
  return consoleLoader(context, (q) => q.prefetch(moderationQueries.queue(q.api, queueParams(search))));
}

export const shouldRevalidate = consoleShouldRevalidate;

export function meta({ matches }: Route.MetaArgs) {
  const { t } = metaT(matches);
  return pageMeta(matches, { title: t('console.queue.title'), path: moderationUrl('queue'), noindex: true });
}

export default function ModerationQueue({ loaderData }: Route.ComponentProps) {
  return (
    <PageHydration state={loaderData.dehydratedState}>
      <ConsolePage access={loaderData.access} section="queue" title="console.queue.title">
        <QueueSection />
      </ConsolePage>
    </PageHydration>
  );
}
