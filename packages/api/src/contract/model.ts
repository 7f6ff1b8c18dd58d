import { z } from '../zod.js';
import { countrySchema, countSchema, dirSchema, flagSchema, pageSchema, response } from './common.js';
import { MAX_PAGE_SIZE, PAGE_SIZE } from './constants.js';
import {
  ALL,
  BREAST_SIZES,
  ETHNICITIES,
  EYE_COLOR_CODES,
  GENDERS,
  MODEL_FILTER_KEYS,
  MODEL_FILTER_VALUES,
  MODEL_SEXES,
  MODEL_SORTS,
} from './values.js';

/** A model card (§2 "Model card", §3): links to /models/{dir}/, flag, counts of videos, views, subscribers. */
export const modelCardSchema = z.object({
  dir: dirSchema,
  title: z.string(),
  img: z.string().nullable(),
  country: z.string().nullable(),
  statistics: z.object({ videos: countSchema, viewed: countSchema, subscribers: countSchema }),
});
export type ModelCard = z.infer<typeof modelCardSchema>;

const nullableInt = z.number().int().nullable();

/** The model page (§3 "Model detail fields"); statistics add likes and dislikes. */
export const modelDetailSchema = modelCardSchema.extend({
  description: z.string(),
  statistics: z.object({
    videos: countSchema,
    viewed: countSchema,
    subscribers: countSchema,
    likes: countSchema,
    dislikes: countSchema,
  }),
  age: nullableInt,
  birth_date: z.string().nullable(),
  career_start: nullableInt,
  career_end: nullableInt,
  /** 0 finished, 1 active. */
  career_status: flagSchema.nullable(),
  city: z.string().nullable(),
  debut_age: nullableInt,
  known_as: z.string().nullable(),
  zodiac_sign: z.string().nullable(),
  /** 1 to 7: blue, gray, green, amber, brown, hazel, black (EYE_COLORS). */
  eye_color: z.literal(EYE_COLOR_CODES).nullable(),
  body_type: z.string().nullable(),
  /** Centimetres. */
  height: nullableInt,
  /** Kilograms. */
  weight: nullableInt,
  piercing: flagSchema.nullable(),
  tattoo: flagSchema.nullable(),
  ethnicity: z.enum(ETHNICITIES).nullable(),
  breast_size: z.enum(BREAST_SIZES).nullable(),
});
export type ModelDetail = z.infer<typeof modelDetailSchema>;

const filter = <T extends readonly [string, ...string[]]>(values: T) => z.enum([ALL, ...values]).default(ALL);

/**
 * The model filters of §3, in the order of the `{filters}` path segment. `sex` is not in that segment:
 * the client maps it to the gender segment (male → gay, female → str, transgender → she).
 */
export const modelFiltersSchema = z.object({
  letter: filter(MODEL_FILTER_VALUES.letter),
  race: filter(MODEL_FILTER_VALUES.race),
  age: filter(MODEL_FILTER_VALUES.age),
  country: z.union([z.literal(ALL), countrySchema]).default(ALL),
  tits_size: filter(MODEL_FILTER_VALUES.tits_size),
  hair_color: filter(MODEL_FILTER_VALUES.hair_color),
  height: filter(MODEL_FILTER_VALUES.height),
  weight: filter(MODEL_FILTER_VALUES.weight),
  tattoo: filter(MODEL_FILTER_VALUES.tattoo),
  piercing: filter(MODEL_FILTER_VALUES.piercing),
});
// MODEL_FILTER_KEYS (values.ts) names filters of this schema, checked here at compile time.
void (MODEL_FILTER_KEYS satisfies readonly (keyof z.output<typeof modelFiltersSchema>)[]);
export type ModelFilters = z.output<typeof modelFiltersSchema>;

export const modelListParamsSchema = modelFiltersSchema.extend({
  gender: z.enum(GENDERS).default('str'),
  sex: z.enum(MODEL_SEXES).optional(),
  sort: z.enum(MODEL_SORTS).default('most-popular'),
  count: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE.models),
  page: pageSchema,
});
export type ModelListParams = z.output<typeof modelListParamsSchema>;
export type ModelListParamsInput = z.input<typeof modelListParamsSchema>;

export const modelDirParamsSchema = z.object({ model_dir: dirSchema });
export type ModelDirParamsInput = z.input<typeof modelDirParamsSchema>;

export const modelListResponseSchema = response({
  models: z.array(modelCardSchema),
  total_count: countSchema,
});
export type ModelListResponse = z.infer<typeof modelListResponseSchema>;

export const modelResponseSchema = response({ model: modelDetailSchema });
export type ModelResponse = z.infer<typeof modelResponseSchema>;
