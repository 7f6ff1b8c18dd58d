/** English texts of the sign-in, sign-up and e-mail confirmation pages. Other languages: `apps/server/langs/<lang>/auth.json`. */
export const authMessages = {
  'auth.signin.title': 'Sign in',
  'auth.signin.text': 'Sign in to comment, vote, keep playlists, subscribe and upload videos.',
  'auth.signin.open': 'Open the sign-in form',
  'auth.signup.title': 'Create an account',
  'auth.signup.text': 'An account is free. You confirm it from the e-mail we send you.',
  'auth.signup.open': 'Open the sign-up form',
  'auth.restore.title': 'Restore password',
  'auth.restore.text':
    'Forgot your password? We send a link to choose a new one to the e-mail of your account.',
  'auth.restore.open': 'Open the password restore form',
  'auth.confirm.title': 'Check your inbox',
  'auth.confirm.text':
    'We sent you an e-mail with a confirmation link. Open it to activate your account, then sign in.',
  'auth.confirm.spam': 'No e-mail after a few minutes? Look in the spam folder.',
  'auth.confirm.signIn': 'Sign in',
  'auth.confirm.home': 'Go to the main page',
  'auth.confirmed.title': 'Your e-mail is confirmed',
  'auth.confirmed.text': 'Your account is open. Sign in to comment, vote, keep playlists and upload videos.',
  'auth.confirmLink.title': 'This link no longer works',
  'auth.confirmLink.text':
    'The confirmation link was already used or is not valid. If you confirmed your e-mail before, just sign in.',
  'auth.reset.title': 'Choose a new password',
  'auth.reset.text':
    'Your new password replaces the old one, and every device signed in with it is signed out.',
  'auth.reset.password': 'New password',
  'auth.reset.submit': 'Save the new password',
  'auth.reset.done.title': 'Your password is changed',
  'auth.reset.done.text': 'Sign in with your new password.',
  'auth.reset.invalid.title': 'This link no longer works',
  'auth.reset.invalid.text':
    'A password restore link works once, for one hour. Ask for a new one and use the link of the newest e-mail.',
  'auth.reset.again': 'Ask for a new link',
  'auth.other.label': 'Other ways to sign in',
  'auth.other.google': 'Sign in with Google',
  'auth.error.general': 'Signing in did not work. Please try again.',
  'auth.error.oauth_denied': 'Google sign-in was cancelled.',
  'auth.error.oauth_state': 'The sign-in expired or was started in another browser. Please try again.',
  'auth.error.oauth_failed': 'Google could not confirm the sign-in. Please try again.',
  'auth.error.oauth_unavailable': 'Google sign-in is not available right now. Please try again later.',
  'auth.error.email_unverified':
    'The e-mail of your Google account is not verified, so it cannot be used here.',
  'auth.error.not_confirmed':
    'An account with this e-mail exists but is not confirmed. Confirm it or restore its password, then sign in with Google again.',
  'auth.error.eml_taken': 'This e-mail belongs to an account that is joined to another Google account.',
  'auth.error.banned': 'This account is banned.',
  'auth.error.temp_banned': 'This account is temporarily banned.',
  'auth.error.disabled_user': 'This account is disabled.',
  'auth.error.invalid_signature': 'The messaging app sign-in could not be verified. Please try again.',
  'auth.error.already_logged': 'You are already signed in.',
  // A member-only page seen by a visitor (members/SignInPrompt; the members' and the console's pages).
  'members.signIn.title': 'Sign in to continue',
  'members.signIn.button': 'Sign in',
} as const;
