// The islands' entry (vite.islands.config.ts): a listing page's only script. Its language's messages first,
// as on the router's pages (app/entry.client.tsx), then each island when it is due (hydrate.tsx).
import { prepareLanguage } from '../lib/i18n/bootstrap';
import { findIslands, hydrateIslands, readJson } from './hydrate';
import { ISLANDS_PAGE_ID, type IslandPage } from './page';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const page = readJson<IslandPage>(document.getElementById(ISLANDS_PAGE_ID));
if (page) {
  const islands = findIslands();
  prepareLanguage(document, storage())
    .catch((error: unknown) => console.warn('Language messages could not be loaded', error))
    .finally(() => hydrateIslands(page, islands));
}
