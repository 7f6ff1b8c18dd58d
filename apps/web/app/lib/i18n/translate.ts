import type { Language } from '@site/api';
import { type MessageKey, type MessageParams, messagesApi, en as uiEn } from '@site/ui';
import type { SiteMessageKey, SitePluralKey } from '../../messages';
import { siteEnglish } from '../../messages/english';
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
  /** `plural` with `{count}` in the §9 compact form (K above 999, M above 999 999). */
  pluralCount: (base: SitePluralKey, count: number, params?: MessageParams) => string;
  /** A number in the language's digits and grouping. */
  formatNumber: (value: number) => string;
}

/** One translator per language, made again only when that language's loaded table or the English texts
 * loaded so far change. */
const cache = new Map<
  Language,
  { table: Readonly<Record<string, string>>; version: number; made: SiteTranslator }
>();

/**
 * The translator of a language: the loaded table over English, with @site/ui's plural and number rules.
 * Not a hook, so `meta` functions and loaders can use it as components do (`useT` gives the page's).
 */
export function translator(lang: Language): SiteTranslator {
  const table = languageMessages(lang);
  const { messages: site, version } = siteEnglish();
  const cached = cache.get(lang);
  if (cached?.table === table && cached.version === version) return cached.made;
  const { t, plural, pluralCount, formatNumber } = messagesApi<TextKey, SitePluralKey>(lang, {
    ...uiEn,
    ...site,
    ...table,
  });
  const made: SiteTranslator = { lang, t, plural, pluralCount, formatNumber };
  cache.set(lang, { table, version, made });
  return made;
}
