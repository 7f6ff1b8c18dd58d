import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useMessages } from '../i18n/UiProvider';
import { ModalContent } from '../internal/ModalContent';
import type { PartProps } from '../internal/types';
import * as styles from './Dialog.css';

export type DialogRootProps = DialogPrimitive.DialogProps;
export type DialogTriggerProps = DialogPrimitive.DialogTriggerProps;
export type DialogCloseProps = DialogPrimitive.DialogCloseProps;

export interface DialogContentProps extends PartProps<typeof DialogPrimitive.Content, 'title'> {
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode;
  /** Optional text under the title, announced as the dialog's description. */
  description?: ReactNode;
  /** Hide the close button in the corner (e.g. when the body has its own). Escape still closes. */
  hideCloseButton?: boolean;
  children?: ReactNode;
}

function DialogContent(props: DialogContentProps) {
  const { t } = useMessages();
  return (
    <ModalContent
      {...props}
      closeLabel={t('dialog.close')}
      className={styles.content}
      bodyClassName={styles.body}
    />
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
