import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import type { ModalOpenProps } from '../Form/FormModal';
import { dialogsEn } from '../i18n/messages/dialogs';
import { useMessages } from '../i18n/UiProvider';
import * as styles from './VideoModals.css';

export interface AgeVerificationModalProps extends ModalOpenProps {
  /** Agreed: the app stores the `_agv` flag (`STORAGE_KEYS.ageVerified`) and closes it (§4). */
  onAgree: () => void;
  /** Where "Leave" goes. */
  leaveHref?: string;
}

/**
 * Age verification (§4): closes only on agree, which stores a flag; Escape and clicks outside do not
 * dismiss it, and it has no close button. "Leave" takes the visitor away.
 */
export function AgeVerificationModal({
  onAgree,
  leaveHref = 'https://www.google.com/',
  open,
  defaultOpen,
  onOpenChange,
}: AgeVerificationModalProps) {
  const { t } = useMessages(dialogsEn);
  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <Dialog.Content
        title={t('ageVerification.title')}
        hideCloseButton
        onEscapeKeyDown={(event) => event.preventDefault()}
        onPointerDownOutside={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
      >
        <p className={styles.body}>{t('ageVerification.body')}</p>
        <div className={styles.actions}>
          <Button variant="secondary" asChild>
            <a href={leaveHref} rel="noreferrer">
              {t('ageVerification.leave')}
            </a>
          </Button>
          <Dialog.Close asChild>
            <Button onClick={onAgree}>{t('ageVerification.agree')}</Button>
          </Dialog.Close>
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}
