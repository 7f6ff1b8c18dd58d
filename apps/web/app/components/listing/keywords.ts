import { type ApiClient, LIFETIME, type MainParamsInput, PAGING } from '@site/api';
import { mainQueries, seconds } from '@site/api/query';
import { pickRandom, seededRandom } from '@site/ui';
import { queryOptions } from '@tanstack/react-query';
import { apart } from '../../lib/route-data';

/**
 * The `count` keywords shown of the fetched ones (§9: 1000 fetched, a random 50 shown), picked with a
 * seed from the loader so the server's render and the browser's hydration show the same ones. Used by the
 * home page's sidebar and the 404 page; apart from the sidebar, which only home loads.
 */
export function pickKeywords(
  keywords: readonly string[],
  seed: number,
  count: number = PAGING.keywordsShown,
) {
  return pickRandom(keywords, count, seededRandom(seed));
}

/**
 * The main call's answer as the home page's sidebar and the 404 page show it: the top lists and the
 * keywords picked with `seed` (`pickKeywords`). It is a query of its own, made from the main call's (which
 * it fetches through the same client), so that the server's page carries the 50 keywords shown and not
 * the 1000 fetched: the main call's query is kept `apart` from the dehydrated cache.
 */
export function shownKeywordsQuery(api: ApiClient, site: MainParamsInput, seed: number) {
  const main = apart(mainQueries.keywords(api, site));
  return queryOptions({
    queryKey: [...mainQueries.all(), 'shown', main.queryKey[2], seed] as const,
    queryFn: async ({ client }) => {
      const answer = await client.fetchQuery(main);
      return { ...answer, keywords: pickKeywords(answer.keywords, seed) };
    },
    // The main call's lifetime (§9).
    staleTime: seconds(LIFETIME.main),
  });
}
