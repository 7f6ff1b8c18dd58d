import { ApiError } from '@site/api';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { interpolate } from '../i18n/format';
import { dialogsEn } from '../i18n/messages/dialogs';
import { issueMessage } from './formMessages';
import { mapSubmitFailure, toSubmitFailure } from './serverErrors';

// The modals' texts (`en` and their own, `dialogsEn`), a missing key showing as itself (as `useMessages` does).
const texts: Readonly<Record<string, string>> = { ...en, ...dialogsEn };
const t = (key: keyof typeof en, params?: Record<string, string | number>) =>
  interpolate(texts[key] ?? key, params);
const text = (min: number | null, max: number | null) => ({ minLength: min, maxLength: max });

describe('issueMessage (§5 messages)', () => {
  it('an empty or blank text is required, whatever its minimum', () => {
    expect(issueMessage({ code: 'too_small', origin: 'string', minimum: 1, input: '' }, t)).toBe(
      'This field is required',
    );
    expect(
      issueMessage(
        { code: 'too_small', origin: 'string', minimum: 3, input: '   ', schema: text(3, 100) },
        t,
      ),
    ).toBe('This field is required');
    expect(issueMessage({ code: 'invalid_value', input: '' }, t)).toBe('This field is required');
    expect(issueMessage({ code: 'invalid_format', format: 'email', input: '' }, t)).toBe(
      'This field is required',
    );
  });

  it('a text with both bounds says between; with one bound, min or max', () => {
    expect(
      issueMessage({ code: 'too_small', origin: 'string', minimum: 3, input: 'ab', schema: text(3, 100) }, t),
    ).toBe('Length between 3 and 100');
    expect(
      issueMessage({ code: 'too_big', origin: 'string', maximum: 100, input: 'x', schema: text(3, 100) }, t),
    ).toBe('Length between 3 and 100');
    expect(
      issueMessage(
        { code: 'too_small', origin: 'string', minimum: 5, input: 'abc', schema: text(5, null) },
        t,
      ),
    ).toBe('Length min 5');
    expect(
      issueMessage(
        { code: 'too_big', origin: 'string', maximum: 500, input: 'x', schema: text(null, 500) },
        t,
      ),
    ).toBe('Length max 500');
    // A "required" minimum of 1 does not make a max-only text a "between".
    expect(
      issueMessage({ code: 'too_big', origin: 'string', maximum: 200, input: 'x', schema: text(1, 200) }, t),
    ).toBe('Length max 200');
  });

  it('e-mails, categories and numbers', () => {
    expect(issueMessage({ code: 'invalid_format', format: 'email', input: 'a@' }, t)).toBe(
      'E-mail entered incorrectly',
    );
    expect(issueMessage({ code: 'too_small', origin: 'array', minimum: 1, input: [] }, t)).toBe(
      'Select at least 1 categories',
    );
    expect(issueMessage({ code: 'too_big', origin: 'array', maximum: 6, input: [] }, t)).toBe(
      'Select at most 6 categories',
    );
    expect(issueMessage({ code: 'invalid_type', input: Number.NaN }, t)).toBe('This field is required');
    expect(issueMessage({ code: 'invalid_type', input: 'abc' }, t)).toBe('Enter a number');
    expect(issueMessage({ code: 'too_small', origin: 'number', minimum: 1, input: 0 }, t)).toBe(
      'Enter 1 or more',
    );
  });
});

describe('server errors (§8)', () => {
  it('reads an ApiError, an error body and anything else', () => {
    expect(toSubmitFailure(new ApiError('eml_taken', 400, [{ field: 'eml', code: 'eml_taken' }]))).toEqual({
      code: 'eml_taken',
      errors: [{ field: 'eml', code: 'eml_taken' }],
    });
    expect(toSubmitFailure({ code: '', message: 'Banned until Monday' })).toEqual({
      code: 'general_error',
      message: 'Banned until Monday',
      errors: undefined,
    });
    expect(toSubmitFailure(new TypeError('fetch failed'))).toEqual({ code: 'general_error' });
  });

  it('maps fields by the server names, keeps the first error per field and translates length params', () => {
    const mapped = mapSubmitFailure(
      {
        code: 'invalid_usr_or_pwd',
        errors: [
          { field: 'usr', code: 'required' },
          { field: 'usr', code: 'invalid_usr_or_pwd' },
          { field: 'pwd', code: 'min_max_length', params: { min: 5, max: 30 } },
        ],
      },
      t as never,
      { fieldNames: { usr: 'username', pwd: 'password' }, prefixes: ['login'] },
    );
    expect(mapped.fields).toEqual([
      ['username', 'This field is required'],
      ['password', 'Length between 5 and 30'],
    ]);
    expect(mapped.banner).toBe('Invalid username or password');
  });

  it('prefers the server text for the banner, and falls back to the general error for an unknown code', () => {
    expect(
      mapSubmitFailure({ code: 'banned', message: 'Banned' }, t as never, { prefixes: ['login'] }).banner,
    ).toBe('Banned');
    // §8 left these texts empty; a banned or disabled member is told why, not "Something went wrong" (#25 item 8).
    expect(mapSubmitFailure({ code: 'banned' }, t as never, { prefixes: ['login'] }).banner).toBe(
      'This account is banned',
    );
    expect(mapSubmitFailure({ code: 'temp_banned' }, t as never, { prefixes: ['login'] }).banner).toBe(
      'This account is temporarily banned. Try again later',
    );
    expect(mapSubmitFailure({ code: 'disabled_user' }, t as never, { prefixes: ['login'] }).banner).toBe(
      'This account is disabled',
    );
    expect(mapSubmitFailure({ code: 'weird_code' }, t as never).banner).toBe(
      'Something went wrong. Please try again',
    );
    expect(mapSubmitFailure({ code: 'forbidden_words' }, t as never).banner).toBe(
      'The text contains forbidden words',
    );
  });
});

describe('issueMessage for refinements', () => {
  it('shows a refinement message that names a message key, and a neutral text otherwise', () => {
    expect(issueMessage({ code: 'custom', message: 'form.error.fileType' }, t)).toBe(
      'Only images can be attached',
    );
    expect(issueMessage({ code: 'custom', message: 'not.a.key' }, t)).toBe('This value is not valid');
  });
});
