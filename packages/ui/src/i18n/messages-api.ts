import { formatNumber, formatPercent, pluralRules, shownCount } from '@site/api/display';
import type { MessageKey, PluralKey } from './en';
import { formatCount, formatDuration, interpolate, type MessageParams } from './format';

/** Texts and formatters of one language; `K`/`P` widen the keys for a site that adds its own texts. */
export interface MessagesApi<K extends string = MessageKey, P extends string = PluralKey> {
  locale: string;
  /** The message for `key`, with `{placeholders}` filled from `params`. */
  t: (key: K, params?: MessageParams) => string;
  /** The plural message for `key` chosen by the locale's plural rules for `count`. */
  plural: (key: P, count: number, params?: MessageParams) => string;
  /**
   * The plural message for a count shown in the §9 compact form (`{count}` is `formatCount(count)`),
   * its form chosen by the number the short form stands for (1 234 → "1.2K", agreeing with 1 200).
   */
  pluralCount: (key: P, count: number, params?: MessageParams) => string;
  /** §9 compact count: 0–999 as is, K above 999, M above 999 999. */
  formatCount: (count: number) => string;
  /** Seconds as mm:ss, or h:mm:ss from one hour. */
  formatDuration: (seconds: number) => string;
  /** A number in the locale's digits and grouping (10,000 / 10.000). */
  formatNumber: (value: number) => string;
  /** A share (0–1) as a whole percent in the locale's style ("42%", "42 %"). */
  formatPercent: (share: number) => string;
}

/** Made once per table and locale: every component asks, and Intl rules cost far more to make than use. */
const made = new WeakMap<Readonly<Record<string, string>>, Map<string, MessagesApi<string, string>>>();

/**
 * The texts of `table` (complete: English already under the language's own) in `locale`: what
 * `useMessages` gives components, and what a site uses outside React (page titles, loaders) over its own
 * keys as well. A missing key shows as itself; a missing plural category falls back to `.other`.
 */
export function messagesApi<K extends string = MessageKey, P extends string = PluralKey>(
  locale: string,
  table: Readonly<Record<string, string>>,
): MessagesApi<K, P> {
  let byLocale = made.get(table);
  if (!byLocale) {
    byLocale = new Map();
    made.set(table, byLocale);
  }
  let api = byLocale.get(locale);
  if (!api) {
    api = makeMessagesApi(locale, table);
    byLocale.set(locale, api);
  }
  return api as MessagesApi<K, P>;
}

function makeMessagesApi(
  locale: string,
  table: Readonly<Record<string, string>>,
): MessagesApi<string, string> {
  const t = (key: string, params?: MessageParams) => interpolate(table[key] ?? key, params);
  const compact = (count: number) => formatCount(count, locale, t);
  const pluralOf = (key: string, category: Intl.LDMLPluralRule, count: string, params?: MessageParams) =>
    interpolate(table[`${key}.${category}`] ?? table[`${key}.other`] ?? key, { count, ...params });
  return {
    locale,
    t,
    plural: (key, count, params) =>
      pluralOf(key, pluralRules(locale).select(count), formatNumber(count, locale), params),
    pluralCount: (key, count, params) =>
      pluralOf(key, pluralRules(locale).select(shownCount(count)), compact(count), params),
    formatCount: compact,
    formatDuration: (seconds) => formatDuration(seconds, locale),
    formatNumber: (value) => formatNumber(value, locale),
    formatPercent: (share) => formatPercent(share, locale),
  };
}
