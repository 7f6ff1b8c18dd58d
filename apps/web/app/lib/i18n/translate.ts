import type { Language } from '@site/api';
import { interpolate, type MessageKey, type MessageParams, en as uiEn } from '@site/ui';
import { type SiteMessageKey, type SitePluralKey, siteEn } from '../../messages';
import { languageMessages } from './store';

/** A key of the site's own texts or of @site/ui's (the site may reuse a component's text). */
export type TextKey = SiteMessageKey | MessageKey;
export type { MessageParams };

export interface SiteTranslator {
  lang: Language;
  /** The text of `key` in the page's language (English when the language lacks it), placeholders filled. */
  t: (key: TextKey, params?: MessageParams) => string;
  /** The plural text of `base` for `count` by the language's plural rules; `{count}` is formatted. */
  plural: (base: SitePluralKey, count: number, params?: MessageParams) => string;
  /** A number in the language's digits and grouping. */
  formatNumber: (value: number) => string;
}

const english = { ...uiEn, ...siteEn } as Readonly<Record<string, string>>;
const cache = new Map<string, SiteTranslator>();

/**
 * The translator of a language: the loaded table over English. Not a hook, so `meta` functions and
 * loaders can use it as components do (`useT` gives the page's).
 */
export function translator(lang: Language): SiteTranslator {
  const table = languageMessages(lang);
  const cached = cache.get(lang);
  if (cached && cachedTables.get(lang) === table) return cached;
  const text = (key: string): string | undefined => table[key] ?? english[key];
  const rules = new Intl.PluralRules(lang);
  const number = new Intl.NumberFormat(lang);
  const made: SiteTranslator = {
    lang,
    t: (key, params) => interpolate(text(key) ?? key, params),
    plural: (base, count, params) =>
      interpolate(text(`${base}.${rules.select(count)}`) ?? text(`${base}.other`) ?? base, {
        count: number.format(count),
        ...params,
      }),
    formatNumber: (value) => number.format(value),
  };
  cache.set(lang, made);
  cachedTables.set(lang, table);
  return made;
}

const cachedTables = new Map<Language, Readonly<Record<string, string>>>();
