import type { Language } from '@site/api';

/**
 * The messages of the languages this page has loaded (§1: only English ships with the page). On the
 * server the root loader fills it from `/langs/json/{lang}.json` (in-process); in the browser
 * `entry.client.tsx` fills it (local storage under `lang_version`, else the versioned path) before React
 * hydrates, so the first render in the browser reads the same texts the server rendered with.
 */
const tables = new Map<Language, Readonly<Record<string, string>>>();

export function setLanguageMessages(lang: Language, messages: Readonly<Record<string, string>>): void {
  tables.set(lang, messages);
}

/** The loaded messages of `lang`; empty for English (the code's own texts) or a language not loaded. */
export function languageMessages(lang: Language): Readonly<Record<string, string>> {
  return tables.get(lang) ?? EMPTY;
}

const EMPTY: Readonly<Record<string, string>> = Object.freeze({});
