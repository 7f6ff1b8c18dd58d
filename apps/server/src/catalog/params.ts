import { type FieldError, LANGUAGES, type Language } from '@site/api';

/** Digits written canonically, however many (the langs version is a hash of the texts, up to 2^53). */
const LONG_NUMBER = /^(0|[1-9][0-9]*)$/;

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
  // One dotless name before `.json` (no `..`, no second extension).
  const lang = /^[^.]+\.json$/.test(tail) ? tail.slice(0, -'.json'.length) : undefined;
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
