import { Slot, Slottable } from '@radix-ui/react-slot';
import type { ButtonHTMLAttributes, MouseEvent, MouseEventHandler, Ref } from 'react';
import * as styles from './Button.css';

/** The looks a button can take; stories and callers reuse this list. */
export const buttonVariants = ['primary', 'secondary', 'ghost'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'style'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets `aria-busy` and ignores activation while keeping focus. */
  loading?: boolean;
  /** Renders the single child (e.g. a link) with the button's look and behaviour instead of a `<button>`. */
  asChild?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

interface ButtonStateOptions {
  variant: ButtonVariant;
  size: ButtonSize;
  loading: boolean;
  disabled: boolean | undefined;
  onClick: MouseEventHandler<HTMLButtonElement> | undefined;
}

/**
 * @internal What Button and IconButton share: while loading or disabled a click does nothing (and focus
 * stays), `aria-disabled` / `aria-busy` say so, and `data-variant` / `data-size` name the look.
 */
export function buttonState({ variant, size, loading, disabled, onClick }: ButtonStateOptions) {
  const inactive = loading || disabled;
  return {
    'aria-disabled': inactive ? (true as const) : undefined,
    'aria-busy': loading ? (true as const) : undefined,
    'data-variant': variant,
    'data-size': size,
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      if (inactive) {
        event.preventDefault();
        return;
      }
      onClick?.(event);
    },
  };
}

/** A button; its look is its API (`variant`, `size`), so it takes no `className` or `style`. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  asChild = false,
  disabled,
  type,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      {...rest}
      className={styles.button({ variant, size })}
      // A native <button> that is merely busy stays focusable; it is disabled only when asked to be.
      {...(asChild ? {} : { type: type ?? 'button', disabled: disabled && !loading })}
      {...buttonState({ variant, size, loading, disabled, onClick })}
    >
      {loading && (
        <span
          className={asChild ? styles.spinnerInline : styles.spinner}
          aria-hidden="true"
          data-spinner=""
        />
      )}
      {loading && !asChild ? (
        <span className={styles.labelHidden}>
          <Slottable>{children}</Slottable>
        </span>
      ) : (
        <Slottable>{children}</Slottable>
      )}
    </Comp>
  );
}
