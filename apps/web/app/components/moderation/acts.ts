import { type ApiClient, errorCode } from '@site/api';
import { moderationQueries } from '@site/api/query';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { browserApi } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { messageKeyOr } from '../../lib/notify';
import { useSiteActions } from '../../lib/site-actions';
import type { SiteMessageKey } from '../../messages';

export interface ConsoleActOptions<I, R> {
  /** The act through `api.moderation.*` (sent with the CSRF token, asked again once when it is stale). */
  run: (api: ApiClient, input: I) => Promise<R>;
  /** Query keys the act changes: invalidated after it, and after a not_found (the list is out of date). */
  invalidate: readonly QueryKey[];
  /** The success notification's text key, or null for none. */
  success: (result: R, input: I) => SiteMessageKey | null;
  /** Runs before the invalidation, e.g. to take a reviewed video out of the cached queue at once. */
  onDone?: (result: R, input: I) => void;
}

/** The console's text for a §8 code of a failed act, else its general error. */
export function actErrorKey(code: string): SiteMessageKey {
  return messageKeyOr(`console.error.${code}`, 'console.error.general_error');
}

/**
 * One act of the console as a react-query mutation: the server decides (staff only, §6), the page then
 * shows the outcome in a notification and asks again for what the act changed.
 */
export function useConsoleAct<I, R>(
  { run, invalidate, success, onDone }: ConsoleActOptions<I, R>,
  api: ApiClient = browserApi,
) {
  const queryClient = useQueryClient();
  const { notify } = useSiteActions();
  const { t } = useT();
  const refresh = () =>
    Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation({
    mutationFn: (input: I) => run(api, input),
    onSuccess: async (result, input) => {
      onDone?.(result, input);
      const key = success(result, input);
      if (key) notify({ type: 'success', text: t(key) });
      await refresh();
    },
    onError: async (error) => {
      const code = errorCode(error);
      notify({ type: 'error', text: t(actErrorKey(code)) });
      // The list is out of date: the thing is gone, or someone else acted on it first.
      if (code.includes('not_found') || code === 'not_awaiting_review' || code === 'already_decided') {
        await refresh();
      }
    },
  });
}

/** The §8 code of an act's last failure for the components' alert, or null. */
export function actError(mutation: { error: unknown }): string | null {
  return mutation.error ? errorCode(mutation.error) : null;
}

/** Every console key: after an act that may change any list (e.g. a takedown changes reports and members). */
export const ALL_CONSOLE = [moderationQueries.all()] as const;
