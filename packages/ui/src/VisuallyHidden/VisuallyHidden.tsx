import { Slot } from '@radix-ui/react-slot';
import { clsx } from 'clsx';
import type { HTMLAttributes, Ref } from 'react';
import * as styles from './VisuallyHidden.css';

export interface VisuallyHiddenProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'className' | 'style'> {
  /** Hide the single child element itself (e.g. a heading or a link) instead of wrapping it in a `<span>`. */
  asChild?: boolean;
  /**
   * Shown while it or its content has keyboard focus, e.g. a "skip to content" link; otherwise hidden
   * like the rest.
   */
  focusable?: boolean;
  ref?: Ref<HTMLSpanElement>;
}

/**
 * Content for assistive technology only: hidden on screen, still in the accessibility tree (unlike
 * `display: none` or `aria-hidden`). Use it for text an icon stands for.
 */
export function VisuallyHidden({
  asChild = false,
  focusable = false,
  children,
  ...rest
}: VisuallyHiddenProps) {
  const Comp = asChild ? Slot : 'span';
  return (
    <Comp {...rest} className={clsx(styles.hidden, focusable && styles.focusable)}>
      {children}
    </Comp>
  );
}
