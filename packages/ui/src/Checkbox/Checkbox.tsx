import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { LineIcon } from '../icons/LineIcon';
import type { PartProps } from '../internal/types';
import { type ChoiceBaseProps, ChoiceField, useField } from '../TextField/Field';
import * as styles from './Checkbox.css';

export { type FieldSize as CheckboxSize, fieldSizes as checkboxSizes } from '../TextField/Field';
export type CheckboxCheckedState = CheckboxPrimitive.CheckedState;

export interface CheckboxProps
  extends PartProps<typeof CheckboxPrimitive.Root, 'children'>,
    ChoiceBaseProps {}

/**
 * A checkbox on Radix: `checked` / `defaultChecked` / `onCheckedChange`, where `checked` may be
 * `'indeterminate'` (announced as mixed). Space toggles it; the label toggles it too.
 */
export function Checkbox(props: CheckboxProps) {
  const { field, describe, size, required, disabled, rest } = useField(props);
  return (
    <ChoiceField {...field}>
      <CheckboxPrimitive.Root
        {...rest}
        {...describe()}
        required={required}
        disabled={disabled}
        className={styles.box({ size })}
        data-size={size}
      >
        <CheckboxPrimitive.Indicator className={styles.indicator}>
          <LineIcon className={styles.check} d="M3.5 8.5l3 3 6-7" strokeWidth="2.2" />
          <LineIcon className={styles.dash} d="M4 8h8" strokeWidth="2.2" />
        </CheckboxPrimitive.Indicator>
      </CheckboxPrimitive.Root>
    </ChoiceField>
  );
}
