import type { ChangeEvent } from 'react';
import { Field, type FieldControlProps, useField } from '../TextField/Field';
import { control } from '../TextField/Field.css';

export interface DateTimeFieldProps extends FieldControlProps {
  /** The `datetime-local` value (local time, `YYYY-MM-DDTHH:mm`). */
  value: string;
  onValueChange: (value: string) => void;
  min?: string;
}

/** A labelled local date-and-time input (the browser's own picker), wired like TextField. */
export function DateTimeField({ value, onValueChange, min, ...props }: DateTimeFieldProps) {
  const { field, describe, size, disabled, required } = useField(props);
  return (
    <Field {...field}>
      <input
        {...describe()}
        type="datetime-local"
        className={control({ size })}
        value={value}
        min={min}
        disabled={disabled}
        required={required}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onValueChange(event.target.value)}
      />
    </Field>
  );
}
