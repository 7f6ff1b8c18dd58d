import * as DialogPrimitive from '@radix-ui/react-dialog';
import * as styles from '../Dialog/Dialog.css';
import type { DialogContentProps } from '../Dialog/DialogContentProps';
import { OverlayHeader } from './OverlayHeader';

export interface ModalContentProps extends DialogContentProps {
  /** Keep the title for assistive technology only (Sheet). */
  hideTitle?: boolean;
  /** The close button's accessible name. */
  closeLabel: string;
  /** The panel's class: its placement, size and motion. */
  className: string;
  /** The class of the body under the header and description. */
  bodyClassName: string;
}

/**
 * The content of a modal on Radix Dialog (Dialog, Sheet): backdrop, panel, header with the title and
 * close button, the description and the body.
 */
export function ModalContent({
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
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={styles.overlay} />
      <DialogPrimitive.Content
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
  );
}
