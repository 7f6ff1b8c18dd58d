import type { ModelCountry } from '@site/api';

/**
 * The countries of the demo content: the §9 model country list (about 100 codes: the ISO 3166-1 codes of
 * the site's country picker, `eu` apart), each with one large city for the city fields of models and
 * members. Cities are places, not people.
 */
// biome-ignore format: a table of codes reads better in rows.
export const COUNTRY_CITIES = {
  al: 'Tirana', ad: 'Andorra la Vella', at: 'Vienna', by: 'Minsk', be: 'Brussels', ba: 'Sarajevo', bg: 'Sofia',
  hr: 'Zagreb', cy: 'Nicosia', cz: 'Prague', dk: 'Copenhagen', ee: 'Tallinn', fi: 'Helsinki', fr: 'Lyon',
  de: 'Hamburg', gr: 'Athens', hu: 'Budapest', is: 'Reykjavik', ie: 'Dublin', it: 'Milan', lv: 'Riga',
  lt: 'Vilnius', lu: 'Luxembourg', mt: 'Valletta', md: 'Chisinau', mc: 'Monaco', me: 'Podgorica',
  nl: 'Rotterdam', mk: 'Skopje', no: 'Oslo', pl: 'Krakow', pt: 'Porto', ro: 'Bucharest', ru: 'Kazan',
  rs: 'Belgrade', sk: 'Bratislava', si: 'Ljubljana', es: 'Valencia', se: 'Gothenburg', ch: 'Zurich',
  tr: 'Izmir', ua: 'Lviv', gb: 'Manchester',
  us: 'Denver', ca: 'Vancouver', mx: 'Guadalajara', br: 'Curitiba', ar: 'Cordoba', cl: 'Valparaiso',
  co: 'Medellin', pe: 'Cusco', ve: 'Maracaibo', ec: 'Quito', uy: 'Montevideo', py: 'Asuncion', bo: 'La Paz',
  cr: 'San Jose', pa: 'Panama City', cu: 'Havana', do: 'Santo Domingo', pr: 'San Juan', gt: 'Antigua',
  jm: 'Kingston',
  cn: 'Chengdu', jp: 'Osaka', kr: 'Busan', in: 'Pune', id: 'Bandung', th: 'Chiang Mai', vn: 'Da Nang',
  ph: 'Cebu', my: 'Penang', sg: 'Singapore', tw: 'Taichung', hk: 'Hong Kong', il: 'Haifa', ae: 'Dubai',
  sa: 'Jeddah', kz: 'Almaty', ge: 'Tbilisi', am: 'Yerevan', az: 'Baku', pk: 'Lahore', bd: 'Chittagong',
  lk: 'Kandy', ir: 'Isfahan', iq: 'Erbil', jo: 'Amman', lb: 'Beirut',
  za: 'Cape Town', eg: 'Alexandria', ma: 'Marrakesh', ng: 'Lagos', ke: 'Mombasa', tn: 'Sousse',
  gh: 'Kumasi', dz: 'Oran', au: 'Brisbane', nz: 'Wellington',
} as const satisfies Record<Exclude<ModelCountry, 'eu'>, string>;

export type CountryCode = keyof typeof COUNTRY_CITIES;

/** The 99 country codes (ISO 3166-1 alpha-2, lower case). */
export const COUNTRIES = Object.keys(COUNTRY_CITIES) as CountryCode[];

/** The countries most demo members and models come from, in weight order. */
// biome-ignore format: a table of codes reads better in rows.
export const FREQUENT_COUNTRIES: readonly CountryCode[] = [
  'us', 'gb', 'de', 'fr', 'es', 'it', 'nl', 'pl', 'ru', 'br', 'ca', 'cz', 'ua', 'ro', 'hu', 'jp', 'co', 'ar',
];

/**
 * The visitor countries with per-country view counts (`video_country_views`, the top-country lists), about
 * twenty, plus `eu`, the §9 default country.
 */
// biome-ignore format: a table of codes reads better in rows.
export const VIEW_COUNTRIES = [
  'eu', 'us', 'gb', 'de', 'fr', 'es', 'it', 'nl', 'pl', 'ru', 'br', 'pt', 'jp', 'ca', 'au', 'mx', 'in', 'se',
  'tr', 'ua', 'ar',
] as const;
