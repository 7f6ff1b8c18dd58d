import { errorCode } from '@site/api';
import { ListingGrid, type ListingGridProps, Pagination } from '@site/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useCallback } from 'react';
import { totalPages } from '../../lib/catalog-params';
import { useT } from '../../lib/i18n';
import { messageKeyOr } from '../../lib/notify';
import { retryOf } from '../../lib/refusals';
import { useSiteActions } from '../../lib/site-actions';
import type { SiteMessageKey } from '../../messages';
import * as styles from './catalog.css';
import '../../messages/use-catalog';

/**
 * Shows a §8 notification for a result key (`subscribe_success`, `playlist_not_owner`, …): the catalog's
 * text for it, else the `fallback` key's (the action's general error).
 */
export function useNotifyKey() {
  const { t } = useT();
  const { notify } = useSiteActions();
  return useCallback(
    (type: 'success' | 'error', key: string, fallback: string) => {
      const text = t(messageKeyOr(`catalog.notify.${key}`, `catalog.notify.${fallback}` as SiteMessageKey));
      notify({ type, text });
    },
    [t, notify],
  );
}

/** The pages of a listing, as links (crawlable); nothing when there is one page. */
export function CatalogPager({
  page,
  total,
  count,
  hrefForPage,
}: {
  page: number;
  total: number | undefined;
  count: number;
  hrefForPage: (page: number) => string;
}) {
  if (total === undefined) return null;
  return <Pagination page={page} totalPages={totalPages(total, count)} hrefForPage={hrefForPage} />;
}

/**
 * A catalog list page (channels, playlists, models): the heading with the list's filters, anything
 * `children` adds under them, the grid of one page's cards (placeholders, errors with retry, empty state)
 * and the pager.
 */
export function CatalogListPage<T, D extends { total_count: number }>({
  id,
  title,
  filters,
  children,
  query,
  items,
  page,
  count,
  hrefForPage,
  ...grid
}: {
  /** The heading's id. */
  id: string;
  title: string;
  filters: ReactNode;
  children?: ReactNode;
  query: UseQueryResult<D>;
  items: readonly T[] | undefined;
  page: number;
  count: number;
  hrefForPage: (page: number) => string;
} & Pick<ListingGridProps<T>, 'kind' | 'getKey' | 'renderItem'>) {
  return (
    <section className={styles.page} aria-labelledby={id}>
      <div className={styles.toolbar}>
        <h1 id={id} className={styles.heading}>
          {title}
        </h1>
        {filters}
      </div>
      {children}
      <ListingGrid
        {...grid}
        status={query.status}
        items={items}
        pageSize={count}
        label={title}
        errorCode={query.isError ? errorCode(query.error) : null}
        {...retryOf(query)}
        retrying={query.isRefetching}
      />
      <CatalogPager page={page} total={query.data?.total_count} count={count} hrefForPage={hrefForPage} />
    </section>
  );
}
