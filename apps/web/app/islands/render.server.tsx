import { dehydrate, hashKey, type QueryClient } from '@tanstack/react-query';
import { type ReactNode, use } from 'react';
import { prerender } from 'react-dom/static';
import type { EntryContext } from 'react-router';
import { IslandsShell } from '../components/shell/IslandsShell.server';
import type { IslandsDocument } from '../lib/navigation';
import { scriptJson } from '../lib/script-json';
import type { SiteData } from '../lib/site';
import { builtIslandsEntry } from './assets.server';
import type { IslandProps } from './Island';
import { IslandRoot } from './IslandRoot';
import { IslandScripts } from './IslandScripts.server';
import * as styles from './island.css';
import { hydratesIslands, ISLAND_ATTRIBUTE, type IslandData, type IslandPage } from './page';

/**
 * An island's HTML, rendered as a page of its own with its ids prefixed by its name, as the browser's
 * `hydrateRoot` takes it. Completely: what it loads on demand (a member's bell) is in, so the browser's
 * hydration finds it as the server rendered it (`renderToString` would leave such a part to the browser,
 * which React reports as an error).
 */
async function islandHtml(island: ReactNode, name: string): Promise<string> {
  const { prelude } = await prerender(island, { identifierPrefix: name });
  return new Response(prelude).text();
}

/** The island's element: the document's render waits for its HTML (`use`), as for any data. */
function IslandElement({ name, hydrate, html }: { name: string; hydrate: string; html: Promise<string> }) {
  return (
    <div
      {...{ [ISLAND_ATTRIBUTE]: name }}
      data-hydrate={hydrate}
      className={styles.island}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own render of the island
      dangerouslySetInnerHTML={{ __html: use(html) }}
    />
  );
}

/**
 * An island as the server writes it: rendered on its own (IslandRoot, islandHtml), in an element that
 * lays out nothing of its own, followed by the JSON of its props and of the cached queries it reads.
 */
function serverIsland<P extends object>(
  page: IslandPage,
  nonce: string | undefined,
  { name, component: Component, props, queries = [], hydrate = 'load' }: IslandProps<P>,
  client: QueryClient,
): ReactNode {
  const hashes = new Set(queries.map((key) => hashKey(key)));
  const state =
    hashes.size > 0 ? dehydrate(client, { shouldDehydrateQuery: (q) => hashes.has(q.queryHash) }) : null;
  const data: IslandData<P> = { props, state };
  const html = islandHtml(
    <IslandRoot page={page} state={state}>
      <Component {...props} />
    </IslandRoot>,
    name,
  );
  return (
    <>
      <IslandElement name={name} hydrate={hydrate} html={html} />
      <script
        type="application/json"
        data-island-data={name}
        nonce={nonce}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped for a script element
        dangerouslySetInnerHTML={{ __html: scriptJson(data) }}
      />
    </>
  );
}

/**
 * A document whose page route says `handle.islands` (the listing pages) hydrates only its islands: the
 * islands' entry instead of React Router's scripts. Not an error page: the root's error boundary has no
 * islands, and its document loads the router as before.
 */
export function islandsDocument(
  request: Request,
  context: EntryContext,
  nonce: string | undefined,
): IslandsDocument | null {
  const handler = context.staticHandlerContext;
  const route = handler.matches.at(-1);
  const id = route?.route.id ?? '';
  if (
    !route ||
    handler.errors ||
    !hydratesIslands(context.routeModules[id]?.handle, handler.loaderData[id])
  ) {
    return null;
  }
  const url = new URL(request.url);
  const page: IslandPage = {
    site: handler.loaderData.root as SiteData,
    pathname: url.pathname,
    search: url.search,
    routes: handler.matches.map((m) => m.route.id),
  };
  // Each island is written once per page: the document's render asks again after waiting for its HTML
  // (`use`), and gets the same element, not a second dehydration and render.
  const written = new Map<string, ReactNode>();
  const dueAtLoad: string[] = [];
  return {
    page,
    island: (island, client) => {
      let element = written.get(island.name);
      if (element === undefined) {
        element = serverIsland(page, nonce, island, client);
        written.set(island.name, element);
        if ((island.hydrate ?? 'load') === 'load') dueAtLoad.push(island.name);
      }
      return element;
    },
    shell: (children) => <IslandsShell>{children}</IslandsShell>,
    // After the page's islands in the document, so it knows those due with the page.
    scripts: () => (
      <IslandScripts page={page} entry={builtIslandsEntry()} dueAtLoad={dueAtLoad} nonce={nonce} />
    ),
  };
}
