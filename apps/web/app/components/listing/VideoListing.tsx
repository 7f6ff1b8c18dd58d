import { isApiError, type VideoListResponse } from '@site/api';
import { pageCount } from '@site/api/display';
import {
  FiltersBar,
  type ListingStatus,
  Pagination,
  type VideoCardData,
  type VideoFiltersValue,
} from '@site/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { Island } from '../../islands/Island';
import type { ListFilters } from '../../lib/list-params';
import { useSiteNavigation } from '../../lib/navigation';
import { ListingCards, type ListingCardsProps } from './ListingCards';
import { type ListingAddress, ListingFilters, listingHref } from './ListingFilters';
import * as styles from './listing.css';

/** The cards whose thumbnails load at once: the first row on a wide screen, more than a phone shows. */
const ABOVE_THE_FOLD = 4;

/** What a listing shows of its request (§4: pending, then success or error; the code defaults to general_error). */
export interface ListingResult {
  status: ListingStatus;
  videos?: readonly VideoCardData[];
  totalCount?: number;
  errorCode?: string | null;
  onRetry?: () => void;
  retrying?: boolean;
}

/** A video list query (useQuery of a videoQueries factory) as a listing's result. */
export function listingResult(query: UseQueryResult<VideoListResponse>): ListingResult {
  if (query.isPending) return { status: 'pending' };
  if (query.isError) {
    return {
      status: 'error',
      errorCode: isApiError(query.error) ? query.error.code : 'general_error',
      onRetry: () => void query.refetch(),
      retrying: query.isFetching,
    };
  }
  return { status: 'success', videos: query.data.videos, totalCount: query.data.total_count };
}

/**
 * Where the listing's other pages and filters are: a function, or said as data (the sorted lists, a
 * category's). Said as data, the filters and the cards are islands, which a page that hydrates only its
 * islands (`handle.islands`, app/islands) brings to life on their own.
 */
export type ListingLinks =
  | { hrefFor: (next: ListFilters & { page: number }) => string; address?: never }
  | { address: ListingAddress; hrefFor?: never };

interface ListingProps {
  /** The page's one <h1>. */
  title: string;
  /** A line under the heading. */
  intro?: ReactNode;
  /** The applied sort and filters (from the URL). */
  filters: ListFilters;
  page: number;
  /** The requested page size: as many placeholders while the page loads (§2). */
  pageSize: number;
  result: ListingResult;
  /** The search page: no sort dropdown and no date filter (§2). */
  search?: boolean;
  /** Shows the filters bar (sort, type, date, duration). Defaults to true. */
  showFilters?: boolean;
  emptyTitle?: ReactNode;
  emptyDescription?: ReactNode;
  emptyAction?: ReactNode;
  /** More controls beside the filters bar. */
  actions?: ReactNode;
}

/** The listing; sorting, filtering and paging go to the address of its other page (`ListingLinks`). */
export type VideoListingProps = ListingProps & ListingLinks;

/**
 * A video listing of §2: the heading, the filters bar (@site/ui FiltersBar: sort dropdown unless in
 * search, type/date/duration with Apply, the active-filter counter, a menu on mobile), the grid with its
 * placeholders, §8 error and empty states, and the pages as real links (a window of 5, §9). Changing the
 * sort or filters goes to the first page of the new URL.
 */
export function VideoListing({
  title,
  intro,
  filters,
  page,
  pageSize,
  hrefFor: givenHrefFor,
  address,
  result,
  search = false,
  showFilters = true,
  emptyTitle,
  emptyDescription,
  emptyAction,
  actions,
}: VideoListingProps) {
  const { navigate } = useSiteNavigation();
  const headingId = useId();
  const hrefFor = address
    ? (next: ListFilters & { page: number }) => listingHref(address, next)
    : (givenHrefFor as NonNullable<typeof givenHrefFor>);
  const totalPages = result.status === 'success' ? pageCount(result.totalCount ?? 0, pageSize) : 0;
  const onChange = (next: VideoFiltersValue) => {
    navigate(hrefFor({ ...filters, ...next, page: 1 }));
  };
  const { sort, type, duration, date } = filters;
  const cards: ListingCardsProps = {
    status: result.status,
    videos: result.videos,
    pageSize,
    label: title,
    errorCode: result.errorCode,
    onRetry: result.onRetry,
    retry: result.onRetry !== undefined,
    retrying: result.retrying,
    priorityCount: ABOVE_THE_FOLD,
    cardHeadingLevel: 2,
    deferOffscreen: true,
  };

  return (
    <section className={styles.listing} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h1 id={headingId} className={styles.heading}>
          {title}
        </h1>
        {(showFilters || actions) && (
          <div className={styles.controls}>
            {showFilters &&
              (address ? (
                <Island
                  name="filters"
                  component={ListingFilters}
                  props={{ value: { sort, type, duration, date }, search, address }}
                />
              ) : (
                <FiltersBar value={filters} onChange={onChange} search={search} />
              ))}
            {actions}
          </div>
        )}
      </div>
      {intro && <p className={styles.intro}>{intro}</p>}
      {address ? (
        <Island name="cards" component={ListingCards} hydrate="interaction" props={cards} />
      ) : (
        <ListingCards
          {...cards}
          emptyTitle={emptyTitle}
          emptyDescription={emptyDescription}
          emptyAction={emptyAction}
        />
      )}
      <Pagination page={page} totalPages={totalPages} hrefForPage={(p) => hrefFor({ ...filters, page: p })} />
    </section>
  );
}
