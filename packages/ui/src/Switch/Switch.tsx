import * as SwitchPrimitive from '@radix-ui/react-switch';
import type { PartProps } from '../internal/types';
import { type ChoiceBaseProps, ChoiceField, useField } from '../TextField/Field';
import * as styles from './Switch.css';

export { type FieldSize as SwitchSize, fieldSizes as switchSizes } from '../TextField/Field';

export interface SwitchProps extends PartProps<typeof SwitchPrimitive.Root, 'children'>, ChoiceBaseProps {}

/**
 * An on/off setting that applies at once, on Radix Switch (`role="switch"`): `checked` /
 * `defaultChecked` / `onCheckedChange`; Space or Enter toggles it, and so does its label.
 */
export function Switch(props: SwitchProps) {
  const { field, describe, size, required, disabled, rest } = useField(props);
  return (
    <ChoiceField {...field}>
      <SwitchPrimitive.Root
        {...rest}
        {...describe()}
        required={required}
        disabled={disabled}
        className={styles.track({ size })}
        data-size={size}
      >
        <SwitchPrimitive.Thumb className={`${styles.thumb} ${styles.travel({ size })}`} />
      </SwitchPrimitive.Root>
    </ChoiceField>
  );
}
