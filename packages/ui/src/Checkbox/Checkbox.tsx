import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import {
  describedByOf,
  FieldDescription,
  FieldError,
  FieldLabel,
  type FieldSize,
  hasContent,
  useFieldIds,
} from '../TextField/Field';
import { choice, choiceText } from '../TextField/Field.css';
import * as styles from './Checkbox.css';

export { type FieldSize as CheckboxSize, fieldSizes as checkboxSizes } from '../TextField/Field';
export type CheckboxCheckedState = CheckboxPrimitive.CheckedState;

export interface CheckboxProps
  extends Omit<
    ComponentPropsWithRef<typeof CheckboxPrimitive.Root>,
    'className' | 'style' | 'children' | 'asChild'
  > {
  /** The text beside the box; the box's accessible name and part of its click target. */
  label: ReactNode;
  /** Help text under the label, announced as the checkbox's description. */
  description?: ReactNode;
  /** An error message: marks the checkbox `aria-invalid` and is announced as its description. */
  error?: ReactNode;
  size?: FieldSize;
}

/**
 * A checkbox on Radix: `checked` / `defaultChecked` / `onCheckedChange`, where `checked` may be
 * `'indeterminate'` (announced as mixed). Space toggles it; the label toggles it too.
 */
export function Checkbox({
  label,
  description,
  error,
  size = 'md',
  id,
  required,
  disabled,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: CheckboxProps) {
  const ids = useFieldIds(id);
  const invalid = hasContent(error);
  return (
    <div className={choice} data-disabled={disabled ? '' : undefined}>
      <CheckboxPrimitive.Root
        {...rest}
        id={ids.control}
        required={required}
        disabled={disabled}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedByOf(ids, { description, error }, ariaDescribedBy)}
        className={styles.box({ size })}
        data-size={size}
      >
        <CheckboxPrimitive.Indicator className={styles.indicator}>
          <svg className={styles.check} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path
              d="M3.5 8.5l3 3 6-7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <svg className={styles.dash} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M4 8h8" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </CheckboxPrimitive.Indicator>
      </CheckboxPrimitive.Root>
      <div className={choiceText}>
        <FieldLabel ids={ids} label={label} required={required} size={size} look="choice" />
        <FieldDescription ids={ids}>{description}</FieldDescription>
        <FieldError ids={ids}>{error}</FieldError>
      </div>
    </div>
  );
}
