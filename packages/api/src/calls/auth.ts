import {
  type LoginInput,
  loginInputSchema,
  loginResponseSchema,
  type ResetInput,
  type RestoreInput,
  resetInputSchema,
  restoreInputSchema,
  type SignupInput,
  signupInputSchema,
  signupResponseSchema,
  type TelegramLoginInput,
  telegramLoginInputSchema,
} from '../contract/auth.js';
import { okResponseSchema } from '../contract/common.js';
import { TEXT_LIMITS } from '../contract/constants.js';
import { ENDPOINTS, paths } from '../contract/paths.js';
import { prepare, type RequestCore, requireParams } from '../core.js';
import { ApiError, loginLocalError } from '../errors.js';

export function authCalls(core: RequestCore) {
  return {
    /** The social login of §7 (GET /api/login.g.php) is a navigation, not a fetch: its URL. */
    socialLoginUrl(): string {
      return core.url(ENDPOINTS.loginSocial);
    },
    /**
     * POST /api/login.php with usr, pwd (and tok, the captcha token). A username under 3 or a password
     * under 5 characters fails locally with invalid_usr_or_pwd, without a call (§5).
     */
    async login(input: LoginInput, signal?: AbortSignal) {
      const p = prepare('auth.login', loginInputSchema, input, ['username', 'password']);
      const local = loginLocalError(p.username, p.password);
      if (local) throw new ApiError(local, 0);
      return core.postForm(
        ENDPOINTS.login,
        { usr: p.username, pwd: p.password, tok: p.token },
        loginResponseSchema,
        signal,
      );
    },
    /** POST /api/login.tg.php with the messaging-app widget's data, as it came. */
    async telegram(input: TelegramLoginInput, signal?: AbortSignal) {
      const p = prepare('auth.telegram', telegramLoginInputSchema, input, ['id', 'auth_date', 'hash']);
      return core.postForm(ENDPOINTS.loginTg, { ...p }, loginResponseSchema, signal);
    },
    /** POST /api/signup.php act signup: usr, eml, pwd, tok. */
    async signup(input: SignupInput, signal?: AbortSignal) {
      const p = prepare('auth.signup', signupInputSchema, input, ['username', 'email', 'password', 'token']);
      return core.postForm(
        ENDPOINTS.signup,
        { act: 'signup', usr: p.username, eml: p.email, pwd: p.password, tok: p.token },
        signupResponseSchema,
        signal,
      );
    },
    /**
     * Password restore: act restore, eml, tok, on /api/signup.php (the path is not shown: decision). An
     * email of 3 characters or fewer fails locally with eml_invalid (§5).
     */
    async restore(input: RestoreInput, signal?: AbortSignal) {
      if (typeof input?.email === 'string' && input.email.trim().length < TEXT_LIMITS.restoreEmailMin) {
        throw new ApiError('eml_invalid', 0, [{ field: 'eml', code: 'eml_invalid' }]);
      }
      const p = prepare('auth.restore', restoreInputSchema, input, ['email', 'token']);
      return core.postForm(
        ENDPOINTS.restore,
        { act: 'restore', eml: p.email, tok: p.token },
        okResponseSchema,
        signal,
      );
    },
    /**
     * The new password after the restore mail: act reset, token (from the mail's link
     * `/restore/?token=…`), pwd (at least 5 characters), on /api/signup.php (decision). A replayed or
     * expired link fails with invalid_token; a weak password with pwd_too_short or pwd_common.
     */
    async reset(input: ResetInput, signal?: AbortSignal) {
      const p = prepare('auth.reset', resetInputSchema, input, ['token', 'password']);
      return core.postForm(
        ENDPOINTS.reset,
        { act: 'reset', token: p.token, pwd: p.password },
        okResponseSchema,
        signal,
      );
    },
    /**
     * The email confirmation link (GET /api/confirm.php?token=…) is a navigation, not a fetch: its URL. The
     * server confirms the address and redirects (303) to `/email-confirmation/?status=confirmed` (a dead
     * link: `?status=invalid`). A missing token logs a console error and
     * throws missing_params (§5).
     */
    confirmUrl(token: string): string {
      requireParams('auth.confirmUrl', { token }, ['token']);
      return core.url(paths.confirm(token));
    },
  };
}
export type AuthCalls = ReturnType<typeof authCalls>;
