import { type ReactNode, useCallback, useId, useState } from 'react';
import { useMessages } from '../i18n/UiProvider';
import { visuallyHidden } from '../theme/a11y.css';
import * as styles from './Field.css';

/**
 * Shared parts of the labelled form controls (TextField, TextArea, Select, RadioGroup, Checkbox,
 * Switch). Internal to @site/ui: the public API is the controls themselves.
 */

/** Sizes of the text-like controls; stories and callers reuse this list. */
export const fieldSizes = ['sm', 'md', 'lg'] as const;
export type FieldSize = (typeof fieldSizes)[number];

/** What every labelled control takes, on top of its own value props. */
export interface FieldBaseProps {
  /** The visible label; also the control's accessible name. Required: every control needs a name. */
  label: ReactNode;
  /** Hide the label visually (it stays the accessible name), e.g. in a search bar. */
  hideLabel?: boolean;
  /** Help text under the label, announced as the control's description. */
  description?: ReactNode;
  /** An error message: marks the control `aria-invalid` and is announced as its description. */
  error?: ReactNode;
  /** Marks the control required (for assistive technology and the browser) and shows a marker. */
  required?: boolean;
}

export interface FieldIds {
  control: string;
  label: string;
  description: string;
  error: string;
}

/** Stable ids of a control and its parts; `id` (when given) names the control. */
export function useFieldIds(id?: string): FieldIds {
  const auto = useId();
  const control = id ?? `field-${auto.replace(/[^\w-]/g, '')}`;
  return {
    control,
    label: `${control}-label`,
    description: `${control}-description`,
    error: `${control}-error`,
  };
}

/** Joins the ids that exist into an `aria-describedby` value (undefined when none). */
export function joinIds(...ids: ReadonlyArray<string | false | null | undefined>): string | undefined {
  const present = ids.filter((id): id is string => typeof id === 'string' && id.length > 0);
  return present.length > 0 ? present.join(' ') : undefined;
}

/** The `aria-describedby` of a control: its error first (the most urgent), then its description. */
export function describedByOf(
  ids: FieldIds,
  { description, error }: Pick<FieldBaseProps, 'description' | 'error'>,
  ...extra: ReadonlyArray<string | false | null | undefined>
): string | undefined {
  return joinIds(hasContent(error) && ids.error, hasContent(description) && ids.description, ...extra);
}

export function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

