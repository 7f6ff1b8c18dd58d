import { Button } from '../Button/Button';
import { useMessages } from '../i18n/UiProvider';
import { Link } from '../Link/Link';
import * as styles from './CookieBar.css';

export interface CookieBarProps {
  /** The visitor clicked OK; the site stores the flag (`show_cookie_policy`, §3) and stops rendering the bar. */
  onAccept: () => void;
  /** The cookie policy. Defaults to its anchor on the information page (§2). */
  policyHref?: string;
}

/**
 * The cookie notice (§2, §4): a bar along the bottom of the window with a short text, a link to the
 * policy and an OK button. A named region, not a dialog: it does not block the page. An open modal or
 * sheet covers it (its backdrop too), so the bar is neither seen nor clicked over one.
 */
export function CookieBar({ onAccept, policyHref = '/information/#cookies_policy' }: CookieBarProps) {
  const { t } = useMessages();
  return (
    <section className={styles.root} aria-label={t('cookieBar.label')}>
      <p className={styles.text}>
        {t('cookieBar.text')} <Link href={policyHref}>{t('cookieBar.policy')}</Link>
      </p>
      <div className={styles.action}>
        <Button onClick={onAccept}>{t('cookieBar.accept')}</Button>
      </div>
    </section>
  );
}
