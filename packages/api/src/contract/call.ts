import type { z } from '../zod.js';

/**
 * One call of the API declared once (#26): what the client sends and gets, who may make it and how long its
 * answer may be kept. The client function (`api.<namespace>.<name>`), the OpenAPI operation, the mock
 * handler and the server's route with its parsing, access check and caching are all derived from it
 * (calls/declared.ts, openapi/declared.ts, testing/handlers.ts, the server's http/call.ts).
 *
 * A call named `<namespace>.<name>` becomes `api.<namespace>.<name>`; `params` are the query string of a
 * GET or the form fields of a POST.
 */
export interface CallDeclaration {
  method: 'get' | 'post';
  /** A fixed path (no segments to fill): the `.php` endpoints of §7. */
  path: string;
  /**
   * A POST that shares its path with other calls (§7's shared action calls, such as /api/moderation.php)
   * is told apart by its `act` form field: this value, sent before the params.
   */
  act?: string;
  /**
   * Who may make it: anyone, a signed-in member (else 401 `need_auth`), staff: moderators and admins (else
   * 401, or 403 `no_permission`), or admins only (a moderator gets 403 too).
   */
  access: 'public' | 'member' | 'staff' | 'admin';
  /** The query string (GET) or form fields (POST); a field that cannot be absent is required (§5 `missing_params`). */
  params?: z.ZodObject;
  /**
   * Text params a person writes, whose length is a §5 rule: too short or too long answers its length code
   * (`min_max_length` with the schema's min and max) instead of `invalid`, and a blank one `required`.
   */
  texts?: readonly string[];
  /** The JSON answer on success. */
  response: z.ZodType;
  /** The §8 codes the call answers besides `invalid_params` and those of its access (`need_auth`, `no_permission`). */
  errors: readonly string[];
  /** Seconds a cache may keep the answer (§9); 0: never cached (always so for a call that is not public). */
  lifetime: number;
}

/**
 * What is said of a declared call beside it (call-docs.ts): the OpenAPI document's summary and notes, and
 * examples that the mock API answers and the tests ask with. Apart from the declaration so that the
 * browser's client, which loads the declarations, carries none of it.
 */
export interface CallDocs {
  /** One line for the OpenAPI document. */
  summary: string;
  /** Longer notes (markdown). */
  description?: string;
  /** Parameters that pass `params`: the OpenAPI example, and what the tests ask with. */
  exampleParams?: Record<string, string | number>;
  /** An answer that passes `response`: the mock handlers answer it, the OpenAPI document shows it. */
  example: unknown;
}

/** The declarations by call name. */
export function declareCalls<const T extends Record<`${string}.${string}`, CallDeclaration>>(calls: T): T {
  return calls;
}

/**
 * The docs of every call of `calls` (given for its type only), each example checked against its call's
 * response schema by the type checker. One plain call, so a bundler drops the docs where nothing reads them
 * (the browser's client) when the call is marked pure: `documentCalls(CALLS, { ... })` behind `@__PURE__`.
 */
export function documentCalls<
  T extends Record<string, CallDeclaration>,
  const D extends { [K in keyof T]: CallDocs & { example: z.input<T[K]['response']> } },
>(_calls: T, docs: D): { readonly [K in keyof T]: CallDocs } {
  return docs;
}

/** The names of a declaration's params that cannot be left out (a value that parses from nothing is optional). */
export function requiredParams(declaration: CallDeclaration): string[] {
  const shape = declaration.params?.shape ?? {};
  return Object.keys(shape).filter((key) => !(shape[key] as z.ZodType).safeParse(undefined).success);
}

/** The length bounds of a declaration's text params, read from their schemas. */
export function textRules(declaration: CallDeclaration): Record<string, { min?: number; max?: number }> {
  const shape = declaration.params?.shape ?? {};
  const rules: Record<string, { min?: number; max?: number }> = {};
  for (const name of declaration.texts ?? []) {
    const schema = shape[name] as { minLength?: number | null; maxLength?: number | null } | undefined;
    rules[name] = {
      ...(schema?.minLength != null ? { min: schema.minLength } : {}),
      ...(schema?.maxLength != null ? { max: schema.maxLength } : {}),
    };
  }
  return rules;
}
