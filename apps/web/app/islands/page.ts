import type { DehydratedState } from '@tanstack/react-query';
import type { SiteData } from '../lib/site';

/**
 * What every island of a page renders with, on the server and again in the browser: the root loader's data,
 * the address and the routes. The server writes it once into the page (`ISLANDS_PAGE_ID`).
 */
export interface IslandPage {
  site: SiteData;
  pathname: string;
  search: string;
  routes: readonly string[];
}

/** What the page holds of an island besides its HTML (`<script data-island-data>` after its element). */
export interface IslandData<P extends object = object> {
  props: P;
  state: DehydratedState | null;
}

/** When an island hydrates: with the page, when the browser is idle, when it scrolls into view, or when
 * the visitor first points at it, touches it or moves the focus into it. */
export type IslandHydration = 'load' | 'idle' | 'visible' | 'interaction';

/** The element holding the page's `IslandPage` (JSON). */
export const ISLANDS_PAGE_ID = 'islands-page';

/** The attribute naming an island's element; the JSON of its props follows it in `<script data-island-data>`. */
export const ISLAND_ATTRIBUTE = 'data-island';

/** A route's `handle` when its document hydrates only its islands, not the whole page in the router. */
export const ISLANDS_HANDLE = { islands: true } as const;

/** A route's `handle` when whether it does depends on what its loader found. */
export function islandsWhen<T>(test: (data: T) => boolean): { islands: (data: unknown) => boolean } {
  return { islands: (data) => test(data as T) };
}

/** Whether a route's `handle` says its document hydrates only its islands, given its loader's data. */
export function hydratesIslands(handle: unknown, data: unknown): boolean {
  const islands = (handle as { islands?: unknown } | undefined)?.islands;
  return islands === true || (typeof islands === 'function' && islands(data) === true);
}
