import { PAID_DOWNLOAD, TEXT_LIMITS } from '@site/api';
import { Button } from '@site/ui';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { useSessionUser } from '../../lib/site';
import { SECTION_URLS } from '../../lib/urls';
import * as styles from './pages.css';
import '../../messages/use-pages';

/**
 * `/download/` (§2, §6): how downloading works. Members with a paid plan download at once; other members
 * pay $5 a month in crypto or describe the video (150 to 500 characters) for the staff to review; owners
 * download their own uploads. The download itself happens on a video's page (its Download button and
 * the pay-or-describe modal), so this page only explains and links; visitors are sent to sign in.
 *
 * Decision: no iOS app trigger — the site has no app store address to offer (IosAppModal needs one), so
 * the iPhone note explains where Safari keeps downloads instead.
 */
export function DownloadPage() {
  const { t, lang } = useT();
  const user = useSessionUser();
  const price = new Intl.NumberFormat(lang, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(PAID_DOWNLOAD.usdPerMonth);
  return (
    <article className={styles.page}>
      <h1 className={styles.heading}>{t('pages.download.title')}</h1>
      <p>{t('pages.download.intro')}</p>

      <section aria-labelledby="download-members" className={styles.section}>
        <h2 id="download-members" className={styles.subheading}>
          {t('pages.download.members.title')}
        </h2>
        <p>{t('pages.download.members.body', { price })}</p>
      </section>

      <section aria-labelledby="download-others" className={styles.section}>
        <h2 id="download-others" className={styles.subheading}>
          {t('pages.download.others.title')}
        </h2>
        <p>{t('pages.download.others.body')}</p>
        <ul>
          <li>{t('pages.download.others.pay', { price })}</li>
          <li>
            {t('pages.download.others.describe', {
              min: TEXT_LIMITS.downloadDescMin,
              max: TEXT_LIMITS.downloadDescMax,
            })}
          </li>
        </ul>
      </section>

      <section aria-labelledby="download-owners" className={styles.section}>
        <h2 id="download-owners" className={styles.subheading}>
          {t('pages.download.owners.title')}
        </h2>
        <p>{t('pages.download.owners.body')}</p>
      </section>

      <section aria-labelledby="download-ios" className={styles.section}>
        <h2 id="download-ios" className={styles.subheading}>
          {t('pages.download.ios.title')}
        </h2>
        <p>{t('pages.download.ios.body')}</p>
      </section>

      {!user && <p>{t('pages.download.visitors')}</p>}
      <div className={styles.actions}>
        {!user && (
          <>
            <Button asChild>
              <Link to="/signup">{t('header.signUp')}</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to="/signin">{t('header.signIn')}</Link>
            </Button>
          </>
        )}
        <Button asChild variant={user ? 'primary' : 'ghost'}>
          <Link to={SECTION_URLS.videos}>{t('pages.download.browse')}</Link>
        </Button>
      </div>
    </article>
  );
}
