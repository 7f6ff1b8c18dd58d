import { moderationQueries } from '@site/api/query';
import { ConsolePage } from '../components/moderation/ConsolePage';
import { consoleLoader } from '../components/moderation/loader.server';
import { consoleShouldRevalidate } from '../components/moderation/params';
import { SettingsSection } from '../components/moderation/SettingsSection';
import { PageHydration } from '../components/PageHydration';
import { metaT, pageMeta } from '../lib/head';
import { moderationUrl } from '../lib/urls';
import type { Route } from './+types/moderation-settings';

/**
 * /moderation/settings/ (#12): the console settings, staff only. Server-rendered with its reads prefetched; a visitor gets the
 * sign-in prompt (401), a member who is not staff the "not allowed" page (403), with nothing fetched.
 */
export function loader({ context }: Route.LoaderArgs) {
  return consoleLoader(context, (q) =>
    Promise.all([
      q.prefetch(moderationQueries.settings(q.api)),
      q.prefetch(moderationQueries.hiddenChannels(q.api)),
    ]),
  );
}

export const shouldRevalidate = consoleShouldRevalidate;

export function meta({ matches }: Route.MetaArgs) {
  const { t } = metaT(matches);
  return pageMeta(matches, {
    title: t('console.settings.title'),
    path: moderationUrl('settings'),
    noindex: true,
  });
}

export default function ModerationSettings({ loaderData }: Route.ComponentProps) {
  return (
    <PageHydration state={loaderData.dehydratedState}>
      <ConsolePage access={loaderData.access} section="settings" title="console.settings.title">
        <SettingsSection />
      </ConsolePage>
    </PageHydration>
  );
}
