import type { ApiClient } from '@site/api';
import { LoginModal, RestoreModal, SignUpModal } from '@site/ui';
import { useLayoutEffect, useRef } from 'react';
import { trackGoal } from '../../lib/analytics-lazy';
import { browserApi } from '../../lib/api';
import { useSiteNavigation } from '../../lib/navigation';
import { PASSWORD_CHANGE_HREF } from '../../lib/password-change';
import { SECTION_URLS } from '../../lib/urls';
import { useCaptcha } from '../captcha/useCaptcha';
import { OtherSignIns } from './OtherSignIns';

/** Which auth form is open (§2 modals: login; sign up and restore share its flow). */
export type AuthMode = 'login' | 'signup' | 'restore';

export interface AuthDialogsProps {
  mode: AuthMode | null;
  onModeChange: (mode: AuthMode | null) => void;
  /** Injected in tests; the browser's client otherwise. */
  api?: ApiClient;
  /** §4: after a successful login the page reloads. */
  reload?: () => void;
  /** A full page load of `href`: a login whose password must change goes to the change form instead. */
  goTo?: (href: string) => void;
}

/**
 * The modals open from the site's state, not from a dialog trigger, so the dialog cannot give the focus
 * back by itself: it goes back to what had it when the first of them opened (the header's button), once
 * the dialog is gone. A layout effect notes it before the dialog moves the focus inside.
 */
function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) {
      if (!opener.current && document.activeElement instanceof HTMLElement) {
        opener.current = document.activeElement;
      }
      return;
    }
    const target = opener.current;
    opener.current = null;
    if (!target) return;
    let tries = 0;
    const give = () => {
      if (!target.isConnected) return;
      if (document.querySelector('[role="dialog"]') && tries++ < 20) {
        window.setTimeout(give, 50);
        return;
      }
      const now = document.activeElement;
      if (!now || now === document.body) target.focus();
    };
    window.setTimeout(give, 0);
  }, [open]);
}

/**
 * The login, sign-up and password-restore modals (§4, §5, §8). Login success reloads the page, or, when
 * the answer says `password_change_required` (the password breaks the rules of new passwords), loads the
 * profile form's password section, which says why (PASSWORD_CHANGE_HREF), or, when it says
 * `deletion_due_at`, the account settings, which say when the account is deleted and offer to cancel; sign-up
 * success goes to the e-mail confirmation notice; restore shows its confirmation. Errors come back from
 * the API as `ApiError`s, which the modals turn into the banner and the usr/pwd/eml field errors.
 */
export function AuthDialogs({
  mode,
  onModeChange,
  api = browserApi,
  reload = () => window.location.reload(),
  goTo = (href) => window.location.assign(href),
}: AuthDialogsProps) {
  const { navigate } = useSiteNavigation();
  const signupCaptcha = useCaptcha(mode === 'signup', api);
  const restoreCaptcha = useCaptcha(mode === 'restore', api);
  useReturnFocus(mode !== null);
  const openChange = (which: AuthMode) => (open: boolean) => {
    if (!open && mode === which) onModeChange(null);
  };

  return (
    <>
      <LoginModal
        open={mode === 'login'}
        onOpenChange={openChange('login')}
        onSignUp={() => onModeChange('signup')}
        onRestore={() => onModeChange('restore')}
        otherSignIns={<OtherSignIns api={api} />}
        onSubmit={async (values) => {
          const answer = await api.auth.login(values);
          // An account being deleted (#32 item 4): the settings page says when, with the cancel button.
          if (answer.deletion_due_at) goTo(`${SECTION_URLS.settings}?deletion=scheduled`);
          else if (answer.password_change_required) goTo(PASSWORD_CHANGE_HREF);
          else reload();
        }}
      />
      <SignUpModal
        open={mode === 'signup'}
        onOpenChange={openChange('signup')}
        onSignIn={() => onModeChange('login')}
        captcha={signupCaptcha.widget}
        otherSignIns={<OtherSignIns api={api} />}
        onSubmit={async (values) => {
          const token = await signupCaptcha.token();
          await api.auth.signup({ ...values, token: token ?? '' });
          trackGoal('signup');
          onModeChange(null);
          navigate(SECTION_URLS.emailConfirmation);
        }}
      />
      <RestoreModal
        open={mode === 'restore'}
        onOpenChange={openChange('restore')}
        onSignIn={() => onModeChange('login')}
        captcha={restoreCaptcha.widget}
        onSubmit={async (values) => {
          const token = await restoreCaptcha.token();
          await api.auth.restore({ ...values, token: token ?? '' });
        }}
      />
    </>
  );
}
