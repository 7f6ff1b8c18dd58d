import { useCallback } from 'react';
import { type TextKey, useT } from '../../lib/i18n';
import { errorKeyOf } from '../../lib/notify';
import { useSiteActions } from '../../lib/site-actions';
import '../../messages/use-members';

/** The §8 message of a failed member action: `members.error.{code}`, else the general error. */
export function errorKey(error: unknown): TextKey {
  return errorKeyOf(error, 'members.error.', 'members.error.general_error');
}

/** Notifications of the members part (§4: they disappear after 3 s; the shell shows them). */
export function useMemberNotify() {
  const { t } = useT();
  const { notify } = useSiteActions();
  const success = useCallback(
    (key: TextKey, params?: Record<string, string | number>) =>
      notify({ type: 'success', text: t(key, params) }),
    [notify, t],
  );
  const failure = useCallback(
    (error: unknown) => notify({ type: 'error', text: t(errorKey(error)) }),
    [notify, t],
  );
  return { success, failure };
}
