import { LANGUAGES, type Language } from '@site/api';
import { readCookie } from '../cookies';

/** §4: the language is kept in this cookie. */
export const LANG_COOKIE = 'lang';
/** A link may name the language (`?lang=de`, the hreflang alternates use it); the page then keeps it. */
export const LANG_PARAM = 'lang';
/** §3 local storage: the cached messages of the page's language and their version. */
export const LANG_VERSION_KEY = 'lang_version';
export const LANG_MESSAGES_KEY = 'lang_messages';
/** The meta tag holding the page language's number and relative-date symbols as the server read them
 * (@site/api `localeSymbols`). */
export const LOCALE_SYMBOLS_META = 'locale-symbols';

/** The languages the site offers (§3 `allowed_langs`): all ten of §1. */
export const ALLOWED_LANGS: readonly Language[] = LANGUAGES;

export function isAllowedLang(value: string | null | undefined): value is Language {
  return value != null && (ALLOWED_LANGS as readonly string[]).includes(value);
}

/**
 * The page's language: `?lang=` when it names an allowed one, else a host whose first label is one
 * (`de.example.com`: the per-host alternates of §7), else the `lang` cookie, else English (§9).
 */
export function resolveLanguage(url: URL, cookieHeader: string | null): Language {
  const param = url.searchParams.get(LANG_PARAM);
  if (isAllowedLang(param)) return param;
  const label = url.hostname.split('.')[0];
  if (url.hostname.includes('.') && isAllowedLang(label)) return label;
  const cookie = readCookie(cookieHeader, LANG_COOKIE);
  return isAllowedLang(cookie) ? cookie : 'en';
}

/** Whether the page's language came from the address (so the page should remember it in the cookie). */
export function languageFromAddress(url: URL): Language | null {
  const param = url.searchParams.get(LANG_PARAM);
  return isAllowedLang(param) ? param : null;
}
