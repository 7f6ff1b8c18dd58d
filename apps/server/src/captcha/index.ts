/** The captcha behind `tok` (§7, issue #6): the provider interface, the offline ALTCHA default, a test double, the route. */
export { type AltchaAlgorithm, type AltchaOptions, createAltchaProvider } from './altcha.js';
export { type CaptchaProvider, createTestCaptcha, TEST_CAPTCHA_TOKEN } from './provider.js';
export { captchaChallenge } from './routes.js';
