/**
 * The captcha of §7: sign-up, login and restore carry `tok`, a token the browser got from a captcha
 * provider. A provider hands out what the client needs to earn a token (`challenge`) and checks tokens
 * (`verify`); the site's default is self-hosted (altcha.ts) so it works offline, and a hosted provider can
 * be plugged in behind the same interface later.
 */
export interface CaptchaProvider {
  /** What the client needs to produce a token, sent as JSON; null for a provider without one. */
  challenge(): Promise<unknown>;
  /** Whether `token` is a valid, unused token (`ip`: the client's address, for providers that check it). Never throws. */
  verify(token: string, ip?: string): Promise<boolean>;
}

/** The one token `createTestCaptcha` accepts. */
export const TEST_CAPTCHA_TOKEN = 'test-pass';

/**
 * A provider for tests of other modules (sign-up, login, restore): no challenge, and only the token
 * `'test-pass'` passes, as often as it is sent.
 */
export function createTestCaptcha(): CaptchaProvider {
  return {
    challenge: async () => null,
    verify: async (token) => token === TEST_CAPTCHA_TOKEN,
  };
}
