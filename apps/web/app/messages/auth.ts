/** English texts of the sign-in, sign-up and e-mail confirmation pages. Other languages: `apps/server/langs/<lang>/auth.json`. */
export const authMessages = {
  'auth.signin.title': 'Sign in',
  'auth.signin.text': 'Sign in to comment, vote, keep playlists, subscribe and upload videos.',
  'auth.signin.open': 'Open the sign-in form',
  'auth.signup.title': 'Create an account',
  'auth.signup.text': 'An account is free. You confirm it from the e-mail we send you.',
  'auth.signup.open': 'Open the sign-up form',
  'auth.restore.title': 'Restore password',
  'auth.restore.text': 'Forgot your password? We send a new one to the e-mail of your account.',
  'auth.restore.open': 'Open the password restore form',
  'auth.confirm.title': 'Check your inbox',
  'auth.confirm.text':
    'We sent you an e-mail with a confirmation link. Open it to activate your account, then sign in.',
  'auth.confirm.spam': 'No e-mail after a few minutes? Look in the spam folder.',
  'auth.confirm.signIn': 'Sign in',
  'auth.confirm.home': 'Go to the main page',
} as const;