/** A value that is controlled (`value`) or uncontrolled (`defaultValue`), reporting every change. */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange?: (next: T) => void,
): [T, (next: T) => void] {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : own;
  const set = useCallback(
    (next: T) => {
      if (!controlled) setOwn(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [current, set];
}

interface FieldLabelProps {
  ids: FieldIds;
  label: ReactNode;
  required?: boolean | undefined;
  hidden?: boolean | undefined;
  size?: FieldSize | undefined;
  /** `label` (default) points at the control; `span` is for groups named by `aria-labelledby`. */
  as?: 'label' | 'span';
  /** `field` (default): a label above a control; `choice`: the text beside a checkbox, radio or switch. */
  look?: 'field' | 'choice';
}

/**
 * A control's label with its required marker. The marker is hidden from assistive technology: the
 * control's own `required` / `aria-required` already says it, without repeating it in the name.
 */
export function FieldLabel({
  ids,
  label,
  required,
  hidden,
  size = 'md',
  as = 'label',
  look = 'field',
}: FieldLabelProps) {
  const { t } = useMessages();
  const className = hidden
    ? visuallyHidden
    : look === 'choice'
      ? `${styles.choiceLabel} ${styles.choiceLabelSize[size]}`
      : `${styles.label} ${styles.labelSize[size]}`;
  const content = (
    <>
      {label}
      {required && !hidden && (
        <span className={styles.required} aria-hidden="true" data-required-marker="">
          {`(${t('field.required')})`}
        </span>
      )}
    </>
  );
  return as === 'label' ? (
    <label id={ids.label} htmlFor={ids.control} className={className}>
      {content}
    </label>
  ) : (
    <span id={ids.label} className={className}>
      {content}
    </span>
  );
}

export function FieldDescription({ ids, children }: { ids: FieldIds; children: ReactNode }) {
  if (!hasContent(children)) return null;
  return (
    <p id={ids.description} className={styles.description}>
      {children}
    </p>
  );
}

/** The error message: an icon and a hidden "Error:" prefix, so it is not told by colour alone. */
export function FieldError({ ids, children }: { ids: FieldIds; children: ReactNode }) {
  const { t } = useMessages();
  if (!hasContent(children)) return null;
  return (
    <p id={ids.error} className={styles.error} data-field-error="">
      <svg className={styles.errorIcon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path d="M8 4.5v4.2" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        <circle cx="8" cy="11.4" r="1" fill="currentColor" />
      </svg>
      <span>
        <span className={visuallyHidden}>{t('field.errorPrefix')}</span> {children}
      </span>
    </p>
  );
}

/** What `Field` and `ChoiceField` show around a control: its label, description and error. */
export interface FieldPartsProps extends FieldBaseProps {
  ids: FieldIds;
  size?: FieldSize | undefined;
  disabled?: boolean | undefined;
}

interface FieldProps extends FieldPartsProps {
  labelAs?: 'label' | 'span';
  /** Shown at the end of the row under the control (e.g. a character counter). */
  aside?: ReactNode;
  children: ReactNode;
}

/** Label, description, the control, then its error (and an optional aside) in one column. */
export function Field({
  ids,
  label,
  hideLabel,
  description,
  error,
  required,
  size,
  labelAs,
  aside,
  disabled,
  children,
}: FieldProps) {
  const invalid = hasContent(error);
  return (
    <div
      className={styles.field}
      data-invalid={invalid ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
    >
      <FieldLabel ids={ids} label={label} required={required} hidden={hideLabel} size={size} as={labelAs} />
      <FieldDescription ids={ids}>{description}</FieldDescription>
      {children}
      {(invalid || aside) && (
        <div className={styles.footer}>
          <div className={styles.footerMain}>
            <FieldError ids={ids}>{error}</FieldError>
          </div>
          {aside}
        </div>
      )}
    </div>
  );
}

/**
 * A choice (checkbox, radio, switch): the control on the start side, then its label, description and
 * error beside it. `hideLabel` does not apply: the text is the choice's click target.
 */
export function ChoiceField({
  ids,
  label,
  description,
  error,
  required,
  size,
  disabled,
  children,
}: Omit<FieldPartsProps, 'hideLabel'> & { children: ReactNode }) {
  return (
    <div className={styles.choice} data-disabled={disabled ? '' : undefined}>
      {children}
      <div className={styles.choiceText}>
        <FieldLabel ids={ids} label={label} required={required} size={size} look="choice" />
        <FieldDescription ids={ids}>{description}</FieldDescription>
        <FieldError ids={ids}>{error}</FieldError>
      </div>
    </div>
  );
}

/** What a checkbox or a switch takes on top of its Radix root's props. */
export interface ChoiceBaseProps {
  /** The text beside the control; its accessible name and part of its click target. */
  label: ReactNode;
  /** Help text under the label, announced as the control's description. */
  description?: ReactNode;
  /** An error message: marks the control `aria-invalid` and is announced as its description. */
  error?: ReactNode;
  size?: FieldSize;
}

/** The props of a labelled control that `useField` takes care of. */
export interface FieldControlProps extends FieldBaseProps {
  /** Names the control (its parts' ids derive from it); generated when absent. */
  id?: string | undefined;
  size?: FieldSize | undefined;
  disabled?: boolean | undefined;
  /** Extra descriptions, joined after the description and error. */
  'aria-describedby'?: string | undefined;
}

/**
 * The wiring every labelled control repeats. Takes the control's props and returns:
 * - `field`: the props of its `Field` (or `ChoiceField`): ids, label, description, error, …;
 * - `describe(...extra)`: the control's `id`, `aria-invalid` and `aria-describedby` (error, description,
 *   then `extra`, then the caller's own `aria-describedby`);
 * - `size` (default `md`), `disabled` and `required` for the control itself, and the `rest` of the props.
 */
export function useField<P extends FieldControlProps>(props: P) {
  const {
    id,
    label,
    hideLabel,
    description,
    error,
    required,
    size: sizeProp,
    disabled,
    'aria-describedby': ariaDescribedBy,
    ...rest
  } = props;
  const size: FieldSize = sizeProp ?? 'md';
  const ids = useFieldIds(id);
  const invalid = hasContent(error);
  const field: FieldPartsProps = { ids, label, hideLabel, description, error, required, size, disabled };
  const describe = (...extra: ReadonlyArray<string | false | null | undefined>) => ({
    id: ids.control,
    'aria-invalid': invalid ? (true as const) : undefined,
    'aria-describedby': describedByOf(ids, { description, error }, ...extra, ariaDescribedBy),
  });
  return { ids, field, describe, size, disabled, required, rest };
}
