import type { ComponentType } from 'react';
import { ListingFilters } from '../components/listing/ListingFilters';
import { ShellIsland } from '../components/shell/ShellChrome';

// biome-ignore lint/suspicious/noExplicitAny: each island's props are checked where the page renders it (Island)
type AnyComponent = ComponentType<any>;

/**
 * The browser's islands by name: what the islands' entry hydrates. The ones due with the page (the shell,
 * the filters) are the entry's own code; the others load when they are due, so the page's first script
 * neither downloads nor runs them. None brings styles: the server rendered them, and the page's
 * stylesheets hold theirs (vite.islands.config.ts).
 */
export const ISLANDS = {
  shell: async () => ShellIsland,
  filters: async () => ListingFilters,
  cards: () => import('../components/listing/ListingCards').then((m) => m.ListingCards),
  sidebar: () => import('../components/listing/HomeSidebar').then((m) => m.HomeSidebar),
  slider: () => import('../components/listing/HomeSlider').then((m) => m.HomeSlider),
  continue: () => import('../components/listing/ContinueRow').then((m) => m.ContinueRow),
  footer: () => import('../components/shell/SiteFooter').then((m) => m.SiteFooter),
  videoPlayer: () => import('../components/video/VideoPlayerPart').then((m) => m.VideoPlayerPart),
  videoActions: () => import('../components/video/VideoPageActions').then((m) => m.VideoActionsPart),
  videoDetails: () => import('../components/video/VideoDetails').then((m) => m.VideoDetails),
  videoComments: () => import('../components/video/VideoCommentsSection').then((m) => m.VideoCommentsSection),
  videoRelated: () => import('../components/video/VideoRelated').then((m) => m.VideoRelated),
} satisfies Record<string, () => Promise<AnyComponent>>;

export type IslandName = keyof typeof ISLANDS;

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(ISLANDS, name);
}
