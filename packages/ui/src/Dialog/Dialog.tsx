import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useMessages } from '../i18n/UiProvider';
import { CloseIcon } from '../icons/CloseIcon';
import * as styles from './Dialog.css';

export type DialogRootProps = DialogPrimitive.DialogProps;
export type DialogTriggerProps = DialogPrimitive.DialogTriggerProps;
export type DialogCloseProps = DialogPrimitive.DialogCloseProps;

export interface DialogContentProps
  extends Omit<
    ComponentPropsWithRef<typeof DialogPrimitive.Content>,
    'title' | 'className' | 'style' | 'asChild'
  > {
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode;
  /** Optional text under the title, announced as the dialog's description. */
  description?: ReactNode;
  /** Hide the close button in the corner (e.g. when the body has its own). Escape still closes. */
  hideCloseButton?: boolean;
  children?: ReactNode;
}

function DialogContent({
  title,
  description,
  hideCloseButton = false,
  children,
  ...rest
}: DialogContentProps) {
  const { t } = useMessages();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={styles.overlay} />
      <DialogPrimitive.Content
        {...rest}
        className={styles.content}
        // Without a description, tell Radix (and assistive technology) there is none on purpose.
        {...(description || rest['aria-describedby'] ? {} : { 'aria-describedby': undefined })}
      >
        <div className={styles.header}>
          <DialogPrimitive.Title className={styles.title}>{title}</DialogPrimitive.Title>
          {!hideCloseButton && (
            <DialogPrimitive.Close className={styles.closeButton} aria-label={t('dialog.close')}>
              <CloseIcon />
            </DialogPrimitive.Close>
          )}
        </div>
        {description && (
          <DialogPrimitive.Description className={styles.description}>
            {description}
          </DialogPrimitive.Description>
        )}
        <div className={styles.body}>{children}</div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
DialogContent.displayName = 'Dialog.Content';

/**
 * A modal dialog on Radix: focus trap, Escape, focus return, `aria-labelledby`/`aria-describedby` and
 * `data-state`. Controlled (`open`/`onOpenChange`) or uncontrolled (`defaultOpen`). Full screen on
 * the mobile layout (≤ 1024 px).
 */
export const Dialog = {
  Root: DialogPrimitive.Root,
  Trigger: DialogPrimitive.Trigger,
  Content: DialogContent,
  Close: DialogPrimitive.Close,
};
