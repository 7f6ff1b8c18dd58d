import { Button } from '@site/ui';
import { Link, useSearchParams } from 'react-router';
import { AuthPage } from '../components/shell/AuthPage';
import { metaT, pageMeta } from '../lib/head';
import { useT } from '../lib/i18n';
import { useSiteActions } from '../lib/site-actions';
import { SECTION_URLS } from '../lib/urls';
import type { Route } from './+types/email-confirmation';
import '../messages/use-auth';

export function loader() {
  return null;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: metaT(matches).t('auth.confirm.title'),
    path: SECTION_URLS.emailConfirmation,
    noindex: true,
  });
}

/**
 * §2 "Email confirmation notice": shown after signing up; the account opens from the e-mail's link. The
 * link (GET /api/confirm.php) comes back here with `?status=confirmed` (the account is open: sign in) or
 * `?status=invalid` (a used or unknown link).
 */
export default function EmailConfirmationPage() {
  const { t } = useT();
  const { openSignIn } = useSiteActions();
  const [params] = useSearchParams();
  const status = params.get('status');
  const home = (
    <Button variant="secondary" asChild>
      <Link to="/">{t('auth.confirm.home')}</Link>
    </Button>
  );
  if (status === 'confirmed' || status === 'invalid') {
    const confirmed = status === 'confirmed';
    return (
      <AuthPage
        title={t(confirmed ? 'auth.confirmed.title' : 'auth.confirmLink.title')}
        text={t(confirmed ? 'auth.confirmed.text' : 'auth.confirmLink.text')}
      >
        <Button onClick={openSignIn}>{t('auth.confirm.signIn')}</Button>
        {home}
      </AuthPage>
    );
  }
  return (
    <AuthPage title={t('auth.confirm.title')} text={t('auth.confirm.text')} note={t('auth.confirm.spam')}>
      <Button onClick={openSignIn}>{t('auth.confirm.signIn')}</Button>
      {home}
    </AuthPage>
  );
}
