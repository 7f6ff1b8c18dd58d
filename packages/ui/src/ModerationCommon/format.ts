// Time formatting and date checks of the moderation console: no messages needed, Intl knows the units.

const units = [
  ['day', 86400],
  ['hour', 3600],
  ['minute', 60],
] as const;

/**
 * A span of seconds in the locale's short units, the two largest that are not zero ("2 days 3 hr",
 * "5 min"); under a minute, in seconds ("40 sec"). Negative or fractional input is cut to whole seconds ≥ 0.
 */
export function formatElapsed(seconds: number, locale: string): string {
  let left = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const unit = (value: number, name: string) =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  if (left < 60) return unit(left, 'second');
  const parts: string[] = [];
  for (const [name, size] of units) {
    const value = Math.floor(left / size);
    left -= value * size;
    if (value > 0 || parts.length > 0) parts.push(value > 0 ? unit(value, name) : '');
    if (parts.length === 2) break;
  }
  return parts.filter(Boolean).join(' ');
}

/** A date-time of the API (ISO) in the locale's medium date and short time; the input when it is not a date. */
export function formatDateTime(iso: string, locale: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
}

export type TempBanCheck = { until: string } | { error: 'required' | 'invalid' | 'past' };

/**
 * The end of a temporary ban from a `datetime-local` value (the viewer's local time): the ISO instant
 * the API takes, or why it cannot be used (empty, not a date, not in the future of `now`).
 */
export function tempBanUntil(value: string, now: Date = new Date()): TempBanCheck {
  const text = value.trim();
  if (text === '') return { error: 'required' };
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(text)) return { error: 'invalid' };
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) return { error: 'invalid' };
  if (date.getTime() <= now.getTime()) return { error: 'past' };
  return { until: date.toISOString() };
}

/** The `datetime-local` value (local time, to the minute) of an instant, e.g. the input's `min`. */
export function toLocalInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Pages of a list of `total` rows, at least 1. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}
