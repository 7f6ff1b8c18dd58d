import { cachedIntl } from './intl';

function numberFormat(locale: string, fractionDigits: number): Intl.NumberFormat {
  return cachedIntl(
    `number|${locale}|${fractionDigits}`,
    () => new Intl.NumberFormat(locale, { maximumFractionDigits: fractionDigits }),
  );
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
  if (n > 999_999) return suffixes.millions(numberFormat(locale, 1).format(Math.floor(n / 100_000) / 10));
  if (n > 999) return suffixes.thousands(numberFormat(locale, 1).format(Math.floor(n / 100) / 10));
  return numberFormat(locale, 0).format(n);
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
  const two = cachedIntl(
    `clock2|${locale}`,
    () => new Intl.NumberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false }),
  );
  const one = cachedIntl(`clock1|${locale}`, () => new Intl.NumberFormat(locale, { useGrouping: false }));
  return hours > 0
    ? `${one.format(hours)}:${two.format(minutes)}:${two.format(seconds)}`
    : `${two.format(minutes)}:${two.format(seconds)}`;
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
