import type { ComponentProps } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { en, type MessageKey } from '../i18n/en';
import { useMessages } from '../i18n/UiProvider';
import { RadioGroup, type RadioGroupProps } from '../RadioGroup/RadioGroup';
import { Select, type SelectProps } from '../Select/Select';
import { TextArea, type TextAreaProps } from '../TextArea/TextArea';
import { TextField, type TextFieldProps } from '../TextField/TextField';

interface Controlled<T extends FieldValues> {
  name: Path<T>;
  control: Control<T>;
}

/** A field error as shown: a message key set by a refinement is translated, other text shown as is. */
export function useErrorText(message: string | undefined): string | undefined {
  const { t } = useMessages();
  if (!message) return undefined;
  return Object.hasOwn(en, message) ? t(message as MessageKey) : message;
}

/**
 * The wiring every form field shares: its ref (focus-on-error), name, value as a string, change callback
 * and translated error; `onBlur` separately, for the fields that mark themselves touched on blur.
 */
function useFormField<T extends FieldValues>({ name, control }: Controlled<T>) {
  const { field, fieldState } = useController({ name, control });
  const error = useErrorText(fieldState.error?.message);
  const bound = {
    ref: field.ref,
    name: field.name,
    value: String(field.value ?? ''),
    onValueChange: field.onChange,
    error,
  };
  return { bound, onBlur: field.onBlur };
}

/** The props a form field takes from its wrapper: the component's own, less what the form binds. */
type FieldProps<T extends FieldValues, P> = Controlled<T> &
  Omit<P, 'name' | 'value' | 'defaultValue' | 'onValueChange' | 'error' | 'ref'>;

export type FormTextFieldProps<T extends FieldValues> = FieldProps<T, TextFieldProps>;

/** A TextField bound to a form field: its value, error and focus-on-error. */
export function FormTextField<T extends FieldValues>({ name, control, ...props }: FormTextFieldProps<T>) {
  const { bound, onBlur } = useFormField({ name, control });
  return <TextField {...props} {...bound} onBlur={onBlur} />;
}

export type FormTextAreaProps<T extends FieldValues> = FieldProps<T, TextAreaProps>;

/** A TextArea bound to a form field (its `maxLength` is a hard stop with a counter). */
export function FormTextArea<T extends FieldValues>({ name, control, ...props }: FormTextAreaProps<T>) {
  const { bound, onBlur } = useFormField({ name, control });
  return <TextArea {...props} {...bound} onBlur={onBlur} />;
}

export type FormSelectProps<T extends FieldValues> = FieldProps<T, SelectProps>;

/** A Select bound to a form field. */
export function FormSelect<T extends FieldValues>({ name, control, ...props }: FormSelectProps<T>) {
  const { bound } = useFormField({ name, control });
  return <Select {...props} {...bound} />;
}

export type FormRadioGroupProps<T extends FieldValues> = FieldProps<T, RadioGroupProps>;

/** A RadioGroup bound to a form field (values are strings, as the contract's form inputs take them). */
export function FormRadioGroup<T extends FieldValues>({ name, control, ...props }: FormRadioGroupProps<T>) {
  const { bound } = useFormField({ name, control });
  return <RadioGroup {...props} {...bound} ref={bound.ref as ComponentProps<typeof RadioGroup>['ref']} />;
}
