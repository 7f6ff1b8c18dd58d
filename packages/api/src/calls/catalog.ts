import { CALLS } from '../contract/calls.js';
import { PAGING } from '../contract/constants.js';
import {
  type LangParamsInput,
  langMessagesSchema,
  langParamsSchema,
  type MainParamsInput,
  mainParamsSchema,
  mainResponseSchema,
} from '../contract/misc.js';
import { paths } from '../contract/paths.js';
import { parseParams, prepare, type RequestCore } from '../core.js';
import { requestPath } from './declared.js';

export function mainCalls(core: RequestCore) {
  return {
    /** The declared `main.get` with l=1000: the top lists plus up to 1000 keywords (§7, §9). */
    async keywords(params: MainParamsInput = {}, signal?: AbortSignal) {
      const p = parseParams(mainParamsSchema, params);
      const url = requestPath(CALLS['main.get'], { ...p, l: PAGING.keywordsFetched });
      return core.getJson(url, mainResponseSchema, signal);
    },
  };
}
export type MainCalls = ReturnType<typeof mainCalls>;

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
