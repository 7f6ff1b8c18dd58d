import type { MessageKey } from './en';

export type MessageParams = Readonly<Record<string, string | number>>;
export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** Replaces `{name}` placeholders; unknown placeholders are left as they are. */
export function interpolate(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/**
 * §9: counts up to 999 show as they are, above 999 as K and above 999 999 as M. The value is cut, not
 * rounded, to one decimal, so 999 999 shows as 999.9K and never as a premature 1M.
 */
export function formatCount(count: number, locale: string, t: Translate): string {
  const n = Math.max(0, Math.trunc(count));
  if (n <= 999) return new Intl.NumberFormat(locale).format(n);
  const short = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  if (n <= 999_999) return t('count.thousands', { value: short.format(Math.floor(n / 100) / 10) });
  return t('count.millions', { value: short.format(Math.floor(n / 100_000) / 10) });
}

/** A duration in seconds as mm:ss, or h:mm:ss from one hour, in the locale's digits. */
export function formatDuration(totalSeconds: number, locale: string): string {
  const s = Math.max(0, Math.trunc(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  const two = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false });
  const one = new Intl.NumberFormat(locale, { useGrouping: false });
  return hours > 0
    ? `${one.format(hours)}:${two.format(minutes)}:${two.format(seconds)}`
    : `${two.format(minutes)}:${two.format(seconds)}`;
}

/** A duration in seconds as an ISO 8601 duration for `<time dateTime>`. */
export function isoDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.trunc(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  return `PT${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${s % 60}S`;
}
