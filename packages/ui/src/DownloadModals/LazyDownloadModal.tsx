import { Button } from '../Button/Button';
import { FormBanner } from '../Form/Banner';
import { type ModalOpenProps, ModalShell } from '../Form/FormModal';
import { dialogsEn } from '../i18n/messages/dialogs';
import { useMessages } from '../i18n/UiProvider';
import { ProgressBar } from '../ProgressBar/ProgressBar';
import * as styles from './DownloadModals.css';

export type LazyDownloadStatus = 'preparing' | 'ready' | 'error';

export interface LazyDownloadModalProps extends ModalOpenProps {
  status: LazyDownloadStatus;
  /** Percent prepared (0–100), or null while unknown. */
  progress?: number | null;
  /** The prepared file (with the download flag, §4 "video page download"). */
  href?: string;
  /** The file name the browser saves. */
  fileName?: string;
  onRetry?: () => void;
}

/** The lazy downloader (§2): prepares the file (progress), then offers it; an error offers a retry. */
export function LazyDownloadModal({
  status,
  progress = null,
  href,
  fileName,
  onRetry,
  ...open
}: LazyDownloadModalProps) {
  const { t } = useMessages(dialogsEn);
  return (
    <ModalShell {...open} title={t('lazyDownload.title')}>
      {status === 'preparing' && <ProgressBar label={t('lazyDownload.preparing')} value={progress} />}
      {status === 'ready' && href && (
        <>
          <p className={styles.text} role="status">
            {t('lazyDownload.ready')}
          </p>
          <div className={styles.actions}>
            <Button asChild>
              <a href={href} download={fileName ?? true}>
                {t('lazyDownload.download')}
              </a>
            </Button>
          </div>
        </>
      )}
      {status === 'error' && (
        <>
          <FormBanner>{t('lazyDownload.error')}</FormBanner>
          {onRetry && (
            <div className={styles.actions}>
              <Button onClick={onRetry}>{t('lazyDownload.retry')}</Button>
            </div>
          )}
        </>
      )}
    </ModalShell>
  );
}
