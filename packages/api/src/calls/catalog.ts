import { LIFETIME, PAGING } from '../contract/constants.js';
import {
  type CategoriesParamsInput,
  categoriesParamsSchema,
  categoriesResponseSchema,
  type LangParamsInput,
  langMessagesSchema,
  langParamsSchema,
  type MainParamsInput,
  mainParamsSchema,
  mainResponseSchema,
  type SuggesterLetterParamsInput,
  type SuggesterQueryParamsInput,
  suggesterLetterParamsSchema,
  suggesterQueryParamsSchema,
  suggesterResponseSchema,
} from '../contract/misc.js';
import { paths } from '../contract/paths.js';
import { parseParams, prepare, type RequestCore } from '../core.js';

export function categoryCalls(core: RequestCore) {
  return {
    /** GET the categories path (lifetime 14400). */
    async list(params: CategoriesParamsInput = {}, signal?: AbortSignal) {
      const p = parseParams(categoriesParamsSchema, params);
      return core.getJson(
        paths.categories(LIFETIME.categories, p.gender, p.section, p.lang),
        categoriesResponseSchema,
        signal,
      );
    },
  };
}
export type CategoryCalls = ReturnType<typeof categoryCalls>;

export function mainCalls(core: RequestCore) {
  return {
    /** GET the main path (lifetime 14400): top categories, models and channels of the sidebar. */
    async get(params: MainParamsInput = {}, signal?: AbortSignal) {
      const p = parseParams(mainParamsSchema, params);
      return core.getJson(paths.main(LIFETIME.main, p.gender, p.lang), mainResponseSchema, signal);
    },
    /** The same path with l=1000: the top lists plus up to 1000 keywords (§7, §9). */
    async keywords(params: MainParamsInput = {}, signal?: AbortSignal) {
      const p = parseParams(mainParamsSchema, params);
      return core.getJson(
        paths.main(LIFETIME.main, p.gender, p.lang, PAGING.keywordsFetched),
        mainResponseSchema,
        signal,
      );
    },
  };
}
export type MainCalls = ReturnType<typeof mainCalls>;

export function suggesterCalls(core: RequestCore) {
  return {
    /** GET the cached suggester form for one leading letter (lifetime 86400). */
    async letter(params: SuggesterLetterParamsInput, signal?: AbortSignal) {
      const p = prepare('suggester.letter', suggesterLetterParamsSchema, params, ['letter']);
      return core.getJson(
        paths.suggesterLetter(LIFETIME.suggester, p.letter),
        suggesterResponseSchema,
        signal,
      );
    },
    /** GET /api/suggester.php?q= for 2 to 100 trimmed characters (§4, §5). */
    async query(params: SuggesterQueryParamsInput, signal?: AbortSignal) {
      const p = prepare('suggester.query', suggesterQueryParamsSchema, params, ['q']);
      return core.getJson(paths.suggesterQuery(p.q), suggesterResponseSchema, signal);
    },
  };
}
export type SuggesterCalls = ReturnType<typeof suggesterCalls>;

export function langCalls(core: RequestCore) {
  return {
    /** GET /langs/json/{lang}.json?v={version}: one language's messages, cached locally by version. */
    async get(params: LangParamsInput, signal?: AbortSignal) {
      const p = prepare('langs.get', langParamsSchema, params, ['lang', 'version']);
      return core.getJson(paths.langs(p.lang, p.version), langMessagesSchema, signal);
    },
  };
}
export type LangCalls = ReturnType<typeof langCalls>;
