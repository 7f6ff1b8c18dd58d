import type { ComponentType } from 'react';
import { ContinueRow } from '../components/listing/ContinueRow';
import { HomeSidebar } from '../components/listing/HomeSidebar';
import { HomeSlider } from '../components/listing/HomeSlider';
import { ListingCards } from '../components/listing/ListingCards';
import { ListingFilters } from '../components/listing/ListingFilters';
import { ShellIsland } from '../components/shell/ShellChrome';
import { SiteFooter } from '../components/shell/SiteFooter';

// biome-ignore lint/suspicious/noExplicitAny: each island's props are checked where the page renders it (Island)
type AnyComponent = ComponentType<any>;

/**
 * The browser's islands by name: what the islands' entry hydrates. Their code is the entry's own: the
 * server rendered them all, so the page's stylesheets already hold their styles, and only what they load
 * later (a modal, the notifications) brings styles of its own.
 */
export const ISLANDS = {
  shell: ShellIsland,
  filters: ListingFilters,
  cards: ListingCards,
  sidebar: HomeSidebar,
  slider: HomeSlider,
  continue: ContinueRow,
  footer: SiteFooter,
} satisfies Record<string, AnyComponent>;

export type IslandName = keyof typeof ISLANDS;

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(ISLANDS, name);
}
