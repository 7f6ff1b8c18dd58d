import { FiltersBar, type VideoFiltersValue } from '@site/ui';
import type { ListFilters } from '../../lib/list-params';
import { useSiteNavigation } from '../../lib/navigation';
import { categoryVideosUrl, listUrl } from '../../lib/urls';

/**
 * Where a listing's other pages and filters are, said as data so an island can carry it (a listing page's
 * filters hydrate on their own, app/islands): the sorted lists (`/{sort}/{page}/`) or a category's.
 */
export type ListingAddress = { to: 'list' } | { to: 'category'; dir: string };

/** The sorted lists' address (home, `/{sort}/{page}/`). */
export const LIST_ADDRESS: ListingAddress = { to: 'list' };

/** The address of the listing with these filters, at this page. */
export function listingHref(address: ListingAddress, next: ListFilters & { page: number }): string {
  return address.to === 'category' ? categoryVideosUrl({ ...next, dir: address.dir }) : listUrl(next);
}

export interface ListingFiltersProps {
  value: ListFilters;
  /** The search page: no sort dropdown and no date filter (§2). */
  search: boolean;
  address: ListingAddress;
}

/** The filters bar of a listing: changing the sort or a filter goes to the first page of the new address. */
export function ListingFilters({ value, search, address }: ListingFiltersProps) {
  const { navigate } = useSiteNavigation();
  const onChange = (next: VideoFiltersValue) =>
    navigate(listingHref(address, { ...value, ...next, page: 1 }));
  return <FiltersBar value={value} onChange={onChange} search={search} />;
}
