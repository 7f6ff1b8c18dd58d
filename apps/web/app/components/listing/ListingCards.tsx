import { type ListingStatus, type VideoCardData, VideoGrid } from '@site/ui';

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
}

/** A listing's cards (@site/ui VideoGrid) as its island: props that JSON can carry. */
export function ListingCards({ onRetry, retry = false, ...grid }: ListingCardsProps) {
  const again = onRetry ?? (retry ? () => window.location.reload() : undefined);
  return <VideoGrid {...grid} onRetry={again} homeHref="/" />;
}
