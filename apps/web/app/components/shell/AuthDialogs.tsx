import type { ApiClient } from '@site/api';
import { LoginModal, RestoreModal, SignUpModal } from '@site/ui';
import { useNavigate } from 'react-router';
import { browserApi, withCsrf } from '../../lib/api';
import { useCaptcha } from '../captcha/useCaptcha';

/** Which auth form is open (§2 modals: login; sign up and restore share its flow). */
export type AuthMode = 'login' | 'signup' | 'restore';

export interface AuthDialogsProps {
  mode: AuthMode | null;
  onModeChange: (mode: AuthMode | null) => void;
  /** Injected in tests; the browser's client otherwise. */
  api?: ApiClient;
  /** §4: after a successful login the page reloads. */
  reload?: () => void;
}

/**
 * The login, sign-up and password-restore modals (§4, §5, §8). Login success reloads the page; sign-up
 * success goes to the e-mail confirmation notice; restore shows its confirmation. Errors come back from
 * the API as `ApiError`s, which the modals turn into the banner and the usr/pwd/eml field errors.
 */
export function AuthDialogs({
  mode,
  onModeChange,
  api = browserApi,
  reload = () => window.location.reload(),
}: AuthDialogsProps) {
  const navigate = useNavigate();
  const signupCaptcha = useCaptcha(mode === 'signup', api);
  const restoreCaptcha = useCaptcha(mode === 'restore', api);
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
        onSubmit={async (values) => {
          await withCsrf(() => api.auth.login(values), api);
          reload();
        }}
      />
      <SignUpModal
        open={mode === 'signup'}
        onOpenChange={openChange('signup')}
        onSignIn={() => onModeChange('login')}
        captcha={signupCaptcha.widget}
        onSubmit={async (values) => {
          const token = await signupCaptcha.token();
          await withCsrf(() => api.auth.signup({ ...values, token: token ?? '' }), api);
          onModeChange(null);
          navigate('/email-confirmation/');
        }}
      />
      <RestoreModal
        open={mode === 'restore'}
        onOpenChange={openChange('restore')}
        onSignIn={() => onModeChange('login')}
        captcha={restoreCaptcha.widget}
        onSubmit={async (values) => {
          const token = await restoreCaptcha.token();
          await withCsrf(() => api.auth.restore({ ...values, token: token ?? '' }), api);
        }}
      />
    </>
  );
}
