import { createApiClient, type LangMessages, type Language } from '@site/api';
import { knowLocaleSymbols, type LocaleSymbols } from '@site/api/display';
import { isAllowedLang, LANG_MESSAGES_KEY, LANG_VERSION_KEY, LOCALE_SYMBOLS_META } from './lang';
import { setLanguageMessages } from './store';

/** The language and messages version the server rendered with, from `<html lang>` and its meta tag. */
export function renderedLanguage(doc: Document): { lang: Language; version: number } {
  const lang = doc.documentElement.lang;
  const version = Number(doc.querySelector('meta[name="lang-version"]')?.getAttribute('content') ?? 0);
  return { lang: isAllowedLang(lang) ? lang : 'en', version: Number.isSafeInteger(version) ? version : 0 };
}

/** The number and date symbols the server wrote for the page's language (`LOCALE_SYMBOLS_META`), or null. */
export function renderedLocaleSymbols(doc: Document): LocaleSymbols | null {
  try {
    const content = doc.querySelector(`meta[name="${LOCALE_SYMBOLS_META}"]`)?.getAttribute('content');
    const symbols = JSON.parse(content ?? 'null');
    return Array.isArray(symbols?.number?.digits) && typeof symbols?.relative?.today === 'string'
      ? (symbols as LocaleSymbols)
      : null;
  } catch {
    return null;
  }
}

/** Flat keys to texts (the contract's LangMessages), checked by hand: storage is not the server's answer. */
function isLangMessages(value: unknown): value is LangMessages {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((text) => typeof text === 'string')
  );
}

function readCache(storage: Storage, key: string): Record<string, string> | null {
  try {
    if (storage.getItem(LANG_VERSION_KEY) !== key) return null;
    const cached: unknown = JSON.parse(storage.getItem(LANG_MESSAGES_KEY) ?? 'null');
    return isLangMessages(cached) ? cached : null;
  } catch {
    return null;
  }
}

function writeCache(storage: Storage, key: string, messages: Record<string, string>): void {
  try {
    storage.setItem(LANG_MESSAGES_KEY, JSON.stringify(messages));
    storage.setItem(LANG_VERSION_KEY, key);
  } catch {
    // A full or blocked storage only costs a fetch next time.
  }
}

/**
 * Before hydration: the number and date symbols the server wrote (so the browser makes no Intl formatter),
 * then the messages of the page's language from local storage when its `lang_version` is
 * this one (`<lang>:<version>`), else from `/langs/json/{lang}.json?v={version}` (immutable), kept for next
 * time. English needs nothing. A failed fetch leaves English, which the page then shows.
 */
export async function prepareLanguage(
  doc: Document,
  storage: Storage | null,
  fetchImpl: typeof fetch = fetch,
): Promise<Language> {
  const { lang, version } = renderedLanguage(doc);
  const symbols = renderedLocaleSymbols(doc);
  if (symbols) knowLocaleSymbols(lang, symbols);
  if (lang === 'en') return lang;
  const key = `${lang}:${version}`;
  const cached = storage ? readCache(storage, key) : null;
  if (cached) {
    setLanguageMessages(lang, cached);
    return lang;
  }
  const api = createApiClient({ fetch: fetchImpl });
  const messages = await api.langs.get({ lang, version });
  setLanguageMessages(lang, messages);
  if (storage) writeCache(storage, key, messages);
  return lang;
}
