import * as SelectPrimitive from '@radix-ui/react-select';
import type { ReactNode, Ref } from 'react';
import { spinnerInline } from '../Button/Button.css';
import { useMessages } from '../i18n/UiProvider';
import { LineIcon } from '../icons/LineIcon';
import {
  Field,
  type FieldBaseProps,
  type FieldSize,
  useControllableState,
  useField,
} from '../TextField/Field';
import { control } from '../TextField/Field.css';
import * as styles from './Select.css';

export { type FieldSize as SelectSize, fieldSizes as selectSizes } from '../TextField/Field';

export interface SelectOption {
  /** What `value` / `onValueChange` carry; must not be empty (the empty value shows the placeholder). */
  value: string;
  /** The visible text, also used for typeahead. */
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends FieldBaseProps {
  options: ReadonlyArray<SelectOption>;
  /** Shown (muted) while nothing is chosen. */
  placeholder?: ReactNode;
  /** The chosen value (controlled); `''` shows the placeholder again. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  disabled?: boolean;
  /** While the options load: a spinner and a "Loading options" text, `aria-busy`, and it does not open. */
  loading?: boolean;
  size?: FieldSize;
  /** The form field name (a hidden native select carries the value inside a form). */
  name?: string;
  form?: string;
  autoComplete?: string;
  id?: string;
  /** Extra descriptions, joined after the description and error. */
  'aria-describedby'?: string;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A labelled dropdown choice on Radix Select: opens with Enter, Space or the arrow keys, moves with the
 * arrow keys and typeahead, picks with Enter, closes with Escape and returns focus to the trigger.
 */
export function Select({
  options,
  placeholder,
  value,
  defaultValue,
  onValueChange,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  loading = false,
  name,
  form,
  autoComplete,
  ref,
  ...props
}: SelectProps) {
  const { t } = useMessages();
  const { field, describe, size, disabled, required } = useField(props);
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);

  return (
    <Field {...field}>
      <SelectPrimitive.Root
        value={value}
        defaultValue={defaultValue}
        onValueChange={onValueChange}
        // While loading it stays closed; the choice is kept.
        open={open && !loading}
        onOpenChange={(next) => {
          if (!loading || !next) setOpen(next);
        }}
        disabled={disabled}
        required={required}
        name={name}
        form={form}
        autoComplete={autoComplete}
      >
        <SelectPrimitive.Trigger
          ref={ref}
          {...describe()}
          className={`${control({ size })} ${styles.trigger}`}
          aria-required={required ? true : undefined}
          aria-busy={loading ? true : undefined}
          // While the list is open Radix hides the rest of the page (aria-hidden) and keeps focus in the
          // list; the trigger leaves the tab order too, so nothing focusable sits under aria-hidden.
          // Radix still focuses it on close.
          tabIndex={open && !loading ? -1 : undefined}
          data-size={size}
        >
          <span className={styles.value}>
            {loading ? t('select.loading') : <SelectPrimitive.Value placeholder={placeholder} />}
          </span>
          {loading ? (
            <span className={styles.icon} aria-hidden="true">
              <span className={spinnerInline} data-spinner="" />
            </span>
          ) : (
            <SelectPrimitive.Icon className={styles.icon}>
              <Chevron />
            </SelectPrimitive.Icon>
          )}
        </SelectPrimitive.Trigger>
        <SelectPrimitive.Portal>
          <SelectPrimitive.Content
            className={styles.content}
            position="popper"
            sideOffset={4}
            collisionPadding={8}
          >
            <SelectPrimitive.ScrollUpButton className={styles.scrollButton} aria-hidden="true">
              <Chevron up />
            </SelectPrimitive.ScrollUpButton>
            <SelectPrimitive.Viewport className={styles.viewport}>
              {options.map((option) => (
                <SelectPrimitive.Item
                  key={option.value}
                  value={option.value}
                  disabled={option.disabled}
                  textValue={option.label}
                  className={styles.item}
                >
                  <SelectPrimitive.ItemIndicator className={styles.itemIndicator}>
                    <Check />
                  </SelectPrimitive.ItemIndicator>
                  <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                </SelectPrimitive.Item>
              ))}
            </SelectPrimitive.Viewport>
            <SelectPrimitive.ScrollDownButton className={styles.scrollButton} aria-hidden="true">
              <Chevron />
            </SelectPrimitive.ScrollDownButton>
          </SelectPrimitive.Content>
        </SelectPrimitive.Portal>
      </SelectPrimitive.Root>
    </Field>
  );
}

function Chevron({ up = false }: { up?: boolean }) {
  return <LineIcon className={styles.glyph} d={up ? 'M4 10l4-4 4 4' : 'M4 6l4 4 4-4'} strokeWidth="1.8" />;
}

function Check() {
  return <LineIcon className={styles.glyph} d="M3.5 8.5l3 3 6-7" strokeWidth="2" />;
}
