import { AUTH_CALLS } from '../contract/auth-calls.js';
import { documentCalls } from '../contract/call.js';
import { TEXT_LIMITS } from '../contract/constants.js';
import { sessionUser } from './fixtures.js';

/** What the OpenAPI document and the mock API say of the account calls (auth-calls.ts). */
export const AUTH_CALL_DOCS = /* @__PURE__ */ documentCalls(AUTH_CALLS, {
  'auth.logout': {
    summary: 'Sign out: ends the session and issues a new CSRF token',
    description:
      "Clears the session cookie and answers a visitor's CSRF token in its cookie (a visitor may call it too).",
    example: { code: 'success' },
  },
  'auth.login': {
    summary: 'Login',
    description: `Sends \`usr\`, \`pwd\` and \`tok\` (the captcha token, asked for when an account fails from many addresses). Success opens a session (the \`sid\` cookie, a new CSRF token) and answers \`success: true\` with the session user, and \`password_change_required: true\` when the right password breaks the rules of new passwords. Every failure carries \`success: false\`. A username under ${TEXT_LIMITS.usernameMin} or a password under ${TEXT_LIMITS.passwordMin} characters is 401 \`invalid_usr_or_pwd\` (field errors on usr and pwd), as a wrong one is; the ban codes and \`not_confirmed\` only come with the right password.`,
    exampleParams: { username: 'quiet_heron', password: 'lantern5', token: 'tok-1' },
    example: { code: 'success', success: true, user: sessionUser() },
  },
  'auth.telegram': {
    summary: 'Login with the messaging-app widget',
    description:
      "The widget's data as it came (fields the app adds later are part of its signature). Forged, altered or stale data is 401 `invalid_signature`; without a configured bot, 404 `not_found`. Every failure carries `success: false`.",
    exampleParams: { id: 42, first_name: 'Calm', auth_date: 1767225600, hash: 'abc' },
    example: { code: 'success', success: true, user: sessionUser() },
  },
  'auth.socialLoginUrl': {
    summary: 'Social login: redirects to the provider (a navigation, not a fetch)',
    description:
      'To the login provider, which comes back to the site; the member then lands on the `return` path the page gave. 404 `not_found` when the site has no such login.',
    example: undefined,
  },
  'auth.signup': {
    summary: 'act signup: a new member, who signs in once the mail link confirms the address',
    description:
      "Every bad field at once (400; the answer's code is the first field's sign-up code, else `invalid_params`), then the address's limit (429 `too_many_attempts`), the captcha (403 `bot_detected`), and a username or address taken (400 `usr_taken`, `eml_taken`). No session is opened.",
    exampleParams: { username: 'quiet_heron', email: 'heron@example.test', password: 'lantern5', token: 't' },
    example: { code: 'success' },
  },
  'auth.restore': {
    summary: 'act restore: the password restore mail',
    description:
      'A mail with a single-use link to `/restore/?token=…`, valid for an hour. 404 `eml_not_found` for an address without an account; 403 `bot_detected`; 429 `too_many_attempts`.',
    exampleParams: { email: 'heron@example.test', token: 't' },
    example: { code: 'success' },
  },
  'auth.reset': {
    summary: 'act reset: the new password of the restore link',
    description:
      'Ends every session of the member. 400 `invalid_token` for a used, expired or unknown link; a weak new password answers its own code, a missing or over-long one `invalid_password`.',
    exampleParams: { token: 'r3set-t0ken', password: 'lantern5' },
    example: { code: 'success' },
  },
  'auth.confirmUrl': {
    summary: 'Email confirmation link of the sign-up mail (a navigation, not a fetch)',
    description:
      'To `/email-confirmation/?status=confirmed` once the address is confirmed; to `?status=invalid` for a used, expired or unknown token (the page says the link no longer works).',
    exampleParams: { token: 'c0nf-1rm_t0ken' },
    exampleUrl: '/api/confirm.php?token=c0nf-1rm_t0ken',
    example: undefined,
  },
  'profile.edit': {
    summary: 'act profile, section edit',
    description:
      'A field left out is kept, one sent empty is cleared. Every bad field at once in a 400 `invalid_params` (`usr_taken` for a name another member has).',
    exampleParams: { username: 'quiet_heron', city: 'Harbor', relationship: 1 },
    example: { code: 'success' },
  },
  'profile.changePassword': {
    summary: 'act profile, section change_password',
    description:
      "Ends the member's other sessions. 400 `invalid_password` with the fields' errors, `wrong_password` for a wrong current password; wrong guesses count in the login throttle (429 `too_many_attempts`).",
    exampleParams: { current_password: 'lantern5', new_password: 'harbor lights 7' },
    example: { code: 'success' },
  },
});
