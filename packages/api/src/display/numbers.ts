import { cachedIntl, keepIntl } from './intl';

/**
 * How a locale writes numbers, as Intl says: its digits, its decimal and group separators, the sizes of its
 * groups, and a whole percent's pattern. Enough to write the site's counts, durations, page numbers and
 * percents without an `Intl.NumberFormat`: a browser's first one reads the locale's number data, which
 * costs 25–80 ms of the main thread on every page (measured in Chromium here), before a phone's slowdown.
 * The server reads them once per locale (`numberSymbols`) and writes them into the page; the browser
 * takes them from there (`knowNumberSymbols`; both with the relative dates': `localeSymbols`), so both
 * write every number with the same code.
 */
export interface NumberSymbols {
  /** The digits 0 to 9. */
  digits: readonly string[];
  decimal: string;
  /** The group separator; empty where the locale does not group. */
  group: string;
  /** The size of the group nearest the decimal point, and of each group before it (3, 3; or 3, 2 in hi). */
  groups: readonly [number, number];
  /** The fewest digits before the first separator for the locale to group at all: 1, or 2 (es, pl). */
  minimumGrouping: number;
  /** What a whole percent writes before and after its number ("", "%"; "", " %"; "%", ""). */
  percent: readonly [string, string];
}

function readSymbols(locale: string): NumberSymbols {
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const parts = format.formatToParts(12_345_678.5);
  const integers = parts.filter((part) => part.type === 'integer').map((part) => part.value.length);
  const primary = integers.length > 1 ? (integers.at(-1) ?? 3) : 3;
  const groups = (n: number) => format.formatToParts(n).some((part) => part.type === 'group');
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).formatToParts(
    0.42,
  );
  const at = percent.findIndex((part) => part.type === 'integer');
  const join = (list: Intl.NumberFormatPart[]) => list.map((part) => part.value).join('');
  return {
    digits: Array.from({ length: 10 }, (_, digit) => format.format(digit)),
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    group: parts.find((part) => part.type === 'group')?.value ?? '',
    groups: [primary, integers.length > 2 ? (integers.at(-2) ?? primary) : primary],
    minimumGrouping: groups(10 ** primary) ? 1 : groups(10 ** (primary + 1)) ? 2 : 3,
    percent: [join(percent.slice(0, at)), join(percent.slice(at + 1))],
  };
}

const symbolsKey = (locale: string) => `numberSymbols|${locale}`;

/** The number symbols of `locale`: those the page brought (`knowNumberSymbols`), else read from Intl once. */
export function numberSymbols(locale: string): NumberSymbols {
  return cachedIntl(symbolsKey(locale), () => readSymbols(locale));
}

/** Takes the symbols the server read for `locale` (written into the page), so the browser need not. */
export function knowNumberSymbols(locale: string, symbols: NumberSymbols): void {
  keepIntl(symbolsKey(locale), symbols);
}

/** How `formatNumber` writes a number: a subset of `Intl.NumberFormat`'s options, with its defaults. */
export interface NumberOptions {
  maximumFractionDigits?: number;
  minimumIntegerDigits?: number;
  useGrouping?: boolean;
}

function grouped(whole: string, { group, groups, minimumGrouping }: NumberSymbols): string {
  const [primary, secondary] = groups;
  if (!group || whole.length - primary < minimumGrouping) return whole;
  let rest = whole.slice(0, -primary);
  let out = whole.slice(-primary);
  while (rest.length > secondary) {
    out = `${rest.slice(-secondary)}${group}${out}`;
    rest = rest.slice(0, -secondary);
  }
  return `${rest}${group}${out}`;
}

/**
 * `value` as `new Intl.NumberFormat(locale, options).format(value)` writes it, from the locale's number
 * symbols. A number the symbols cannot write exactly (negative, 10¹⁵ or more, or one that needs rounding
 * to `maximumFractionDigits`) goes to Intl itself.
 */
