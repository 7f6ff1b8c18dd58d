import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useMessages } from '../i18n/UiProvider';
import { ModalContent } from '../internal/ModalContent';
import * as styles from './Dialog.css';
import type { DialogContentProps } from './DialogContentProps';

export type { DialogContentProps } from './DialogContentProps';

export type DialogRootProps = DialogPrimitive.DialogProps;
export type DialogTriggerProps = DialogPrimitive.DialogTriggerProps;
export type DialogCloseProps = DialogPrimitive.DialogCloseProps;

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
