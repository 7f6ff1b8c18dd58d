import { restoreInputSchema } from '@site/api/contract';
import type { ReactNode } from 'react';
import * as formStyles from '../Form/Form.css';
import { FormTextField } from '../Form/FormFields';
import { FormModal, type ModalOpenProps } from '../Form/FormModal';
import { useModalForm } from '../Form/useModalForm';
import { dialogsEn } from '../i18n/messages/dialogs';
import { useMessages } from '../i18n/UiProvider';
import { CaptchaSlot, SIGN_IN_HREF, SwitchLink } from './shared';

export interface RestoreValues {
  email: string;
}

const restoreSchema = restoreInputSchema.pick({ email: true });

export interface RestoreModalProps extends ModalOpenProps {
  /** Asks for a new password. Reject with the API's error (§8: eml_invalid, eml_not_found). */
  onSubmit: (values: RestoreValues) => Promise<unknown> | unknown;
  captcha?: ReactNode;
  onSignIn?: () => void;
  signInHref?: string;
}

/** Password restore (§5: an e-mail of more than 3 characters). */
export function RestoreModal({
  onSubmit,
  captcha,
  onSignIn,
  signInHref = SIGN_IN_HREF,
  ...open
}: RestoreModalProps) {
  const { t } = useMessages(dialogsEn);
  const form = useModalForm<RestoreValues>({
    messages: dialogsEn,
    schema: restoreSchema,
    defaultValues: { email: '' },
    onSubmit,
    fieldNames: RESTORE_FIELDS,
    prefixes: RESTORE_PREFIXES,
  });
  return (
    <FormModal
      {...open}
      title={t('restore.title')}
      description={t('restore.description')}
      form={form}
      submitLabel={t('restore.submit')}
      success={t('restore.success')}
      footer={
        <div className={formStyles.links}>
          <SwitchLink href={signInHref} onSelect={onSignIn}>
            {t('restore.signIn')}
          </SwitchLink>
        </div>
      }
    >
      <FormTextField
        control={form.control}
        name="email"
        type="email"
        label={t('restore.email')}
        autoComplete="email"
        required
      />
      <CaptchaSlot label={t('signup.captcha')}>{captcha}</CaptchaSlot>
    </FormModal>
  );
}

const RESTORE_FIELDS = { eml: 'email' } as const;
const RESTORE_PREFIXES = ['restore'] as const;
