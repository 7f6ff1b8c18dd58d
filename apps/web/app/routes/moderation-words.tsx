import { moderationQueries } from '@site/api/query';
import { ConsolePage } from '../components/moderation/ConsolePage';
import { consoleLoader } from '../components/moderation/loader.server';
import { consoleShouldRevalidate } from '../components/moderation/params';
import { WordsSection } from '../components/moderation/WordsSection';
import { PageHydration } from '../components/PageHydration';
import { metaT, pageMeta } from '../lib/head';
import { moderationUrl } from '../lib/urls';
import type { Route } from './+types/moderation-words';

/**
 * /moderation/words/ (#12): the forbidden words, staff only. Server-rendered with its reads prefetched; a visitor gets the
 * sign-in prompt (401), a member who is not staff the "not allowed" page (403), with nothing fetched.
 */
export function loader({ context }: Route.LoaderArgs) {
  return consoleLoader(context, (q) => q.prefetch(moderationQueries.words(q.api)));
}

export const shouldRevalidate = consoleShouldRevalidate;

export function meta({ matches }: Route.MetaArgs) {
  const { t } = metaT(matches);
  return pageMeta(matches, { title: t('console.words.title'), path: moderationUrl('words'), noindex: true });
}

export default function ModerationWords({ loaderData }: Route.ComponentProps) {
  return (
    <PageHydration state={loaderData.dehydratedState}>
      <ConsolePage access={loaderData.access} section="words" title="console.words.title">
        <WordsSection />
      </ConsolePage>
    </PageHydration>
  );
}
