import {
  type FieldError,
  LANGUAGES,
  type Language,
  type ModelListParams,
  modelListParamsSchema,
  parseFilters,
  parseTail,
} from '@site/api';
import type { z } from 'zod';
import { zodFieldErrors } from '../http/errors.js';
import { CANONICAL_NUMBER } from '../http/fields.js';
import { readLifetime } from '../http/path-params.js';

export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

const isCanonical = (raw: string | undefined): boolean => raw !== undefined && CANONICAL_NUMBER.test(raw);
/** Digits written canonically, however many (the langs version is a hash of the texts, up to 2^53). */
const LONG_NUMBER = /^(0|[1-9][0-9]*)$/;

/**
 * Runs the contract's schema on the values read from the path, adding the lifetime's and the shape's
 * errors, and requiring the named number fields to be written canonically (one listing, one path, one CDN
 * cache entry: `060`, `6e1`, `+1` and ` 1` answer 400).
 */
function finish<S extends z.ZodType>(
  schema: S,
  input: Record<string, string>,
  errors: FieldError[],
  canonical: readonly string[] = [],
): Parsed<z.output<S>> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) errors.push(...zodFieldErrors(parsed.error));
  else {
    for (const field of canonical) {
      if (!isCanonical(input[field])) errors.push({ field, code: 'invalid' });
    }
  }
  if (errors.length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, value: parsed.data };
}

export interface ModelsSegments {
  lifetime: string;
  gender: string;
  filters: string;
  sort: string;
  count: string;
  tail: string;
}

/** `/api/json/models/{lifetime}/{gender}/{filters}/{sort}/{count}/{page}.json`. */
export function parseModelsPath(s: ModelsSegments): Parsed<{ lifetime: number; params: ModelListParams }> {
  const errors: FieldError[] = [];
  const lifetime = readLifetime(s.lifetime, errors);
  const filters = parseFilters('models', s.filters);
  if (!filters) errors.push({ field: 'filters', code: 'invalid' });
  const tail = parseTail('models', s.tail);
  if (!tail) errors.push({ field: 'page', code: 'invalid' });
  if (!filters || !tail) return { ok: false, errors };
  const input = { ...filters, gender: s.gender, sort: s.sort, count: s.count, page: tail.page };
  const read = finish(modelListParamsSchema, input, errors, ['count', 'page']);
  return read.ok ? { ok: true, value: { lifetime, params: read.value } } : read;
}

/** A query value as Fastify gives it: absent, one string, or several (a repeated key). */
export type QueryValue = string | string[] | undefined;

/**
 * `/langs/json/{lang}.json[?v={version}]`: the language (one of §1's ten, else not found) and the
 * version, a number of the texts in canonical digits (null when absent).
 */
export function parseLangPath(
  tail: string,
  v: QueryValue,
):
  | { ok: true; lang: Language; version: number | null }
  | { ok: false; notFound: boolean; errors: FieldError[] } {
  const read = parseTail('langs', tail);
  const lang = read?.lang;
  if (!lang || !(LANGUAGES as readonly string[]).includes(lang)) {
    return { ok: false, notFound: true, errors: [{ field: 'lang', code: 'not_found' }] };
  }
  if (v === undefined) return { ok: true, lang: lang as Language, version: null };
  const version = typeof v === 'string' && LONG_NUMBER.test(v) ? Number(v) : Number.NaN;
  if (!Number.isSafeInteger(version)) {
    return { ok: false, notFound: false, errors: [{ field: 'v', code: 'invalid' }] };
  }
  return { ok: true, lang: lang as Language, version };
}
