import { type ApiClient, isApiError, PAGING } from '@site/api';
import { NotFound } from '@site/ui';
import { QueryClientContext, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useContext, useState } from 'react';
import { browserApi } from '../lib/api';
import { useT } from '../lib/i18n';
import { getQueryClient } from '../lib/query-client';
import { retryOf } from '../lib/refusals';
import type { PastLastPage } from '../lib/route-data';
import { listCountry, useSite } from '../lib/site';
import { topCountryUrl } from '../lib/urls';
import { shownKeywordsQuery } from './listing/keywords';
import { topCountryQuery } from './listing/queries';

/** §2/§7: the 404 page loads 20 top-country videos from a random page between 1 and 10. */
export function randomNotFoundPage(random: () => number = Math.random): number {
  return 1 + Math.floor(random() * PAGING.topCountry404MaxPage);
}

/** The 404 page's top-country call: 20 videos of the visitor's country (lifetime 14400, §9). */
export function notFoundVideosQuery(
  api: ApiClient,
  site: Pick<Parameters<typeof topCountryQuery>[1], 'country' | 'gender' | 'lang'>,
  page: number,
) {
  return topCountryQuery(api, { ...site, page, count: PAGING.topCountry404Count });
}

export interface NotFoundPageProps {
  /** The page of top-country videos (1–10); random when not given (the route's loader picks it). */
  page?: number;
  /** The seed of the keyword pick, so the server's render and the hydration agree. */
  seed?: number;
  /**
   * Renders the title and robots NOINDEX itself (the root ErrorBoundary has no route head); the
   * not-found route gives them through its `meta` instead.
   */
  head?: boolean;
  /** A page past a list's end: the list's last page, linked first. */
  pastLastPage?: PastLastPage | null;
  api?: ApiClient;
}

/**
 * The 404 page of §2 (the `*` route and the root ErrorBoundary): a title, an explanation and a
 * go-to-main-page button (@site/ui NotFound), robots NOINDEX, 20 top-country videos for the visitor's
 * country with a see-more link to /top-country/, and top keywords. For a page past a list's end it says
 * where the list ends and links its last page.
 */
export function NotFoundPage(props: NotFoundPageProps) {
  // The root ErrorBoundary renders outside the app's QueryClientProvider: bring the session's client.
  const outer = useContext(QueryClientContext);
  const [client] = useState(() => outer ?? getQueryClient());
  if (outer) return <NotFoundContent {...props} />;
  return (
    <QueryClientProvider client={client}>
      <NotFoundContent {...props} />
    </QueryClientProvider>
  );
}

function NotFoundContent({ page, seed, head = true, pastLastPage, api = browserApi }: NotFoundPageProps) {
  const { t } = useT();
  const { country, gender, lang } = useSite();
  const [videosPage] = useState(() => page ?? randomNotFoundPage());
  const [keywordSeed] = useState(() => seed ?? Math.floor(Math.random() * 2 ** 31));
  const videos = useQuery(notFoundVideosQuery(api, { country, gender, lang }, videosPage));
  const keywords = useQuery(shownKeywordsQuery(api, { gender, lang }, keywordSeed));

  return (
    <>
      {head && (
        <>
          <title>{`${t('notFound.title')} | ${t('site.name')}`}</title>
          <meta name="robots" content="noindex" />
        </>
      )}
      <NotFound
        country={listCountry(country)}
        videos={videos.data?.videos}
        status={videos.isPending ? 'loading' : videos.isError ? 'error' : 'success'}
        errorCode={videos.isError && isApiError(videos.error) ? videos.error.code : null}
        {...retryOf(videos)}
        seeMoreHref={topCountryUrl(1)}
        keywords={keywords.data?.keywords}
        lastPage={pastLastPage ? { page: pastLastPage.lastPage, href: pastLastPage.lastPageHref } : undefined}
      />
    </>
  );
}
