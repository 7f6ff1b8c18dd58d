import { moderationQueries } from '@site/api/query';
import { ConsolePage } from '../components/moderation/ConsolePage';
import { consoleLoader } from '../components/moderation/loader.server';
import { MembersSection } from '../components/moderation/MembersSection';
import { consoleShouldRevalidate, membersParams } from '../components/moderation/params';
import { PageHydration } from '../components/PageHydration';
import { metaT, pageMeta } from '../lib/head';
import { moderationUrl } from '../lib/urls';
import type { Route } from './+types/moderation-members';

/**
 * /moderation/members/ (#12): members and their sanctions, staff only. Server-rendered with its reads prefetched; a visitor gets the
 * sign-in prompt (401), a member who is not staff the "not allowed" page (403), with nothing fetched.
 */
export function loader({ url, context }: Route.LoaderArgs) {
  const search = url.searchParams;
  return consoleLoader(context, (q) => q.prefetch(moderationQueries.members(q.api, membersParams(search))));
}

export const shouldRevalidate = consoleShouldRevalidate;

export function meta({ matches }: Route.MetaArgs) {
  const { t } = metaT(matches);
  return pageMeta(matches, {
    title: t('console.members.title'),
    path: moderationUrl('members'),
    noindex: true,
  });
}

export default function ModerationMembers({ loaderData }: Route.ComponentProps) {
  return (
    <PageHydration state={loaderData.dehydratedState}>
      <ConsolePage access={loaderData.access} section="members" title="console.members.title">
        <MembersSection />
      </ConsolePage>
    </PageHydration>
  );
}
