/**
 * §9: "the model country list (top-country) is a fixed list of about 100 codes". The spec does not
 * name them and the contract has no such list, so this is the decision: 100 lower-case codes,
 * ISO 3166-1 alpha-2 plus `eu` (the §9 default country), grouped by region. Defined once here; the
 * site's pickers, filters and stories reuse it.
 */
// biome-ignore format: a table of codes reads better in rows than one code a line.
export const MODEL_COUNTRIES = [
  // Europe
  'eu', 'al', 'ad', 'at', 'by', 'be', 'ba', 'bg', 'hr', 'cy', 'cz', 'dk', 'ee', 'fi', 'fr', 'de', 'gr',
  'hu', 'is', 'ie', 'it', 'lv', 'lt', 'lu', 'mt', 'md', 'mc', 'me', 'nl', 'mk', 'no', 'pl', 'pt', 'ro',
  'ru', 'rs', 'sk', 'si', 'es', 'se', 'ch', 'tr', 'ua', 'gb',
  // Americas
  'us', 'ca', 'mx', 'br', 'ar', 'cl', 'co', 'pe', 've', 'ec', 'uy', 'py', 'bo', 'cr', 'pa', 'cu', 'do',
  'pr', 'gt', 'jm',
  // Asia and the Middle East
  'cn', 'jp', 'kr', 'in', 'id', 'th', 'vn', 'ph', 'my', 'sg', 'tw', 'hk', 'il', 'ae', 'sa', 'kz', 'ge',
  'am', 'az', 'pk', 'bd', 'lk', 'ir', 'iq', 'jo', 'lb',
  // Africa and Oceania
  'za', 'eg', 'ma', 'ng', 'ke', 'tn', 'gh', 'dz', 'au', 'nz',
] as const;

export type ModelCountry = (typeof MODEL_COUNTRIES)[number];

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
