import { type ApiClient, PAGE_SIZE, TEXT_LIMITS } from '@site/api';
import { videoQueries } from '@site/api/query';
import { EmptyState } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { browserApi } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { DEFAULT_FILTERS, isSearchable, type SearchListParams } from '../../lib/list-params';
import { useSite, type VisitorSettings } from '../../lib/site';
import { searchUrl } from '../../lib/urls';
import * as styles from './listing.css';
import { listingResult, VideoListing } from './VideoListing';

/** The search call (§7 `/api/videos2.php?s=`): type and duration, no sort and no date (§2). */
export function searchQuery(api: ApiClient, p: SearchListParams, { gender, lang }: VisitorSettings) {
  const { s, page, type, duration } = p;
  return videoQueries.search(api, { s, page, type, duration, gender, lang });
}

/**
 * The search page (§2 `/search/?s=` and `/search/{page}/`): the results with the type and duration
 * filters (no sort dropdown, no date filter). A term shorter than 3 characters (§4) asks for no results:
 * the page says what is needed instead.
 */
export function SearchResults({ params, api = browserApi }: { params: SearchListParams; api?: ApiClient }) {
  const { t } = useT();
  const site = useSite();
  const headingId = useId();
  const searchable = isSearchable(params.s);
  const query = useQuery({ ...searchQuery(api, params, site), enabled: searchable });

  if (!searchable) {
    return (
      <section className={styles.listing} aria-labelledby={headingId}>
        <h1 id={headingId} className={styles.heading}>
          {t('listings.search.titleEmpty')}
        </h1>
        <EmptyState
          title={
            params.s
              ? t('listings.search.tooShort', { min: TEXT_LIMITS.searchMin })
              : t('listings.search.enterTerm')
          }
          homeHref="/"
        />
      </section>
    );
  }

  return (
    <VideoListing
      title={t('listings.search.title', { query: params.s })}
      filters={{ ...DEFAULT_FILTERS, type: params.type, duration: params.duration }}
      page={params.page}
      pageSize={PAGE_SIZE.videos}
      hrefFor={(next) =>
        searchUrl({ s: params.s, page: next.page, type: next.type, duration: next.duration })
      }
      result={listingResult(query)}
      search
      emptyTitle={t('listings.search.noResults', { query: params.s })}
      emptyDescription={t('listings.search.noResultsHint')}
    />
  );
}
