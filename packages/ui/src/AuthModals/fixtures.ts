/** The server's refusal of a sign-in (§8): its message in the banner, and both fields marked. */
export const wrongPassword = {
  code: 'invalid_usr_or_pwd',
  message: 'Wrong username or password. 2 attempts left.',
  errors: [
    { field: 'usr', code: 'invalid_usr_or_pwd' },
    { field: 'pwd', code: 'invalid_usr_or_pwd' },
  ],
};
