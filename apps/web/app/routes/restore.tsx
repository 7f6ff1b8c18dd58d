import { Button } from '@site/ui';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AuthPage } from '../components/shell/AuthPage';
import { metaT, pageMeta } from '../lib/head';
import { useT } from '../lib/i18n';
import { useSiteActions } from '../lib/site-actions';
import { SECTION_URLS } from '../lib/urls';
import * as styles from '../styles/shell.css';
import type { Route } from './+types/restore';
import '../messages/use-auth';

const RestoreForm = lazy(() =>
  import('../components/shell/RestoreForm').then((m) => ({ default: m.RestoreForm })),
);

export function loader() {
  return null;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: metaT(matches).t('auth.reset.title'),
    path: SECTION_URLS.restore,
    noindex: true,
  });
}

/**
 * `/restore/?token=…`, the link of the password restore e-mail (§2, accounts/restore.ts): a new password
 * for the account (act reset), then sign in with it. A used, expired or missing link says so and offers a
 * new one.
 */
export default function RestorePage() {
  const { t } = useT();
  const { openAuth, openSignIn } = useSiteActions();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<'form' | 'done' | 'invalid'>(token ? 'form' : 'invalid');

  if (state === 'done') {
    return (
      <AuthPage title={t('auth.reset.done.title')} text={t('auth.reset.done.text')}>
        <Button onClick={openSignIn}>{t('auth.confirm.signIn')}</Button>
      </AuthPage>
    );
  }
  if (state === 'invalid') {
    return (
      <AuthPage title={t('auth.reset.invalid.title')} text={t('auth.reset.invalid.text')}>
        <Button onClick={() => openAuth?.('restore')}>{t('auth.reset.again')}</Button>
        <Button variant="secondary" onClick={openSignIn}>
          {t('auth.confirm.signIn')}
        </Button>
      </AuthPage>
    );
  }
  return (
    <section className={styles.authPage}>
      <h1>{t('auth.reset.title')}</h1>
      <p className={styles.authText}>{t('auth.reset.text')}</p>
      <div className={styles.authForm}>
        <Suspense fallback={null}>
          <RestoreForm token={token} onDone={() => setState('done')} onInvalid={() => setState('invalid')} />
        </Suspense>
      </div>
    </section>
  );
}
