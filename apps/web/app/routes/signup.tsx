import { Button } from '@site/ui';
import { useEffect } from 'react';
import { redirect, useSearchParams } from 'react-router';
import { AuthPage, redirectMembersHome } from '../components/shell/AuthPage';
import { metaT, pageMeta } from '../lib/head';
import { useT } from '../lib/i18n';
import { useSiteActions } from '../lib/site-actions';
import type { Route } from './+types/signup';
import '../messages/use-auth';

/** §2: /signup?section=restore_password is the password restore. */
const RESTORE_SECTION = 'restore_password';

export async function loader({ context }: Route.LoaderArgs) {
  if (await redirectMembersHome(context)) throw redirect('/');
  return null;
}

export function meta({ matches, location }: Route.MetaArgs) {
  const restore = new URLSearchParams(location.search).get('section') === RESTORE_SECTION;
  const { t } = metaT(matches);
  return pageMeta(matches, {
    title: restore ? t('auth.restore.title') : t('auth.signup.title'),
    path: restore ? `/signup?section=${RESTORE_SECTION}` : '/signup',
    noindex: true,
  });
}

/** /signup (§2): the sign-up form, or the password restore with `?section=restore_password`. */
export default function SignUpPage() {
  const { t } = useT();
  const { openAuth } = useSiteActions();
  const [params] = useSearchParams();
  const mode = params.get('section') === RESTORE_SECTION ? 'restore' : 'signup';
  useEffect(() => openAuth?.(mode), [openAuth, mode]);
  return mode === 'restore' ? (
    <AuthPage title={t('auth.restore.title')} text={t('auth.restore.text')}>
      <Button onClick={() => openAuth?.('restore')}>{t('auth.restore.open')}</Button>
      <Button variant="secondary" onClick={() => openAuth?.('login')}>
        {t('auth.signin.open')}
      </Button>
    </AuthPage>
  ) : (
    <AuthPage title={t('auth.signup.title')} text={t('auth.signup.text')}>
      <Button onClick={() => openAuth?.('signup')}>{t('auth.signup.open')}</Button>
      <Button variant="secondary" onClick={() => openAuth?.('login')}>
        {t('auth.signin.open')}
      </Button>
    </AuthPage>
  );
}
