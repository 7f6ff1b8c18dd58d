import { MODEL_COUNTRIES, type ModelCountry } from '@site/api/display';

export { MODEL_COUNTRIES, type ModelCountry };

const modelCountries: ReadonlySet<string> = new Set(MODEL_COUNTRIES);

/** Whether `code` (any case) is on the model country list of §9. */
export function isModelCountry(code: string): code is ModelCountry {
  return modelCountries.has(code.toLowerCase());
}

const namesByLocale = new Map<string, Intl.DisplayNames>();

function regionNames(locale: string): Intl.DisplayNames {
  let names = namesByLocale.get(locale);
  if (!names) {
    try {
      names = new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'none' });
    } catch {
      // Not a valid language tag: English names rather than a crash.
      names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    }
    namesByLocale.set(locale, names);
  }
  return names;
}

/**
 * The name of a country (or `eu`) in `locale`, from `Intl.DisplayNames`; `undefined` for anything that is
 * not a two-letter region code with a name (`xx`, `zz` "unknown region", `usa`, '').
 */
export function countryName(code: string, locale: string): string | undefined {
  if (!/^[a-z]{2}$/i.test(code)) return undefined;
  const region = code.toUpperCase();
  if (region === 'ZZ') return undefined;
  return regionNames(locale).of(region);
}
