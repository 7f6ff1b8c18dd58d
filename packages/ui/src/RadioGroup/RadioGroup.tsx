import * as RadioGroupPrimitive from '@radix-ui/react-radio-group';
import type { ReactNode, Ref } from 'react';
import {
  ChoiceField,
  Field,
  type FieldBaseProps,
  type FieldSize,
  hasContent,
  useField,
} from '../TextField/Field';
import * as styles from './RadioGroup.css';

export { type FieldSize as RadioGroupSize, fieldSizes as radioGroupSizes } from '../TextField/Field';

export const radioGroupOrientations = ['vertical', 'horizontal'] as const;
export type RadioGroupOrientation = (typeof radioGroupOrientations)[number];

export interface RadioGroupOption {
  value: string;
  label: ReactNode;
  /** Help text under this option's label, announced as its description. */
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps extends Omit<FieldBaseProps, 'hideLabel'> {
  options: ReadonlyArray<RadioGroupOption>;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  orientation?: RadioGroupOrientation;
  disabled?: boolean;
  /** The form field name of the group's hidden inputs. */
  name?: string;
  form?: string;
  size?: FieldSize;
  /** Hide the group label visually (it stays the group's accessible name). */
  hideLabel?: boolean;
  id?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * One choice out of a few, on Radix RadioGroup: Tab enters the group at the chosen option, the arrow
 * keys move and choose, and the group is named by its label and described by its description and error.
 */
export function RadioGroup({
  options,
  value,
  defaultValue,
  onValueChange,
  orientation = 'vertical',
  name,
  form,
  ref,
  ...props
}: RadioGroupProps) {
  const { ids, field, describe, size, disabled, required } = useField(props);
  return (
    <Field {...field} labelAs="span">
      <RadioGroupPrimitive.Root
        ref={ref}
        {...describe()}
        value={value}
        defaultValue={defaultValue}
        onValueChange={onValueChange}
        orientation={orientation}
        disabled={disabled}
        required={required}
        name={name}
        form={form}
        aria-labelledby={ids.label}
        className={styles.group[orientation]}
      >
        {options.map((option, index) => {
          const optionId = `${ids.control}-option-${index}`;
          const optionIds = {
            control: optionId,
            label: `${optionId}-label`,
            description: `${optionId}-description`,
            error: ids.error,
          };
          return (
            <ChoiceField
              key={option.value}
              ids={optionIds}
              label={option.label}
              description={option.description}
              size={size}
              disabled={disabled || option.disabled}
            >
              <RadioGroupPrimitive.Item
                id={optionIds.control}
                value={option.value}
                disabled={option.disabled}
                aria-describedby={hasContent(option.description) ? optionIds.description : undefined}
                className={styles.radio({ size })}
                data-size={size}
              >
                <RadioGroupPrimitive.Indicator className={styles.dot} />
              </RadioGroupPrimitive.Item>
            </ChoiceField>
          );
        })}
      </RadioGroupPrimitive.Root>
    </Field>
  );
}
