import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.js';
import { createTestCaptcha, TEST_CAPTCHA_TOKEN } from '../captcha/index.js';
import { latestMailTo, type Mailer } from '../mail/index.js';
import type { TestDb } from '../testing.js';
import type { Browser } from './fixtures.js';

/**
 * Test helpers of the account calls (sign-up, restore, profile, uploads): an app with the test captcha and
 * a fixed site origin, the link of the latest mail to an address, and the account forms as a client
 * posts them.
 */

export const SITE_URL = 'https://site.example';
export const CAPTCHA = TEST_CAPTCHA_TOKEN;

export function accountsApp(t: TestDb, options: { mailer?: Mailer } = {}): Promise<FastifyInstance> {
  return buildApp({
    db: t.db,
    dataDir: t.dataDir,
    captcha: createTestCaptcha(),
    siteUrl: SITE_URL,
    mailer: options.mailer,
  });
}

/** The link and its token in the newest mail to `email` (undefined when none was sent). */
export async function mailedLink(
  dataDir: string,
  email: string,
): Promise<{ link: string; token: string; subject: string } | undefined> {
  const mail = await latestMailTo(join(dataDir, 'outbox'), email);
  const match = mail && /(https?:\/\/\S+[?&]token=([A-Za-z0-9_-]+))/.exec(mail.text);
  if (!mail || !match) return undefined;
  return { link: match[1] as string, token: match[2] as string, subject: mail.subject };
}

export const signup = (
  browser: Browser,
  form: Record<string, string>,
  options?: { csrf?: boolean },
): Promise<LightMyRequestResponse> =>
  browser.post('/api/signup.php', { act: 'signup', tok: CAPTCHA, ...form }, options);

export const restore = (
  browser: Browser,
  email: string,
  extra: Record<string, string> = {},
): Promise<LightMyRequestResponse> =>
  browser.post('/api/signup.php', { act: 'restore', eml: email, tok: CAPTCHA, ...extra });

export const reset = (
  browser: Browser,
  token: string,
  pwd: string,
  options?: { csrf?: boolean },
): Promise<LightMyRequestResponse> => browser.post('/api/signup.php', { act: 'reset', token, pwd }, options);

export const profile = (
  browser: Browser,
  form: Record<string, string>,
  options?: { csrf?: boolean },
): Promise<LightMyRequestResponse> => browser.post('/api/member.php', { act: 'profile', ...form }, options);
