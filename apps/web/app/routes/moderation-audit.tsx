import { moderationQueries } from '@site/api/query';
import { AuditSection } from '../components/moderation/AuditSection';
import { ConsolePage } from '../components/moderation/ConsolePage';
import { staffQuery } from '../components/moderation/lists';
import { consoleLoader } from '../components/moderation/loader.server';
import { auditParams, consoleShouldRevalidate } from '../components/moderation/params';
import { PageHydration } from '../components/PageHydration';
import { metaT, pageMeta } from '../lib/head';
import { moderationUrl } from '../lib/urls';
import type { Route } from './+types/moderation-audit';

/**
 * /moderation/audit/ (#12): the audit log, staff only. Server-rendered with its reads prefetched; a visitor gets the
 * sign-in prompt (401), a member who is not staff the "not allowed" page (403), with nothing fetched.
 */
export function loader({ url, context }: Route.LoaderArgs) {
  const search = url.searchParams;
  return consoleLoader(context, (q) =>
    Promise.all([
      q.prefetch(moderationQueries.audit(q.api, auditParams(search))),
      q.prefetch(staffQuery(q.api)),
    ]),
  );
}

export const shouldRevalidate = consoleShouldRevalidate;

export function meta({ matches }: Route.MetaArgs) {
  const { t } = metaT(matches);
  return pageMeta(matches, { title: t('console.audit.title'), path: moderationUrl('audit'), noindex: true });
}

export default function ModerationAudit({ loaderData }: Route.ComponentProps) {
  return (
    <PageHydration state={loaderData.dehydratedState}>
      <ConsolePage access={loaderData.access} section="audit" title="console.audit.title">
        <AuditSection />
      </ConsolePage>
    </PageHydration>
  );
}
