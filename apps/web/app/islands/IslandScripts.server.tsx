import { scriptJson } from '../lib/script-json';
import type { IslandsEntry } from './assets.server';
import { ISLANDS_PAGE_ID, type IslandPage } from './page';

/**
 * The scripts of a document that hydrates only its islands, where React Router's `<Scripts>` would be: the
 * page's data for every island, and the islands' entry with the modules it imports and those of the islands
 * due with the page (their preloads go after the CSS, as the router's do: lib/scripts-after-css.server.ts).
 */
export function IslandScripts({
  page,
  entry,
  dueAtLoad,
  nonce,
}: {
  page: IslandPage;
  entry: IslandsEntry;
  /** The page's islands hydrated with it: the code of those the entry loads on demand is preloaded too. */
  dueAtLoad: readonly string[];
  nonce: string | undefined;
}) {
  const preloads = new Set([...entry.preloads, ...dueAtLoad.flatMap((name) => entry.islands[name] ?? [])]);
  return (
    <>
      <script
        type="application/json"
        id={ISLANDS_PAGE_ID}
        nonce={nonce}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped for a script element
        dangerouslySetInnerHTML={{ __html: scriptJson(page) }}
      />
      {[...preloads].map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      <script type="module" src={entry.src} nonce={nonce} />
    </>
  );
}
