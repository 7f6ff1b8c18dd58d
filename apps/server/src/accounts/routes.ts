import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps/index.js';
import type { CallHandler } from '../http/call.js';
import { type AccountLimiters, accountLimiters } from './limits.js';
import { loginCall } from './login.js';
import { changePasswordCall, profileEditCall } from './profile.js';
import { resetCall, restoreCall } from './restore.js';
import { confirmCall, signupCall } from './signup.js';
import { telegramCall } from './telegram.js';

/** What of the app's deps the account calls use. */
export type AccountDeps = Pick<Deps, 'db' | 'captcha' | 'mailer' | 'siteUrl'>;

/** What the account calls need beside the app's deps: their rate limits and the messaging app's bot. */
export interface AccountCallDeps {
  limits: AccountLimiters;
  /** The messaging-app bot whose widget signs the login's data (none: that login answers 404). */
  telegramBotToken?: string | undefined;
}

/** The account options of the app (`accounts` of CallDeps), its rate limits made on `app`. */
export function accountCallDeps(
  app: FastifyInstance,
  options: Omit<AccountCallDeps, 'limits'>,
): AccountCallDeps {
  return { ...options, limits: accountLimiters(app) };
}

type AccountCallName =
  | 'auth.login'
  | 'auth.telegram'
  | 'auth.signup'
  | 'auth.restore'
  | 'auth.reset'
  | 'auth.confirmUrl'
  | 'profile.edit'
  | 'profile.changePassword';

/**
 * The account calls declared in contract/auth-calls.ts, described in accounts/README.md: the logins
 * (password, messaging app; Google's is oauth/google.ts), sign-up, the confirmation link, restore and reset on
 * /api/signup.php, and the member's own profile and password (`act=profile` of /api/member.php).
 */
export function accountCalls(
  deps: AccountDeps,
  accounts: AccountCallDeps,
): { [N in AccountCallName]: CallHandler<N> } {
  return {
    'auth.login': loginCall(deps.db, deps.captcha),
    'auth.telegram': telegramCall(deps.db, accounts.telegramBotToken),
    'auth.signup': signupCall(deps, accounts.limits),
    'auth.restore': restoreCall(deps, accounts.limits),
    'auth.reset': resetCall(deps),
    'auth.confirmUrl': confirmCall(deps),
    'profile.edit': profileEditCall(deps),
    'profile.changePassword': changePasswordCall(deps),
  };
}