export function formatNumber(value: number, locale = 'en', options: NumberOptions = {}): string {
  const { maximumFractionDigits = 3, minimumIntegerDigits = 1, useGrouping = true } = options;
  const scale = 10 ** maximumFractionDigits;
  if (!(value >= 0) || Object.is(value, -0) || value >= 1e15 || Math.round(value * scale) / scale !== value) {
    const key = `number|${locale}|${maximumFractionDigits}|${minimumIntegerDigits}|${useGrouping}`;
    return cachedIntl(key, () => new Intl.NumberFormat(locale, options)).format(value);
  }
  const symbols = numberSymbols(locale);
  const [whole = '0', fraction] = String(value).split('.');
  const padded = whole.padStart(minimumIntegerDigits, '0');
  const text = `${useGrouping ? grouped(padded, symbols) : padded}${fraction ? `${symbols.decimal}${fraction}` : ''}`;
  return symbols.digits[0] === '0'
    ? text
    : text.replace(/[0-9]/g, (digit) => symbols.digits[Number(digit)] ?? digit);
}

/** A share (0–1) as a whole percent, as `Intl.NumberFormat`'s percent style writes it; a share whose
 * percent lies halfway between two goes to Intl itself, which rounds the decimal the share stands for. */
export function formatPercent(share: number, locale = 'en'): string {
  const percent = share * 100;
  if (!(percent >= 0) || Math.abs(Math.abs(percent % 1) - 0.5) < 1e-9) {
    const key = `percent0|${locale}`;
    return cachedIntl(
      key,
      () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }),
    ).format(share);
  }
  const [before, after] = numberSymbols(locale).percent;
  return `${before}${formatNumber(Math.round(percent), locale)}${after}`;
}

/** How a short count is written: the suffix templates are the site's translated texts. */
export interface CountSuffixes {
  thousands: (value: string) => string;
  millions: (value: string) => string;
}

const LATIN_SUFFIXES: CountSuffixes = { thousands: (v) => `${v}K`, millions: (v) => `${v}M` };

/**
 * §9: counts above 999 show as K and above 999999 as M, with at most one decimal, truncated (so 999999
 * stays 999.9K rather than rounding up to 1,000K). The number is formatted for the locale; the UI passes
 * its translated suffixes.
 */
export function formatCount(value: number, locale = 'en', suffixes: CountSuffixes = LATIN_SUFFIXES): string {
  const n = Math.max(0, Math.floor(value));
  const tenth = { maximumFractionDigits: 1 };
  if (n > 999_999) return suffixes.millions(formatNumber(Math.floor(n / 100_000) / 10, locale, tenth));
  if (n > 999) return suffixes.thousands(formatNumber(Math.floor(n / 100) / 10, locale, tenth));
  return formatNumber(n, locale);
}

/**
 * The whole number a short count stands for (`formatCount`'s truncation: 1 234 shows as 1.2K, which
 * stands for 1 200): the number a plural form must agree with. "1,2 тыс. просмотров" agrees with 1 200
 * (many), not with 1 234 or 1.2.
 */
export function shownCount(value: number): number {
  const n = Math.max(0, Math.floor(value));
  if (n > 999_999) return Math.floor(n / 100_000) * 100_000;
  if (n > 999) return Math.floor(n / 100) * 100;
  return n;
}

/** A duration in seconds as mm:ss, or h:mm:ss from one hour, in the locale's digits. */
export function formatDuration(totalSeconds: number, locale = 'en'): string {
  const s = Math.max(0, Math.trunc(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  const clock = { useGrouping: false };
  const two = (n: number) => formatNumber(n, locale, { ...clock, minimumIntegerDigits: 2 });
  return hours > 0
    ? `${formatNumber(hours, locale, clock)}:${two(minutes)}:${two(seconds)}`
    : `${two(minutes)}:${two(seconds)}`;
}

/** A duration in seconds as an ISO 8601 duration, for `<time dateTime>`. */
export function isoDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.trunc(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  return `PT${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${s % 60}S`;
}

/** The view count of a card: the formatted count, or the `justAdded` text when there are no views (§2). */
export function viewsText(views: number, options: { locale?: string; justAdded?: string } = {}): string {
  return views > 0 ? formatCount(views, options.locale) : (options.justAdded ?? 'Just added');
}
