import { useRef } from 'react';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { useMessages } from '../i18n/UiProvider';
import { Link } from '../Link/Link';
import * as styles from './AgeGate.css';

export interface AgeGateProps {
  /** Whether the gate shows; the site decides (§4: 28 countries, until the age flag exists). */
  open: boolean;
  /** Confirmed 18+: the site stores the flag (`_agv`, §3) and closes the gate. */
  onAgree: () => void;
  /** Where "Leave" goes. Defaults to a search engine. */
  leaveHref?: string;
  /** Called when "Leave" is chosen, before the browser follows `leaveHref`. */
  onLeave?: () => void;
  /** The terms of use. */
  termsHref?: string;
}

const keepOpen = (event: Event) => event.preventDefault();

/**
 * The 18+ confirmation (§1, §4): a modal dialog the visitor must answer. Focus is trapped in it; Escape
 * and clicks outside do not dismiss it (there is no close button): only "enter" or "leave" do.
 */
export function AgeGate({
  open,
  onAgree,
  leaveHref = 'https://www.google.com/',
  onLeave,
  termsHref = '/information/#terms',
}: AgeGateProps) {
  const { t } = useMessages();
  const agreeRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root open={open}>
      <Dialog.Content
        title={t('ageGate.title')}
        hideCloseButton
        onEscapeKeyDown={keepOpen}
        onPointerDownOutside={keepOpen}
        onInteractOutside={keepOpen}
        onOpenAutoFocus={(event) => {
          // Start on the main answer rather than the terms link.
          event.preventDefault();
          agreeRef.current?.focus();
        }}
        data-age-gate=""
      >
        <div className={styles.body}>
          <p className={styles.text}>{t('ageGate.text')}</p>
          <p className={styles.rating}>
            {t('ageGate.rating')} <Link href={termsHref}>{t('ageGate.terms')}</Link>
          </p>
          <div className={styles.actions}>
            <Button ref={agreeRef} onClick={onAgree}>
              {t('ageGate.agree')}
            </Button>
            <Button variant="secondary" asChild>
              <a href={leaveHref} rel="noreferrer" onClick={onLeave}>
                {t('ageGate.leave')}
              </a>
            </Button>
          </div>
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}
