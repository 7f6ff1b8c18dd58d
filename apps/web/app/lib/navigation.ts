import type { QueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import type { IslandProps } from '../islands/Island';
import type { IslandPage } from '../islands/page';

/**
 * Where the page is and how it moves on, for the components a page hydrates on its own (the islands of a
 * listing page, app/islands): they run without React Router, so they read this instead of its hooks. The
 * site's router provides it from its hooks (components/RouterNavigation.tsx); an islands page from the
 * address it was loaded at, and moving on is a page load.
 */
export interface SiteNavigation {
  /** The address shown: path and query (`?…`, or empty). */
  pathname: string;
  search: string;
  /** The ids of the routes that render the page, outermost first (`root` … the page's own). */
  routes: readonly string[];
  /** A client navigation is loading or submitting; always idle on an islands page. */
  state: 'idle' | 'loading' | 'submitting';
  /** Goes to an address of the site. */
  navigate: (href: string) => void;
}

const NavigationContext = createContext<SiteNavigation | null>(null);

export const NavigationProvider = NavigationContext.Provider;

export function useSiteNavigation(): SiteNavigation {
  const navigation = useContext(NavigationContext);
  if (!navigation)
    throw new Error('useSiteNavigation: no NavigationProvider above (the router or an island)');
  return navigation;
}

/** The page's type, as analytics and the debug panel name it: its own route's id. */
export function pageRoute(navigation: Pick<SiteNavigation, 'routes'>): string {
  return navigation.routes.at(-1) ?? 'other';
}

/** An islands page's navigation: the address it was loaded at, and page loads to move on. */
export function pageLoadNavigation(
  page: Pick<SiteNavigation, 'pathname' | 'search' | 'routes'>,
): SiteNavigation {
  return {
    pathname: page.pathname,
    search: page.search,
    routes: page.routes,
    state: 'idle',
    navigate: (href) => window.location.assign(href),
  };
}

/**
 * Set by the server's render of a document whose route hydrates islands instead of the whole page
 * (entry.server.tsx, islands/render.server.tsx; a route says so with `handle.islands`). Absent in the browser
 * and in every other render, so the browser's code of the site's router holds none of it.
 */
export interface IslandsDocument {
  page: IslandPage;
  /** An island as the page holds it: its own render, and the JSON of its props and queries beside it. */
  island: <P extends object>(island: IslandProps<P>, client: QueryClient) => ReactNode;
  /** The site's shell around the page, as islands (components/shell/IslandsShell.server.tsx). */
  shell: (page: ReactNode) => ReactNode;
  /**
   * The document's scripts, where React Router's `<Scripts>` would be (islands/IslandScripts.server.tsx);
   * every script element, the JSON too, carries the answer's CSP nonce.
   */
  scripts: () => ReactNode;
}

export const IslandsContext = createContext<IslandsDocument | null>(null);

/** The islands document being rendered on the server, or null (the router's page, in any render). */
export function useIslandsDocument(): IslandsDocument | null {
  return useContext(IslandsContext);
}
