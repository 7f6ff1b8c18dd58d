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

function useFormField<T extends FieldValues>({ name, control }: Controlled<T>) {
  const { field, fieldState } = useController({ name, control });
  const error = useErrorText(fieldState.error?.message);
  return { field, error };
}

export type FormTextFieldProps<T extends FieldValues> = Controlled<T> &
  Omit<TextFieldProps, 'name' | 'value' | 'defaultValue' | 'onValueChange' | 'error' | 'ref'>;

/** A TextField bound to a form field: its value, error and focus-on-error. */
export function FormTextField<T extends FieldValues>({ name, control, ...props }: FormTextFieldProps<T>) {
  const { field, error } = useFormField({ name, control });
  return (
    <TextField
      {...props}
      ref={field.ref}
      name={field.name}
      value={String(field.value ?? '')}
      onValueChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
    />
  );
}

export type FormTextAreaProps<T extends FieldValues> = Controlled<T> &
  Omit<TextAreaProps, 'name' | 'value' | 'defaultValue' | 'onValueChange' | 'error' | 'ref'>;

/** A TextArea bound to a form field (its `maxLength` is a hard stop with a counter). */
export function FormTextArea<T extends FieldValues>({ name, control, ...props }: FormTextAreaProps<T>) {
  const { field, error } = useFormField({ name, control });
  return (
    <TextArea
      {...props}
      ref={field.ref}
      name={field.name}
      value={String(field.value ?? '')}
      onValueChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
    />
  );
}

export type FormSelectProps<T extends FieldValues> = Controlled<T> &
  Omit<SelectProps, 'name' | 'value' | 'defaultValue' | 'onValueChange' | 'error' | 'ref'>;

/** A Select bound to a form field. */
export function FormSelect<T extends FieldValues>({ name, control, ...props }: FormSelectProps<T>) {
  const { field, error } = useFormField({ name, control });
  return (
    <Select
      {...props}
      ref={field.ref}
      name={field.name}
      value={String(field.value ?? '')}
      onValueChange={field.onChange}
      error={error}
    />
  );
}

export type FormRadioGroupProps<T extends FieldValues> = Controlled<T> &
  Omit<RadioGroupProps, 'name' | 'value' | 'defaultValue' | 'onValueChange' | 'error' | 'ref'>;

/** A RadioGroup bound to a form field (values are strings, as the contract's form inputs take them). */
export function FormRadioGroup<T extends FieldValues>({ name, control, ...props }: FormRadioGroupProps<T>) {
  const { field, error } = useFormField({ name, control });
  return (
    <RadioGroup
      {...props}
      ref={field.ref as ComponentProps<typeof RadioGroup>['ref']}
      name={field.name}
      value={String(field.value ?? '')}
      onValueChange={field.onChange}
      error={error}
    />
  );
}
