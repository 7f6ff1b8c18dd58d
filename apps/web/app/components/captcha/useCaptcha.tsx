import { VisuallyHidden } from '@site/ui';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { browserApi } from '../../lib/api';
import { solveCaptcha } from '../../lib/captcha';
import { useT } from '../../lib/i18n';

type CaptchaState = 'idle' | 'working' | 'ready' | 'error';

export interface CaptchaHandle {
  /** The status line to put in a form's captcha slot (announced politely to screen readers). */
  widget: ReactNode;
  /** The token to send; solves a new challenge when none is ready. Each token is good for one call. */
  token: () => Promise<string | undefined>;
}

/**
 * The captcha of a form (§7): starts solving as soon as the form is shown (`active`), so a token is
 * usually ready when the visitor submits; `token()` hands it over and starts the next one.
 */
export function useCaptcha(active: boolean): CaptchaHandle {
  const { t } = useT();
  const [state, setState] = useState<CaptchaState>('idle');
  const pending = useRef<Promise<string | undefined> | null>(null);

  const start = useCallback(() => {
    setState('working');
    const promise = solveCaptcha(browserApi);
    pending.current = promise;
    promise.then(
      () => pending.current === promise && setState('ready'),
      () => pending.current === promise && setState('error'),
    );
    return promise;
  }, []);

  useEffect(() => {
    if (active && pending.current === null) start();
  }, [active, start]);

  const token = useCallback(async () => {
    const current = pending.current ?? start();
    pending.current = null;
    try {
      return await current;
    } finally {
      // The next submission (after an error, say) gets a fresh challenge.
      if (active) start();
    }
  }, [active, start]);

  const text =
    state === 'ready'
      ? t('captcha.ready')
      : state === 'error'
        ? t('captcha.error')
        : state === 'working'
          ? t('captcha.working')
          : '';
  const widget = (
    <p role="status" aria-live="polite">
      {text || <VisuallyHidden>{t('captcha.working')}</VisuallyHidden>}
    </p>
  );
  return { widget, token };
}
