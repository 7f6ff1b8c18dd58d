import * as SwitchPrimitive from '@radix-ui/react-switch';
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
import * as styles from './Switch.css';

export { type FieldSize as SwitchSize, fieldSizes as switchSizes } from '../TextField/Field';

export interface SwitchProps
  extends Omit<
    ComponentPropsWithRef<typeof SwitchPrimitive.Root>,
    'className' | 'style' | 'children' | 'asChild'
  > {
  /** The text beside the switch; its accessible name and part of its click target. */
  label: ReactNode;
  /** Help text under the label, announced as the switch's description. */
  description?: ReactNode;
  /** An error message: marks the switch `aria-invalid` and is announced as its description. */
  error?: ReactNode;
  size?: FieldSize;
}

/**
 * An on/off setting that applies at once, on Radix Switch (`role="switch"`): `checked` /
 * `defaultChecked` / `onCheckedChange`; Space or Enter toggles it, and so does its label.
 */
export function Switch({
  label,
  description,
  error,
  size = 'md',
  id,
  required,
  disabled,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: SwitchProps) {
  const ids = useFieldIds(id);
  const invalid = hasContent(error);
  return (
    <div className={choice} data-disabled={disabled ? '' : undefined}>
      <SwitchPrimitive.Root
        {...rest}
        id={ids.control}
        required={required}
        disabled={disabled}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedByOf(ids, { description, error }, ariaDescribedBy)}
        className={styles.track({ size })}
        data-size={size}
      >
        <SwitchPrimitive.Thumb className={`${styles.thumb} ${styles.travel({ size })}`} />
      </SwitchPrimitive.Root>
      <div className={choiceText}>
        <FieldLabel ids={ids} label={label} required={required} size={size} look="choice" />
        <FieldDescription ids={ids}>{description}</FieldDescription>
        <FieldError ids={ids}>{error}</FieldError>
      </div>
    </div>
  );
}
