import { type LoginInput, loginLocalError } from '@site/api';
import { loginInputSchema } from '@site/api/contract';
import type { ReactNode } from 'react';
import * as formStyles from '../Form/Form.css';
import { FormTextField } from '../Form/FormFields';
import { FormModal, type ModalOpenProps } from '../Form/FormModal';
import { useModalForm } from '../Form/useModalForm';
import { dialogsEn } from '../i18n/messages/dialogs';
import { useMessages } from '../i18n/UiProvider';
import { RESTORE_HREF, SIGN_UP_HREF, SwitchLink } from './shared';

/** The login form's values (§3): the trimmed username and the password. */
export type LoginValues = Required<Pick<LoginInput, 'username' | 'password'>>;

const loginSchema = loginInputSchema.pick({ username: true, password: true });

export interface LoginModalProps extends ModalOpenProps {
  /**
   * Signs in. Resolve on success (the app reloads the page, §4); reject with the API's error: its
   * `message` shows in the banner, its `usr`/`pwd` field errors under the fields (§8).
   */
  onSubmit: (values: LoginValues) => Promise<unknown> | unknown;
  /** Switch to the sign-up modal instead of following `signUpHref`. */
  onSignUp?: () => void;
  /** Switch to the password-restore modal instead of following `restoreHref`. */
  onRestore?: () => void;
  signUpHref?: string;
  restoreHref?: string;
  /** Prefills the username (e.g. after signing up). */
  defaultUsername?: string;
  /** Other ways in (the site's Google and messaging-app buttons), shown under the form's links. */
  otherSignIns?: ReactNode;
}

/**
 * The sign-in modal (§4 login modal: idle, then loading; failure shows the errors and stops loading).
 * Before calling, the §5 rule applies: a username under 3 or a password under 5 characters is
 * "invalid username or password" without a call.
 */
export function LoginModal({
  onSubmit,
  onSignUp,
  onRestore,
  signUpHref = SIGN_UP_HREF,
  restoreHref = RESTORE_HREF,
  defaultUsername = '',
  otherSignIns,
  ...open
}: LoginModalProps) {
  const { t } = useMessages(dialogsEn);
  const form = useModalForm<LoginValues>({
    messages: dialogsEn,
    schema: loginSchema,
    defaultValues: { username: defaultUsername, password: '' },
    onSubmit,
    precheck: ({ username, password }) => {
      const code = loginLocalError(username, password);
      return code ? { code } : null;
    },
    fieldNames: LOGIN_FIELDS,
    prefixes: LOGIN_PREFIXES,
  });
  return (
    <FormModal
      {...open}
      title={t('login.title')}
      form={form}
      submitLabel={t('login.submit')}
      footer={
        <div className={formStyles.links}>
          <SwitchLink href={signUpHref} onSelect={onSignUp}>
            {t('login.signUp')}
          </SwitchLink>
          <SwitchLink href={restoreHref} onSelect={onRestore}>
            {t('login.restore')}
          </SwitchLink>
          {otherSignIns}
        </div>
      }
    >
      <FormTextField
        control={form.control}
        name="username"
        label={t('login.username')}
        autoComplete="username"
        required
      />
      <FormTextField
        control={form.control}
        name="password"
        type="password"
        label={t('login.password')}
        autoComplete="current-password"
        required
      />
    </FormModal>
  );
}

const LOGIN_FIELDS = { usr: 'username', pwd: 'password' } as const;
const LOGIN_PREFIXES = ['login'] as const;
