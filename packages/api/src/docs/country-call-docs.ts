import { documentCalls } from '../contract/call.js';
import { COUNTRY_CALLS } from '../contract/country-calls.js';
import { TOP_COUNTRIES_MAX } from '../contract/values.js';

/** What the OpenAPI document and the mock API say of the country calls (country-calls.ts). */
export const COUNTRY_CALL_DOCS = /* @__PURE__ */ documentCalls(COUNTRY_CALLS, {
  'countries.top': {
    summary: 'The countries whose top lists have videos, most viewed first',
    description: `For the visitor's country picker: at most ${TOP_COUNTRIES_MAX} countries, each with the views from it of the gender's public videos and how many such videos its top list holds (the videos2 section \`top_country\`). Ties go by country code.`,
    exampleParams: { gender: 'gay' },
    exampleUrl: '/api/json/countries/14400/gay.json',
    example: {
      code: 'success',
      countries: [
        { country: 'de', views: 48210, videos: 312 },
        { country: 'nl', views: 20577, videos: 198 },
      ],
    },
  },
});
