const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, fractionDigits: number): Intl.NumberFormat {
  const key = `${locale}|${fractionDigits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: fractionDigits });
    formats.set(key, format);
  }
  return format;
}

/**
 * §9: counts above 999 show as K and above 999999 as M, with at most one decimal, truncated (so 999999
 * stays 999.9K rather than rounding up to 1,000K). The number is formatted for the locale.
 */
export function formatCount(value: number, locale = 'en'): string {
  const n = Math.max(0, Math.floor(value));
  if (n > 999_999) return `${numberFormat(locale, 1).format(Math.floor(n / 100_000) / 10)}M`;
  if (n > 999) return `${numberFormat(locale, 1).format(Math.floor(n / 100) / 10)}K`;
  return numberFormat(locale, 0).format(n);
}

/** A duration in seconds as m:ss, or h:mm:ss from one hour. */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = String(s % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** The view count of a card: the formatted count, or the `justAdded` text when there are no views (§2). */
export function viewsText(views: number, options: { locale?: string; justAdded?: string } = {}): string {
  return views > 0 ? formatCount(views, options.locale) : (options.justAdded ?? 'Just added');
}
