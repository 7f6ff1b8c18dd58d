import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { type ModalOpenProps, ModalShell } from '../Form/FormModal';
import { useMessages } from '../i18n/UiProvider';
import * as styles from './DownloadModals.css';

export interface IosAppModalProps extends ModalOpenProps {
  /** The app's store page. */
  appHref: string;
  /** "Continue in the browser": the app goes on with the browser download. */
  onContinue?: () => void;
}

/** The iOS app download modal (§2): offers the app, or continuing in the browser. */
export function IosAppModal({ appHref, onContinue, ...open }: IosAppModalProps) {
  const { t } = useMessages();
  return (
    <ModalShell {...open} title={t('iosApp.title')}>
      <p className={styles.text}>{t('iosApp.body')}</p>
      <div className={styles.actions}>
        <Dialog.Close asChild>
          <Button variant="secondary" onClick={onContinue}>
            {t('iosApp.continue')}
          </Button>
        </Dialog.Close>
        <Button asChild>
          <a href={appHref} target="_blank" rel="noopener noreferrer">
            {t('iosApp.get')}
          </a>
        </Button>
      </div>
    </ModalShell>
  );
}
