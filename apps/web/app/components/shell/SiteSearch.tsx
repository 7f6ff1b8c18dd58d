import type { ApiClient, Suggestion } from '@site/api';
import { suggesterQueries } from '@site/api/query';
import { SearchBox } from '@site/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { browserApi } from '../../lib/api';
import { useSiteNavigation } from '../../lib/navigation';
import { readRecentSearches, saveRecentSearch } from '../../lib/recent-searches';
import { useSite } from '../../lib/site';
import { categoryHref, channelHref, modelHref, searchHref } from '../../lib/urls';

/** Where a category, model or channel suggestion leads. */
export function suggestionHref(suggestion: Suggestion): string {
  switch (suggestion.type) {
    case 'category':
      return suggestion.dir ? categoryHref(suggestion.dir) : searchHref(suggestion.title);
    case 'model':
      return suggestion.dir ? modelHref(suggestion.dir) : searchHref(suggestion.title);
    case 'channel':
      return suggestion.dir ? channelHref(suggestion.dir) : searchHref(suggestion.title);
    default:
      return searchHref(suggestion.title);
  }
}

export interface SiteSearchProps {
  api?: ApiClient;
  /** Defaults to §9's 300 ms (tests shorten nothing: they use fake timers). */
  debounceMs?: number;
}

/**
 * The header's search (§2, §4, §5): SearchBox asks the suggester (cached query factory) for 2–100 trimmed
 * characters after 300 ms, in the page's language; the empty box offers the last 3 searches from local storage; a submit of at
 * least 3 characters saves the term and opens /search/?s=.
 */
export function SiteSearch({ api = browserApi, debounceMs }: SiteSearchProps) {
  const queryClient = useQueryClient();
  const location = useSiteNavigation();
  const { navigate } = location;
  // Category names are suggested in the page's language.
  const { lang } = useSite();
  // Local storage is read after mount, so the server's and the browser's first render agree.
  const [recent, setRecent] = useState<string[]>([]);
  useEffect(() => setRecent(readRecentSearches()), []);
  // The search page shows its term in the box.
  const current = location.pathname.startsWith('/search')
    ? (new URLSearchParams(location.search).get('s') ?? '')
    : '';
  const [text, setText] = useState(current);
  useEffect(() => setText(current), [current]);

  return (
    <SearchBox
      value={text}
      onValueChange={setText}
      recent={recent}
      debounceMs={debounceMs}
      onSuggest={async (query) => {
        const answer = await queryClient.fetchQuery(suggesterQueries.query(api, query, lang));
        return answer.suggestions;
      }}
      onSubmit={(term) => {
        setRecent(saveRecentSearch(term));
        navigate(searchHref(term));
      }}
      onSelectSuggestion={(suggestion) => navigate(suggestionHref(suggestion))}
    />
  );
}
