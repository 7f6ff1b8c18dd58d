import { moderationQueries } from '@site/api/query';
import { ConsolePage } from '../components/moderation/ConsolePage';
import { DownloadsSection } from '../components/moderation/DownloadsSection';
import { consoleLoader } from '../components/moderation/loader.server';
import { consoleShouldRevalidate, downloadRequestsParams } from '../components/moderation/params';
import { PageHydration } from '../components/PageHydration';
import { metaT, pageMeta } from '../lib/head';
import { moderationUrl } from '../lib/urls';
import type { Route } from './+types/moderation-downloads';

/**
 * /moderation/downloads/ (#13): members’ download requests for staff to approve or reject, staff only.
 * Server-rendered with its reads prefetched; a visitor gets the sign-in prompt (401), a member who is not
 * staff the "not allowed" page (403), with nothing fetched.
 */
export function loader({ url, context }: Route.LoaderArgs) {
  const search = url.searchParams;
  return consoleLoader(context, (q) =>
    q.prefetch(moderationQueries.downloadRequests(q.api, downloadRequestsParams(search))),
  );
}

export const shouldRevalidate = consoleShouldRevalidate;

export function meta({ matches }: Route.MetaArgs) {
  const { t } = metaT(matches);
  return pageMeta(matches, {
    title: t('console.downloads.title'),
    path: moderationUrl('downloads'),
    noindex: true,
  });
}

export default function ModerationDownloads({ loaderData }: Route.ComponentProps) {
  return (
    <PageHydration state={loaderData.dehydratedState}>
      <ConsolePage access={loaderData.access} section="downloads" title="console.downloads.title">
        <DownloadsSection />
      </ConsolePage>
    </PageHydration>
  );
}
