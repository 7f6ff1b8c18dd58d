import type { ApiClient, Gender, Language } from '@site/api';
import { videoQueries } from '@site/api/query';
import { listCountry } from '../../lib/site';

export interface TopCountryInput {
  country: string | null | undefined;
  page: number;
  gender: Gender;
  /** The language of the titles. */
  lang: Language;
  /** Defaults to the videos page size (60, §9); the 404 page asks for 20 (§7). */
  count?: number;
}

/**
 * The top videos of a country (§2 Top by country, the 404 page): the videos2 section `top_country` with
 * the country code as its object_id (the server orders it by views in that country), lifetime 14400.
 */
export function topCountryQuery(api: ApiClient, { country, page, gender, lang, count }: TopCountryInput) {
  return videoQueries.list(api, {
    section: 'top_country',
    object_id: listCountry(country),
    page,
    gender,
    lang,
    ...(count !== undefined ? { count } : {}),
  });
}
