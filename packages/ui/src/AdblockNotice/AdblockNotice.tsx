import { Button } from '../Button/Button';
import { useMessages } from '../i18n/UiProvider';
import * as styles from './AdblockNotice.css';

export interface AdblockNoticeProps {
  /** The visitor closed the notice; the site remembers it and stops rendering the notice. */
  onDismiss: () => void;
}

/**
 * The polite word to a visitor whose ad-blocker hides the banner slots (§6, #33): a short text and a
 * button that closes it. A named region, not a dialog and not an alert: it interrupts nothing, takes no
 * focus and blocks no content; the page works as before whether or not it is read.
 */
export function AdblockNotice({ onDismiss }: AdblockNoticeProps) {
  const { t } = useMessages();
  return (
    <section className={styles.root} aria-label={t('adblockNotice.label')}>
      <p className={styles.text}>{t('adblockNotice.text')}</p>
      <Button variant="secondary" size="sm" onClick={onDismiss}>
        {t('adblockNotice.dismiss')}
      </Button>
    </section>
  );
}
