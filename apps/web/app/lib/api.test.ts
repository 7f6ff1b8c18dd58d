// @vitest-environment jsdom
import { CALLS } from '@site/api/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserApi } from './api';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/**
 * The site's server in short: GET /api/csrf.php sets the readable cookie (and answers the token); a write is
 * refused unless its header carries that token. The retry itself is tested in @site/api; this proves that
 * the browser client reads the cookie and has it on.
 */
function stubServer(cookie = '') {
  const jar = { cookie };
  // The page's cookie as the browser keeps it: csrf.php's Set-Cookie lands in it.
  vi.spyOn(document, 'cookie', 'get').mockImplementation(() => jar.cookie);
  const sent: [string, string | undefined][] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const token = (init.headers as Record<string, string> | undefined)?.['x-csrf-token'];
      sent.push([url, token]);
      if (url === CALLS['auth.csrf'].path) {
        jar.cookie = 'csrf_token=fresh';
        return Response.json({ code: 'success', token: 'fresh' });
      }
      return token === 'fresh'
        ? Response.json({ code: 'success' })
        : Response.json({ code: 'invalid_csrf' }, { status: 403 });
    }),
  );
  return sent;
}

describe('given the browser client', () => {
  it('gets a first-time visitor a token when a write is refused, and sends the write again with it', async () => {
    const sent = stubServer();
    await expect(browserApi.auth.logout()).resolves.toEqual({ code: 'success' });
    expect(sent).toEqual([
      [CALLS['auth.logout'].path, undefined],
      [CALLS['auth.csrf'].path, undefined],
      [CALLS['auth.logout'].path, 'fresh'],
    ]);
  });

  it('sends a write with the token of the cookie, and asks for none when it is accepted', async () => {
    const sent = stubServer('csrf_token=fresh');
    await expect(browserApi.auth.logout()).resolves.toEqual({ code: 'success' });
    expect(sent).toEqual([[CALLS['auth.logout'].path, 'fresh']]);
  });
});
