import { z } from '../zod.js';
import { declareCalls } from './call.js';
import { countrySchema, countSchema, response } from './common.js';
import { LIFETIME } from './constants.js';
import { genderParamsSchema } from './params.js';

export const topCountriesParamsSchema = genderParamsSchema;

/** A visitor country whose top list (`/top-country/{country}/`, videos2 section top_country) has videos. */
export const topCountrySchema = z.object({
  country: countrySchema,
  /** Views of the gender's public videos from that country. */
  views: countSchema,
  /** How many of those videos its top list can show. */
  videos: countSchema,
});
export type TopCountry = z.infer<typeof topCountrySchema>;

export const topCountriesResponseSchema = response({ countries: z.array(topCountrySchema) });

/**
 * The countries of the top-country lists, for the visitor's country picker (#27): cached like the lists
 * themselves, since it changes as they do.
 */
export const COUNTRY_CALLS = declareCalls({
  'countries.top': {
    method: 'get',
    path: '/api/json/countries/{lifetime}/{gender}.json',
    access: 'public',
    params: topCountriesParamsSchema,
    response: topCountriesResponseSchema,
    errors: [],
    lifetime: LIFETIME.videoList,
  },
});
