import { type ApiClient, isApiError } from '@site/api';
import { Sidebar } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { browserApi } from '../../lib/api';
import { retryOf } from '../../lib/refusals';
import { useSite } from '../../lib/site';
import { shownKeywordsQuery } from './keywords';

/** Keeps the order of already picked keywords (the Sidebar's own pick then changes nothing). */
const keepOrder = () => 0;

/**
 * The index page's sidebar (§2): the category list with a filter box, top models, top channels and the
 * top-keywords strip, from the main call with its 1000 keywords (§7 `l=1000`), which also carries the
 * top lists: the 50 picked with `seed` (`shownKeywordsQuery`).
 */
export function HomeSidebar({ seed, api = browserApi }: { seed: number; api?: ApiClient }) {
  const { gender, lang } = useSite();
  const query = useQuery(shownKeywordsQuery(api, { gender, lang }, seed));
  if (query.isPending) return <Sidebar status="loading" />;
  if (query.isError) {
    return (
      <Sidebar
        status="error"
        errorCode={isApiError(query.error) ? query.error.code : null}
        {...retryOf(query)}
      />
    );
  }
  return (
    <Sidebar
      categories={query.data.categories}
      models={query.data.models}
      channels={query.data.channels}
      keywords={query.data.keywords}
      random={keepOrder}
    />
  );
}
