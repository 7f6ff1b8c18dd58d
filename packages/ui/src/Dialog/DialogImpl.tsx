// The part of Dialog loaded when a dialog is first wanted (Dialog.tsx, internal/lazyOverlay.tsx).
import { useMessages } from '../i18n/UiProvider';
import type { OverlayState } from '../internal/lazyOverlay';
import { ModalContent } from '../internal/ModalContent';
import * as styles from './Dialog.css';
import type { DialogContentProps } from './DialogContentProps';

export function DialogContent(props: DialogContentProps & { overlay: OverlayState }) {
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
