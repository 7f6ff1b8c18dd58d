import { type ChangeEvent, type Ref, type TextareaHTMLAttributes, useEffect, useState } from 'react';
import { useMessages } from '../i18n/UiProvider';
import {
  Field,
  type FieldBaseProps,
  type FieldSize,
  useControllableState,
  useField,
} from '../TextField/Field';
import { control } from '../TextField/Field.css';
import { visuallyHidden } from '../theme/a11y.css';
import * as styles from './TextArea.css';

export { type FieldSize as TextAreaSize, fieldSizes as textAreaSizes } from '../TextField/Field';

/** How long typing must pause before the counter is announced (so a screen reader is not flooded). */
export const COUNTER_ANNOUNCE_DELAY_MS = 400;

export interface TextAreaProps
  extends FieldBaseProps,
    Omit<
      TextareaHTMLAttributes<HTMLTextAreaElement>,
      'className' | 'style' | 'value' | 'defaultValue' | 'children' | 'required' | 'maxLength'
    > {
  size?: FieldSize;
  /** The text (controlled); pair with `onValueChange`. */
  value?: string;
  /** The initial text (uncontrolled). */
  defaultValue?: string;
  /** Called with the new text on every change. */
  onValueChange?: (value: string) => void;
  /**
   * A hard stop: input beyond this many characters (typed or pasted) is not accepted, and a counter
   * ("12 / 200") shows under the field and is announced politely.
   */
  maxLength?: number;
  /** Let the user drag the height (default) or not. */
  resize?: 'vertical' | 'none';
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A multi-line text input with its label, description and error wired like TextField, and with a
 * `maxLength` a hard stop plus a live character counter.
 */
export function TextArea({
  value,
  defaultValue = '',
  onValueChange,
  onChange,
  maxLength,
  resize = 'vertical',
  rows = 4,
  ...props
}: TextAreaProps) {
  const { t, plural, formatNumber } = useMessages();
  const { ids, field, describe, size, disabled, required, rest } = useField(props);
  const counterId = `${ids.control}-counter`;
  const [current, setCurrent] = useControllableState(value, defaultValue, onValueChange);
  const limited = maxLength !== undefined && maxLength >= 0;
  const length = current.length;

  // The visible counter follows every keystroke; the announced one waits for a pause in typing.
  const [announcedLength, setAnnouncedLength] = useState(length);
  useEffect(() => {
    const timer = setTimeout(() => setAnnouncedLength(length), COUNTER_ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [length]);

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    // The browser's maxlength stops typing and paste; this also stops input that bypasses it.
    if (limited && event.target.value.length > maxLength && event.target.value.length > length) {
      event.target.value = event.target.value.slice(0, Math.max(maxLength, length));
    }
    setCurrent(event.target.value);
    onChange?.(event);
  };

  const counter = limited && (
    <>
      <span
        className={styles.counter}
        aria-hidden="true"
        data-counter=""
        data-at-limit={length === maxLength ? '' : undefined}
        data-over-limit={length > maxLength ? '' : undefined}
      >
        {t('textArea.counter', { count: formatNumber(length), max: formatNumber(maxLength) })}
      </span>
      <span id={counterId} className={visuallyHidden} role="status" aria-live="polite" aria-atomic="true">
        {plural('textArea.counterAnnounced', maxLength, {
          count: formatNumber(announcedLength),
          max: formatNumber(maxLength),
        })}
      </span>
    </>
  );

  return (
    <Field {...field} aside={counter}>
      <textarea
        {...rest}
        {...describe(limited && counterId)}
        rows={rows}
        value={current}
        onChange={handleChange}
        maxLength={limited ? maxLength : undefined}
        disabled={disabled}
        required={required}
        className={`${control({ size })} ${styles.textarea} ${styles.resize[resize]}`}
        data-size={size}
      />
    </Field>
  );
}
