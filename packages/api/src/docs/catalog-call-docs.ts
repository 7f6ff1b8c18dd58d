import { documentCalls } from '../contract/call.js';
import { CATALOG_CALLS } from '../contract/catalog-calls.js';
import {
  category,
  channelCard,
  channelDetail,
  many,
  modelCard,
  modelDetail,
  suggestion,
} from './fixtures.js';

/** What the OpenAPI document and the mock API say of the catalog reads (catalog-calls.ts). */
export const CATALOG_CALL_DOCS = /* @__PURE__ */ documentCalls(CATALOG_CALLS, {
  'categories.list': {
    summary: 'Categories',
    description: 'Every category of the gender, by title or by popularity (`section`), titled in `lang`.',
    exampleParams: { gender: 'she', section: 'popular', lang: 'de' },
    exampleUrl: '/api/json/categories/14400/she.popular.de.json',
    example: { code: 'success', categories: many(category, 3) },
  },
  'main.get': {
    summary: 'Top lists: categories, models, channels; keywords with l=1000',
    description:
      'The sidebar of every page. `l` asks for up to that many keywords (the keyword cloud asks 1000, PAGING.keywordsFetched); without it `keywords` is empty.',
    exampleParams: { lang: 'fr' },
    exampleUrl: '/api/json/main/14400/str.fr.json',
    example: {
      code: 'success',
      categories: many(category, 2),
      models: many(modelCard, 2),
      channels: many(channelCard, 2),
      keywords: [],
    },
  },
  'langs.get': {
    summary: "One language's messages",
    description:
      "The site's texts in one of the ten languages (§1), flat keys to texts. Under a version (`v`, the number the `x-lang-version` header names, derived from the texts) any cache may keep the answer for good; without one, an hour. An unknown language is 404 `not_found`, as a missing file.",
    exampleParams: { lang: 'nl', version: 1767225600 },
    exampleUrl: '/langs/json/nl.json?v=1767225600',
    example: { 'listing.error.not_found': 'Niets gevonden', vote_success: 'Bedankt voor het stemmen' },
  },
  'suggester.letter': {
    summary: 'Top suggestions under one letter',
    description:
      'The cached form of the search box before a second character: the letter or digit in lower case.',
    exampleParams: { letter: 'A' },
    exampleUrl: '/api/json/suggester/86400/a.json',
    example: { code: 'success', suggestions: many((i) => suggestion(i, 'a'), 3) },
  },
  'suggester.query': {
    summary: 'Suggestions for a typed query',
    description: 'For 2 to 100 characters, trimmed (§5 `min_max_length`).',
    exampleParams: { q: 'misty' },
    example: { code: 'success', suggestions: many((i) => suggestion(i, 'misty'), 3) },
  },
  'models.list': {
    summary: 'A model listing (the sex filter is the gender segment)',
    description:
      'Models by their filters (the dotted segment) and sort. `sex` (female, male, transgender) is not sent: it writes the gender segment (str, gay, she, §3). `code` is `models_not_found` for an empty page.',
    exampleParams: { gender: 'gay', country: 'de', sort: 'most-viewed', page: 2 },
    exampleUrl: '/api/json/models/86400/gay/all.all.all.de.all.all.all.all.all.all/most-viewed/60/2.json',
    example: { code: 'success', models: many(modelCard, 2), total_count: 62 },
  },
  'models.get': {
    summary: 'One model',
    description:
      "`prefix` is the dir's first two characters, lower-cased. A missing model answers 404 `not_found`, cached ten minutes at most.",
    exampleParams: { model_dir: 'jade-fox' },
    exampleUrl: '/api/json/model/86400/ja/jade-fox.json',
    example: { code: 'success', model: modelDetail(1, { dir: 'jade-fox' }) },
  },
  'channels.list': {
    summary: 'A channel listing',
    description:
      'Section `all` with `object_id` `0`, or `category` with the category dir (a missing category answers 404 `not_found`, cached ten minutes at most). An empty page answers `channels_not_found`.',
    exampleParams: { section: 'category', object_id: 'sunsets', sort: 'alphabetaz' },
    exampleUrl: '/api/json/channels/86400/str/alphabetaz/60/category.sunsets.1.json',
    example: { code: 'success', channels: many(channelCard, 2), total_count: 2 },
  },
  'channels.get': {
    summary: 'One channel',
    description:
      "`letter` is the dir's first character, lower-cased. A missing channel answers 404 `not_found`, cached ten minutes at most.",
    exampleParams: { channel_dir: 'Blue-Harbor' },
    exampleUrl: '/api/json/channel/86400/b/Blue-Harbor.json',
    example: { code: 'success', channel: channelDetail(1, { dir: 'Blue-Harbor' }) },
  },
});
