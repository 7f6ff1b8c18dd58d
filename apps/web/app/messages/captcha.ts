/** English texts of the captcha status of forms. Other languages: `apps/server/langs/<lang>/captcha.json`. */
export const captchaMessages = {
  'captcha.working': 'Checking that you are a person…',
  'captcha.ready': 'Check passed.',
  'captcha.retry': 'Try again',
  'captcha.error': 'The check did not finish. It will be tried again when you send the form.',
} as const;
