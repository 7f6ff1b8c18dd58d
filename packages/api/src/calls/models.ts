import {
  type ChannelDirParamsInput,
  type ChannelListParamsInput,
  channelDirParamsSchema,
  channelListParamsSchema,
  channelListResponseSchema,
  channelResponseSchema,
} from '../contract/channel.js';
import { DETAIL_LIFETIME, LIFETIME } from '../contract/constants.js';
import {
  type ModelDirParamsInput,
  type ModelListParamsInput,
  modelDirParamsSchema,
  modelListParamsSchema,
  modelListResponseSchema,
  modelResponseSchema,
} from '../contract/model.js';
import { paths } from '../contract/paths.js';
import { MODEL_SEX_GENDER } from '../contract/values.js';
import { parseParams, prepare, type RequestCore } from '../core.js';

export function modelCalls(core: RequestCore) {
  return {
    /** GET the models path (lifetime 86400). `sex` sets the gender segment (§3: male → gay, …). */
    async list(params: ModelListParamsInput = {}, signal?: AbortSignal) {
      const p = parseParams(modelListParamsSchema, params);
      const gender = p.sex ? MODEL_SEX_GENDER[p.sex] : p.gender;
      return core.getJson(paths.models(LIFETIME.models, { ...p, gender }), modelListResponseSchema, signal);
    },
    /** GET one model by dir (lifetime 86400, decision). */
    async get(params: ModelDirParamsInput, signal?: AbortSignal) {
      const p = prepare('models.get', modelDirParamsSchema, params, ['model_dir']);
      return core.getJson(paths.model(DETAIL_LIFETIME.model, p.model_dir), modelResponseSchema, signal);
    },
  };
}
export type ModelCalls = ReturnType<typeof modelCalls>;

export function channelCalls(core: RequestCore) {
  return {
    /** GET the channels path (lifetime 86400): all channels, or a category's (section category). */
    async list(params: ChannelListParamsInput = {}, signal?: AbortSignal) {
      const p = parseParams(channelListParamsSchema, params);
      return core.getJson(paths.channels(LIFETIME.channels, p), channelListResponseSchema, signal);
    },
    /** GET one channel by dir (lifetime 86400, decision). */
    async get(params: ChannelDirParamsInput, signal?: AbortSignal) {
      const p = prepare('channels.get', channelDirParamsSchema, params, ['channel_dir']);
      return core.getJson(
        paths.channel(DETAIL_LIFETIME.channel, p.channel_dir),
        channelResponseSchema,
        signal,
      );
    },
  };
}
export type ChannelCalls = ReturnType<typeof channelCalls>;
