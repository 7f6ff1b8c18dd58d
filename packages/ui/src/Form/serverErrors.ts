import { type FieldError, fieldErrorMessages, GENERAL_ERROR, isApiError } from '@site/api';
import type { MessageKey } from '../i18n/en';
import type { MessagesApi } from '../i18n/UiProvider';

/**
 * What a failed submit gives back (§8): the error `code`, the server's own banner text `message`
 * (login), and its field errors. An `ApiError` of `@site/api` has exactly this shape; so does the
 * body of a failed call (`ErrorResponse`).
 */
export interface SubmitFailure {
  code?: string | undefined;
  message?: string | undefined;
  errors?: readonly FieldError[] | undefined;
}

/** Whatever `onSubmit` threw or rejected with, as a failure: an ApiError, an error body, or anything else. */
export function toSubmitFailure(thrown: unknown): SubmitFailure {
  if (isApiError(thrown)) return { code: thrown.code, errors: thrown.errors };
  if (thrown && typeof thrown === 'object' && !(thrown instanceof Error)) {
    const { code, message, errors } = thrown as Record<string, unknown>;
    return {
      code: typeof code === 'string' && code ? code : GENERAL_ERROR,
      message: typeof message === 'string' && message ? message : undefined,
      errors: Array.isArray(errors) ? (errors as FieldError[]) : undefined,
    };
  }
  return { code: GENERAL_ERROR };
}

/** The message of an error code: `<prefix>.error.<code>`, then `form.error.<code>`; undefined when unknown. */
export function codeMessage(
  t: MessagesApi['t'],
  code: string,
  prefixes: readonly string[],
): string | undefined {
  for (const prefix of [...prefixes, 'form']) {
    const key = `${prefix}.error.${code}`;
    // A missing key shows as itself: the form's texts (`en` and the form's own) have no such message.
    const text = t(key as MessageKey);
    if (text !== key) return text;
  }
  return undefined;
}

/** Keys of `fieldErrorMessages` (snake case, §8) to the form message keys. */
const FORM_KEYS: Record<string, MessageKey> = {
  required: 'form.error.required',
  email: 'form.error.email',
  min_length: 'form.error.lengthMin',
  max_length: 'form.error.lengthMax',
  min_max_length: 'form.error.lengthBetween',
  categories_min: 'form.error.categoriesMin',
  categories_max: 'form.error.categoriesMax',
  need_auth: 'form.error.need_auth',
  invalid_link: 'form.error.invalid_link',
};

export interface ServerErrorOptions {
  /** The server's field names to the form's (`usr` → `username`); unnamed fields map to themselves. */
  fieldNames?: Readonly<Record<string, string>>;
  /** Message prefixes tried for a code before the shared `form.error.*` (e.g. `['login']`). */
  prefixes?: readonly string[];
}

export interface MappedFailure {
  /** Per form field, its translated message, in the order the server sent them. */
  fields: Array<[field: string, message: string]>;
  /** The banner: the server's own text, else the code's message, else the general error. */
  banner: string;
}

/**
 * §5/§8: a failed submit as per-field messages and a banner. Field errors go through `@site/api`'s
 * `fieldErrorMessages` (first error per field wins; length params carried), then the form's messages.
 */
export function mapSubmitFailure(
  failure: SubmitFailure,
  t: MessagesApi['t'],
  { fieldNames = {}, prefixes = [] }: ServerErrorOptions = {},
): MappedFailure {
  const translate = (key: string, params?: Record<string, string | number>) => {
    const formKey = FORM_KEYS[key];
    const p = params ?? {};
    if (formKey) return t(formKey, { length: p.length ?? p.min ?? p.max ?? '', ...p });
    return codeMessage(t, key, prefixes) || t('form.error.invalid');
  };
  const fields = Object.entries(fieldErrorMessages(failure.errors, translate)).map(
    ([field, message]) => [fieldNames[field] ?? field, message] as [string, string],
  );
  const code = failure.code || GENERAL_ERROR;
  const banner = failure.message || codeMessage(t, code, prefixes) || t('form.error.general_error');
  return { fields, banner };
}
