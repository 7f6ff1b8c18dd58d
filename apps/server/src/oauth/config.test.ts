import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { ConfigError } from '../lib/env-schema.js';

describe('given the external sign-ins in the environment', () => {
  it("has no Google sign-in without a client, and Google's issuer by default with one", () => {
    expect(loadConfig({}).google).toBeUndefined();
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id.apps', GOOGLE_CLIENT_SECRET: 's3cret' }).google).toEqual({
      issuer: 'https://accounts.google.com',
      clientId: 'id.apps',
      clientSecret: 's3cret',
    });
    expect(
      loadConfig({
        GOOGLE_CLIENT_ID: 'a',
        GOOGLE_CLIENT_SECRET: 'b',
        GOOGLE_ISSUER: 'https://id.example.test',
      }).google?.issuer,
    ).toBe('https://id.example.test');
  });

  it('refuses half a client, an issuer that is not a URL and a bad bot name', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id.apps' })).toThrow(/GOOGLE_CLIENT_SECRET/);
    expect(() => loadConfig({ GOOGLE_CLIENT_SECRET: 's' })).toThrow(ConfigError);
    expect(() => loadConfig({ GOOGLE_ISSUER: 'accounts.google.com' })).toThrow(/GOOGLE_ISSUER/);
    expect(() => loadConfig({ TELEGRAM_BOT_NAME: 'no spaces!' })).toThrow(/TELEGRAM_BOT_NAME/);
    expect(loadConfig({ TELEGRAM_BOT_NAME: 'site_login_bot' }).telegramBotName).toBe('site_login_bot');
  });
});
