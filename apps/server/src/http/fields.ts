import type { FieldError } from '@site/api';
import { dirSchema } from '@site/api/contract';
import type { z } from 'zod';

/**
 * How the server reads what a request brings (query strings and form fields): the contract's schemas parse
 * them, and their issues become the field errors of §5 (`required`, `min_max_length` with `min`/`max`,
 * `max_length` with `length`/`max`, `email` for an address that is not one, else `invalid`), one per field.
 */

/** The fields of a form-encoded body: each name once (a repeated name is kept as a list, and refused). */
export type FormFields = Record<string, string | string[]>;

/** A single-valued field, or undefined (absent or repeated; the caller names it as invalid). */
export function field(fields: FormFields, name: string): string | undefined {
  const value = fields[name];
  return typeof value === 'string' ? value : undefined;
}

/** A number as the path builders write it: digits, no sign, no leading zero, no exponent, at most ten digits. */
export const CANONICAL_NUMBER = /^(0|[1-9][0-9]{0,9})$/;

/** The largest id a row can have (PostgreSQL `integer`). */
export const MAX_ID = 2 ** 31 - 1;

/** A form read: the parsed values, or the field errors to answer 400 `invalid_params` with. */
export type Read<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

/** The length rule of a text field, as its §5 message states it. */
export interface LengthRule {
  min?: number;
  max?: number;
}

/**
 * Control characters a text may not hold (tab, line feed and carriage return are fine): NUL breaks
 * PostgreSQL text, the others have no place in a comment or a title.
 */
const CONTROL = /(?![\t\n\r])\p{Cc}/u;

function lengthError(name: string, rule: LengthRule): FieldError {
  if (rule.min !== undefined && rule.max !== undefined) {
    return { field: name, code: 'min_max_length', params: { min: rule.min, max: rule.max } };
  }
  if (rule.max !== undefined)
    return { field: name, code: 'max_length', params: { length: rule.max, max: rule.max } };
  return { field: name, code: 'min_length', params: { length: rule.min ?? 0, min: rule.min ?? 0 } };
}

/**
 * Reads the named fields through a contract schema. A field given twice is `invalid`; an empty one counts as
 * absent, except the texts of `texts` (an empty text is there, and a blank one `required` when the schema
 * wants it). Control characters in a text are `invalid`; a text too short or too long gets its §5 length code.
 */
export function readFields<S extends z.ZodType>(
  fields: FormFields,
  names: readonly string[],
  schema: S,
  texts: Readonly<Record<string, LengthRule>> = {},
): Read<z.output<S>> {
  const errors: FieldError[] = [];
  const input: Record<string, string> = {};
  for (const name of names) {
    const value = fields[name];
    if (Array.isArray(value)) errors.push({ field: name, code: 'invalid' });
    else if (value !== undefined && (value !== '' || name in texts)) input[name] = value;
  }
  for (const name of Object.keys(texts)) {
    const value = input[name];
    if (value !== undefined && CONTROL.test(value)) errors.push({ field: name, code: 'invalid' });
  }
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? 'params');
      const raw = input[name];
      const rule = texts[name];
      if (raw === undefined || (rule !== undefined && raw.trim() === '')) {
        errors.push({ field: name, code: 'required' });
      } else if (rule && (issue.code === 'too_small' || issue.code === 'too_big')) {
        errors.push(lengthError(name, rule));
      } else if (issue.code === 'invalid_format' && issue.format === 'email') {
        // §5's own key for an address that is not one.
        errors.push({ field: name, code: 'email' });
      } else errors.push({ field: name, code: 'invalid' });
    }
  }
  if (errors.length > 0 || !parsed.success) return { ok: false, errors: firstPerField(errors) };
  return { ok: true, value: parsed.data };
}

/** Field errors (`invalid`) for the named single-valued fields that hold a control character. */
export function controlCharacterErrors(fields: FormFields, names: readonly string[]): FieldError[] {
  return names
    .filter((name) => {
      const value = fields[name];
      return typeof value === 'string' && CONTROL.test(value);
    })
    .map((name) => ({ field: name, code: 'invalid' }));
}

/** One error per field (the first), in order, across one or more lists. */
export function firstPerField(...lists: FieldError[][]): FieldError[] {
  const seen = new Set<string>();
  return lists.flat().filter((e) => !seen.has(e.field) && seen.add(e.field));
}

/** The sections whose objects are named by dir as well as by id (§7: models and channels). */
const BY_DIR = new Set(['model', 'channel']);

/**
 * The `object_id` of an act about a section: a canonical positive id, or (models and channels) a dir. The
 * raw text is kept for the resolvers (actions/objects.ts `resolveThread`), which try the dir first.
 */
export function readObjectRef(section: string, fields: FormFields, errors: FieldError[]): string | null {
  const raw = fields.object_id;
  if (raw === undefined || raw === '') {
    errors.push({ field: 'object_id', code: 'required' });
    return null;
  }
  if (typeof raw === 'string') {
    const numeric = CANONICAL_NUMBER.test(raw) && Number(raw) >= 1 && Number(raw) <= MAX_ID;
    if (numeric || (BY_DIR.has(section) && dirSchema.safeParse(raw).success)) return raw;
  }
  errors.push({ field: 'object_id', code: 'invalid' });
  return null;
}

/** A canonical positive id field (`video_id`, `object_id`), or null and its field error. */
export function readIdField(fields: FormFields, name: string, errors: FieldError[]): number | null {
  const raw = fields[name];
  if (raw === undefined || raw === '') {
    errors.push({ field: name, code: 'required' });
    return null;
  }
  const text = field(fields, name);
  if (text !== undefined && CANONICAL_NUMBER.test(text) && Number(text) >= 1 && Number(text) <= MAX_ID) {
    return Number(text);
  }
  errors.push({ field: name, code: 'invalid' });
  return null;
}
