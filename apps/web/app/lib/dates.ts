import { cachedIntl } from '@site/api/display';

/**
 * A calendar day (`YYYY-MM-DD…`, e.g. a birth date) written out in the language ("March 4, 1990",
 * "4. März 1990"), never the ISO form; a value that is no date is shown as given.
 */
export function longDate(iso: string, lang: string): string {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return cachedIntl(
    `longDate|${lang}`,
    () => new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }),
  ).format(date);
}
