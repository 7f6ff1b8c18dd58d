import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatCount,
  formatDuration,
  formatNumber,
  formatPercent,
  formatRelativeDate,
  knowLocaleSymbols,
  knowNumberSymbols,
  localeSymbols,
  numberSymbols,
} from './index.js';

// The site's ten languages, and locales that write numbers otherwise: Indian groups (hi), groups only from
// five digits (es, pl), other digits (ar-EG, fa, bn), a percent sign first (tr), a space before it (fr).
const LOCALES = [
  'en',
  'de',
  'es',
  'fr',
  'it',
  'ja',
  'nl',
  'pl',
  'pt',
  'ru',
  'hi',
  'ar-EG',
  'fa',
  'bn',
  'tr',
  'de-CH',
];
const WHOLE = [
  0, 7, 42, 999, 1000, 1234, 9999, 10_000, 12_345, 123_456, 1_234_567, 12_345_678, 987_654_321_012,
];
const TENTHS = [0.1, 1.2, 9.9, 15.9, 999.9, 1000.5, 12_345.6];

afterEach(() => vi.restoreAllMocks());

describe('numbers written from the locale’s symbols', () => {
  it.each(LOCALES)('writes whole numbers and tenths in %s as Intl.NumberFormat does', (locale) => {
    for (const value of WHOLE)
      expect(formatNumber(value, locale)).toBe(new Intl.NumberFormat(locale).format(value));
    for (const value of TENTHS) {
      const options = { maximumFractionDigits: 1 };
      expect(formatNumber(value, locale, options)).toBe(new Intl.NumberFormat(locale, options).format(value));
    }
    for (const value of [0, 5, 59, 123_456]) {
      const clock = { minimumIntegerDigits: 2, useGrouping: false };
      expect(formatNumber(value, locale, clock)).toBe(new Intl.NumberFormat(locale, clock).format(value));
    }
  });

  it.each(LOCALES)('writes whole percents in %s as Intl.NumberFormat does', (locale) => {
    const intl = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
    for (const share of [0, 0.07, 0.42, 0.999, 1, 0.125, 0.335])
      expect(formatPercent(share, locale)).toBe(intl.format(share));
  });

  it('hands Intl what the symbols cannot write exactly: negatives, rounding, huge numbers', () => {
    for (const value of [-1234, -0, 1.25, 0.1 + 0.2, 1e21, Number.NaN]) {
      expect(formatNumber(value, 'de', { maximumFractionDigits: 1 })).toBe(
        new Intl.NumberFormat('de', { maximumFractionDigits: 1 }).format(value),
      );
    }
  });

  it('makes no Intl.NumberFormat for the counts, durations, numbers and percents of a page whose symbols it was given', () => {
    // What the server wrote into the page, through JSON, for a locale this process has not formatted yet.
    const symbols = JSON.parse(JSON.stringify(numberSymbols('pt-BR')));
    const made = vi.spyOn(Intl, 'NumberFormat');
    knowNumberSymbols('pt-PT-x-page', symbols);
    const texts = [
      formatCount(1250, 'pt-PT-x-page'),
      formatCount(999, 'pt-PT-x-page'),
      formatDuration(3725, 'pt-PT-x-page'),
      formatNumber(2_261_905, 'pt-PT-x-page'),
      formatPercent(0.42, 'pt-PT-x-page'),
    ];
    expect(made).not.toHaveBeenCalled();
    expect(texts).toEqual(['1,2K', '999', '1:02:05', '2.261.905', '42%']);
  });
});

describe('relative dates written from the locale’s symbols', () => {
  const now = Date.UTC(2026, 11, 3, 12);
  const daysAgo = (days: number) => now - days * 86_400_000;

  it.each(LOCALES)(
    'writes today, days, months and years ago in %s as Intl.RelativeTimeFormat does',
    (locale) => {
      const always = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
      expect(formatRelativeDate(now, { locale, now })).toBe(
        new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(0, 'day'),
      );
      for (const days of [1, 2, 3, 5, 11, 21, 22, 25, 29]) {
        expect(formatRelativeDate(daysAgo(days), { locale, now })).toBe(always.format(-days, 'day'));
      }
      for (const months of [1, 2, 4, 5, 11]) {
        expect(formatRelativeDate(daysAgo(months * 30), { locale, now })).toBe(
          always.format(-months, 'month'),
        );
      }
      for (const years of [1, 2, 3, 5, 21, 101, 1001, 12_345]) {
        expect(formatRelativeDate(daysAgo(years * 365), { locale, now })).toBe(always.format(-years, 'year'));
      }
    },
  );

  it('makes no Intl formatter for a page whose symbols it was given, but the plural rules', () => {
    const symbols = JSON.parse(JSON.stringify(localeSymbols('ru')));
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    const relative = vi.spyOn(Intl, 'RelativeTimeFormat');
    knowLocaleSymbols('ru-x-page', symbols);
    const texts = [3, 45, 400].map((days) => formatRelativeDate(daysAgo(days), { locale: 'ru-x-page', now }));
    expect([numbers, relative].map((made) => made.mock.calls.length)).toEqual([0, 0]);
    expect(texts).toEqual(['3 дня назад', '1 месяц назад', '1 год назад']);
  });
});
