import type { FieldError } from '@site/api';
import type { z } from 'zod';
import type { FormFields } from '../http/fields.js';

/**
 * Field errors in the §5 vocabulary from a contract schema's zod issues, for the write forms of messages
 * and the contact form: a missing or empty (after trim) field is `required`, a too long text `max_length`
 * with `{ length }`, a bad e-mail `email`, anything else `invalid`. One error per field (the first).
 */
export function fieldErrorsOf(error: z.ZodError, fields: FormFields): FieldError[] {
  const out: FieldError[] = [];
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? 'params');
    if (out.some((e) => e.field === name)) continue;
    out.push(fieldErrorOf(issue, name, fields[name]));
  }
  return out;
}

function fieldErrorOf(
  issue: z.core.$ZodIssue,
  field: string,
  raw: FormFields[string] | undefined,
): FieldError {
  const blank = raw === undefined || (typeof raw === 'string' && raw.trim() === '');
  if (
    blank &&
    (issue.code === 'invalid_type' || issue.code === 'too_small' || issue.code === 'invalid_value')
  )
    return { field, code: 'required' };
  if (issue.code === 'too_big' && issue.origin === 'string')
    return { field, code: 'max_length', params: { length: Number(issue.maximum) } };
  if (issue.code === 'too_small' && issue.origin === 'string')
    return { field, code: 'min_length', params: { length: Number(issue.minimum) } };
  if (issue.code === 'invalid_format' && issue.format === 'email') return { field, code: 'email' };
  return { field, code: 'invalid' };
}

// Where the declared calls read their params too (http/call.ts).
export { controlCharacterErrors } from '../http/fields.js';

/**
 * Line breaks as one `\n`: a browser submits a textarea's breaks as CRLF (and FormData always does), which
 * would count twice against a length limit the field itself counts once.
 */
export function normalizeNewlines(text: string | undefined): string | undefined {
  return text?.replace(/\r\n?/g, '\n');
}
