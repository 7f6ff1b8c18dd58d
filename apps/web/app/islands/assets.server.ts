import { readFileSync } from 'node:fs';

/** The islands' entry as a document loads it: its file and the files it imports, as addresses. */
export interface IslandsEntry {
  src: string;
  preloads: string[];
  /** Each island the entry loads on demand: its chunk and the files it imports beside the entry's. */
  islands: Record<string, string[]>;
}

/** The islands' build writes this beside the server's build (vite.islands.config.ts). */
export const ISLANDS_ENTRY_FILE = 'islands-entry.json';

let loaded: IslandsEntry | undefined;

/** The built islands' entry, read once from beside the server's build. */
export function builtIslandsEntry(): IslandsEntry {
  if (!loaded) {
    const file = new URL(ISLANDS_ENTRY_FILE, import.meta.url);
    try {
      loaded = JSON.parse(readFileSync(file, 'utf8')) as IslandsEntry;
    } catch (error) {
      throw new Error(
        `The islands are not built (${file.pathname}): pnpm --filter @site/web build. ${error}`,
      );
    }
  }
  return loaded;
}
