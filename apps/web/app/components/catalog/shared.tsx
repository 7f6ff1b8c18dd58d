import { Pagination } from '@site/ui';
import { useCallback } from 'react';
import { totalPages } from '../../lib/catalog-params';
import { useT } from '../../lib/i18n';
import { messageKeyOr } from '../../lib/notify';
import { useSiteActions } from '../../lib/site-actions';
import type { SiteMessageKey } from '../../messages';

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
