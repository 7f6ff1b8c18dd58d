import { Slot, Slottable } from '@radix-ui/react-slot';
import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';
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
  const inactive = loading || disabled;
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (inactive) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <Comp
      {...rest}
      className={styles.button({ variant, size })}
      // A native <button> that is merely busy stays focusable; it is disabled only when asked to be.
      {...(asChild ? {} : { type: type ?? 'button', disabled: disabled && !loading })}
      aria-disabled={inactive ? true : undefined}
      aria-busy={loading ? true : undefined}
      data-variant={variant}
      data-size={size}
      onClick={handleClick}
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
