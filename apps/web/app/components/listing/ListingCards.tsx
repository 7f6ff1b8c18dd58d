import { type ListingStatus, type VideoCardData, VideoGrid } from '@site/ui';
import type { ReactNode } from 'react';

export interface ListingCardsProps {
  status: ListingStatus;
  videos?: readonly VideoCardData[];
  pageSize: number;
  label: string;
  errorCode?: string | null;
  /** Asks again when the listing failed: the query's refetch in the site's router, else a page load. */
  onRetry?: () => void;
  /** Whether a retry is offered: what an island's JSON keeps of `onRetry` (a page load there). */
  retry?: boolean;
  retrying?: boolean;
  priorityCount: number;
  cardHeadingLevel: 2 | 3 | 4;
  /** Cards out of view skip their rendering until scrolled near (VideoGrid's `deferOffscreen`). */
  deferOffscreen?: boolean;
  /** The empty state's own words and action, in the router only (not JSON: an island has the defaults). */
  emptyTitle?: ReactNode;
  emptyDescription?: ReactNode;
  emptyAction?: ReactNode;
}

/** A listing's cards (@site/ui VideoGrid); as an island, with props that JSON can carry. */
export function ListingCards({ onRetry, retry = false, ...grid }: ListingCardsProps) {
  const again = onRetry ?? (retry ? () => window.location.reload() : undefined);
  return <VideoGrid {...grid} onRetry={again} homeHref="/" />;
}
