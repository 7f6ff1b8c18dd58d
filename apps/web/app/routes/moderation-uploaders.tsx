import { moderationQueries } from '@site/api/query';
import { ConsolePage } from '../components/moderation/ConsolePage';
import { consoleLoader } from '../components/moderation/loader.server';
import { consoleShouldRevalidate, uploadersParams } from '../components/moderation/params';
import { UploadersSection } from '../components/moderation/UploadersSection';
import { PageHydration } from '../components/PageHydration';
import { metaT, pageMeta } from '../lib/head';
import { moderationUrl } from '../lib/urls';
import type { Route } from './+types/moderation-uploaders';

/**
 * /moderation/uploaders/ (#31): verified-uploader applications, staff only. Server-rendered with its read
 * prefetched; a visitor gets the sign-in prompt (401), a member who is not staff the "not allowed" page (403).
 */
export function loader({ url, context }: Route.LoaderArgs) {
  const search = url.searchParams;
  return consoleLoader(context, (q) =>
    q.prefetch(moderationQueries.uploaders(q.api, uploadersParams(search))),
  );
}

export const shouldRevalidate = consoleShouldRevalidate;

export function meta({ matches }: Route.MetaArgs) {
  const { t } = metaT(matches);
  return pageMeta(matches, {
    title: t('console.uploaders.title'),
    path: moderationUrl('uploaders'),
    noindex: true,
  });
}

export default function ModerationUploaders({ loaderData }: Route.ComponentProps) {
  return (
    <PageHydration state={loaderData.dehydratedState}>
      <ConsolePage access={loaderData.access} section="uploaders" title="console.uploaders.title">
        <UploadersSection />
      </ConsolePage>
    </PageHydration>
  );
}
