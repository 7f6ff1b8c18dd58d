import { Button } from '@site/ui';
import { useId } from 'react';
import { type TextKey, useT } from '../../lib/i18n';
import { useSiteActions } from '../../lib/site-actions';
import * as styles from './members.css';
import '../../messages/use-auth';

/**
 * A member-only page seen by a visitor (§6): it says why and offers the sign-in modal. Server-rendered.
 * Its own texts ship with every page (auth); the page's `title` and `text` are its caller's.
 */
export function SignInPrompt({ title, text }: { title: TextKey; text: TextKey }) {
  const { t } = useT();
  const { openSignIn } = useSiteActions();
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.page}>
      <h1 id={id} className={styles.title}>
        {t(title)}
      </h1>
      <div className={styles.prompt}>
        <h2 className={styles.subtitle}>{t('members.signIn.title')}</h2>
        <p>{t(text)}</p>
        <Button onClick={openSignIn}>{t('members.signIn.button')}</Button>
      </div>
    </section>
  );
}
