import { knowRelativeSymbols, type RelativeSymbols, relativeSymbols } from './dates';
import { knowNumberSymbols, type NumberSymbols, numberSymbols } from './numbers';

/**
 * What a page's language writes numbers and relative dates with, as the server's Intl reads it: a server
 * writes it into its pages (`localeSymbols`) and the browser takes it before rendering (`knowLocaleSymbols`),
 * so the browser makes no `Intl.NumberFormat` or `RelativeTimeFormat`, whose first one costs 20–80 ms of
 * the main thread, and writes every count, duration and date with the same code as the server.
 */
export interface LocaleSymbols {
  number: NumberSymbols;
  relative: RelativeSymbols;
}

export function localeSymbols(locale: string): LocaleSymbols {
  return { number: numberSymbols(locale), relative: relativeSymbols(locale) };
}

export function knowLocaleSymbols(locale: string, symbols: LocaleSymbols): void {
  knowNumberSymbols(locale, symbols.number);
  knowRelativeSymbols(locale, symbols.relative);
}
