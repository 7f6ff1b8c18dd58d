import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { type ButtonSize, type ButtonVariant, buttonState } from '../Button/Button';
import { button, labelHidden, spinner } from '../Button/Button.css';
import * as styles from './IconButton.css';

export { buttonSizes as iconButtonSizes, buttonVariants as iconButtonVariants } from '../Button/Button';
export type IconButtonVariant = ButtonVariant;
export type IconButtonSize = ButtonSize;

export interface IconButtonProps
  extends Omit<
    ButtonHTMLAttributes<HTMLButtonElement>,
    'className' | 'style' | 'children' | 'aria-label' | 'aria-labelledby'
  > {
  /**
   * The accessible name (rendered as `aria-label`): what the button does, e.g. "Close" or
   * "Add to favourites". Required, since the button shows no text.
   */
  label: string;
  /** The icon, usually an `<svg>`; it is hidden from assistive technology. */
  children: ReactNode;
  variant?: IconButtonVariant;
  size?: IconButtonSize;
  /** Shows a spinner instead of the icon, sets `aria-busy` and ignores activation while keeping focus. */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** A square, icon-only button with Button's variants and sizes and a required accessible `label`. */
export function IconButton({
  label,
  variant = 'ghost',
  size = 'md',
  loading = false,
  disabled,
  type = 'button',
  onClick,
  children,
  ...rest
}: IconButtonProps) {
  return (
    <button
      {...rest}
      // Button's recipe gives the look; `square` only makes it an icon-sized square.
      className={`${button({ variant, size })} ${styles.square({ size })}`}
      type={type}
      // Merely busy stays focusable; disabled only when asked to be.
      disabled={disabled && !loading}
      aria-label={label}
      {...buttonState({ variant, size, loading, disabled, onClick })}
    >
      {loading && <span className={spinner} aria-hidden="true" data-spinner="" />}
      <span className={loading ? `${styles.icon} ${labelHidden}` : styles.icon} aria-hidden="true">
        {children}
      </span>
    </button>
  );
}
