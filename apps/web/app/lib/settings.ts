import { AGE_SELF_COUNTRIES, type Gender, type Language, STORAGE_KEYS, type ThemeName } from '@site/api';
import { themes } from '@site/ui';
import { cookieString } from './cookies';
import { LANG_COOKIE, LANG_PARAM } from './i18n/lang';
import { SISTER_SITES } from './settings-network';
import { GENDER_COOKIE, THEME_COOKIE } from './site';

/**
 * §3 app settings kept by the browser, and the §4 transitions that change them: language, gender and
 * theme go to cookies (read by the server at the next render); gender and language reload the page,
 * the theme swaps the `<html>` class at once.
 */

/** §3 local storage: the cookie notice was accepted. */
export const COOKIE_NOTICE_KEY = STORAGE_KEYS.cookieNotice;

/**
 * §4/§9: the age gate is shown to visitors from these 28 countries by default (@site/api
 * AGE_SELF_COUNTRIES: the reasoning of the list is there); the server's age policy may give a country
 * another gate (its answer comes in the load context: lib/age-gate.server.ts).
 */
export const AGE_GATE_COUNTRIES: readonly string[] = AGE_SELF_COUNTRIES;

export interface AgeGateInput {
  /** The visitor's two-letter country (any case); `eu` when unknown (§9), which is not in the list. */
  country: string;
  /** Whether a member is signed in: members never see the gate. */
  signedIn: boolean;
  /** Whether the visitor already confirmed their age (the age cookie, read by lib/site.ts). */
  ageAgreed: boolean;
}

/** §4: a visitor from one of the 28 countries sees the gate until they confirm their age. */
export function needsAgeGate({ country, signedIn, ageAgreed }: AgeGateInput): boolean {
  if (signedIn || ageAgreed) return false;
  return AGE_GATE_COUNTRIES.includes(country.toUpperCase());
}

/** What the writers below need from the browser (the real `document`/`location`, fakes in tests). */
export interface BrowserSeam {
  setCookie: (cookie: string) => void;
  /** Replaces the current address and loads it (`location.assign`). */
  navigate: (href: string) => void;
  /** Reloads the page. */
  reload: () => void;
  /** The current address. */
  href: () => string;
}

export const browserSeam: BrowserSeam = {
  setCookie: (cookie) => {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in some supported browsers; cookieString builds and escapes the value
    document.cookie = cookie;
  },
  navigate: (href) => window.location.assign(href),
  reload: () => window.location.reload(),
  href: () => window.location.href,
};

/**
 * §4 language: kept in the `lang` cookie, then the page reloads in it. An address naming a language
 * (`?lang=de`) would win over the cookie, so it is dropped from the address that loads.
 */
export function changeLanguage(lang: Language, seam: BrowserSeam = browserSeam): void {
  seam.setCookie(cookieString(LANG_COOKIE, lang));
  const url = new URL(seam.href());
  if (url.searchParams.has(LANG_PARAM)) {
    url.searchParams.delete(LANG_PARAM);
    seam.navigate(url.href);
  } else {
    seam.reload();
  }
}

/**
 * §4 gender: `str` is this site: the cookie is set and the home page loads. `gay` and `she` are the
 * sister sites (§1): the browser goes there.
 */
export function changeGender(gender: Gender, seam: BrowserSeam = browserSeam): void {
  const sister = SISTER_SITES[gender];
  if (sister) {
    seam.navigate(sister);
    return;
  }
  seam.setCookie(cookieString(GENDER_COOKIE, gender));
  seam.navigate(new URL('/', seam.href()).href);
}

/** The classes, attribute and colour scheme `<html>` carries for a theme (as the inline script sets them). */
export function applyTheme(root: HTMLElement, theme: ThemeName): void {
  for (const name of Object.keys(themes) as ThemeName[]) {
    for (const c of String(themes[name]).split(' ')) if (c) root.classList.remove(c);
  }
  for (const c of String(themes[theme]).split(' ')) if (c) root.classList.add(c);
  root.setAttribute('data-theme', theme);
  root.style.colorScheme = theme;
}

/** §4 theme: saved in the `theme` cookie and applied at once, without a reload. */
export function changeTheme(
  theme: ThemeName,
  seam: Pick<BrowserSeam, 'setCookie'> = browserSeam,
  root: HTMLElement = document.documentElement,
): void {
  seam.setCookie(cookieString(THEME_COOKIE, theme));
  applyTheme(root, theme);
}

/** The theme `<html>` shows now (the inline script may have changed the server's guess). */
export function currentTheme(root: HTMLElement, fallback: ThemeName): ThemeName {
  const value = root.getAttribute('data-theme');
  return value === 'light' || value === 'dark' ? value : fallback;
}

/** Whether the cookie notice was already accepted (§4); false when storage is unavailable. */
export function cookieNoticeAccepted(storage: Storage | undefined = safeStorage()): boolean {
  return storage?.getItem(COOKIE_NOTICE_KEY) != null;
}

export function acceptCookieNotice(storage: Storage | undefined = safeStorage()): void {
  try {
    storage?.setItem(COOKIE_NOTICE_KEY, '1');
  } catch {
    // Ignored: the bar closes for this page anyway.
  }
}

/** The device's memory that the visitor closed the ad-blocker notice (#33): it is not shown again. */
export const ADBLOCK_NOTICE_KEY = 'adblock_notice_dismissed';

export function adblockNoticeDismissed(storage: Storage | undefined = safeStorage()): boolean {
  return storage?.getItem(ADBLOCK_NOTICE_KEY) != null;
}

export function dismissAdblockNotice(storage: Storage | undefined = safeStorage()): void {
  try {
    storage?.setItem(ADBLOCK_NOTICE_KEY, '1');
  } catch {
    // Ignored: the notice closes for this page anyway.
  }
}

export function safeStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
