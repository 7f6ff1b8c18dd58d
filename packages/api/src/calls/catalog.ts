import { type LangParamsInput, langMessagesSchema, langParamsSchema } from '../contract/misc.js';
import { paths } from '../contract/paths.js';
import { prepare, type RequestCore } from '../core.js';

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
