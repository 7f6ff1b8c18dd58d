import { type ApiClient, isApiError, PAGING } from '@site/api';
import { mainQueries } from '@site/api/query';
import { pickRandom, Sidebar, seededRandom } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { browserApi } from '../../lib/api';
import { useSite } from '../../lib/site';

/** Keeps the order of already picked keywords (the Sidebar's own pick then changes nothing). */
const keepOrder = () => 0;

/**
 * The `count` keywords shown of the fetched ones (§9: 1000 fetched, a random 50 shown), picked with a
 * seed from the loader so the server's render and the browser's hydration show the same ones.
 */
export function pickKeywords(
  keywords: readonly string[],
  seed: number,
  count: number = PAGING.keywordsShown,
) {
  return pickRandom(keywords, count, seededRandom(seed));
}

/**
 * The index page's sidebar (§2): the category list with a filter box, top models, top channels and the
 * top-keywords strip, from the main call with its 1000 keywords (§7 `l=1000`), which also carries the
 * top lists.
 */
export function HomeSidebar({ seed, api = browserApi }: { seed: number; api?: ApiClient }) {
  const { gender, lang } = useSite();
  const query = useQuery(mainQueries.keywords(api, { gender, lang }));
  const keywords = useMemo(
    () => (query.data ? pickKeywords(query.data.keywords, seed) : undefined),
    [query.data, seed],
  );
  if (query.isPending) return <Sidebar status="loading" />;
  if (query.isError) {
    return (
      <Sidebar
        status="error"
        errorCode={isApiError(query.error) ? query.error.code : null}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <Sidebar
      categories={query.data.categories}
      models={query.data.models}
      channels={query.data.channels}
      keywords={keywords}
      random={keepOrder}
    />
  );
}
