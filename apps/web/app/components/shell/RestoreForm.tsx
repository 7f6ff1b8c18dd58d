import { errorCode, TEXT_LIMITS } from '@site/api';
import { resetInputSchema } from '@site/api/contract';
import { dialogsEn, FormBody, FormTextField, useModalForm } from '@site/ui';
import { browserApi } from '../../lib/api';
import { useT } from '../../lib/i18n';
import '../../messages/use-auth';

/** The server names the new password `pwd`; the form calls it `password`. Weak-password codes: sign-up's. */
const FIELD_NAMES = { pwd: 'password' } as const;
const PREFIXES = ['signup'] as const;

/**
 * The new password of the restore link (act reset), checked by the contract's rules first. Loaded only on
 * `/restore/` (the route imports it lazily), so its schema stays out of every other page.
 */
export function RestoreForm({
  token,
  onDone,
  onInvalid,
}: {
  token: string;
  onDone: () => void;
  /** The link is used up, expired or unknown (`invalid_token`). */
  onInvalid: () => void;
}) {
  const { t } = useT();
  const form = useModalForm<{ password: string }>({
    schema: resetInputSchema.pick({ password: true }),
    defaultValues: { password: '' },
    fieldNames: FIELD_NAMES,
    prefixes: PREFIXES,
    messages: dialogsEn,
    onSubmit: async ({ password }) => {
      try {
        await browserApi.auth.reset({ token, password });
        onDone();
      } catch (error) {
        if (errorCode(error) !== 'invalid_token') throw error;
        onInvalid();
      }
    },
  });
  return (
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
  );
}
