import type { ElementType, ReactNode } from 'react';
import * as styles from '../Dialog/Dialog.css';
import { CloseIcon } from '../icons/CloseIcon';
import { visuallyHidden } from '../theme/a11y.css';

export interface OverlayHeaderProps {
  /** The heading: Radix's `Title` (it wires its own id), or a plain `h2` named by `titleId`. */
  Title: ElementType<{ id?: string; className?: string; children?: ReactNode }>;
  /** The close part of the overlay's Radix primitive. */
  Close: ElementType<{ className?: string; 'aria-label'?: string; children?: ReactNode }>;
  title: ReactNode;
  titleClassName: string;
  /** The heading's id, for a `Title` that has none of its own. */
  titleId?: string;
  /** Keep the title for assistive technology only; the close button then keeps to the end alone. */
  hideTitle?: boolean;
  hideCloseButton?: boolean;
  /** The close button's accessible name. */
  closeLabel: string;
}

/** The header row of Dialog, Sheet and Popover: the title, and a close button in the end corner. */
export function OverlayHeader({
  Title,
  Close,
  title,
  titleClassName,
  titleId,
  hideTitle = false,
  hideCloseButton = false,
  closeLabel,
}: OverlayHeaderProps) {
  return (
    <div className={styles.header}>
      {/* No `id` at all unless given: Radix's Title would take an undefined one over its own. */}
      <Title
        {...(titleId === undefined ? {} : { id: titleId })}
        className={hideTitle ? visuallyHidden : titleClassName}
      >
        {title}
      </Title>
      {!hideCloseButton && (
        <Close className={hideTitle ? styles.closeButtonAlone : styles.closeButton} aria-label={closeLabel}>
          <CloseIcon />
        </Close>
      )}
    </div>
  );
}
