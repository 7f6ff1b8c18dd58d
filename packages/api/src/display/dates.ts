import { cachedIntl } from './intl';

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

/** A relative date in the locale's words through Intl.RelativeTimeFormat: "3 months ago", "today". */
export function formatRelativeDate(
  date: Date | string | number,
  options: { locale?: string; now?: Date | number } = {},
): string {
  const { unit, value } = relativeParts(date, options.now);
  const locale = options.locale ?? 'en';
  const numeric = unit === 'today' ? 'auto' : 'always';
  const format = cachedIntl(
    `relative|${locale}|${numeric}`,
    () => new Intl.RelativeTimeFormat(locale, { numeric }),
  );
  return unit === 'today' ? format.format(0, 'day') : format.format(-value, unit);
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
