import { cachedIntl, keepIntl } from './intl';
import { formatNumber } from './numbers';

const DAY_MS = 86_400_000;
/** §9: a year is 365 days and a month 30 days. */
export const DAYS_PER_YEAR = 365;
export const DAYS_PER_MONTH = 30;

export type RelativeUnit = 'year' | 'month' | 'day' | 'today';

/** The unit and amount of a relative date (§9): years, months, days ago, or today. */
export function relativeParts(
  date: Date | string | number,
  now: Date | number = Date.now(),
): {
  unit: RelativeUnit;
  value: number;
} {
  const days = Math.floor((Number(now) - new Date(date).getTime()) / DAY_MS);
  if (days >= DAYS_PER_YEAR) return { unit: 'year', value: Math.floor(days / DAYS_PER_YEAR) };
  if (days >= DAYS_PER_MONTH) return { unit: 'month', value: Math.floor(days / DAYS_PER_MONTH) };
  if (days >= 1) return { unit: 'day', value: days };
  return { unit: 'today', value: 0 };
}

/** The units of a relative date that count back (`relativeParts`). */
type AgoUnit = Exclude<RelativeUnit, 'today'>;

/**
 * How a locale writes the site's relative dates, as `Intl.RelativeTimeFormat` says: "today", and for days,
 * months and years ago what stands before and after the number in each of the locale's plural categories
 * ("", " days ago"). Like the number symbols (`numberSymbols`), the server reads them and writes them into
 * the page, so the browser writes a comment's date without making a `RelativeTimeFormat` (whose first one
 * reads the locale's data: 20–80 ms of the main thread in Chromium here).
 */
export interface RelativeSymbols {
  today: string;
  ago: Readonly<Record<AgoUnit, Partial<Record<Intl.LDMLPluralRule, readonly [string, string]>>>>;
}

/** The locale's plural rules (cardinal), made once: messages and relative dates both choose by them. */
export function pluralRules(locale: string): Intl.PluralRules {
  return cachedIntl(`plural|${locale}`, () => new Intl.PluralRules(locale));
}

function readRelativeSymbols(locale: string): RelativeSymbols {
  const always = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  // The smallest whole number of each plural category whole numbers reach (a category only fractions
  // reach is never asked: the units count whole days, months and years).
  const samples = new Map<Intl.LDMLPluralRule, number>();
  const categories = pluralRules(locale).resolvedOptions().pluralCategories.length;
  for (let n = 1; n <= 1000 && samples.size < categories; n++) {
    const category = pluralRules(locale).select(n);
    if (!samples.has(category)) samples.set(category, n);
  }
  // A category whose words hold no number (Arabic's "a day ago", "two days ago") is left out: Intl writes it.
  const around = (unit: AgoUnit, n: number): [string, string] | null => {
    const parts = always.formatToParts(-n, unit);
    const first = parts.findIndex((part) => part.type === 'integer');
    const last = parts.findLastIndex((part) => part.type === 'integer');
    const join = (list: typeof parts) => list.map((part) => part.value).join('');
    return first < 0 ? null : [join(parts.slice(0, first)), join(parts.slice(last + 1))];
  };
  const wordsOf = (unit: AgoUnit) => {
    const words: Partial<Record<Intl.LDMLPluralRule, readonly [string, string]>> = {};
    for (const [category, n] of samples) {
      const found = around(unit, n);
      if (found) words[category] = found;
    }
    return words;
  };
  const ago = { day: wordsOf('day'), month: wordsOf('month'), year: wordsOf('year') };
  return { today: new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(0, 'day'), ago };
}

const symbolsKey = (locale: string) => `relativeSymbols|${locale}`;

/** The relative-date symbols of `locale`: those the page brought (`knowRelativeSymbols`), else read once. */
export function relativeSymbols(locale: string): RelativeSymbols {
  return cachedIntl(symbolsKey(locale), () => readRelativeSymbols(locale));
}

/** Takes the relative-date symbols the server read for `locale` (written into the page). */
export function knowRelativeSymbols(locale: string, symbols: RelativeSymbols): void {
  keepIntl(symbolsKey(locale), symbols);
}

/**
 * A relative date in the locale's words, as `Intl.RelativeTimeFormat` writes it ("3 months ago", "today"),
 * from the locale's relative-date symbols.
 */
export function formatRelativeDate(
  date: Date | string | number,
  options: { locale?: string; now?: Date | number } = {},
): string {
  const { unit, value } = relativeParts(date, options.now);
  const locale = options.locale ?? 'en';
  const symbols = relativeSymbols(locale);
  if (unit === 'today') return symbols.today;
  const around = symbols.ago[unit][pluralRules(locale).select(value)];
  if (around) return `${around[0]}${formatNumber(value, locale)}${around[1]}`;
  const format = cachedIntl(
    `relative|${locale}`,
    () => new Intl.RelativeTimeFormat(locale, { numeric: 'always' }),
  );
  return format.format(-value, unit);
}

/** §3: messages are grouped by date (the YYYY-MM-DD of `m_time`), in their order. */
export function groupByDate<T extends { m_time: string }>(
  messages: readonly T[],
): { date: string; messages: T[] }[] {
  const groups: { date: string; messages: T[] }[] = [];
  for (const message of messages) {
    const date = message.m_time.slice(0, 10);
    const last = groups.at(-1);
    if (last && last.date === date) last.messages.push(message);
    else groups.push({ date, messages: [message] });
  }
  return groups;
}

/** §4: with no saved preference the theme is dark from 21:00 to 10:59. */
export function defaultTheme(now: Date = new Date()): 'light' | 'dark' {
  const hour = now.getHours();
  return hour >= 21 || hour <= 10 ? 'dark' : 'light';
}
