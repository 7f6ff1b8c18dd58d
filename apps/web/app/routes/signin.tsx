import { Button } from '@site/ui';
import { useEffect } from 'react';
import { redirect, useSearchParams } from 'react-router';
import { AuthPage, redirectMembersHome } from '../components/shell/AuthPage';
import { OtherSignIns, signInErrorKey } from '../components/shell/OtherSignIns';
import * as styles from '../components/shell/OtherSignIns.css';
import { metaT, pageMeta } from '../lib/head';
import { useT } from '../lib/i18n';
import { useSiteActions } from '../lib/site-actions';
import type { Route } from './+types/signin';
import '../messages/use-auth';

/** A signed-in member has nothing to do here: home (§2 sign in). */
export async function loader({ context }: Route.LoaderArgs) {
  if (await redirectMembersHome(context)) throw redirect('/');
  return null;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: metaT(matches).t('auth.signin.title'), path: '/signin', noindex: true });
}

/**
 * /signin (§2): the sign-in form, opened at once over a page that explains it and can reopen it, with the
 * external sign-ins the server offers. A failed Google sign-in comes back as `?error=<code>`: its message
 * shows here instead of the form opening over it.
 */
export default function SignInPage() {
  const { t } = useT();
  const { openAuth } = useSiteActions();
  const error = useSearchParams()[0].get('error');
  useEffect(() => {
    if (!error) openAuth?.('login');
  }, [openAuth, error]);
  return (
    <AuthPage title={t('auth.signin.title')} text={t('auth.signin.text')}>
      {error && (
        <p role="alert" className={styles.authError}>
          {t(signInErrorKey(error))}
        </p>
      )}
      <Button onClick={() => openAuth?.('login')}>{t('auth.signin.open')}</Button>
      <Button variant="secondary" onClick={() => openAuth?.('signup')}>
        {t('auth.signup.open')}
      </Button>
      <OtherSignIns />
    </AuthPage>
  );
}
