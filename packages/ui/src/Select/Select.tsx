import * as SelectPrimitive from '@radix-ui/react-select';
import type { ReactNode, Ref } from 'react';
import { spinnerInline } from '../Button/Button.css';
import { useMessages } from '../i18n/UiProvider';
import {
  describedByOf,
  Field,
  type FieldBaseProps,
  type FieldSize,
  hasContent,
  useControllableState,
  useFieldIds,
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
  label,
  hideLabel,
  description,
  error,
  required,
  options,
  placeholder,
  value,
  defaultValue,
  onValueChange,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  disabled,
  loading = false,
  size = 'md',
  name,
  form,
  autoComplete,
  id,
  'aria-describedby': ariaDescribedBy,
  ref,
}: SelectProps) {
  const { t } = useMessages();
  const ids = useFieldIds(id);
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  const invalid = hasContent(error);

  return (
    <Field
      ids={ids}
      label={label}
      hideLabel={hideLabel}
      description={description}
      error={error}
      required={required}
      size={size}
      disabled={disabled}
    >
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
          id={ids.control}
          className={`${control({ size })} ${styles.trigger}`}
          aria-invalid={invalid ? true : undefined}
          aria-required={required ? true : undefined}
          aria-describedby={describedByOf(ids, { description, error }, ariaDescribedBy)}
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
  return (
    <svg className={styles.glyph} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d={up ? 'M4 10l4-4 4 4' : 'M4 6l4 4 4-4'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function Check() {
  return (
    <svg className={styles.glyph} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M3.5 8.5l3 3 6-7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
