import type { ApiClient } from '@site/api';
import { Button } from '@site/ui';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { browserApi } from '../../lib/api';
import { solveCaptcha } from '../../lib/captcha';
import { useT } from '../../lib/i18n';
import * as styles from './captcha.css';

export type CaptchaStatus = 'idle' | 'working' | 'ready' | 'error';

export interface CaptchaHandle {
  status: CaptchaStatus;
  /** The status line for a form's captcha slot (a polite status; an alert with "Try again" on failure). */
  widget: ReactNode;
  /** The token to send; waits for the work in progress. Each token is good for one call: the next starts. */
  token: () => Promise<string | undefined>;
  /** Starts over after a failure. */
  retry: () => void;
}

/**
 * The captcha of a form (§7): starts solving as soon as the form is shown (`active`), so a token is
 * usually ready when the visitor submits; `token()` hands it over and starts the next one.
 */
export function useCaptcha(active: boolean, api: ApiClient = browserApi): CaptchaHandle {
  const { t } = useT();
  const [status, setStatus] = useState<CaptchaStatus>('idle');
  const pending = useRef<Promise<string | undefined> | null>(null);

  const start = useCallback(() => {
    setStatus('working');
    const promise = solveCaptcha(api);
    pending.current = promise;
    promise.then(
      () => pending.current === promise && setStatus('ready'),
      () => pending.current === promise && setStatus('error'),
    );
    // The failure is shown by the status; whoever awaits the token gets it too.
    promise.catch(() => {});
    return promise;
  }, [api]);

  useEffect(() => {
    if (active && pending.current === null) start();
  }, [active, start]);

  const token = useCallback(async () => {
    const current = pending.current ?? start();
    pending.current = null;
    try {
      return await current;
    } finally {
      if (active) start();
    }
  }, [active, start]);

  const retry = useCallback(() => {
    start();
  }, [start]);

  const widget =
    status === 'error' ? (
      <p className={styles.status} role="alert">
        {t('captcha.error')}{' '}
        <Button variant="ghost" size="sm" type="button" onClick={retry}>
          {t('captcha.retry')}
        </Button>
      </p>
    ) : (
      <p className={styles.status} role="status">
        {status === 'ready' ? t('captcha.ready') : t('captcha.working')}
      </p>
    );
  return { status, widget, token, retry };
}
