import type { MessageKey } from '../i18n/en';
import type { MessagesApi } from '../i18n/UiProvider';

/**
 * The raw issue zod hands an error map (zod 4). Only what the §5 messages need is read; the schema is
 * the failing field's own (a ZodString carries `minLength`/`maxLength`, an array its `def`).
 */
export interface FormIssue {
  code: string;
  input?: unknown;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  format?: string;
  message?: string;
  path?: ReadonlyArray<PropertyKey>;
  schema?: unknown;
  inst?: unknown;
}

type Translate = MessagesApi['t'];

function isBlank(input: unknown): boolean {
  return (
    input === undefined ||
    input === null ||
    (typeof input === 'string' && input.trim() === '') ||
    (typeof input === 'number' && Number.isNaN(input))
  );
}

function bound(schema: unknown, key: 'minLength' | 'maxLength'): number | null {
  const value = (schema as Record<string, unknown> | undefined)?.[key];
  return typeof value === 'number' ? value : null;
}

/**
 * The §5 message for one validation issue:
 * - a missing value (empty, only spaces, no choice) is "This field is required";
 * - an e-mail in a bad format is "E-mail entered incorrectly";
 * - a text with both a minimum (above 1) and a maximum is "length between {min} and {max}", otherwise
 *   "length min {length}" / "length max {length}";
 * - a list (categories) is "select at least {min}" / "at most {max}";
 * - a number out of range is "between {min} and {max}" when both are known, else a min or max;
 * - a refinement whose message is a message key shows that message.
 */
export function issueMessage(issue: FormIssue, t: Translate): string {
  const min = bound(issue.schema, 'minLength');
  const max = bound(issue.schema, 'maxLength');
  switch (issue.code) {
    case 'invalid_type':
    case 'invalid_value':
      if (isBlank(issue.input) || issue.code === 'invalid_value') return t('form.error.required');
      return t('form.error.number');
    case 'invalid_format':
      if (isBlank(issue.input)) return t('form.error.required');
      return issue.format === 'email' ? t('form.error.email') : t('form.error.format');
    case 'too_small': {
      if (issue.origin === 'array') return t('form.error.categoriesMin', { min: Number(issue.minimum) });
      if (issue.origin === 'number' || issue.origin === 'int')
        return t('form.error.numberMin', { min: Number(issue.minimum) });
      if (isBlank(issue.input)) return t('form.error.required');
      const least = Number(issue.minimum);
      if (least <= 1) return t('form.error.required');
      return max !== null
        ? t('form.error.lengthBetween', { min: least, max })
        : t('form.error.lengthMin', { length: least });
    }
    case 'too_big': {
      if (issue.origin === 'array') return t('form.error.categoriesMax', { max: Number(issue.maximum) });
      if (issue.origin === 'number' || issue.origin === 'int')
        return t('form.error.numberMax', { max: Number(issue.maximum) });
      const most = Number(issue.maximum);
      return min !== null && min > 1
        ? t('form.error.lengthBetween', { min, max: most })
        : t('form.error.lengthMax', { length: most });
    }
    default:
      // A refinement may name a message key (`form.error.fileType`, …) as its message.
      if (issue.message) {
        // A missing key shows as itself: the message is no key of the form's texts.
        const text = t(issue.message as MessageKey);
        if (text !== issue.message) return text;
      }
      return t('form.error.format');
  }
}

/** A zod error map that answers every issue with its translated §5 message. */
export function formErrorMap(t: Translate) {
  return (issue: FormIssue) => issueMessage(issue, t);
}
