import { PAGING } from '@site/api';
import { pickRandom, seededRandom } from '@site/ui';

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
