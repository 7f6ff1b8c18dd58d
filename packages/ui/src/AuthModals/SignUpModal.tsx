import { type SignupInput, TEXT_LIMITS } from '@site/api';
import { signupInputSchema } from '@site/api/contract';
import type { ReactNode } from 'react';
import * as formStyles from '../Form/Form.css';
import { FormTextField } from '../Form/FormFields';
import { FormModal, type ModalOpenProps } from '../Form/FormModal';
import { useModalForm } from '../Form/useModalForm';
import { dialogsEn } from '../i18n/messages/dialogs';
import { useMessages } from '../i18n/UiProvider';
import { CaptchaSlot, SIGN_IN_HREF, SwitchLink } from './shared';

/** The sign-up form's values; the app adds the captcha token (`tok`) when it calls. */
export type SignUpValues = Required<Pick<SignupInput, 'username' | 'email' | 'password'>>;

const signUpSchema = signupInputSchema.pick({ username: true, email: true, password: true });

export interface SignUpModalProps extends ModalOpenProps {
  /** Registers. Reject with the API's error (§8 sign-up codes; `usr`/`eml`/`pwd` field errors). */
  onSubmit: (values: SignUpValues) => Promise<unknown> | unknown;
  /** The captcha provider's widget. */
  captcha?: ReactNode;
  onSignIn?: () => void;
  signInHref?: string;
  /** Other ways in (the site's Google and messaging-app buttons), shown under the form's links. */
  otherSignIns?: ReactNode;
}

/**
 * Sign up (§5): username 3–25 without illegal characters, a valid e-mail, a new password of at least
 * TEXT_LIMITS.passwordNewMin (8; the server also refuses one made of the username or e-mail, or common).
 */
export function SignUpModal({
  onSubmit,
  captcha,
  onSignIn,
  signInHref = SIGN_IN_HREF,
  otherSignIns,
  ...open
}: SignUpModalProps) {
  const { t } = useMessages(dialogsEn);
  const form = useModalForm<SignUpValues>({
    messages: dialogsEn,
    schema: signUpSchema,
    defaultValues: { username: '', email: '', password: '' },
    onSubmit,
    fieldNames: SIGNUP_FIELDS,
    prefixes: SIGNUP_PREFIXES,
  });
  return (
    <FormModal
      {...open}
      title={t('signup.title')}
      form={form}
      submitLabel={t('signup.submit')}
      success={t('signup.success')}
      footer={
        <div className={formStyles.links}>
          <SwitchLink href={signInHref} onSelect={onSignIn}>
            {t('signup.signIn')}
          </SwitchLink>
          {otherSignIns}
        </div>
      }
    >
      <FormTextField
        control={form.control}
        name="username"
        label={t('signup.username')}
        description={t('signup.usernameHint')}
        autoComplete="username"
        required
      />
      <FormTextField
        control={form.control}
        name="email"
        type="email"
        label={t('signup.email')}
        autoComplete="email"
        required
      />
      <FormTextField
        control={form.control}
        name="password"
        type="password"
        label={t('signup.password')}
        description={t('signup.passwordHint', { length: TEXT_LIMITS.passwordNewMin })}
        autoComplete="new-password"
        required
      />
      <CaptchaSlot label={t('signup.captcha')}>{captcha}</CaptchaSlot>
    </FormModal>
  );
}

const SIGNUP_FIELDS = { usr: 'username', eml: 'email', pwd: 'password' } as const;
const SIGNUP_PREFIXES = ['signup'] as const;
