import { type ApiClient, createApiClient, ENDPOINTS } from '@site/api';
import { errorResponseSchema } from '@site/api/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { addAccount, Browser } from '../accounts/fixtures.js';
import { buildApp } from '../app.js';
import { createTestCaptcha } from '../captcha/index.js';
import type { TestDb } from '../testing.js';

/**
 * Test fixtures of the member actions: the app, members signed in through a cookie-keeping Browser, and the site's own API client over it, so a test
 * sends an act exactly as the client does.
 */

export async function actionsApp(t: TestDb): Promise<FastifyInstance> {
  return buildApp({ db: t.db, dataDir: t.dataDir, captcha: createTestCaptcha() });
}

const PASSWORD = 'quiet meadow';

/** A member with a password, and a Browser signed in as them. */
export async function signedIn(
  app: FastifyInstance,
  t: TestDb,
  username: string,
  options: { status_id?: number; address?: string; role?: 'member' | 'moderator' | 'admin' } = {},
): Promise<{ id: number; browser: Browser }> {
  const id = await addAccount(t.db, {
    username,
    password: PASSWORD,
    ...(options.status_id !== undefined ? { status_id: options.status_id } : {}),
    ...(options.role ? { role: options.role } : {}),
  });
  const browser = new Browser(app, options.address);
  const res = await browser.login(username, PASSWORD);
  expect(res.statusCode, res.body).toBe(200);
  return { id, browser };
}

/** The site's API client, sending its calls through this browser (its cookies and CSRF token). */
export function clientOf(browser: Browser): ApiClient {
  return createApiClient({
    baseUrl: 'http://localhost',
    csrfToken: () => browser.cookies.get('csrf_token'),
    fetch: async (input, init) => {
      const url = new URL(input);
      const headers = Object.fromEntries(new Headers(init?.headers).entries());
      const res = await browser.request({
        method: (init?.method ?? 'GET') as 'GET' | 'POST',
        url: url.pathname + url.search,
        headers,
        ...(init?.body !== undefined && init.body !== null ? { payload: String(init.body) } : {}),
      });
      return new Response(res.body, {
        status: res.statusCode,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
}

/** POST a form to member.php. */
export const memberPost = (browser: Browser, form: Record<string, string>, options?: { csrf?: boolean }) =>
  browser.post(ENDPOINTS.member, form, options);
/** POST a form to input.php. */
export const inputPost = (browser: Browser, form: Record<string, string>, options?: { csrf?: boolean }) =>
  browser.post(ENDPOINTS.input, form, options);

/** Asserts a failed answer: its status, its code, never cached; returns its field errors. */
export function expectError(res: LightMyRequestResponse, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = errorResponseSchema.parse(res.json());
  expect(body.code).toBe(code);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return body.errors ?? [];
}
