import { Button } from '../Button/Button';
import { ageCheckEn } from '../i18n/messages/age-check';
import { useMessages } from '../i18n/UiProvider';
import { Link } from '../Link/Link';
import * as styles from './AgeGate.css';

export interface AgeGatePageProps {
  /** Where the confirmation is posted: the site sets the age flag there and returns to `returnTo`. */
  action: string;
  /** The page the visitor asked for, sent back with the confirmation (a field named `return`). */
  returnTo: string;
  /** Further hidden fields of the form (the site's CSRF token). */
  fields?: Readonly<Record<string, string>>;
  /** Where "Leave" goes. Defaults to a search engine. */
  leaveHref?: string;
  /** The terms of use. */
  termsHref?: string;
  /**
   * Where an age-assurance provider's check starts, in a region whose law asks for more than a tick box
   * (#31): the page offers that check instead of the question.
   */
  verifyHref?: string | undefined;
  /** The provider did not confirm an adult (with `verifyHref`): said above the check. */
  refused?: boolean;
}

/**
 * The 18+ confirmation as a page of its own (§1, §4), for a site that shows nothing else until the visitor
 * answers: the server renders it in place of the content, and "enter" is a plain form post, so it works
 * before any script (and without one). `AgeGate` is the same question as a dialog. With `verifyHref` (a
 * region that asks for a real check) it offers an age-assurance provider's check instead, a plain link.
 */
export function AgeGatePage({
  action,
  returnTo,
  fields = {},
  leaveHref = 'https://www.google.com/',
  termsHref = '/information/#terms',
  verifyHref,
  refused = false,
}: AgeGatePageProps) {
  const { t } = useMessages(ageCheckEn);
  return (
    <div className={styles.page}>
      <section className={styles.panel} aria-labelledby="age-gate-title" data-age-gate="">
        <h1 id="age-gate-title" className={styles.title}>
          {t('ageGate.title')}
        </h1>
        <div className={styles.body}>
          <p className={styles.text}>{t(verifyHref ? 'ageGate.verifyText' : 'ageGate.text')}</p>
          <p className={styles.rating}>
            {t('ageGate.rating')} <Link href={termsHref}>{t('ageGate.terms')}</Link>
          </p>
          {verifyHref ? (
            <>
              {refused && (
                <p className={styles.text} role="alert">
                  {t('ageGate.refused')}
                </p>
              )}
              <div className={styles.actions}>
                <Button asChild>
                  <a href={verifyHref}>{t('ageGate.verify')}</a>
                </Button>
                <Button variant="secondary" asChild>
                  <a href={leaveHref} rel="noreferrer">
                    {t('ageGate.leave')}
                  </a>
                </Button>
              </div>
            </>
          ) : (
            <form method="post" action={action} className={styles.actions}>
              <input type="hidden" name="return" value={returnTo} />
              {Object.entries(fields).map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
              <Button type="submit">{t('ageGate.agree')}</Button>
              <Button variant="secondary" asChild>
                <a href={leaveHref} rel="noreferrer">
                  {t('ageGate.leave')}
                </a>
              </Button>
            </form>
          )}
        </div>
      </section>
    </div>
  );
}
