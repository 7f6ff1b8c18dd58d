import { TIMING } from '@site/api';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../Button/Button';
import { type ModalOpenProps, ModalShell } from '../Form/FormModal';
import { dialogsEn } from '../i18n/messages/dialogs';
import { useMessages } from '../i18n/UiProvider';
import * as styles from './DownloadModals.css';

/** §4: Subscribe first; after the click, checking for 30 s; then active. */
export type MessengerState = 'idle' | 'checking' | 'active';

export interface MessengerDownloadModalProps extends ModalOpenProps {
  /** The messaging-app channel to subscribe to (opens in a new tab). */
  subscribeHref: string;
  /** Called when Subscribe is clicked (e.g. for analytics). */
  onSubscribe?: () => void;
  /** Downloads, once active. */
  onDownload: () => void;
  /** How long "checking" lasts, in ms (§4: `TIMING.messengerWait`, 30 s; the site's setting may shorten it for tests). */
  waitMs?: number;
  /** The state first shown (stories; the flow starts at `idle`). */
  defaultState?: MessengerState;
}

/**
 * The messaging-app subscribe-to-download modal (§4, Russian-language on the site; texts from the
 * language files): Subscribe → "checking" for 30 s → active. Download before active flashes an error
 * for 700 ms. Timers are plain `setTimeout`s, so fake timers drive them in tests.
 */
export function MessengerDownloadModal({
  subscribeHref,
  onSubscribe,
  onDownload,
  waitMs = TIMING.messengerWait,
  defaultState = 'idle',
  ...open
}: MessengerDownloadModalProps) {
  const { t } = useMessages(dialogsEn);
  const [state, setState] = useState<MessengerState>(defaultState);
  const [flash, setFlash] = useState(false);
  const wait = useRef<ReturnType<typeof setTimeout>>(undefined);
  const flashTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(
    () => () => {
      clearTimeout(wait.current);
      clearTimeout(flashTimer.current);
    },
    [],
  );

  const subscribe = () => {
    onSubscribe?.();
    if (state !== 'idle') return;
    setState('checking');
    wait.current = setTimeout(() => setState('active'), waitMs);
  };

  const download = () => {
    if (state === 'active') {
      onDownload();
      return;
    }
    setFlash(true);
    clearTimeout(flashTimer.current);
    flashTimer.current = setTimeout(() => setFlash(false), TIMING.errorFlash);
  };

  return (
    <ModalShell {...open} title={t('messengerDownload.title')} description={t('messengerDownload.body')}>
      <p className={styles.state} role="status">
        {state === 'checking'
          ? t('messengerDownload.checking')
          : state === 'active'
            ? t('messengerDownload.active')
            : ''}
      </p>
      <p className={styles.flash} role="alert">
        {flash ? t('messengerDownload.notYet') : ''}
      </p>
      <div className={styles.actions}>
        <Button variant={state === 'idle' ? 'primary' : 'secondary'} asChild>
          <a href={subscribeHref} target="_blank" rel="noopener noreferrer" onClick={subscribe}>
            {t('messengerDownload.subscribe')}
          </a>
        </Button>
        <Button variant={state === 'active' ? 'primary' : 'secondary'} onClick={download}>
          {t('messengerDownload.download')}
        </Button>
      </div>
    </ModalShell>
  );
}
