/**
 * English defaults of the forms primitives (merged into `en`). Plural messages have one key per CLDR
 * plural category; `.other` is required.
 */
export const formsEn = {
  /** Shown beside the label of a required field (the control itself carries `required` for AT). */
  'field.required': 'required',
  /** Read before an error message, so it is not told apart by colour and icon alone. */
  'field.errorPrefix': 'Error:',
  'textField.showPassword': 'Show password',
  'link.newTab': '(opens in a new tab)',
  /** The visible counter of a text area: `{count}` typed of `{max}` allowed. */
  'textArea.counter': '{count} / {max}',
  /** The counter as announced to assistive technology; plural on `{max}`. */
  'textArea.counterAnnounced.one': '{count} of {max} character',
  'textArea.counterAnnounced.other': '{count} of {max} characters',
  'select.loading': 'Loading options…',
} as const;
