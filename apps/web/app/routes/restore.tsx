import { errorCode, resetInputSchema, TEXT_LIMITS } from '@site/api';
import { Button, FormBody, FormTextField, useModalForm } from '@site/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { AuthPage } from '../components/shell/AuthPage';
import { browserApi, withCsrf } from '../lib/api';
import { metaT, pageMeta } from '../lib/head';
import { useT } from '../lib/i18n';
import { useSiteActions } from '../lib/site-actions';
import * as styles from '../styles/shell.css';
import type { Route } from './+types/restore';

export function loader() {
  return null;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: metaT(matches).t('auth.reset.title'),
    path: '/restore/',
    noindex: true,
  });
}

/** The server names the new password `pwd`; the form calls it `password`. Weak-password codes: sign-up's. */
const FIELD_NAMES = { pwd: 'password' } as const;
const PREFIXES = ['signup'] as const;

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
  const form = useModalForm<{ password: string }>({
    schema: resetInputSchema.pick({ password: true }),
    defaultValues: { password: '' },
    fieldNames: FIELD_NAMES,
    prefixes: PREFIXES,
    onSubmit: async ({ password }) => {
      try {
        await withCsrf(() => browserApi.auth.reset({ token, password }));
        setState('done');
      } catch (error) {
        if (errorCode(error) !== 'invalid_token') throw error;
        setState('invalid');
      }
    },
  });

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
        <FormBody form={form} submitLabel={t('auth.reset.submit')} aria-label={t('auth.reset.title')}>
          <FormTextField
            control={form.control}
            name="password"
            type="password"
            label={t('auth.reset.password')}
            description={t('signup.passwordHint', { length: TEXT_LIMITS.passwordNewMin })}
            autoComplete="new-password"
            required
          />
        </FormBody>
      </div>
    </section>
  );
}
