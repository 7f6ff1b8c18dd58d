import { z } from '../zod.js';
import { declareCalls } from './call.js';
import {
  channelDirParamsSchema,
  channelListParamsSchema,
  channelListResponseSchema,
  channelResponseSchema,
} from './channel.js';
import { DETAIL_LIFETIME, LIFETIME, PAGING } from './constants.js';
import {
  categoriesParamsSchema,
  categoriesResponseSchema,
  langMessagesSchema,
  langParamsSchema,
  mainParamsSchema,
  mainResponseSchema,
  suggesterLetterParamsSchema,
  suggesterQueryParamsSchema,
  suggesterResponseSchema,
} from './misc.js';
import {
  modelDirParamsSchema,
  modelListParamsSchema,
  modelListResponseSchema,
  modelResponseSchema,
} from './model.js';
import { contentLanguageSchema } from './params.js';
import { ROUTE_FUNCTIONS } from './route-functions.js';

/**
 * A language's texts without a version: an hour (decision); under a version the server lets any cache keep
 * them for good (its handler says so).
 */
const LANG_LIFETIME = 3600;

/** Suggestions change with the keywords' weights and the catalog: any cache may keep them an hour (decision). */
const SUGGEST_LIFETIME = 3600;

/** The main path's params: `l` asks for up to that many keywords (1 to 1000); without it they are empty. */
const mainQuerySchema = mainParamsSchema.extend({
  l: z.coerce.number().int().min(1).max(PAGING.keywordsFetched).optional(),
});

/** The model filters of the models path's `{filters}` segment, in MODEL_FILTER_KEYS order. */
const MODEL_FILTERS =
  '{letter}.{race}.{age}.{country}.{tits_size}.{hair_color}.{height}.{weight}.{tattoo}.{piercing}';

/** The catalog reads of §7 declared once (call.ts): categories, the top lists, suggestions, models, channels. */
export const CATALOG_CALLS = declareCalls({
  'categories.list': {
    method: 'get',
    path: '/api/json/categories/{lifetime}/{gender}.{section}.{lang}.json',
    access: 'public',
    params: categoriesParamsSchema,
    response: categoriesResponseSchema,
    errors: [],
    lifetime: LIFETIME.categories,
  },
  'main.get': {
    method: 'get',
    path: '/api/json/main/{lifetime}/{gender}.{lang}.json',
    access: 'public',
    params: mainQuerySchema,
    response: mainResponseSchema,
    errors: [],
    lifetime: LIFETIME.main,
  },
  'langs.get': {
    method: 'get',
    path: '/langs/json/{lang}.json',
    access: 'public',
    params: langParamsSchema,
    formFields: { version: 'v' },
    response: langMessagesSchema,
    errors: ['not_found'],
    lifetime: LANG_LIFETIME,
    missingPath: { lifetime: 600 },
  },
  'suggester.letter': {
    method: 'get',
    path: '/api/json/suggester/{lifetime}/{letter}.json',
    access: 'public',
    params: suggesterLetterParamsSchema,
    response: suggesterResponseSchema,
    errors: [],
    lifetime: LIFETIME.suggester,
  },
  'suggester.query': {
    method: 'get',
    path: '/api/suggester.php',
    access: 'public',
    params: suggesterQueryParamsSchema,
    texts: ['q'],
    response: suggesterResponseSchema,
    errors: [],
    lifetime: SUGGEST_LIFETIME,
  },
  'models.list': {
    method: 'get',
    path: `/api/json/models/{lifetime}/{gender}/${MODEL_FILTERS}/{sort}/{count}/{page}.json`,
    // The `sex` filter (§3) is only another way to write the gender segment.
    derive: { gender: ROUTE_FUNCTIONS.modelGender },
    unsent: ['sex'],
    access: 'public',
    params: modelListParamsSchema,
    response: modelListResponseSchema,
    errors: [],
    lifetime: LIFETIME.models,
  },
  'models.get': {
    method: 'get',
    path: '/api/json/model/{lifetime}/{prefix}/{model_dir}.json',
    derive: { prefix: ROUTE_FUNCTIONS.modelDirPrefix },
    access: 'public',
    params: modelDirParamsSchema,
    response: modelResponseSchema,
    errors: ['not_found'],
    lifetime: DETAIL_LIFETIME.model,
  },
  'channels.list': {
    method: 'get',
    path: '/api/json/channels/{lifetime}/{gender}/{sort}/{count}/{section}.{object_id}.{page}.json',
    access: 'public',
    params: channelListParamsSchema,
    response: channelListResponseSchema,
    errors: ['not_found'],
    lifetime: LIFETIME.channels,
  },
  'channels.get': {
    method: 'get',
    path: '/api/json/channel/{lifetime}/{letter}/{channel_dir}.json',
    derive: { letter: ROUTE_FUNCTIONS.channelLetter },
    access: 'public',
    // The channel's category names in `lang` (English where none).
    params: channelDirParamsSchema.extend({ lang: contentLanguageSchema }),
    response: channelResponseSchema,
    errors: ['not_found'],
    lifetime: DETAIL_LIFETIME.channel,
  },
});
