import { type ChangeEvent, type InputHTMLAttributes, type Ref, useState } from 'react';
import { spinnerInline } from '../Button/Button.css';
import { IconButton } from '../IconButton/IconButton';
import { useMessages } from '../i18n/UiProvider';
import { Field, type FieldBaseProps, type FieldSize, useControllableState, useField } from './Field';
import { control } from './Field.css';
import * as styles from './TextField.css';

export { type FieldSize as TextFieldSize, fieldSizes as textFieldSizes } from './Field';

/** The kinds of single-line text a TextField takes; stories and callers reuse this list. */
export const textFieldTypes = ['text', 'email', 'password', 'search'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export interface TextFieldProps
  extends FieldBaseProps,
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      'className' | 'style' | 'type' | 'size' | 'value' | 'defaultValue' | 'children' | 'required'
    > {
  type?: TextFieldType;
  size?: FieldSize;
  /** The text (controlled); pair with `onValueChange`. */
  value?: string;
  /** The initial text (uncontrolled). */
  defaultValue?: string;
  /** Called with the new text on every change. */
  onValueChange?: (value: string) => void;
  /** The browser stops input (typing and paste) at this many characters. */
  maxLength?: number;
  /** Shows a spinner at the end of the field and sets `aria-busy` (e.g. while suggestions load). */
  loading?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A single-line text input with its label, description and error wired for assistive technology
 * (`<label for>`, `aria-describedby`, `aria-invalid`). A password field gets a show/hide toggle.
 */
export function TextField({
  type = 'text',
  value,
  defaultValue = '',
  onValueChange,
  onChange,
  loading = false,
  ...props
}: TextFieldProps) {
  const { t } = useMessages();
  const { ids, field, describe, size, disabled, required, rest } = useField(props);
  const [current, setCurrent] = useControllableState(value, defaultValue, onValueChange);
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const adorned = loading || isPassword;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setCurrent(event.target.value);
    onChange?.(event);
  };

  return (
    <Field {...field}>
      <div className={styles.inputWrap}>
        <input
          {...rest}
          {...describe()}
          type={isPassword && revealed ? 'text' : type}
          value={current}
          onChange={handleChange}
          disabled={disabled}
          required={required}
          aria-busy={loading ? true : undefined}
          className={[control({ size }), styles.input, adorned && styles.withAdornment[size]]
            .filter(Boolean)
            .join(' ')}
          data-size={size}
        />
        {loading ? (
          <span className={`${styles.adornment} ${styles.spinnerSlot}`} aria-hidden="true">
            <span className={spinnerInline} data-spinner="" />
          </span>
        ) : (
          isPassword && (
            <span className={styles.adornment}>
              <IconButton
                label={t('textField.showPassword')}
                size="sm"
                variant="ghost"
                aria-pressed={revealed}
                aria-controls={ids.control}
                disabled={disabled}
                onClick={() => setRevealed((shown) => !shown)}
              >
                {revealed ? <EyeOffIcon /> : <EyeIcon />}
              </IconButton>
            </span>
          )
        )}
      </div>
    </Field>
  );
}

function EyeIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 5C6.5 5 2.7 9.3 1.5 12c1.2 2.7 5 7 10.5 7s9.3-4.3 10.5-7C21.3 9.3 17.5 5 12 5zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9zm0-2.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4z" />
    </svg>
  );
}

function EyeOffIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3.3 2.3 2 3.6l3.1 3.1C3.3 8.1 2.1 10 1.5 12c1.2 2.7 5 7 10.5 7 1.9 0 3.6-.5 5.1-1.3l3.3 3.3 1.3-1.3L3.3 2.3zM12 16.5A4.5 4.5 0 0 1 7.5 12c0-.8.2-1.5.5-2.1l1.9 1.9a2 2 0 0 0 2.3 2.3l1.9 1.9c-.6.3-1.3.5-2.1.5zm0-11.5c-1.3 0-2.6.2-3.7.7l2.1 2.1c.5-.1 1-.3 1.6-.3a4.5 4.5 0 0 1 4.5 4.5c0 .6-.1 1.1-.3 1.6l3 3c1.6-1.3 2.7-2.9 3.3-4.4C21.3 9.3 17.5 5 12 5z" />
    </svg>
  );
}
