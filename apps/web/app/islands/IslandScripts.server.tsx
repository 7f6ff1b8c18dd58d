import { scriptJson } from '../lib/script-json';
import type { IslandsEntry } from './assets.server';
import { ISLANDS_PAGE_ID, type IslandPage } from './page';

/**
 * The scripts of a document that hydrates only its islands, where React Router's `<Scripts>` would be: the
 * page's data for every island, and the islands' entry with the modules it imports (their preloads go after
 * the CSS, as the router's do: lib/scripts-after-css.server.ts).
 */
export function IslandScripts({
  page,
  entry,
  nonce,
}: {
  page: IslandPage;
  entry: IslandsEntry;
  nonce: string | undefined;
}) {
  return (
    <>
      <script
        type="application/json"
        id={ISLANDS_PAGE_ID}
        nonce={nonce}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped for a script element
        dangerouslySetInnerHTML={{ __html: scriptJson(page) }}
      />
      {entry.preloads.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      <script type="module" src={entry.src} nonce={nonce} />
    </>
  );
}
