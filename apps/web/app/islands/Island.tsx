import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useIslandsDocument } from '../lib/navigation';
// The islands' elements' one style, in the CSS of every page that has them (render.server.tsx names it).
import './island.css';
import type { IslandHydration } from './page';
import type { IslandName } from './registry';

export interface IslandProps<P extends object> {
  /** The island's name in the browser's registry (registry.ts), unique on the page. */
  name: IslandName;
  component: ComponentType<P>;
  /** Its props: JSON, written into the page for the browser's hydration. */
  props: P;
  /** The cached queries it reads, handed to the browser with it. */
  queries?: readonly QueryKey[];
  /** When it hydrates (default: with the page). */
  hydrate?: IslandHydration;
}

/**
 * A part of a page that works in the browser. In the site's router it is just the component. In the
 * server's render of an islands document (a route with `handle.islands`) it is rendered as a page of its
 * own into an element the islands' entry hydrates (render.server.tsx, entry.client.tsx); the rest of the
 * page stays the server's HTML and loads no code.
 */
export function Island<P extends object>(island: IslandProps<P>) {
  const document = useIslandsDocument();
  const client = useQueryClient();
  const { component: Component, props } = island;
  return document ? document.island(island, client) : <Component {...props} />;
}
