import { LIFETIME } from '../contract/constants.js';
import {
  type ModelListParamsInput,
  modelListParamsSchema,
  modelListResponseSchema,
} from '../contract/model.js';
import { paths } from '../contract/paths.js';
import { MODEL_SEX_GENDER } from '../contract/values.js';
import { parseParams, type RequestCore } from '../core.js';

export function modelCalls(core: RequestCore) {
  return {
    /** GET the models path (lifetime 86400). `sex` sets the gender segment (§3: male → gay, …). */
    async list(params: ModelListParamsInput = {}, signal?: AbortSignal) {
      const p = parseParams(modelListParamsSchema, params);
      const gender = p.sex ? MODEL_SEX_GENDER[p.sex] : p.gender;
      return core.getJson(paths.models(LIFETIME.models, { ...p, gender }), modelListResponseSchema, signal);
    },
  };
}
export type ModelCalls = ReturnType<typeof modelCalls>;
