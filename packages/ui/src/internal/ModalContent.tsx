import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import * as styles from '../Dialog/Dialog.css';
import type { DialogContentProps } from '../Dialog/DialogContentProps';
import { type OverlayState, TriggerRef } from './lazyOverlay';
import { OverlayHeader } from './OverlayHeader';

export interface ModalContentProps extends DialogContentProps {
  /** The light root's state (internal/lazyOverlay.tsx): open state, trigger and ids. */
  overlay: OverlayState;
  /** Keep the title for assistive technology only (Sheet). */
  hideTitle?: boolean;
  /** The close button's accessible name. */
  closeLabel: string;
  /** The panel's class: its placement, size and motion. */
  className: string;
  /** The class of the body under the header and description. */
  bodyClassName: string;
}

/** The Radix root of a lazily loaded overlay, driven by the light root's state, with its trigger. */
export function ModalRoot({ overlay, children }: { overlay: OverlayState; children: ReactNode }) {
  return (
    <DialogPrimitive.Root open={overlay.open} onOpenChange={overlay.setOpen} modal={overlay.modal}>
      <DialogPrimitive.Trigger asChild>
        <TriggerRef target={overlay.triggerRef} />
      </DialogPrimitive.Trigger>
      {children}
    </DialogPrimitive.Root>
  );
}

/**
 * The content of a modal on Radix Dialog (Dialog, Sheet), in the module they load when first wanted:
 * backdrop, panel, header with the title and close button, the description and the body.
 */
export function ModalContent({
  overlay,
  title,
  hideTitle,
  description,
  hideCloseButton,
  closeLabel,
  className,
  bodyClassName,
  children,
  ...rest
}: ModalContentProps) {
  return (
    <ModalRoot overlay={overlay}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={styles.overlay} />
        <DialogPrimitive.Content
          id={overlay.contentId}
          {...rest}
          className={className}
          // Without a description, tell Radix (and assistive technology) there is none on purpose.
          {...(description || rest['aria-describedby'] ? {} : { 'aria-describedby': undefined })}
        >
          <OverlayHeader
            Title={DialogPrimitive.Title}
            Close={DialogPrimitive.Close}
            title={title}
            titleClassName={styles.title}
            hideTitle={hideTitle}
            hideCloseButton={hideCloseButton}
            closeLabel={closeLabel}
          />
          {description && (
            <DialogPrimitive.Description className={styles.description}>
              {description}
            </DialogPrimitive.Description>
          )}
          <div className={bodyClassName}>{children}</div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </ModalRoot>
  );
}
