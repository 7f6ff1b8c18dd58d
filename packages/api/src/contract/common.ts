import { z } from '../zod.js';
import { COUNTRY_PATTERN, DIR_PATTERN } from './values.js';

/** One field's error: the field name, its code (a message key of §5/§8) and the key's parameters. */
export const fieldErrorSchema = z.object({
  field: z.string(),
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** A 0/1 flag. */
export const flagSchema = z.union([z.literal(0), z.literal(1)]);
/** A 0/1 flag in a call's input: also its form string, so the server parses form bodies with the same schema. */
export const flagInputSchema = z
  .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')])
  .transform((v) => (Number(v) === 1 ? 1 : 0) as 0 | 1);
/** A boolean in a call's input: also `1`/`0` as a form sends it. */
export const boolInputSchema = z
  .union([z.boolean(), z.literal('1'), z.literal('0')])
  .transform((v) => v === true || v === '1');
export const countSchema = z.number().int().nonnegative();
export const idSchema = z.number().int().positive();
/** A numeric id in a call's parameters: a number, or its digits as a path gives them. */
export const idParamSchema = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);
/** The member a listing is of, in its path: their id, or 0 for a listing of everyone's. */
export const listOwnerSchema = z.coerce
  .number()
  .int()
  .nonnegative()
  .max(2 ** 31 - 1)
  .default(0);
/** A dir (URL slug) of a model, channel, category or video. */
export const dirSchema = z.string().regex(DIR_PATTERN, 'a dir is a slug of letters, digits, _ and -');
/** An ISO 8601 date-time string. */
export const dateTimeSchema = z.string();
export const pageSchema = z.coerce.number().int().min(1).max(100000).default(1);
/** A two-letter country code in lower case, or `eu` (the §9 default). */
export const countrySchema = z.string().regex(COUNTRY_PATTERN, 'a country is a two-letter code');

/** The `code` and field `errors` every response carries (§7 "plus code/errors"). */
export const envelope = {
  code: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
};

/** A response with its named top-level fields plus `code` and `errors`. */
export function response<T extends z.ZodRawShape>(shape: T) {
  return z.object({ ...shape, ...envelope });
}

/** A write's answer that carries nothing but its code. */
export const okResponseSchema = response({});
export type OkResponse = z.infer<typeof okResponseSchema>;

/** Statistics as lists carry them. */
export const subscribersSchema = z.object({ subscribers: countSchema });
